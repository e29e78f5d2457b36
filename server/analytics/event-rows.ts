/**
 * An event as analytics_events keeps it (migrations 9 and 13), and the one way rows are written:
 * a multi-row INSERT, cut into statements small enough for either database's parameter limit,
 * all in one transaction. Used by the queue's flush (day-ceiling.ts) and by the enquiry's own
 * transaction. An event a browser sent carries its minute, and the unique index of migration 13
 * keeps one per visitor, name, minute and path: a repeat is skipped (ON CONFLICT DO NOTHING),
 * not an error. An enquiry's event has no minute: every enquiry stored is counted.
 */
import { istDay, type Attribution, type EventName } from "../../app/shared/analytics";
import { langOfPath } from "../../app/shared/lang";
import type { SqlDatabase, SqlStatement, SqlValue } from "../db/sql";
import type { Visit } from "./visitor";

export type EventRow = {
  occurredAt: number;
  name: EventName;
  path: string;
  visit: Visit;
  attribution: Attribution | null;
  target?: string | null;
  enquiryId?: number | null;
};

const COLUMNS = [
  "occurred_at", "day", "name", "path", "lang", "visitor", "device", "source", "referrer_host", "utm_source",
  "utm_medium", "utm_campaign", "utm_term", "utm_content", "click", "landing_path", "target", "enquiry_id", "minute",
] as const;

const MINUTE_MS = 60_000;

/**
 * The most rows in one statement: 19 parameters each stays far below SQLite's 32,766 and
 * PostgreSQL's 65,535. A power of two, as every statement's size is: SQLite keeps each
 * statement it has compiled, and a dozen sizes compile once, where every count up to 512 would
 * each compile anew.
 */
const ROWS_PER_STATEMENT = 512;

/** The sizes the rows are cut into: whole 512s, then the binary digits of the rest (300 = 256 + 32 + 8 + 4). */
function chunkSizes(count: number): number[] {
  const sizes: number[] = Array<number>(Math.floor(count / ROWS_PER_STATEMENT)).fill(ROWS_PER_STATEMENT);
  for (let size = ROWS_PER_STATEMENT / 2; size >= 1; size /= 2) if (count & size) sizes.push(size);
  return sizes;
}

function values({ occurredAt, name, path, visit, attribution: a, target, enquiryId }: EventRow): SqlValue[] {
  return [
    occurredAt, istDay(occurredAt), name, path, langOfPath(path), visit.visitor, visit.device,
    a?.source ?? null, a?.referrer ?? null, a?.utmSource ?? null, a?.utmMedium ?? null, a?.utmCampaign ?? null,
    a?.utmTerm ?? null, a?.utmContent ?? null, a?.click ?? null, a?.landing ?? null, target ?? null, enquiryId ?? null,
    name === "enquiry" ? null : Math.floor(occurredAt / MINUTE_MS),
  ];
}

/** The INSERT statements for the rows, in order; each returns the ids of the rows it stored. */
export function insertEventStatements(rows: readonly EventRow[]): SqlStatement[] {
  const statements: SqlStatement[] = [];
  const placeholders = `(${COLUMNS.map(() => "?").join(", ")})`;
  let start = 0;
  for (const size of chunkSizes(rows.length)) {
    const chunk = rows.slice(start, (start += size));
    statements.push({
      sql: `INSERT INTO analytics_events (${COLUMNS.join(", ")}) VALUES ${chunk.map(() => placeholders).join(", ")} ON CONFLICT DO NOTHING RETURNING id`,
      params: chunk.flatMap(values),
    });
  }
  return statements;
}

/** Writes the rows in one transaction (`batch`), or inside the caller's. */
export async function insertEvents(sql: Pick<SqlDatabase, "batch">, rows: readonly EventRow[]): Promise<void> {
  if (rows.length > 0) await sql.batch(insertEventStatements(rows));
}
