/**
 * The daily roll-up (issue 29, docs/decisions/0066-insights-from-daily-totals.md): each finished
 * IST day's raw events become rows of analytics_daily, one per dimension and value, kept for
 * ever; raw events older than ANALYTICS_RETENTION_DAYS are then deleted, but only from days
 * already rolled up. The same SELECTs give the dashboard today's rows, live from raw events
 * (server/analytics/insights.ts), so a finished day and today are counted alike. A dimension
 * keeps its DAILY_TOP_VALUES busiest values a day and adds the rest into one 'other' row, so no
 * day's rows grow with what visitors type into a URL (issue 36, decision 0078).
 *
 * Safe with several instances on one database: a day's rows are written in one transaction with
 * ON CONFLICT DO NOTHING, its 'total' row last, so a second roll-up of the same day adds nothing
 * and a day with a 'total' row is complete.
 */
import { DAILY_TOP_VALUES, EVENT_NAMES, istDay, istDayStart, LEAD_EVENT_NAMES, OTHER_VALUE, UNKNOWN_SOURCE, type EventName } from "../../app/shared/analytics";
import type { SqlDatabase, SqlStatement } from "../db/sql";
import { startRepeating, type RepeatingTask } from "../repeating-task";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * A day is rolled up once it has been over for this long: the event queue flushes every second,
 * so an event of 23:59:59 may reach the table just after midnight and must still be counted.
 */
const ROLL_UP_GRACE_MS = 10 * 60_000;

/** The column of analytics_daily that counts each event. */
const COUNT_COLUMNS = {
  pageview: "pageviews",
  enquiry: "enquiries",
  whatsapp: "whatsapp",
  call: "calls",
  email: "emails",
  language: "language_switches",
  outbound: "outbound",
} as const satisfies Record<EventName, string>;

/**
 * The dimensions of migration 9, each as the SQL of its value in an event `e`. A source that is
 * NULL counts as 'unknown'; an event without a campaign or a landing page is left out of those two.
 */
export const DIMENSIONS = {
  total: "''",
  source: `COALESCE(e.source, '${UNKNOWN_SOURCE}')`,
  campaign: "e.utm_campaign",
  page: "e.path",
  landing: "e.landing_path",
  lang: "e.lang",
  device: "e.device",
} as const;
export type Dimension = keyof typeof DIMENSIONS;

const DAILY_COLUMNS = ["day", "dimension", "value", "visitors", ...EVENT_NAMES.map((name) => COUNT_COLUMNS[name]), "leads"];

const TAPS = LEAD_EVENT_NAMES.filter((name) => name !== "enquiry");

/**
 * 1 for an event `e` that is a lead: an enquiry, or a tap by a visitor who also viewed a page
 * that day (per tap, one seek of migration 13's index on day, name and visitor, which answers it).
 */
const LEAD = `CASE WHEN e.name = 'enquiry' THEN 1
  WHEN e.name IN (${TAPS.map((name) => `'${name}'`).join(", ")}) THEN
    CASE WHEN EXISTS (SELECT 1 FROM analytics_events p WHERE p.visitor = e.visitor AND p.day = e.day AND p.name = 'pageview') THEN 1 ELSE 0 END
  ELSE 0 END`;

/** A count of each event and the leads, of the events `e` of a group (each marked with its `lead`). */
const COUNTS = [...EVENT_NAMES.map((name) => `SUM(CASE WHEN e.name = '${name}' THEN 1 ELSE 0 END) AS ${COUNT_COLUMNS[name]}`), "SUM(e.lead) AS leads"].join(", ");

/** The days' events with a value in this dimension, each with its value and whether it is a lead; `extra`: more columns. */
function valued(dimension: Dimension, inDays: string, extra = ""): string {
  const value = DIMENSIONS[dimension];
  return `SELECT e.day AS day, e.name AS name, e.visitor AS visitor, ${value} AS value, ${LEAD} AS lead${extra}
    FROM analytics_events e WHERE ${inDays} AND ${value} IS NOT NULL`;
}

const kept = (place: string, value: string) => `CASE WHEN ${place} <= ${DAILY_TOP_VALUES} THEN ${value} ELSE '${OTHER_VALUE}' END`;

/**
 * A page's rows: its visitors are the distinct visitors who had an event on it (one person reads
 * several pages), 'other' included, so the events are grouped twice: once to rank the pages, once
 * by what is kept.
 */
function pageRows(inDays: string): string {
  const place = kept("ranked.place", "ranked.value");
  return `SELECT e.day AS day, 'page' AS dimension, ${place} AS value, COUNT(DISTINCT e.visitor) AS visitors, ${COUNTS}
    FROM (${valued("page", inDays)}) e JOIN (
      SELECT e.day AS day, e.value AS value,
        ROW_NUMBER() OVER (PARTITION BY e.day ORDER BY COUNT(DISTINCT e.visitor) DESC, SUM(e.lead) DESC, e.value) AS place
      FROM (${valued("page", inDays)}) e GROUP BY e.day, e.value
    ) ranked ON ranked.day = e.day AND ranked.value = e.value
    GROUP BY e.day, ${place}`;
}

/**
 * Every other dimension counts a visitor once a day, under the value of their first event that
 * has one (a source, a campaign, the language they arrived in), so that a breakdown's rows add
 * up to the day's visitors (decision 0085); their events still count under each event's own
 * value. `first` marks a visitor's first such event of the day. Visitors so counted add up, so
 * the values are tallied once, then ranked, then the kept ones and 'other' summed.
 */
function firstValueRows(dimension: Exclude<Dimension, "total" | "page">, inDays: string): string {
  const first = ", CASE WHEN ROW_NUMBER() OVER (PARTITION BY e.day, e.visitor ORDER BY e.occurred_at, e.id) = 1 THEN 1 ELSE 0 END AS first";
  const summed = ["visitors", ...EVENT_NAMES.map((name) => COUNT_COLUMNS[name]), "leads"].map((column) => `SUM(ranked.${column}) AS ${column}`).join(", ");
  const place = kept("ranked.place", "ranked.value");
  return `SELECT ranked.day AS day, '${dimension}' AS dimension, ${place} AS value, ${summed}
    FROM (
      SELECT tallied.*, ROW_NUMBER() OVER (PARTITION BY tallied.day ORDER BY tallied.visitors DESC, tallied.leads DESC, tallied.value) AS place
      FROM (SELECT e.day AS day, e.value AS value, SUM(e.first) AS visitors, ${COUNTS} FROM (${valued(dimension, inDays, first)}) e GROUP BY e.day, e.value) tallied
    ) ranked
    GROUP BY ranked.day, ${place}`;
}

/**
 * One dimension's rows for the given days, from raw events: per day and value, its visitors and
 * counts. Each day's values are ranked by visitors, then leads, then value; past the first
 * DAILY_TOP_VALUES they make one row, OTHER_VALUE, whose visitors are counted once too. The days
 * are parameters, never text from a request.
 */
export function dailyRowsFromEvents(dimension: Dimension, days: string[]): SqlStatement {
  const inDays = `e.day IN (${days.map(() => "?").join(", ")})`;
  if (dimension === "total") {
    return {
      sql: `SELECT e.day AS day, 'total' AS dimension, '' AS value, COUNT(DISTINCT e.visitor) AS visitors, ${COUNTS}
        FROM (${valued("total", inDays)}) e GROUP BY e.day`,
      params: days,
    };
  }
  if (dimension === "page") return { sql: pageRows(inDays), params: [...days, ...days] };
  return { sql: firstValueRows(dimension, inDays), params: days };
}

/** Rolls up finished days: every dimension, 'total' last, in one transaction. */
function rollUpDays(sql: SqlDatabase, days: string[]) {
  const dimensions: Dimension[] = [...(Object.keys(DIMENSIONS) as Dimension[]).filter((dimension) => dimension !== "total"), "total"];
  return sql.batch(
    dimensions.map((dimension) => {
      const select = dailyRowsFromEvents(dimension, days);
      return {
        sql: `INSERT INTO analytics_daily (${DAILY_COLUMNS.join(", ")}) ${select.sql} ON CONFLICT (day, dimension, value) DO NOTHING`,
        params: select.params,
      };
    }),
  );
}

/** Days a transaction rolls up: a month after a long stop costs one commit, not thirty. */
const DAYS_PER_TRANSACTION = 31;

/** The first IST day whose raw events are kept: today and the `retentionDays - 1` days before it. */
function firstKeptDay(now: number, retentionDays: number): string {
  return istDay(istDayStart(istDay(now)) - (retentionDays - 1) * DAY_MS);
}

type RollUpResult = { rolledUp: string[]; purgedBefore: string };

/**
 * Rolls up every finished day that has events and no 'total' row yet, oldest first, then deletes
 * raw events older than the retention, only of days that are rolled up: a day whose roll-up
 * failed keeps its events until a later run succeeds, and the failure is thrown after the purge.
 */
export async function rollUpAndPurge(sql: SqlDatabase, { now, retentionDays }: { now: number; retentionDays: number }): Promise<RollUpResult> {
  const finishedBefore = istDay(now - ROLL_UP_GRACE_MS);
  // The days that have events, one index seek each (a loose index scan), not a scan of every event.
  const pending = await sql.query<{ day: string }>(
    `WITH RECURSIVE days (day) AS (
        SELECT MIN(day) FROM analytics_events
        UNION ALL
        SELECT (SELECT MIN(day) FROM analytics_events WHERE day > days.day) FROM days WHERE days.day < ?
      )
      SELECT day FROM days
      WHERE day < ? AND day NOT IN (SELECT day FROM analytics_daily WHERE dimension = 'total')
      ORDER BY day`,
    [finishedBefore, finishedBefore],
  );
  const days = pending.map((row) => row.day);
  const failed = new Map<string, string>();
  for (let start = 0; start < days.length; start += DAYS_PER_TRANSACTION) {
    const chunk = days.slice(start, start + DAYS_PER_TRANSACTION);
    try {
      await rollUpDays(sql, chunk);
    } catch {
      // Tried again a day at a time, so that one bad day holds back only itself.
      for (const day of chunk) await rollUpDays(sql, [day]).catch((error: Error) => failed.set(day, error.message));
    }
  }
  // The ceiling's counters (day-ceiling.ts) are needed only while a day's events arrive.
  await sql.query("DELETE FROM analytics_day_counts WHERE day < ?", [finishedBefore]);
  const purgedBefore = firstKeptDay(now, retentionDays);
  await sql.query(
    `DELETE FROM analytics_events
      WHERE day < ? AND day IN (SELECT day FROM analytics_daily WHERE dimension = 'total' AND day < ?)`,
    [purgedBefore, purgedBefore],
  );
  if (failed.size > 0) throw new Error(`days not rolled up, their events kept: ${[...failed].map(([day, message]) => `${day}: ${message}`).join("; ")}`);
  return { rolledUp: days.filter((day) => !failed.has(day)), purgedBefore };
}

/** The roll-up at start-up and then every hour, so a finished day is on the dashboard within the hour. */
export function startHourlyRollUp(rollUp: () => Promise<RollUpResult>, log?: Pick<Console, "error">): RepeatingTask {
  return startRepeating(rollUp, { everyMs: HOUR_MS, failure: (message) => `Analytics roll-up failed (${message}); next try in an hour.` }, log);
}
