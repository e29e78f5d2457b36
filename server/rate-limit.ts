/**
 * Limits on how often one client may do something (send an enquiry, ask for a sign-in),
 * counted in the database the site already uses (table rate_limits), so every instance on
 * one PostgreSQL shares one limit and a restart forgets nothing
 * (docs/decisions/0003-rate-limit-store.md). While the database cannot be reached, each
 * process counts in memory instead: a flood is still dampened, per instance.
 */
import { createHash } from "node:crypto";
import { toNumber, type SqlDatabase } from "./db/sql";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimitOptions = {
  /** Which limit: the enquiry form's and each sign-in limit count apart. */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
};

/** Where the counters live. */
export interface RateLimitBackend {
  /** Counts one hit for (name, key), atomically; a window that has passed starts afresh. */
  hit(name: string, key: string, now: number, windowMs: number): Promise<{ hits: number; windowStart: number }>;
  /** Drops the counters of `name` whose window started at or before `before`. */
  prune(name: string, before: number): Promise<void>;
}

export type RateLimit = { consume(key: string, now?: number): Promise<RateLimitDecision> };

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

/** The fallback while the database is down: per process, at most `limit` in any rolling window. */
export class MemoryRateLimit {
  /** Per client, the times of its recent hits, oldest first. */
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Bounds memory under a flood from many addresses: the least recent are forgotten. */
    private readonly maxClients = 50_000,
  ) {}

  consume(key: string, now: number): RateLimitDecision {
    const recent = (this.hits.get(key) ?? []).filter((time) => time > now - this.windowMs);
    this.hits.delete(key);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    // Map order is insertion order: re-inserting keeps the most recently seen clients last.
    this.hits.set(key, recent);
    if (this.hits.size > this.maxClients) this.hits.delete(this.hits.keys().next().value!);
    return { allowed: true };
  }
}

/**
 * A limit of `limit` hits per client per window. The window starts at a client's first hit
 * and does not move until it has passed, so a client may get up to twice the limit across
 * the end of one window and the start of the next; refused hits count too. Keys (client
 * addresses, email addresses) are stored as SHA-256 hashes, and rows are dropped once
 * their window has passed.
 */
export function createRateLimit(backend: RateLimitBackend, { name, limit, windowMs }: RateLimitOptions): RateLimit {
  const fallback = new MemoryRateLimit(limit, windowMs);
  let lastPrune = 0;
  let warned = false;
  return {
    async consume(key, now = Date.now()) {
      const hashed = createHash("sha256").update(key).digest("hex");
      let counted: { hits: number; windowStart: number };
      try {
        counted = await backend.hit(name, hashed, now, windowMs);
      } catch (error) {
        if (!warned) console.error(`Rate limit "${name}": database unavailable (${(error as Error).message}); counting in memory.`);
        warned = true;
        return fallback.consume(hashed, now);
      }
      warned = false;
      if (now - lastPrune >= windowMs) {
        lastPrune = now;
        backend.prune(name, now - windowMs).catch(() => {});
      }
      if (counted.hits <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((counted.windowStart + windowMs - now) / 1000)) };
    },
  };
}
