/**
 * One SQL database, either dialect: every statement of the site is written once, with `?`
 * placeholders that the PostgreSQL adapter numbers (docs/decisions/0056-one-sql-store.md).
 * `openDatabase` (open.ts) gives the adapter DATABASE_URL names: sqlite.ts or postgres.ts.
 * Times are integers (milliseconds since the epoch) in most tables, so the SQL is the same in
 * both; the enquiries' own `created_at` differs (TEXT in SQLite, TIMESTAMPTZ in PostgreSQL),
 * and both compare and sort an ISO 8601 string the same way.
 */
export type SqlValue = string | number | null;
export type SqlRow = Record<string, unknown>;
export type SqlStatement = { sql: string; params?: SqlValue[] };
export type Dialect = "sqlite" | "postgres";

export type QueryOptions = {
  /**
   * false: a write whose loss in a power cut is harmless (a rate-limit hit) is not synced to disk
   * on its own. On SQLite it is committed with synchronous=NORMAL: it survives a crash of the
   * process, and reaches the disk with the next synced commit (an enquiry's) or checkpoint.
   * PostgreSQL syncs its commits in the server, without holding up this process: there it changes
   * nothing. Default true.
   */
  synced?: boolean;
};

/** What the features built on the database use: the inbox, sign-in, rate limits. */
export interface SqlDatabase {
  readonly dialect: Dialect;
  /** One statement; its rows (use RETURNING to learn what a write changed). */
  query<T extends SqlRow = SqlRow>(sql: string, params?: SqlValue[], options?: QueryOptions): Promise<T[]>;
  /** The statements in order in one transaction: all of them happen, or none. Each one's rows. */
  batch(statements: SqlStatement[]): Promise<SqlRow[][]>;
}

/** The statements of one transaction, valid until it ends. */
export interface Transaction extends SqlDatabase {
  /** Statements without parameters, separated by semicolons (a migration's DDL). */
  exec(script: string): Promise<void>;
}

/** A connection (SQLite) or a pool of them (PostgreSQL). */
export interface Database extends SqlDatabase {
  /**
   * Runs `work` in one transaction and commits when it resolves; rolls back and rethrows when it
   * rejects. Inside, use only the `Transaction` it is given. SQLite takes the write lock at the
   * start (BEGIN IMMEDIATE), so a writer in another process waits (busy_timeout), and runs no other
   * statement of this process until the transaction ends.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Leaves no byte of the rows deleted from these tables in the database's files, after an
   * erasure (docs/decisions/0079-erased-on-disk.md). SQLite overwrites what it deletes with zeros
   * (secure_delete, on every connection), and this copies the WAL into the file and empties it;
   * PostgreSQL keeps a deleted row in its table's file until the table is rewritten, which this
   * does (VACUUM FULL: the table, its TOAST table and its indexes). Outside any transaction.
   */
  forgetDeleted(tables: readonly string[]): Promise<void>;
  /** Closes the connections; a second call does nothing. */
  close(): Promise<void>;
}

/** Each statement in turn on one transaction; each one's rows. */
export async function inOrder(tx: Pick<SqlDatabase, "query">, statements: SqlStatement[]): Promise<SqlRow[][]> {
  const results: SqlRow[][] = [];
  for (const { sql, params = [] } of statements) results.push(await tx.query(sql, params));
  return results;
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

/** PostgreSQL returns BIGINT as a string; both dialects' integers become numbers here. */
export function toNumber(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

export function toNullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : toNumber(value);
}
