import { describe, expect, it, vi } from "vitest";
import { routeResult as run } from "./test-support/route-result";
import { failedAudits, MAX_ATTEMPTS, measuredRun, misses, observedFirstPaintMs, reduceRuns, RUN_AGAIN_ERRORS } from "./lighthouse-summary";

describe("reduceRuns", () => {
  const runs = [
    run({ performance: 99, accessibility: 100, lcpMs: 950 }),
    run({ performance: 100, accessibility: 96, lcpMs: 880, speedIndexMs: 3_900, observedFcpMs: 1_250, failedAudits: ["accessibility:color-contrast"] }),
    run({ performance: 97, accessibility: 100, bestPractices: 96, lcpMs: 1_200, tbtMs: 30, lcpElement: "<img>", failedAudits: ["best-practices:errors-in-console"] }),
    run({ performance: 100, accessibility: 100, seo: 92, cls: 0.01, bytes: 150_000, fcpMs: 1_000 }),
  ];

  it("reports each score at its lowest and each measurement at its worst over the runs", () => {
    expect(reduceRuns(runs)).toEqual({
      path: "/blogs/digital-marketing-tips-2025",
      performance: 97,
      accessibility: 96,
      bestPractices: 96,
      seo: 92,
      fcpMs: 1_000,
      observedFcpMs: 1_250,
      lcpMs: 1_200,
      speedIndexMs: 3_900,
      tbtMs: 30,
      cls: 0.01,
      bytes: 150_000,
      lcpElement: "<img>",
      failedAudits: ["accessibility:color-contrast", "best-practices:errors-in-console"],
    });
  });

  it("shows a single bad run in ten", () => {
    const ten = [...Array.from({ length: 9 }, () => run({})), run({ accessibility: 96 })];
    expect(reduceRuns(ten).accessibility).toBe(96);
  });

  it("refuses to reduce no runs", () => {
    expect(() => reduceRuns([])).toThrow(/no Lighthouse runs/);
  });

  it("a page misses a target when one of its runs did (performance 99, accessibility 96)", () => {
    expect(misses(reduceRuns(runs.slice(0, 2)))).toEqual(["performance 99", "accessibility 96"]);
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
