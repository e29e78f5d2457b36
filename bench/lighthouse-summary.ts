/**
 * The pure part of `npm run bench:lighthouse` (bench/lighthouse.ts): its arguments, the order of its
 * runs, its targets, how several runs of one page become one row, and when the control page makes a
 * run void.
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

type ScoreKey = "performance" | "accessibility" | "bestPractices" | "seo";
const SCORES: ReadonlyArray<readonly [ScoreKey, string]> = [
  ["performance", "performance"],
  ["accessibility", "accessibility"],
  ["bestPractices", "best practices"],
  ["seo", "SEO"],
];

/** The scores of a row below their floor, as short phrases; a category not measured (NaN) is none. */
function scoresBelow(r: RouteResult, floor: Record<ScoreKey, number>): string[] {
  return SCORES.filter(([key]) => r[key] < floor[key]).map(([key, name]) => `${name} ${r[key]}`);
}

export type BenchOptions = {
  build: boolean;
  /** Runs of each page, judged by the lowest; the control page gets one more (before each round and after the last). */
  runs: number;
  reportsDir: string | null;
  /** Site paths (`/ta`) and whole URLs (`http://127.0.0.1:3001/ta`, for a build served elsewhere); empty: every public page, English and Tamil. */
  pages: string[];
  /** The Lighthouse categories measured (`--only a,b`); all four unless given. */
  categories: Category[];
  /** Lighthouse's CPU multiplier (`--cpu N`); null: its mobile default, 4. */
  cpuSlowdown: number | null;
  /** Chromium without decision 0055's switch (`--plain-chromium`): CHROMIUM_FLAGS instead of LIGHTHOUSE_CHROMIUM_FLAGS. */
  plainChromium: boolean;
};

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Runs per page unless `--repeat N` says otherwise: a page is judged by the lowest of 3. */
export const DEFAULT_RUNS = 3;

export const USAGE =
  "usage: npm run bench:lighthouse [-- --no-build] [-- --repeat N] [-- --only accessibility,seo,...] [-- --cpu N] [-- --plain-chromium] [-- --reports DIR] [-- /path | http://host/path ...]";

/** The bench's command-line arguments; a clear error for anything it does not understand. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    build: true,
    runs: DEFAULT_RUNS,
    reportsDir: null,
    pages: [],
    categories: [...CATEGORIES],
    cpuSlowdown: null,
    plainChromium: false,
  };
  let runsGiven = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--no-build") options.build = false;
    else if (arg === "--plain-chromium") options.plainChromium = true;
    else if (arg === "--repeat") {
      if (runsGiven) throw new Error(`--repeat given twice\n${USAGE}`);
      runsGiven = true;
      const value = args[++i];
      if (value === undefined || !/^[1-9]\d*$/.test(value)) {
        throw new Error(`--repeat needs a whole number of runs of at least 1, got ${value === undefined ? "nothing" : `"${value}"`}\n${USAGE}`);
      }
      options.runs = Number(value);
    } else if (arg === "--runs") {
      throw new Error(`--runs (the median run) is gone: every page is judged by the lowest of its runs; use --repeat N\n${USAGE}`);
    } else if (arg === "--cpu") {
      const value = args[++i];
      if (value === undefined || !/^\d+(\.\d+)?$/.test(value) || Number(value) < 1) {
        throw new Error(`--cpu needs Lighthouse's CPU multiplier, a number of at least 1, got ${value === undefined ? "nothing" : `"${value}"`}\n${USAGE}`);
      }
      options.cpuSlowdown = Number(value);
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
    } else if (arg.startsWith("/") || /^https?:\/\//.test(arg)) options.pages.push(arg);
    else throw new Error(`unknown argument "${arg}" (pages are paths that start with / or http:// URLs)\n${USAGE}`);
  }
  return options;
}

/** One Lighthouse run in a bench: the control page or a page, in a round. */
export type Step = { control: boolean; page: string; label: string; round: number };

/**
 * The order of a bench's runs. The pages are interleaved (round 1 of every page, then round 2, …), so
 * that a change in the machine's speed falls on every page alike, and the control page is measured
 * before each round and after the last, so that every run of a page has a run of the control beside it.
 */
export function runOrder(pages: readonly string[], runs: number): Step[] {
  const control = (round: number, when: "before" | "after"): Step => ({
    control: true,
    page: CONTROL_LABEL,
    label: `${CONTROL_LABEL} (${when} round ${round})`,
    round,
  });
  const steps: Step[] = [];
  for (let round = 1; round <= runs; round++) {
    steps.push(control(round, "before"), ...pages.map((page) => ({ control: false, page, label: page, round })));
  }
  steps.push(control(runs, "after"));
  return steps;
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

/** How the control page is named in the bench's output. */
export const CONTROL_LABEL = "control page";

/**
 * The control page: the least a page can be (one heading and one paragraph; no stylesheet, script,
 * font or image). The bench serves it from memory and measures it like a page, before each round and
 * after the last (runOrder), so that a run says what the machine itself costs: Lighthouse multiplies
 * the machine's own work by its CPU multiplier (docs/PERFORMANCE.md).
 */
export const CONTROL_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title><meta name="description" content="The least a page can be: Lighthouse's floor on this machine."></head>
<body><h1>Control page</h1><p>One heading and one paragraph: no stylesheet, script, font or image.</p></body>
</html>
`;

/** The control server's robots.txt: without one, Lighthouse's SEO audit `robots-txt` fails and the control page scores SEO 91. */
export const CONTROL_ROBOTS_TXT = "User-agent: *\nAllow: /\n";

/** What the control server answers for a request path: its robots.txt, or else the control page. */
export function controlResponse(url: string): { contentType: string; body: string } {
  return url === "/robots.txt"
    ? { contentType: "text/plain; charset=utf-8", body: CONTROL_ROBOTS_TXT }
    : { contentType: "text/html; charset=utf-8", body: CONTROL_PAGE };
}

/** Every score of the control page must be 100 for a run to count. */
const CONTROL_FLOOR: Record<ScoreKey, number> = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 };

/**
 * Why a run is void: each score below 100 in a run of the control page, as `label: score`. The
 * control page has nothing of ours in it, so a score below 100 there is the machine's (a busy
 * machine reads slower), and the pages measured beside it cannot be judged. Empty: the run counts.
 * A category not measured (`--only`) is not counted.
 */
export function voidReasons(controlRuns: readonly RouteResult[]): string[] {
  return controlRuns.flatMap((run) => scoresBelow(run, CONTROL_FLOOR).map((low) => `${run.path}: ${low}`));
}

/** What the bench says when a run is void, instead of judging the pages. */
export function voidMessage(reasons: readonly string[]): string {
  return [
    `VOID: the control page scored below 100 (${reasons.join("; ")}).`,
    `The control page has nothing of ours in it: the machine cost those points (too busy, or too slow for the CPU multiplier),`,
    `so no page was judged and bench/results was not written. Run the bench again when the machine is quieter.`,
  ].join("\n");
}

/** The sentence under a table that gives the control page's figures beside the pages'. */
export function controlSentence(controls: readonly RouteResult[]): string {
  const range = (xs: number[], unit = "") =>
    Math.min(...xs) === Math.max(...xs) ? `${xs[0]}${unit}` : `${Math.min(...xs)}–${Math.max(...xs)}${unit}`;
  const scores = SCORES.filter(([key]) => !Number.isNaN(controls[0]![key])).map(([key, name]) => `${name} ${range(controls.map((c) => c[key]))}`);
  const tbt = controls.map((c) => c.tbtMs);
  return (
    `Control page (one heading and one paragraph, nothing else), measured before each round and after the last, ${controls.length} run${controls.length === 1 ? "" : "s"}: ` +
    `${scores.join(", ")}${Number.isNaN(tbt[0]!) ? "" : `, TBT ${range(tbt, " ms")}`}. A run in which it scores below 100 is void. ` +
    `No page can do better on this machine than its control; a page's shortfall beyond it is the page's own.`
  );
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
