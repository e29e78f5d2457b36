/**
 * The pure part of `npm run bench:lighthouse` (bench/lighthouse.ts) that reads Lighthouse's results:
 * the targets, what one run measured, how several runs of one page become one row, which targets a
 * row misses, and which runs to repeat because they measured nothing. Its arguments are read by
 * ./lighthouse-args.ts; the control page and the order of the runs are ./control-page.ts.
 */

/** The targets the site is held to (docs/PERFORMANCE.md): performance 100 is issue 10's for the Tamil pages, held for the English ones too. */
export const TARGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800, // strictly below
  tbtMs: 50, // strictly below
  cls: 0,
};

export type RouteResult = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  /** The first contentful paint Chromium observed, before Lighthouse's simulation (decision 0055). */
  observedFcpMs: number;
  lcpMs: number;
  /** Speed index: when the page looked complete, which the splash's exit at 3 s can set (decision 0054). */
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  lcpElement: string | null;
  failedAudits: string[];
};

export type ScoreKey = "performance" | "accessibility" | "bestPractices" | "seo";
export const SCORES: ReadonlyArray<readonly [ScoreKey, string]> = [
  ["performance", "performance"],
  ["accessibility", "accessibility"],
  ["bestPractices", "best practices"],
  ["seo", "SEO"],
];

/** The scores of a row below their floor, as short phrases; a category not measured (NaN) is none. */
export function scoresBelow(r: RouteResult, floor: Record<ScoreKey, number>): string[] {
  return SCORES.filter(([key]) => r[key] < floor[key]).map(([key, name]) => `${name} ${r[key]}`);
}

/** Each score at its lowest and each measurement at its worst over a page's runs (at least one); every audit that failed in any run. */
export function reduceRuns(attempts: readonly RouteResult[]): RouteResult {
  if (attempts.length === 0) throw new Error("no Lighthouse runs to reduce");
  const lowest = (key: ScoreKey) => Math.min(...attempts.map((r) => r[key]));
  const highest = (key: "fcpMs" | "observedFcpMs" | "lcpMs" | "speedIndexMs" | "tbtMs" | "cls" | "bytes") => Math.max(...attempts.map((r) => r[key]));
  const worstLcp = attempts.reduce((worst, r) => (r.lcpMs > worst.lcpMs ? r : worst));
  return {
    path: attempts[0]!.path,
    performance: lowest("performance"),
    accessibility: lowest("accessibility"),
    bestPractices: lowest("bestPractices"),
    seo: lowest("seo"),
    fcpMs: highest("fcpMs"),
    observedFcpMs: highest("observedFcpMs"),
    lcpMs: highest("lcpMs"),
    speedIndexMs: highest("speedIndexMs"),
    tbtMs: highest("tbtMs"),
    cls: highest("cls"),
    bytes: highest("bytes"),
    lcpElement: worstLcp.lcpElement,
    failedAudits: [...new Set(attempts.flatMap((r) => r.failedAudits))].sort(),
  };
}

/**
 * Lighthouse's run errors that say the run measured nothing, not that the page failed, and
 * call for the run to be repeated (a few times at most, so a page that never paints still fails):
 * - NO_NAVSTART: Chromium lost the start of its own trace;
 * - NO_FCP: Chromium drew no frame of the page. Seen with `--run-all-compositor-stages-before-draw`
 *   (decision 0055) twice, each time in the first run of a newly started browser, on the control page.
 */
export const RUN_AGAIN_ERRORS: ReadonlySet<string> = new Set(["NO_NAVSTART", "NO_FCP"]);

/** At most this many attempts at one Lighthouse run. */
export const MAX_ATTEMPTS = 3;

type LighthouseOutcome = { lhr: { runtimeError?: { code: string; message: string } } } | undefined;

/**
 * Runs `attempt` (one Lighthouse run of `url`) until it measures something: a run that ends in one
 * of RUN_AGAIN_ERRORS is repeated, up to MAX_ATTEMPTS in all; any other error, or the last
 * attempt's, is thrown with the URL.
 */
export async function measuredRun<T extends LighthouseOutcome>(url: string, attempt: () => Promise<T>): Promise<NonNullable<T>> {
  for (let n = 1; ; n++) {
    const result = await attempt();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result as NonNullable<T>;
    if (!RUN_AGAIN_ERRORS.has(error.code) || n >= MAX_ATTEMPTS) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.warn(`${url}: ${error.code}, measuring again`);
  }
}

type ScoredAudit = { score: number | null; scoreDisplayMode?: string; errorMessage?: string };
type CategoryAudits = { auditRefs: ReadonlyArray<{ id: string; weight: number }> };

/**
 * The weighted audits of accessibility, best practices and SEO that did not pass in one run, as
 * `category:audit`. A weighted audit that errored is named with its error: it has no score, and
 * Lighthouse then gives its whole category none, which the bench shows as 0 (seen once on
 * 2026-11-24, best practices of one Tamil article in 1 run of 3; the 12 runs after it all scored
 * 100, 6 of them logged in bench/results/lighthouse-bp-recheck-2026-11-24.txt at commit b474d74).
 * Performance's audits are not listed.
 */
export function failedAudits(lhr: {
  categories: Partial<Record<string, CategoryAudits | undefined>>;
  audits: Record<string, ScoredAudit | undefined>;
}): string[] {
  const out: string[] = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight === 0 || !result) continue;
      if (result.scoreDisplayMode === "error") out.push(`${id}:${ref.id} errored (${result.errorMessage ?? "no message"})`);
      else if (result.score !== null && result.score < 1) out.push(`${id}:${ref.id}`);
    }
  }
  return out;
}

/** The first contentful paint Chromium observed in a run (before Lighthouse's simulation), if the run has one. */
export function observedFirstPaintMs(lhr: { audits: Record<string, { details?: unknown } | undefined> }): number | undefined {
  const metrics = lhr.audits.metrics?.details as { items?: Array<{ observedFirstContentfulPaint?: number }> } | undefined;
  return metrics?.items?.[0]?.observedFirstContentfulPaint;
}

/**
 * The targets a row misses, as short phrases. A figure of a category left out with `--only`
 * is NaN, and is no miss: the timings belong to the performance category.
 */
export function misses(r: RouteResult): string[] {
  const out = scoresBelow(r, TARGETS);
  if (Number.isNaN(r.performance)) return out;
  if (!(r.lcpMs < TARGETS.lcpMs)) out.push(`LCP ${r.lcpMs} ms`);
  if (!(r.tbtMs < TARGETS.tbtMs)) out.push(`TBT ${r.tbtMs} ms`);
  if (!(r.cls <= TARGETS.cls)) out.push(`CLS ${r.cls}`);
  return out;
}
