import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows `limit` submissions per rolling hour per client, then says when to retry", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60 * 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.attempt("203.0.113.7")).toEqual({ allowed: true });
      now += 60_000;
    }
    // First submission at t0; three minutes later the fourth waits until t0 + 1 h.
    expect(limiter.attempt("203.0.113.7")).toEqual({ allowed: false, retryAfterSeconds: 57 * 60 });
    expect(limiter.attempt("198.51.100.2")).toEqual({ allowed: true });
    now += 57 * 60_000;
    expect(limiter.attempt("203.0.113.7")).toEqual({ allowed: true });
    expect(limiter.attempt("203.0.113.7")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("forgets the least recently seen clients beyond its size bound", () => {
    const limiter = new RateLimiter(1, 60 * 60_000, () => 0, 2);
    limiter.attempt("a");
    limiter.attempt("b");
    limiter.attempt("c");
    expect(limiter.attempt("a")).toEqual({ allowed: true });
    expect(limiter.attempt("c").allowed).toBe(false);
  });
});
