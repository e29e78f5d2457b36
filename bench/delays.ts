/** The alerts benches' figures: nearest-rank median, p95 and maximum of measured delays. */
/** Both halves' target: the owner hears of an enquiry within 2 s at p95 (decision 0059). */
export const TARGET_P95_MS = 2_000;

export type Delays = { count: number; delaysMs: number[]; medianMs: number; p95Ms: number; maxMs: number };

/** The nearest-rank percentile (p in 0–100) of figures sorted ascending. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function summarizeDelays(delaysMs: number[]): Delays {
  const sorted = [...delaysMs].sort((a, b) => a - b);
  return { count: sorted.length, delaysMs, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1) ?? Number.NaN };
}
