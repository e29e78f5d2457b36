/**
 * `npm run bench:lighthouse [-- --no-build] [-- --repeat N] [-- --only a,b] [-- --cpu N] [-- --plain-chromium] [-- --reports DIR] [-- /path | URL ...]`
 *
 * Lighthouse 12.8 with its mobile defaults (Moto G Power viewport, simulated slow 4G,
 * 4x CPU slowdown) against the production server (`node server.js`), for every public
 * page. Builds first (without LIVE_CHAT_SCRIPT_URL, so no third-party script is measured)
 * unless --no-build is given.
 *
 * Each page is measured 3 times (--repeat N: N times) and judged by the lowest of its runs: each
 * score at its lowest, LCP/TBT/CLS/bytes at their highest, so one bad run shows. The runs are
 * interleaved (round 1 of every page, then round 2, …) and a control page with nothing of ours in it
 * is measured before each round and after the last (runOrder in bench/control-page.ts). If the
 * control page scores below 100 in any category, the run is VOID: the bench says so, judges no
 * page, writes nothing and exits 3 (voidReasons). Otherwise it writes bench/results/lighthouse.json
 * and bench/results/lighthouse.md, prints the worst of each figure, and exits 1 when a target is missed.
 *
 * - A page is a site path (`/ta`, on the site this bench starts) or a whole URL
 *   (`http://127.0.0.1:3001/ta`), measured as given: two builds served side by side on two ports can
 *   be compared in one interleaved run. With only URLs, nothing is built and no site is started.
 * - --cpu N sets Lighthouse's CPU multiplier (4 by default): how much it multiplies this machine's
 *   CPU time by, not a slower machine.
 * - Chromium runs with LIGHTHOUSE_CHROMIUM_FLAGS (decision 0055), written beside the table;
 *   --plain-chromium leaves out that decision's switch (CHROMIUM_FLAGS), to see whether it is still
 *   needed: each run prints the first paint Chromium observed.
 * - --reports DIR saves each run's full Lighthouse report there (HTML and JSON).
 *
 * Arguments are read by bench/lighthouse-args.ts; runs are summed up and judged by
 * bench/lighthouse-summary.ts.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { articleSlugsOnDisk, pagePaths } from "../app/content/paths.server";
import { CHROMIUM_FLAGS, launchChromeForLighthouse, LIGHTHOUSE_CHROMIUM_FLAGS } from "../scripts/lib/chromium";
import { ROOT, startSite } from "../scripts/lib/local-site";
import { controlResponse, controlSentence, runOrder, voidMessage, voidReasons } from "./control-page";
import { parseBenchArgs, type BenchOptions } from "./lighthouse-args";
import { failedAudits, measuredRun, misses, observedFirstPaintMs, reduceRuns, TARGETS, type RouteResult } from "./lighthouse-summary";
import { writeResults } from "./results-file";

let options: BenchOptions;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const { runs } = options;
const reportsDir = options.reportsDir ? path.resolve(options.reportsDir) : null;
// Every page in both languages: the English pages, then their Tamil twins under /ta.
const pages = options.pages.length ? options.pages : pagePaths(articleSlugsOnDisk());
const onSite = (page: string) => page.startsWith("/");
const needsSite = pages.some(onSite);
const chromiumFlags = options.plainChromium ? CHROMIUM_FLAGS : LIGHTHOUSE_CHROMIUM_FLAGS;

if (needsSite && options.build) {
  console.log("▶ npm run build (without LIVE_CHAT_SCRIPT_URL)");
  const env = { ...process.env };
  delete env.LIVE_CHAT_SCRIPT_URL;
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (needsSite) {
  const buildEnv = JSON.parse(readFileSync(path.join(ROOT, "build/build-env.json"), "utf8")) as Record<string, unknown>;
  if (buildEnv.LIVE_CHAT_SCRIPT_URL) {
    console.error("This build loads a live-chat script (LIVE_CHAT_SCRIPT_URL was set): rebuild without it.");
    process.exit(1);
  }
}

// A category left out with --only has no score: NaN, shown as "–" and never a miss.
const score = (category: { score: number | null } | undefined) => (category ? Math.round((category.score ?? 0) * 100) : NaN);
const shown = (value: number) => (Number.isNaN(value) ? "–" : String(value));
const scoresLine = (r: RouteResult) =>
  `perf ${shown(r.performance)} a11y ${shown(r.accessibility)} bp ${shown(r.bestPractices)} seo ${shown(r.seo)}`;

function summarise(label: string, lhr: Result): RouteResult {
  const audit = (id: string) => lhr.audits[id];
  const lcpDetails = audit("largest-contentful-paint-element")?.details as
    | { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }
    | undefined;
  return {
    path: label,
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories["best-practices"]),
    seo: score(lhr.categories.seo),
    fcpMs: Math.round(audit("first-contentful-paint")?.numericValue ?? NaN),
    observedFcpMs: Math.round(observedFirstPaintMs(lhr) ?? NaN),
    lcpMs: Math.round(audit("largest-contentful-paint")?.numericValue ?? NaN),
    speedIndexMs: Math.round(audit("speed-index")?.numericValue ?? NaN),
    tbtMs: Math.round(audit("total-blocking-time")?.numericValue ?? NaN),
    cls: Number((audit("cumulative-layout-shift")?.numericValue ?? NaN).toFixed(3)),
    bytes: Math.round(audit("total-byte-weight")?.numericValue ?? NaN),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failedAudits: failedAudits(lhr),
  };
}

const site = needsSite ? await startSite() : null;
const control = createServer((req, res) => {
  const { contentType, body } = controlResponse(req.url ?? "/");
  res.writeHead(200, { "Content-Type": contentType }).end(body);
});
await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}/`;
const chrome = await launchChromeForLighthouse(chromiumFlags);

let lighthouseVersion = "";
let userAgent = "";
let cpuMultiplier = NaN;
/**
 * Lighthouse's own measure of the machine's speed in each run. Its CPU multiplier is applied
 * to whatever speed the machine has, so the performance score moves with it; the range is
 * printed and written beside the table (docs/PERFORMANCE.md).
 */
const benchmarkIndexes: number[] = [];

/** One Lighthouse run of `url`, repeated if it measured nothing (measuredRun), printed as one line. */
async function measureOnce(label: string, url: string, round: number): Promise<RouteResult> {
  const runnerResult = await measuredRun(url, () =>
    lighthouse(url, {
      port: chrome.port,
      output: reportsDir ? ["html", "json"] : "json",
      logLevel: "error",
      onlyCategories: options.categories,
      ...(options.cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } } : {}),
    }),
  );
  const { lhr } = runnerResult;
  lighthouseVersion = lhr.lighthouseVersion;
  userAgent = lhr.environment.networkUserAgent;
  cpuMultiplier = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex));
  const run = summarise(label, lhr);
  console.log(
    `  round ${round}/${runs} ${label}: ${scoresLine(run)}` +
      (Number.isNaN(run.performance) ? "" : `  TBT ${run.tbtMs} ms  SI ${run.speedIndexMs} ms  observed FCP ${run.observedFcpMs} ms`) +
      `  (benchmark index ${benchmarkIndexes.at(-1)})` +
      (run.failedAudits.length ? `  failing: ${run.failedAudits.join(" ")}` : ""),
  );
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = label.replace(/^https?:\/\//, "").replace(/[^\w.-]+/g, "-").replace(/^-|-$/g, "") || "home";
    const [html, json] = runnerResult.report as string[];
    writeFileSync(path.join(reportsDir, `${name}.${round}.html`), html!);
    writeFileSync(path.join(reportsDir, `${name}.${round}.json`), json!);
  }
  return run;
}

console.log(
  `${pages.length} page(s), ${runs} run(s) each, interleaved, a control page before each round and after the last; ` +
    `Chromium ${options.plainChromium ? "without decision 0055's switch (--plain-chromium)" : "with decision 0055's switch"}`,
);
const pageRuns = new Map<string, RouteResult[]>(pages.map((page) => [page, []]));
const controls: RouteResult[] = [];
let voided: string[] = [];
try {
  for (const step of runOrder(pages, runs)) {
    if (step.control) {
      const run = await measureOnce(step.label, controlUrl, step.round);
      controls.push(run);
      voided = voidReasons([run]);
      // The machine is too busy to judge anything: stop here rather than measure the rest.
      if (voided.length) break;
    } else {
      pageRuns.get(step.page)!.push(await measureOnce(step.label, onSite(step.page) ? site!.url + step.page : step.page, step.round));
    }
  }
} finally {
  chrome.kill();
  control.close();
  await site?.stop();
}
if (voided.length) {
  console.error(`\n${voidMessage(voided)}`);
  process.exit(3);
}

const results = pages.map((page) => reduceRuns(pageRuns.get(page)!));
for (const result of results) {
  const missed = misses(result);
  console.log(
    `${missed.length ? "✗" : "✓"} ${result.path.padEnd(56)} ${scoresLine(result)}${Number.isNaN(result.performance) ? "" : `  LCP ${result.lcpMs} ms  SI ${result.speedIndexMs} ms  TBT ${result.tbtMs} ms  CLS ${result.cls}  ${(result.bytes / 1024).toFixed(1)} KiB`}${missed.length ? `  [${missed.join(", ")}]` : ""}${result.failedAudits.length ? `  failing: ${result.failedAudits.join(" ")}` : ""}`,
  );
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
const settings = `mobile defaults: simulated slow 4G (150 ms RTT, 1.6 Mbps), ${cpuMultiplier}x CPU slowdown`;
const flagsNote = options.plainChromium ? "CHROMIUM_FLAGS, without decision 0055's switch" : "decision 0055";

const measuredAt = new Date().toISOString();
const jsonFile = writeResults(
  "lighthouse.json",
  JSON.stringify(
    {
      measuredAt,
      lighthouseVersion,
      settings,
      chromiumFlags,
      userAgent,
      benchmarkIndex: { min: Math.min(...benchmarkIndexes), max: Math.max(...benchmarkIndexes) },
      runsPerRoute: runs,
      runsReducedTo: "lowest score / worst figure of the runs, interleaved",
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
  `${runs} run${runs === 1 ? "" : "s"} per page, interleaved, lowest score (worst figure) of the runs` +
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
  `Lighthouse ${lighthouseVersion}, ${settings}, production server, ` +
    `${perRoute}. Measured ${measuredAt} with \`${command}\`. ${machineSpeed}. ` +
    `Chromium's flags: \`${chromiumFlags.join(" ")}\` (${flagsNote}).`,
  ``,
  ...table,
  ``,
  `Targets: performance ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.accessibility}; ` +
    `LCP < ${TARGETS.lcpMs / 1000} s; TBT < ${TARGETS.tbtMs} ms; CLS ${TARGETS.cls}.`,
  ``,
  failures.length ? `Missed:\n\n${failures.map((f) => `- ${f}`).join("\n")}` : `Every route meets every target.`,
  ``,
  controlSentence(controls),
  ``,
].join("\n");
const mdFile = writeResults("lighthouse.md", md);

console.log(
  `\n${perRoute}:\n\n${table.join("\n")}\n` +
    `\nMinimum scores: performance ${shown(summary.performance)}, accessibility ${shown(summary.accessibility)}, best practices ${shown(summary.bestPractices)}, SEO ${shown(summary.seo)}` +
    `\nWorst figures: LCP ${summary.worstLcpMs} ms, speed index ${summary.worstSpeedIndexMs} ms, TBT ${summary.worstTbtMs} ms, CLS ${summary.worstCls}, bytes ${kib(summary.largestBytes)}` +
    `\n${machineSpeed}` +
    `\n${controlSentence(controls)}` +
    `\nWrote ${jsonFile} and ${mdFile}`,
);
if (failures.length) {
  console.error(`\n${failures.length} target(s) missed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  process.exitCode = 1;
}
