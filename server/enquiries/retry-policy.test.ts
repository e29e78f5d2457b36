/** The backoff between a mail's attempts. */
import { describe, expect, it } from "vitest";
import { retryDelay } from "./retry-policy";

describe("retryDelay", () => {
  const policy = { baseDelayMs: 30_000, maxDelayMs: 3600_000 };
  it("doubles from the base, up to the cap, with jitter in the upper half", () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, policy, () => 1))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(1, policy, () => 0)).toBe(15_000);
    expect(retryDelay(20, policy, () => 1)).toBe(3600_000);
    expect(retryDelay(20, policy, () => 0)).toBe(1800_000);
  });
});
