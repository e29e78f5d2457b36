/** The rate limits' fallback while the database is down. */
import { describe, expect, it } from "vitest";
import { MemoryRateLimit } from "./memory-rate-limit";

describe("MemoryRateLimit", () => {
  it("allows `limit` in any rolling window: a hit leaves the window exactly `windowMs` later", () => {
    const memory = new MemoryRateLimit(2, 1000);
    expect(memory.consume("a", 0)).toEqual({ allowed: true });
    expect(memory.consume("a", 500)).toEqual({ allowed: true });
    expect(memory.consume("a", 999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(memory.consume("a", 1000)).toEqual({ allowed: true });
    expect(memory.consume("a", 1001)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("forgets the least recently seen client beyond its bound, and only that one", () => {
    const memory = new MemoryRateLimit(1, 60_000, 2);
    memory.consume("a", 0);
    memory.consume("b", 1);
    memory.consume("a", 2);
    memory.consume("c", 3);
    // a was seen after b, so b is the one forgotten.
    expect(memory.consume("a", 4)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(memory.consume("b", 5)).toEqual({ allowed: true });
  });
});
