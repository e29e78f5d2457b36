/**
 * The pure part of `npm run bench:lighthouse` (bench/lighthouse.ts): its arguments, its targets,
 * and how several runs of one page become one row.
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
  lcpMs: number;
  /** Speed index: when the page looked complete, which the splash's exit at 3 s can set (docs/PERFORMANCE.md). */
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  lcpElement: string | null;
  failedAudits: string[];
};

/**
 * How the runs of one page are reduced to one row: `median` keeps the run with the median
 * performance score (`--runs N`); `lowest` reports each figure at its worst over the runs
 * (`--repeat N`), so one bad run out of N shows.
 */
export type Reduction = "median" | "lowest";

export type BenchOptions = {
  build: boolean;
  runs: number;
  reduction: Reduction;
  reportsDir: string | null;
  /** Empty: every public page, English and Tamil. */
  paths: string[];
  /** The Lighthouse categories measured (`--only a,b`); all four unless given. */
  categories: Category[];
};

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const USAGE =
  "usage: npm run bench:lighthouse [-- --no-build] [-- --runs N | --repeat N] [-- --only accessibility,seo,...] [-- --reports DIR] [-- /path ...]";

function count(option: string, value: string | undefined): number {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) {
    throw new Error(`${option} needs a whole number of runs of at least 1, got ${value === undefined ? "nothing" : `"${value}"`}\n${USAGE}`);
  }
  return Number(value);
}

/** The bench's command-line arguments; a clear error for anything it does not understand. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const options: BenchOptions = { build: true, runs: 1, reduction: "median", reportsDir: null, paths: [], categories: [...CATEGORIES] };
  let runsGiven: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--no-build") options.build = false;
    else if (arg === "--runs" || arg === "--repeat") {
      if (runsGiven) throw new Error(`${arg} and ${runsGiven} cannot be combined: --runs keeps the median run, --repeat the lowest figures\n${USAGE}`);
      runsGiven = arg;
      options.runs = count(arg, args[++i]);
      options.reduction = arg === "--repeat" ? "lowest" : "median";
    } else if (arg === "--reports") {
      const dir = args[++i];
      if (!dir || dir.startsWith("--")) throw new Error(`--reports needs a directory\n${USAGE}`);
      options.reportsDir = dir;
    } else if (arg === "--only") {
      const list = (args[++i] ?? "").split(",").filter(Boolean);
      const unknown = list.filter((name) => !(CATEGORIES as readonly string[]).includes(name));
      if (list.length === 0 || unknown.length) {
        throw new Error(`--only needs categories from ${CATEGORIES.join(", ")}, got "${args[i] ?? ""}"\n${USAGE}`);
      }
      options.categories = list as Category[];
    } else if (arg.startsWith("/")) options.paths.push(arg);
    else throw new Error(`unknown argument "${arg}" (page paths start with /)\n${USAGE}`);
  }
  return options;
}

/** The run whose performance score is the median (ties: the slower LCP). */
function medianRun(attempts: readonly RouteResult[]): RouteResult {
  const sorted = [...attempts].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Each score at its lowest and each measurement at its worst over the runs; every audit that failed in any run. */
function lowestOfRuns(attempts: readonly RouteResult[]): RouteResult {
  const lowest = (key: "performance" | "accessibility" | "bestPractices" | "seo") => Math.min(...attempts.map((r) => r[key]));
  const highest = (key: "fcpMs" | "lcpMs" | "speedIndexMs" | "tbtMs" | "cls" | "bytes") => Math.max(...attempts.map((r) => r[key]));
  const worstLcp = attempts.reduce((worst, r) => (r.lcpMs > worst.lcpMs ? r : worst));
  return {
    path: attempts[0]!.path,
    performance: lowest("performance"),
    accessibility: lowest("accessibility"),
    bestPractices: lowest("bestPractices"),
    seo: lowest("seo"),
    fcpMs: highest("fcpMs"),
    lcpMs: highest("lcpMs"),
    speedIndexMs: highest("speedIndexMs"),
    tbtMs: highest("tbtMs"),
    cls: highest("cls"),
    bytes: highest("bytes"),
    lcpElement: worstLcp.lcpElement,
    failedAudits: [...new Set(attempts.flatMap((r) => r.failedAudits))].sort(),
  };
}

/** One row for a page from its runs (at least one). */
export function reduceRuns(attempts: readonly RouteResult[], reduction: Reduction): RouteResult {
  if (attempts.length === 0) throw new Error("no Lighthouse runs to reduce");
  return reduction === "lowest" ? lowestOfRuns(attempts) : medianRun(attempts);
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
 * 2026-11-24, best practices of one Tamil article in 1 run of 3; the 12 runs after it, 6 of them
 * logged in bench/results, all scored 100). Performance's audits are not listed.
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
 * The control page: the least a page can be (one heading and one paragraph; no stylesheet, script,
 * font or image). The bench serves it from memory and measures it like a route, before and after
 * the routes, so that a table says what the machine itself costs: Lighthouse multiplies the
 * machine's own work by 4 (docs/PERFORMANCE.md).
 */
export const CONTROL_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title><meta name="description" content="The least a page can be: Lighthouse's floor on this machine."></head>
<body><h1>Control page</h1><p>One heading and one paragraph: no stylesheet, script, font or image.</p></body>
</html>
`;

/** The sentence under a table that gives the control page's figures beside the routes'. */
export function controlSentence(controls: readonly RouteResult[]): string {
  const perf = controls.map((c) => c.performance);
  const tbt = controls.map((c) => c.tbtMs);
  const range = (xs: number[], unit = "") =>
    Math.min(...xs) === Math.max(...xs) ? `${xs[0]}${unit}` : `${Math.min(...xs)}–${Math.max(...xs)}${unit}`;
  return (
    `Control page (one heading and one paragraph, nothing else), measured the same way before and after the routes: ` +
    `performance ${range(perf)}, TBT ${range(tbt, " ms")}. No route can do better on this machine than its control; ` +
    `a route's shortfall beyond it is the route's own.`
  );
}

/**
 * The targets a row misses, as short phrases. A figure of a category left out with `--only`
 * is NaN, and is no miss: the timings belong to the performance category.
 */
export function misses(r: RouteResult): string[] {
  const out: string[] = [];
  if (r.performance < TARGETS.performance) out.push(`performance ${r.performance}`);
  if (r.accessibility < TARGETS.accessibility) out.push(`accessibility ${r.accessibility}`);
  if (r.bestPractices < TARGETS.bestPractices) out.push(`best practices ${r.bestPractices}`);
  if (r.seo < TARGETS.seo) out.push(`SEO ${r.seo}`);
  if (Number.isNaN(r.performance)) return out;
  if (!(r.lcpMs < TARGETS.lcpMs)) out.push(`LCP ${r.lcpMs} ms`);
  if (!(r.tbtMs < TARGETS.tbtMs)) out.push(`TBT ${r.tbtMs} ms`);
  if (!(r.cls <= TARGETS.cls)) out.push(`CLS ${r.cls}`);
  return out;
}
