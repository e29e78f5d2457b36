/**
 * `npm run bench:lighthouse [-- --no-build] [-- --runs N | --repeat N] [-- --reports DIR] [-- /path ...]`
 *
 * Lighthouse 12.8 with its mobile defaults (Moto G Power viewport, simulated slow 4G,
 * 4x CPU slowdown) against the production server (`node server.js`), for every public
 * page. Builds first (without LIVE_CHAT_SCRIPT_URL, so no third-party script is measured)
 * unless --no-build is given. With --runs N each page is measured N times and the run
 * with the median performance score is kept. With --repeat N each page is measured N times and
 * each figure is reported at its worst over the N runs (lowest score, highest LCP/TBT/CLS/bytes),
 * so a page that scores less in one run out of N shows it (issue 14: accessibility 100 in every run).
 * Arguments are read by bench/lighthouse-summary.ts.
 *
 * Chromium runs with LIGHTHOUSE_CHROMIUM_FLAGS (decision 0055), written beside the table.
 *
 * With --reports DIR the full Lighthouse report of each page is also saved there (HTML and JSON).
 *
 * Writes bench/results/lighthouse.json and bench/results/lighthouse.md, prints the minimum
 * (or maximum, for LCP/TBT/CLS/bytes) of each figure, and exits 1 when a target is missed.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { articleSlugsOnDisk, pagePaths } from "../app/content/paths.server";
import { launchChromeForLighthouse, LIGHTHOUSE_CHROMIUM_FLAGS } from "../scripts/lib/chromium";
import { ROOT, startSite } from "../scripts/lib/local-site";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  CONTROL_PAGE,
  controlSentence,
  failedAudits,
  misses,
  parseBenchArgs,
  reduceRuns,
  TARGETS,
  type BenchOptions,
  type RouteResult,
  measuredRun,
} from "./lighthouse-summary";

let options: BenchOptions;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const { runs, reduction } = options;
const reportsDir = options.reportsDir ? path.resolve(options.reportsDir) : null;
// Every page in both languages: the English pages, then their Tamil twins under /ta.
const paths = options.paths.length ? options.paths : pagePaths(articleSlugsOnDisk());

if (options.build) {
  console.log("▶ npm run build (without LIVE_CHAT_SCRIPT_URL)");
  const env = { ...process.env };
  delete env.LIVE_CHAT_SCRIPT_URL;
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const buildEnv = JSON.parse(readFileSync(path.join(ROOT, "build/build-env.json"), "utf8")) as Record<string, unknown>;
if (buildEnv.LIVE_CHAT_SCRIPT_URL) {
  console.error("This build loads a live-chat script (LIVE_CHAT_SCRIPT_URL was set): rebuild without it.");
  process.exit(1);
}

// A category left out with --only has no score: NaN, shown as "–" and never a miss.
const score = (category: { score: number | null } | undefined) => (category ? Math.round((category.score ?? 0) * 100) : NaN);
const shown = (value: number) => (Number.isNaN(value) ? "–" : String(value));

function summarise(pagePath: string, lhr: Result): RouteResult {
  const audit = (id: string) => lhr.audits[id];
  const lcpDetails = audit("largest-contentful-paint-element")?.details as
    | { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }
    | undefined;
  return {
    path: pagePath,
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories["best-practices"]),
    seo: score(lhr.categories.seo),
    fcpMs: Math.round(audit("first-contentful-paint")?.numericValue ?? NaN),
    lcpMs: Math.round(audit("largest-contentful-paint")?.numericValue ?? NaN),
    speedIndexMs: Math.round(audit("speed-index")?.numericValue ?? NaN),
    tbtMs: Math.round(audit("total-blocking-time")?.numericValue ?? NaN),
    cls: Number((audit("cumulative-layout-shift")?.numericValue ?? NaN).toFixed(3)),
    bytes: Math.round(audit("total-byte-weight")?.numericValue ?? NaN),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failedAudits: failedAudits(lhr),
  };
}

const site = await startSite();
const control = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(CONTROL_PAGE));
await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}/`;
const chrome = await launchChromeForLighthouse();
const results: RouteResult[] = [];
/** One Lighthouse run, repeated if it measured nothing (measuredRun). */
function measure(url: string) {
  return measuredRun(url, () =>
    lighthouse(url, {
      port: chrome.port,
      output: reportsDir ? ["html", "json"] : "json",
      logLevel: "error",
      onlyCategories: options.categories,
    }),
  );
}

let lighthouseVersion = "";
let userAgent = "";
/**
 * Lighthouse's own measure of the machine's speed in each run. Its 4x CPU slowdown is applied
 * to whatever speed the machine has, so the performance score moves with it; the range is
 * printed and written beside the table (docs/PERFORMANCE.md).
 */
const benchmarkIndexes: number[] = [];
/** Measures one page `runs` times (its report named after `label`) and reduces the runs to one row. */
async function measurePage(label: string, url: string): Promise<RouteResult> {
  const attempts: RouteResult[] = [];
  for (let i = 0; i < runs; i++) {
    const runnerResult = await measure(url);
    const { lhr } = runnerResult;
    lighthouseVersion = lhr.lighthouseVersion;
    userAgent = lhr.environment.networkUserAgent;
    benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex));
    const attempt = summarise(label, lhr);
    attempts.push(attempt);
    if (runs > 1) {
      console.log(
        `  ${label} run ${i + 1}/${runs}: perf ${shown(attempt.performance)} a11y ${shown(attempt.accessibility)} bp ${shown(attempt.bestPractices)} seo ${shown(attempt.seo)} (benchmark index ${benchmarkIndexes.at(-1)})` +
          (attempt.failedAudits.length ? `  failing: ${attempt.failedAudits.join(" ")}` : ""),
      );
    }
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = (label === "/" ? "home" : label.replace(/^\//, "").replace(/\//g, "--")) + (runs > 1 ? `.${i + 1}` : "");
      const [html, json] = runnerResult.report as string[];
      writeFileSync(path.join(reportsDir, `${name}.html`), html!);
      writeFileSync(path.join(reportsDir, `${name}.json`), json!);
    }
  }
  const result = reduceRuns(attempts, reduction);
  const missed = label === CONTROL ? [] : misses(result);
  console.log(
    `${missed.length ? "✗" : label === CONTROL ? "·" : "✓"} ${label.padEnd(56)} perf ${shown(result.performance)} a11y ${shown(result.accessibility)} bp ${shown(result.bestPractices)} seo ${shown(result.seo)}${Number.isNaN(result.performance) ? "" : `  LCP ${result.lcpMs} ms  SI ${result.speedIndexMs} ms  TBT ${result.tbtMs} ms  CLS ${result.cls}  ${(result.bytes / 1024).toFixed(1)} KiB`}${missed.length ? `  [${missed.join(", ")}]` : ""}${result.failedAudits.length ? `  failing: ${result.failedAudits.join(" ")}` : ""}`,
  );
  return result;
}

// The control page brackets the routes, so that a drift of the machine's speed during a long run shows.
const CONTROL = "control page";
const withControl = options.categories.includes("performance");
const controls: RouteResult[] = [];
try {
  if (withControl) controls.push(await measurePage(CONTROL, controlUrl));
  for (const pagePath of paths) results.push(await measurePage(pagePath, site.url + pagePath));
  if (withControl) controls.push(await measurePage(CONTROL, controlUrl));
} finally {
  chrome.kill();
  control.close();
  await site.stop();
}

const min = (key: keyof RouteResult) => Math.min(...results.map((r) => r[key] as number));
const max = (key: keyof RouteResult) => Math.max(...results.map((r) => r[key] as number));
const summary = {
  performance: min("performance"),
  accessibility: min("accessibility"),
  bestPractices: min("bestPractices"),
  seo: min("seo"),
  worstLcpMs: max("lcpMs"),
  worstSpeedIndexMs: max("speedIndexMs"),
  worstTbtMs: max("tbtMs"),
  worstCls: max("cls"),
  largestBytes: max("bytes"),
};
const failures = results.flatMap((r) => misses(r).map((m) => `${r.path}: ${m}`));
const machineSpeed = `Lighthouse's benchmark index of this machine: ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)} over the ${benchmarkIndexes.length} runs`;

const outDir = path.join(ROOT, "bench/results");
mkdirSync(outDir, { recursive: true });
const measuredAt = new Date().toISOString();
writeFileSync(
  path.join(outDir, "lighthouse.json"),
  JSON.stringify(
    {
      measuredAt,
      lighthouseVersion,
      settings: "mobile defaults: simulated slow 4G (150 ms RTT, 1.6 Mbps), 4x CPU slowdown",
      chromiumFlags: LIGHTHOUSE_CHROMIUM_FLAGS,
      userAgent,
      benchmarkIndex: { min: Math.min(...benchmarkIndexes), max: Math.max(...benchmarkIndexes) },
      runsPerRoute: runs,
      runsReducedTo: runs > 1 ? (reduction === "lowest" ? "lowest score / worst figure of the runs" : "run with the median performance score") : "single run",
      targets: TARGETS,
      control: controls,
      summary,
      failures,
      routes: results,
    },
    null,
    2,
  ) + "\n",
);

const kib = (bytes: number) => (Number.isNaN(bytes) ? "–" : `${(bytes / 1024).toFixed(1)} KiB`);
const seconds = (ms: number) => (Number.isNaN(ms) ? "–" : `${(ms / 1000).toFixed(2)} s`);
const command = ["npm run bench:lighthouse", ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : [])].join(" ");
const perRoute =
  (runs === 1 ? "1 run per route" : reduction === "lowest" ? `${runs} runs per route, lowest score (worst figure) of the runs` : `${runs} runs per route (median by performance)`) +
  (options.categories.length < 4 ? `, only ${options.categories.join(", ")}` : "");
const table = [
  `| Route | Performance | Accessibility | Best practices | SEO | FCP | LCP | Speed index | TBT | CLS | Bytes |`,
  `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
  ...results.map(
    (r) =>
      `| \`${r.path}\` | ${shown(r.performance)} | ${shown(r.accessibility)} | ${shown(r.bestPractices)} | ${shown(r.seo)} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${seconds(r.speedIndexMs)} | ${shown(r.tbtMs)} ms | ${shown(r.cls)} | ${kib(r.bytes)} |`,
  ),
  `| **Worst** | **${shown(summary.performance)}** | **${shown(summary.accessibility)}** | **${shown(summary.bestPractices)}** | **${shown(summary.seo)}** | | **${seconds(summary.worstLcpMs)}** | **${seconds(summary.worstSpeedIndexMs)}** | **${shown(summary.worstTbtMs)} ms** | **${shown(summary.worstCls)}** | **${kib(summary.largestBytes)}** |`,
];
const md = [
  `# Lighthouse results`,
  ``,
  `Lighthouse ${lighthouseVersion}, mobile defaults (simulated slow 4G, 4x CPU slowdown), production server, ` +
    `${perRoute}. Measured ${measuredAt} with \`${command}\`. ${machineSpeed}. ` +
    `Chromium's flags: \`${LIGHTHOUSE_CHROMIUM_FLAGS.join(" ")}\` (decision 0055).`,
  ``,
  ...table,
  ``,
  `Targets: performance ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.accessibility}; ` +
    `LCP < ${TARGETS.lcpMs / 1000} s; TBT < ${TARGETS.tbtMs} ms; CLS ${TARGETS.cls}.`,
  ``,
  failures.length ? `Missed:\n\n${failures.map((f) => `- ${f}`).join("\n")}` : `Every route meets every target.`,
  ``,
  ...(controls.length ? [controlSentence(controls), ``] : []),
].join("\n");
writeFileSync(path.join(outDir, "lighthouse.md"), md);

console.log(
  `\n${perRoute}:\n\n${table.join("\n")}\n` +
    `\nMinimum scores: performance ${shown(summary.performance)}, accessibility ${shown(summary.accessibility)}, best practices ${shown(summary.bestPractices)}, SEO ${shown(summary.seo)}` +
    `\nWorst figures: LCP ${summary.worstLcpMs} ms, speed index ${summary.worstSpeedIndexMs} ms, TBT ${summary.worstTbtMs} ms, CLS ${summary.worstCls}, bytes ${kib(summary.largestBytes)}` +
    `\n${machineSpeed}` +
    (controls.length ? `\n${controlSentence(controls)}` : "") +
    `\nWrote bench/results/lighthouse.json and bench/results/lighthouse.md`,
);
if (failures.length) {
  console.error(`\n${failures.length} target(s) missed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  process.exitCode = 1;
}
