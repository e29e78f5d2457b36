import { toNumber, type SqlDatabase } from "../db/sql";
import type { RateLimitBackend } from "./rate-limit";

/**
 * The counters in table rate_limits (server/db/migrations/004-rate-limits.ts), one row per limit and
 * client, updated by one upsert so that concurrent hits from several instances all count.
 * `ready` runs the migrations first if they have not run yet.
 */
export function sqlRateLimitBackend(sql: SqlDatabase, ready: () => Promise<void> = async () => {}): RateLimitBackend {
  return {
    async hit(name, key, now, windowMs) {
      await ready();
      const expired = now - windowMs;
      const [row] = await sql.query(
        `INSERT INTO rate_limits (name, key, window_start, hits) VALUES (?, ?, ?, 1)
         ON CONFLICT (name, key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_start <= ? THEN 1 ELSE rate_limits.hits + 1 END,
           window_start = CASE WHEN rate_limits.window_start <= ? THEN excluded.window_start ELSE rate_limits.window_start END
         RETURNING hits, window_start AS "windowStart"`,
        [name, key, now, expired, expired],
        // A hit lost in a power cut lets a client a little further: not worth an fsync per
        // request (on SQLite it reaches the disk with the enquiry's commit that usually follows).
        { synced: false },
      );
      return { hits: toNumber(row!.hits), windowStart: toNumber(row!.windowStart) };
    },
    async prune(name, before) {
      await sql.query("DELETE FROM rate_limits WHERE name = ? AND window_start <= ?", [name, before], { synced: false });
    },
  };
}
