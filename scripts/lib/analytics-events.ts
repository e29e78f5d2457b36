/**
 * Raw analytics events written straight into analytics_events (migration 9), many rows a
 * statement, for `npm run analytics:seed` and the tests of the roll-up and the dashboard. The
 * site itself records events through POST /api/events; this skips the salts and the hashing:
 * `visitor` is whatever stands for one visitor on one day.
 */
import { istDay, type EventName, type Source } from "../../app/shared/analytics";
import type { Lang } from "../../app/shared/lang";
import type { SqlDatabase, SqlStatement, SqlValue } from "../../server/db/sql";

export type RawEvent = {
  occurredAt: number;
  name: EventName;
  path: string;
  lang: Lang;
  visitor: string;
  device: "mobile" | "desktop";
  /** Absent: unknown (an enquiry sent without JavaScript). */
  source?: Source;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  click?: "gclid" | "fbclid";
  landingPath?: string;
  target?: string;
  enquiryId?: number;
};

const COLUMNS = [
  "occurred_at", "day", "name", "path", "lang", "visitor", "device", "source", "referrer_host",
  "utm_source", "utm_medium", "utm_campaign", "click", "landing_path", "target", "enquiry_id",
];

/** Rows a statement: 16 parameters each stays under SQLite's and PostgreSQL's limits. */
const ROWS_PER_STATEMENT = 500;

function values(event: RawEvent): SqlValue[] {
  return [
    event.occurredAt, istDay(event.occurredAt), event.name, event.path, event.lang, event.visitor, event.device,
    event.source ?? null, event.referrerHost ?? null, event.utmSource ?? null, event.utmMedium ?? null,
    event.utmCampaign ?? null, event.click ?? null, event.landingPath ?? null, event.target ?? null, event.enquiryId ?? null,
  ];
}

/** The INSERT statements for these events, ROWS_PER_STATEMENT at a time. */
export function insertEventStatements(events: RawEvent[]): SqlStatement[] {
  const statements: SqlStatement[] = [];
  const row = `(${COLUMNS.map(() => "?").join(", ")})`;
  for (let start = 0; start < events.length; start += ROWS_PER_STATEMENT) {
    const chunk = events.slice(start, start + ROWS_PER_STATEMENT);
    statements.push({
      sql: `INSERT INTO analytics_events (${COLUMNS.join(", ")}) VALUES ${chunk.map(() => row).join(", ")}`,
      params: chunk.flatMap(values),
    });
  }
  return statements;
}

/** Writes the events in one transaction. */
export async function insertEvents(sql: SqlDatabase, events: RawEvent[]): Promise<void> {
  if (events.length > 0) await sql.batch(insertEventStatements(events));
}
