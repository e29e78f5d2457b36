/** The alerts benches' figures: nearest-rank median and p95 of the measured delays. */
import { describe, expect, it } from "vitest";
import { summarizeDelays } from "./delays";

describe("summarizeDelays", () => {
  it("takes the nearest-rank median, p95 and maximum, whatever the order", () => {
    const delays = Array.from({ length: 50 }, (_, i) => (i * 37) % 50).map((n) => (n + 1) * 10);
    expect(summarizeDelays(delays)).toEqual({ count: 50, delaysMs: delays, medianMs: 250, p95Ms: 480, maxMs: 500 });
  });

  it("gives the one figure for one delay, and NaN for none", () => {
    expect(summarizeDelays([812])).toMatchObject({ medianMs: 812, p95Ms: 812, maxMs: 812 });
    expect(summarizeDelays([])).toMatchObject({ count: 0, medianMs: NaN, p95Ms: NaN, maxMs: NaN });
  });
});
