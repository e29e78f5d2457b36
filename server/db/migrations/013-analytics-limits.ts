/**
 * Migration 13, owned by the analytics (issue 36, docs/decisions/0078-analytics-cannot-fill-the-disk.md):
 * - analytics_events.minute: the minute (occurred_at / 60000) of an event a browser sent, and a
 *   unique index on (day, name, visitor, minute, path): one page view per path, and one tap of a
 *   kind per path, per visitor per minute. NULL for an enquiry's event (every enquiry is counted)
 *   and for the events stored before this migration, so they never collide. The day is implied by
 *   the minute; leading, it makes the index serve what migration 9's (day, name) did, which goes,
 *   and the roll-up's "did this visitor view a page that day" is one seek of it. (Led by the
 *   visitor, SQLite's planner read it whole for the dashboard's COUNT(DISTINCT visitor) of the
 *   last five minutes: 8 s on a year of events.)
 * - analytics_day_counts: per IST day, how many events from browsers are stored; the ceiling
 *   ANALYTICS_MAX_EVENTS_PER_DAY is checked against it in the transaction that writes them.
 * - analytics_daily.leads: enquiries, and the taps of visitors who also viewed a page that day.
 *   The days rolled up before keep their old meaning: every tap was a lead.
 * - The days rolled up before keep at most 50 values per dimension: the rest are added into the
 *   day's 'other' row (value ''), as the roll-up does from now on. The number is written out
 *   here, not imported, so that this migration stays what it was when it ran.
 */
import type { Migration } from "./migration";

const COUNTS = ["visitors", "pageviews", "enquiries", "whatsapp", "calls", "emails", "language_switches", "outbound", "leads"];

/** The values of each day and dimension past the day's 50 busiest ('other' itself not ranked). */
const PAST_THE_TOP_50 = `
      SELECT * FROM (
        SELECT analytics_daily.*, ROW_NUMBER() OVER (PARTITION BY day, dimension ORDER BY visitors DESC, leads DESC, value) AS place
        FROM analytics_daily WHERE dimension <> 'total' AND value <> ''
      ) ranked WHERE place > 50`;

const statements = (int: string) => `
      ALTER TABLE analytics_events ADD COLUMN minute ${int};
      CREATE UNIQUE INDEX analytics_events_once_a_minute ON analytics_events (day, name, visitor, minute, path);
      DROP INDEX analytics_events_day;
      CREATE TABLE analytics_day_counts (
        day TEXT PRIMARY KEY,
        beacon_events ${int} NOT NULL
      );
      ALTER TABLE analytics_daily ADD COLUMN leads INTEGER NOT NULL DEFAULT 0;
      UPDATE analytics_daily SET leads = enquiries + whatsapp + calls + emails;
      INSERT INTO analytics_daily (day, dimension, value, ${COUNTS.join(", ")})
        SELECT day, dimension, '', ${COUNTS.map((column) => `SUM(${column})`).join(", ")}
        FROM (${PAST_THE_TOP_50}) folded WHERE true GROUP BY day, dimension
        ON CONFLICT (day, dimension, value) DO UPDATE SET ${COUNTS.map((column) => `${column} = analytics_daily.${column} + excluded.${column}`).join(", ")};
      DELETE FROM analytics_daily WHERE (day, dimension, value) IN (SELECT day, dimension, value FROM (${PAST_THE_TOP_50}) folded);
    `;

export const analyticsLimits: Migration = {
  version: 13,
  name: "analytics: a ceiling per day, one event a minute per visitor, leads, 50 values a day",
  features: ["analytics"],
  sqlite: statements("INTEGER"),
  postgres: statements("BIGINT"),
};
