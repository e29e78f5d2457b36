import type { RateLimitDecision } from "./rate-limit";

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
