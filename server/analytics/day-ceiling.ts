/**
 * The ceiling on the events from browsers stored per IST day (ANALYTICS_MAX_EVENTS_PER_DAY,
 * issue 36, docs/decisions/0078-analytics-cannot-fill-the-disk.md), counted in the database
 * (analytics_day_counts, migration 13) in the transaction that writes the events, so that every
 * instance on one PostgreSQL counts against one number, as the rate limits do.
 *
 * Per day of the write, oldest first: the day's counter row is taken first, by an upsert that
 * changes nothing but holds the row until the commit on PostgreSQL (on SQLite the transaction
 * holds the only write lock already), so instances writing the same day take turns and each
 * reads what the others stored. Then the events are inserted (a repeat within its minute is
 * skipped by migration 13's unique index), those past the room the day had are deleted again,
 * and the counter grows by what stayed. An enquiry's event is not written here: every enquiry
 * is counted (their number has the contact form's own limit).
 */
import { istDay } from "../../app/shared/analytics";
import { toNumber, type SqlValue, type Transaction } from "../db/sql";
import { insertEventStatements, type EventRow } from "./event-rows";

/** What a write did for one IST day: how many events it stored, and whether the day is now at its ceiling. */
type DayWritten = { day: string; stored: number; full: boolean };

/** Ids per DELETE of the events past the ceiling (a day's last write only). */
const IDS_PER_DELETE = 512;

function byDay(rows: readonly EventRow[]): Map<string, EventRow[]> {
  const days = new Map<string, EventRow[]>();
  for (const row of rows) {
    const day = istDay(row.occurredAt);
    const list = days.get(day);
    if (list) list.push(row);
    else days.set(day, [row]);
  }
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

/** Writes the events of browsers, at most `maxPerDay` stored per IST day; inside the caller's transaction. */
export async function writeUnderCeiling(tx: Transaction, rows: readonly EventRow[], maxPerDay: number): Promise<DayWritten[]> {
  const written: DayWritten[] = [];
  for (const [day, dayRows] of byDay(rows)) {
    const [counter] = await tx.query(
      `INSERT INTO analytics_day_counts (day, beacon_events) VALUES (?, 0)
        ON CONFLICT (day) DO UPDATE SET beacon_events = analytics_day_counts.beacon_events RETURNING beacon_events`,
      [day],
    );
    const room = maxPerDay - toNumber(counter!.beacon_events);
    if (room <= 0) {
      written.push({ day, stored: 0, full: true });
      continue;
    }
    const ids = (await tx.batch(insertEventStatements(dayRows))).flat().map((row) => toNumber(row.id));
    // The first `room` stored stay: ids grow in the order the rows were inserted.
    const past = ids.sort((a, b) => a - b).slice(room);
    for (let start = 0; start < past.length; start += IDS_PER_DELETE) {
      const chunk: SqlValue[] = past.slice(start, start + IDS_PER_DELETE);
      await tx.query(`DELETE FROM analytics_events WHERE id IN (${chunk.map(() => "?").join(", ")})`, chunk);
    }
    const stored = ids.length - past.length;
    if (stored > 0) await tx.query("UPDATE analytics_day_counts SET beacon_events = beacon_events + ? WHERE day = ?", [stored, day]);
    written.push({ day, stored, full: stored >= room });
  }
  return written;
}
