/**
 * `npx tsx bench/lighthouse-ab.ts RUNS URL URL [...]`: Lighthouse performance (mobile defaults)
 * of several URLs, interleaved (run 1 of each, then run 2 of each, …) so that a change in the
 * machine's speed during the comparison falls on every URL alike. Prints each run and then,
 * per URL, the median and every value of TBT, speed index, the first contentful paint Chromium observed
 * (before Lighthouse's simulation) and the score. For A/B comparisons of one change
 * (docs/decisions/0053); `npm run bench:lighthouse` is the measure of the site itself.
 * With BLOCK_JS=1 no script file loads; EXTRA_CHROMIUM_FLAGS="--a --b" adds flags to Chromium's
 * (LIGHTHOUSE_CHROMIUM_FLAGS, decision 0055). CPU_SLOWDOWN=8 makes Lighthouse's simulation multiply
 * this machine's CPU time by 8 instead of 4 (a slower machine is more than a higher multiplier:
 * docs/PERFORMANCE.md).
 * A run that measured nothing is repeated (measuredRun).
 */
import lighthouse from "lighthouse";
import { launchChromeForLighthouse, LIGHTHOUSE_CHROMIUM_FLAGS } from "../scripts/lib/chromium";
import { measuredRun, observedFirstPaintMs } from "./lighthouse-summary";

const [runsArg, ...urls] = process.argv.slice(2);
const runs = Number(runsArg);
if (!Number.isInteger(runs) || runs < 1 || urls.length === 0) {
  console.error("usage: npx tsx bench/lighthouse-ab.ts RUNS URL [URL ...]");
  process.exit(2);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const extraFlags = process.env.EXTRA_CHROMIUM_FLAGS?.split(" ").filter(Boolean) ?? [];
const cpuSlowdown = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) {
  console.error(`CPU_SLOWDOWN must be a number of at least 1, got "${process.env.CPU_SLOWDOWN}"`);
  process.exit(2);
}
const chrome = await launchChromeForLighthouse([...LIGHTHOUSE_CHROMIUM_FLAGS, ...extraFlags]);
type Run = { score: number; tbtMs: number; speedIndexMs: number; observedFcpMs: number };
const results = new Map<string, Run[]>(urls.map((url) => [url, []]));
try {
  for (let i = 1; i <= runs; i++) {
    for (const url of urls) {
      const result = await measuredRun(url, () =>
        lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          blockedUrlPatterns: process.env.BLOCK_JS ? ["*.js"] : [],
          ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
        }),
      );
      const audits = result.lhr.audits;
      const run: Run = {
        score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
        speedIndexMs: Math.round(audits["speed-index"]?.numericValue ?? NaN),
        observedFcpMs: Math.round(observedFirstPaintMs(result.lhr) ?? NaN),
      };
      results.get(url)!.push(run);
      console.log(
        `run ${i}/${runs} ${url}: performance ${run.score}, TBT ${run.tbtMs} ms, speed index ${run.speedIndexMs} ms, observed first contentful paint ${run.observedFcpMs} ms (benchmark index ${Math.round(result.lhr.environment.benchmarkIndex)}, CPU x${result.lhr.configSettings.throttling.cpuSlowdownMultiplier})`,
      );
    }
  }
} finally {
  chrome.kill();
}
console.log("");
const summary = (label: string, xs: number[], unit = "") =>
  `${label} median ${median(xs)}${unit} (${[...xs].sort((a, b) => a - b).join(", ")})`;
for (const [url, xs] of results) {
  console.log(`${url}\n  ${[
    summary("TBT", xs.map((x) => x.tbtMs), " ms"),
    summary("speed index", xs.map((x) => x.speedIndexMs), " ms"),
    summary("observed first contentful paint", xs.map((x) => x.observedFcpMs), " ms"),
    summary("performance", xs.map((x) => x.score)),
  ].join("\n  ")}`);
}
