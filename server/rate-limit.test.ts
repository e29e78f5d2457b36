/** The shared rate limit on both stores, and its in-memory fallback while the database is down. */
import { describe, expect, it, vi } from "vitest";
import { storeImplementations } from "../tests/support/stores";
import { createRateLimit, sqlRateLimitBackend, type RateLimitBackend } from "./rate-limit";

const implementations = await storeImplementations();
const HOUR = 60 * 60_000;

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`createRateLimit: ${implementation.name}`, () => {
    it("allows `limit` per window per client across instances, says when to retry, and starts afresh after the window", async () => {
      const store = await implementation.open();
      try {
        const options = { name: "contact", limit: 3, windowMs: HOUR };
        const one = createRateLimit(sqlRateLimitBackend(store.sql), options);
        const two = createRateLimit(sqlRateLimitBackend(store.sql), options);
        const t0 = 1_000_000;
        expect(await one.consume("203.0.113.7", t0)).toEqual({ allowed: true });
        expect(await two.consume("203.0.113.7", t0 + 60_000)).toEqual({ allowed: true });
        expect(await one.consume("203.0.113.7", t0 + 120_000)).toEqual({ allowed: true });
        expect(await two.consume("203.0.113.7", t0 + 180_000)).toEqual({ allowed: false, retryAfterSeconds: 57 * 60 });
        expect(await two.consume("198.51.100.2", t0 + 180_000)).toEqual({ allowed: true });
        // Another limit's counters are its own.
        expect(await createRateLimit(sqlRateLimitBackend(store.sql), { ...options, name: "other" }).consume("203.0.113.7", t0)).toEqual({ allowed: true });
        expect(await one.consume("203.0.113.7", t0 + HOUR)).toEqual({ allowed: true });
      } finally {
        await store.close();
      }
    });

    it("counts every one of many concurrent hits (one atomic upsert each)", async () => {
      const store = await implementation.open();
      try {
        const limit = createRateLimit(sqlRateLimitBackend(store.sql), { name: "burst", limit: 5, windowMs: HOUR });
        const decisions = await Promise.all(Array.from({ length: 20 }, () => limit.consume("203.0.113.8", 5_000)));
        expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
      } finally {
        await store.close();
      }
    });
  });
}

describe("createRateLimit without its database", () => {
  it("counts in memory, per process, while the database fails, and says so once", async () => {
    const down: RateLimitBackend = {
      hit: () => Promise.reject(new Error("connection refused")),
      prune: () => Promise.reject(new Error("connection refused")),
    };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const limit = createRateLimit(down, { name: "contact", limit: 2, windowMs: HOUR });
      expect(await limit.consume("a", 0)).toEqual({ allowed: true });
      expect(await limit.consume("a", 1_000)).toEqual({ allowed: true });
      expect(await limit.consume("a", 2_000)).toEqual({ allowed: false, retryAfterSeconds: 3598 });
      expect(await limit.consume("b", 2_000)).toEqual({ allowed: true });
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});
