import { describe, expect, it, vi } from "vitest";
import {
  CONTROL_PAGE,
  controlSentence,
  failedAudits,
  MAX_ATTEMPTS,
  measuredRun,
  misses,
  observedFirstPaintMs,
  parseBenchArgs,
  reduceRuns,
  RUN_AGAIN_ERRORS,
  type RouteResult,
} from "./lighthouse-summary";

function run(overrides: Partial<RouteResult>): RouteResult {
  return {
    path: "/blogs/digital-marketing-tips-2025",
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 800,
    lcpMs: 900,
    speedIndexMs: 1_000,
    tbtMs: 0,
    cls: 0,
    bytes: 140_000,
    lcpElement: "<h1>",
    failedAudits: [],
    ...overrides,
  };
}

describe("parseBenchArgs", () => {
  it("defaults to one run of every page after a build", () => {
    expect(parseBenchArgs([])).toEqual({
      build: true,
      runs: 1,
      reduction: "median",
      reportsDir: null,
      paths: [],
      categories: ["performance", "accessibility", "best-practices", "seo"],
    });
  });

  it("reads --only as the categories to measure", () => {
    expect(parseBenchArgs(["--only", "accessibility"]).categories).toEqual(["accessibility"]);
    expect(parseBenchArgs(["--only", "seo,best-practices"]).categories).toEqual(["seo", "best-practices"]);
  });

  it("reads --repeat N as N runs reduced to their lowest figures", () => {
    expect(parseBenchArgs(["--repeat", "10"])).toMatchObject({ runs: 10, reduction: "lowest" });
  });

  it("keeps --runs N as N runs reduced to the median run", () => {
    expect(parseBenchArgs(["--runs", "3"])).toMatchObject({ runs: 3, reduction: "median" });
  });

  it("reads --no-build, --reports and page paths in any order", () => {
    expect(parseBenchArgs(["/", "--reports", "/tmp/lh", "--no-build", "--repeat", "2", "/blogs"])).toEqual({
      build: false,
      runs: 2,
      reduction: "lowest",
      reportsDir: "/tmp/lh",
      paths: ["/", "/blogs"],
      categories: ["performance", "accessibility", "best-practices", "seo"],
    });
  });

  it.each([
    [["--repeat"], /--repeat needs a whole number of runs of at least 1, got nothing/],
    [["--repeat", "0"], /--repeat needs .* got "0"/],
    [["--repeat", "-3"], /--repeat needs .* got "-3"/],
    [["--repeat", "2.5"], /--repeat needs .* got "2.5"/],
    [["--repeat", "ten"], /--repeat needs .* got "ten"/],
    [["--runs", "/about"], /--runs needs .* got "\/about"/],
    [["--runs", "3", "--repeat", "10"], /--repeat and --runs cannot be combined/],
    [["--repeat", "3", "--repeat", "10"], /--repeat and --repeat cannot be combined/],
    [["--reports"], /--reports needs a directory/],
    [["--reports", "--no-build"], /--reports needs a directory/],
    [["--repeats", "10"], /unknown argument "--repeats"/],
    [["about"], /unknown argument "about" \(page paths start with \/\)/],
    [["--only"], /--only needs categories from performance, accessibility, best-practices, seo, got ""/],
    [["--only", "a11y"], /--only needs categories .* got "a11y"/],
    [["--only", "accessibility,pwa"], /--only needs categories .* got "accessibility,pwa"/],
  ])("rejects %j with a clear error", (args, message) => {
    expect(() => parseBenchArgs(args)).toThrow(message);
  });
});

describe("reduceRuns", () => {
  const runs = [
    run({ performance: 99, accessibility: 100, lcpMs: 950 }),
    run({ performance: 100, accessibility: 96, lcpMs: 880, speedIndexMs: 3_900, failedAudits: ["accessibility:color-contrast"] }),
    run({ performance: 97, accessibility: 100, bestPractices: 96, lcpMs: 1_200, tbtMs: 30, lcpElement: "<img>", failedAudits: ["best-practices:errors-in-console"] }),
    run({ performance: 100, accessibility: 100, seo: 92, cls: 0.01, bytes: 150_000, fcpMs: 1_000 }),
  ];

  it("with --repeat reports each score at its lowest and each measurement at its worst over the runs", () => {
    expect(reduceRuns(runs, "lowest")).toEqual({
      path: "/blogs/digital-marketing-tips-2025",
      performance: 97,
      accessibility: 96,
      bestPractices: 96,
      seo: 92,
      fcpMs: 1_000,
      lcpMs: 1_200,
      speedIndexMs: 3_900,
      tbtMs: 30,
      cls: 0.01,
      bytes: 150_000,
      lcpElement: "<img>",
      failedAudits: ["accessibility:color-contrast", "best-practices:errors-in-console"],
    });
  });

  it("with --repeat a single bad run in ten shows, where the median hides it", () => {
    const ten = [...Array.from({ length: 9 }, () => run({})), run({ accessibility: 96 })];
    expect(reduceRuns(ten, "lowest").accessibility).toBe(96);
    expect(reduceRuns(ten, "median").accessibility).toBe(100);
  });

  it("with --runs keeps the whole run with the median performance score", () => {
    expect(reduceRuns(runs.slice(0, 3), "median")).toBe(runs[0]);
  });

  it("refuses to reduce no runs", () => {
    expect(() => reduceRuns([], "lowest")).toThrow(/no Lighthouse runs/);
  });

  it("a row reduced with --repeat misses a target when one run did (performance 99, accessibility 96)", () => {
    expect(misses(reduceRuns(runs.slice(0, 2), "lowest"))).toEqual(["performance 99", "accessibility 96"]);
  });
});

describe("misses", () => {
  it("names every target a row misses", () => {
    expect(misses(run({ performance: 97, seo: 92, lcpMs: 1_800, tbtMs: 50, cls: 0.001 }))).toEqual([
      "performance 97",
      "SEO 92",
      "LCP 1800 ms",
      "TBT 50 ms",
      "CLS 0.001",
    ]);
    expect(misses(run({}))).toEqual([]);
  });

  it("holds performance to 100: 99 is a miss", () => {
    expect(misses(run({ performance: 99 }))).toEqual(["performance 99"]);
  });

  it("counts no category left out with --only, nor the timings, as a miss", () => {
    const accessibilityOnly = run({ performance: NaN, bestPractices: NaN, seo: NaN, fcpMs: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN });
    expect(misses(accessibilityOnly)).toEqual([]);
    expect(misses({ ...accessibilityOnly, accessibility: 96 })).toEqual(["accessibility 96"]);
  });
});

describe("controlSentence", () => {
  it("gives the control page's score and TBT as a range over its measurements", () => {
    const sentence = controlSentence([run({ path: "control page", performance: 96, tbtMs: 180 }), run({ performance: 99, tbtMs: 60 })]);
    expect(sentence).toContain("performance 96–99, TBT 60–180 ms");
  });

  it("gives one figure when the measurements agree", () => {
    const sentence = controlSentence([run({ performance: 100, tbtMs: 0 }), run({ performance: 100, tbtMs: 0 })]);
    expect(sentence).toContain("performance 100, TBT 0 ms.");
  });
});

describe("CONTROL_PAGE", () => {
  it("is a whole page with nothing to load: no stylesheet, script, font or image", () => {
    expect(CONTROL_PAGE).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(CONTROL_PAGE).toContain("<title>");
    expect(CONTROL_PAGE).not.toMatch(/<(script|link|img|style|iframe)\b/i);
  });
});

describe("RUN_AGAIN_ERRORS", () => {
  it("repeats a run that measured nothing: a lost trace or no frame drawn", () => {
    expect([...RUN_AGAIN_ERRORS].sort()).toEqual(["NO_FCP", "NO_NAVSTART"]);
  });

  it("does not repeat a run that the page itself failed", () => {
    for (const code of ["ERRORED_DOCUMENT_REQUEST", "FAILED_DOCUMENT_REQUEST", "PAGE_HUNG", "CRI_TIMEOUT"]) {
      expect(RUN_AGAIN_ERRORS.has(code)).toBe(false);
    }
  });
});

describe("measuredRun", () => {
  const measured = { lhr: { score: 1 } };
  const failed = (code: string) => ({ lhr: { runtimeError: { code, message: `${code} happened` } } });
  /** An attempt that gives each outcome in turn, counting its calls. */
  function attempts(...outcomes: Array<{ lhr: object } | undefined>) {
    return vi.fn(async () => outcomes.shift());
  }

  it("returns the first run that measured something", async () => {
    const attempt = attempts(measured);
    await expect(measuredRun("/ta", attempt)).resolves.toBe(measured);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("repeats a run that drew no frame or lost its trace, and says so", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const attempt = attempts(failed("NO_FCP"), failed("NO_NAVSTART"), measured);
    await expect(measuredRun("/ta", attempt)).resolves.toBe(measured);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map(([line]) => line)).toEqual(["/ta: NO_FCP, measuring again", "/ta: NO_NAVSTART, measuring again"]);
    warn.mockRestore();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, so a page that never paints fails`, async () => {
    expect(MAX_ATTEMPTS).toBe(3);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const attempt = attempts(failed("NO_FCP"), failed("NO_FCP"), failed("NO_FCP"), measured);
    await expect(measuredRun("/ta", attempt)).rejects.toThrow("/ta: NO_FCP NO_FCP happened");
    expect(attempt).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it("throws any other error at once, with the URL", async () => {
    const attempt = attempts(failed("ERRORED_DOCUMENT_REQUEST"), measured);
    await expect(measuredRun("/ta/contact", attempt)).rejects.toThrow("/ta/contact: ERRORED_DOCUMENT_REQUEST ERRORED_DOCUMENT_REQUEST happened");
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("throws when Lighthouse returns nothing", async () => {
    await expect(measuredRun("/ta", attempts(undefined))).rejects.toThrow("Lighthouse returned nothing for /ta");
  });
});

describe("observedFirstPaintMs", () => {
  it("reads the first contentful paint Chromium observed from the metrics audit", () => {
    const lhr = { audits: { metrics: { details: { items: [{ observedFirstContentfulPaint: 321.4, firstContentfulPaint: 910 }] } } } };
    expect(observedFirstPaintMs(lhr)).toBe(321.4);
  });

  it("is undefined when the run has no metrics", () => {
    expect(observedFirstPaintMs({ audits: {} })).toBeUndefined();
    expect(observedFirstPaintMs({ audits: { metrics: { details: { items: [] } } } })).toBeUndefined();
  });
});

describe("failedAudits", () => {
  const lhr = (audits: Record<string, { score: number | null; scoreDisplayMode?: string; errorMessage?: string }>) => ({
    categories: {
      performance: { auditRefs: [{ id: "interactive", weight: 10 }] },
      accessibility: { auditRefs: [{ id: "color-contrast", weight: 7 }, { id: "landmark-one-main", weight: 0 }] },
      "best-practices": { auditRefs: [{ id: "errors-in-console", weight: 1 }] },
      seo: { auditRefs: [{ id: "robots-txt", weight: 1 }] },
    },
    audits,
  });

  it("names the weighted audits below 1, not those weighing nothing nor performance's", () => {
    expect(failedAudits(lhr({ interactive: { score: 0.5 }, "color-contrast": { score: 0 }, "landmark-one-main": { score: 0 }, "robots-txt": { score: 1 } }))).toEqual([
      "accessibility:color-contrast",
    ]);
  });

  it("names an audit that errored with its message, which is why its category has no score", () => {
    const errored = { score: null, scoreDisplayMode: "error", errorMessage: "Protocol error (Runtime.evaluate): Target closed" };
    expect(failedAudits(lhr({ "errors-in-console": errored, "robots-txt": { score: 0, scoreDisplayMode: "binary" } }))).toEqual([
      "best-practices:errors-in-console errored (Protocol error (Runtime.evaluate): Target closed)",
      "seo:robots-txt",
    ]);
  });

  it("passes over an errored audit that weighs nothing, and says when an error has no message", () => {
    const categories = { "best-practices": { auditRefs: [{ id: "deprecations", weight: 0 }, { id: "errors-in-console", weight: 1 }] } };
    const audits = { deprecations: { score: null, scoreDisplayMode: "error" }, "errors-in-console": { score: null, scoreDisplayMode: "error" } };
    expect(failedAudits({ categories, audits })).toEqual(["best-practices:errors-in-console errored (no message)"]);
  });

  it("passes over an audit without a score that did not error (not applicable, manual)", () => {
    expect(failedAudits(lhr({ "errors-in-console": { score: null, scoreDisplayMode: "notApplicable" } }))).toEqual([]);
  });
});
