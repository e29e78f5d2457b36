/**
 * Limits on how often one client may do something (send an enquiry, ask for a sign-in),
 * counted in the database the site already uses (table rate_limits), so every instance on
 * one PostgreSQL shares one limit and a restart forgets nothing
 * (docs/decisions/0003-rate-limit-store.md). While the database cannot be reached, each
 * process counts in memory instead: a flood is still dampened, per instance.
 */
import { createHash } from "node:crypto";
import { MemoryRateLimit } from "./memory-rate-limit";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type RateLimitOptions = {
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
