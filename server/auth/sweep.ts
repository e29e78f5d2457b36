/**
 * The daily sweep (issue 27, finding 8): what has ended is deleted rather than kept for ever,
 * so a copy of the database holds no more than it must. Sessions past their end or their 90
 * days, sign-in links that were used or have expired, passkey challenges past their 5 minutes
 * (making a new challenge deletes them too, but the last ones of a quiet spell would stay), and
 * the text of sign-in mails whose link has expired (the row stays, with its attempts and last
 * error, for "I got no mail").
 *
 * Safe with several instances on one database: each statement removes only rows that are
 * already dead to every reader, so two sweeps at once, or one after another, leave the same
 * state; no lock, no leader.
 */
import type { SqlDatabase } from "../db/sql";
import { startRepeating, type RepeatingTask } from "../repeating-task";
import { SESSION_MAX_AGE_MS } from "./sessions";

const DAY_MS = 24 * 60 * 60_000;

export type SweepCounts = { sessions: number; links: number; challenges: number; mails: number };

export async function sweepEnded(sql: SqlDatabase, now: number): Promise<SweepCounts> {
  const [sessions, links, challenges, mails] = await sql.batch([
    { sql: "DELETE FROM owner_sessions WHERE expires_at <= ? OR created_at <= ? RETURNING id", params: [now, now - SESSION_MAX_AGE_MS] },
    { sql: "DELETE FROM sign_in_links WHERE used_at IS NOT NULL OR expires_at <= ? RETURNING token_hash", params: [now] },
    { sql: "DELETE FROM passkey_challenges WHERE expires_at <= ? RETURNING id", params: [now] },
    { sql: "UPDATE mail_outbox SET body = NULL WHERE expires_at <= ? AND body IS NOT NULL RETURNING id", params: [now] },
  ]);
  return { sessions: sessions!.length, links: links!.length, challenges: challenges!.length, mails: mails!.length };
}

/** Runs `sweep` now and then once a day (server/repeating-task.ts); a failed run is tried again the next day. */
export function startDailySweep(sweep: () => Promise<SweepCounts>, log: Pick<Console, "error"> = console): RepeatingTask {
  return startRepeating(sweep, { everyMs: DAY_MS, failure: (message) => `Sweep of ended sessions and sign-in links failed (${message}); next try in a day.` }, log);
}
