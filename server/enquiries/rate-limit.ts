/**
 * Per-client limit on contact submissions: at most `limit` in any rolling hour.
 * In memory, per process (docs/decisions/0003-rate-limit-store.md): it dampens a flood
 * from one address; it is not an accounting system.
 */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  /** Per client, the times of its recent submissions, oldest first. */
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60 * 60_000,
    private readonly now: () => number = Date.now,
    /** Bounds memory under a flood from many addresses: the least recent are forgotten. */
    private readonly maxClients = 50_000,
  ) {}

  /** Counts one submission by `client` if it is within the limit. */
  attempt(client: string): RateLimitDecision {
    const now = this.now();
    const recent = (this.hits.get(client) ?? []).filter((time) => time > now - this.windowMs);
    this.hits.delete(client);
    if (recent.length >= this.limit) {
      this.hits.set(client, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    // Map order is insertion order: re-inserting keeps the most recently seen clients last.
    this.hits.set(client, recent);
    if (this.hits.size > this.maxClients) this.hits.delete(this.hits.keys().next().value!);
    return { allowed: true };
  }
}
