/**
 * The few SQL statements both stores run the same way (the owner's inbox, sign-in links,
 * sessions, passkeys), written once with `?` placeholders instead of once per dialect.
 * Each store (SQLite, PostgreSQL) hands out an `SqlDatabase` on its own connection.
 * Times are integers (milliseconds since the epoch) in these tables, so the SQL is the
 * same in both; only the enquiries' own `created_at` differs (TEXT in SQLite, TIMESTAMPTZ
 * in PostgreSQL), and both compare and sort an ISO 8601 string the same way.
 */
export type SqlValue = string | number | null;
export type SqlRow = Record<string, unknown>;
export type SqlStatement = { sql: string; params?: SqlValue[] };

export interface SqlDatabase {
  readonly dialect: "sqlite" | "postgres";
  /** One statement; its rows (use RETURNING to learn what a write changed). */
  query<T extends SqlRow = SqlRow>(sql: string, params?: SqlValue[]): Promise<T[]>;
  /** The statements in order in one transaction: all of them happen, or none. Each one's rows. */
  batch(statements: SqlStatement[]): Promise<SqlRow[][]>;
}

/**
 * `?` placeholders as PostgreSQL's `$1, $2, …`. The statements are the code's own, never
 * built from input, and none has a `?` inside a string literal.
 */
export function numberedPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

/** A LIKE pattern that matches `text` anywhere, with its own % _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** PostgreSQL returns BIGINT as a string; both stores' integers become numbers here. */
export function toNumber(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

export function toNullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : toNumber(value);
}
