/**
 * The command line of `npm run bench:lighthouse` (bench/lighthouse.ts): its options, their defaults
 * and a clear error for anything it does not understand.
 */

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
