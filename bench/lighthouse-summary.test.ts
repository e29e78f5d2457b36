import { describe, expect, it, vi } from "vitest";
import {
  CONTROL_PAGE,
  CONTROL_ROBOTS_TXT,
  controlResponse,
  controlSentence,
  failedAudits,
  MAX_ATTEMPTS,
  measuredRun,
  misses,
  observedFirstPaintMs,
  parseBenchArgs,
  reduceRuns,
  RUN_AGAIN_ERRORS,
  runOrder,
  voidMessage,
  voidReasons,
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
    observedFcpMs: 300,
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
  const ALL = ["performance", "accessibility", "best-practices", "seo"];

  it("defaults to every page after a build, each judged by the lowest of 3 runs, with decision 0055's switch", () => {
    expect(parseBenchArgs([])).toEqual({
      build: true,
      runs: 3,
      reportsDir: null,
      pages: [],
      categories: ALL,
      cpuSlowdown: null,
      plainChromium: false,
    });
  });

  it("reads --only as the categories to measure", () => {
    expect(parseBenchArgs(["--only", "accessibility"]).categories).toEqual(["accessibility"]);
    expect(parseBenchArgs(["--only", "seo,best-practices"]).categories).toEqual(["seo", "best-practices"]);
  });

  it("reads --repeat N as N runs of each page", () => {
    expect(parseBenchArgs(["--repeat", "10"]).runs).toBe(10);
    expect(parseBenchArgs(["--repeat", "1"]).runs).toBe(1);
  });

  it("reads --cpu N as Lighthouse's CPU multiplier, and --plain-chromium", () => {
    expect(parseBenchArgs(["--cpu", "12"])).toMatchObject({ cpuSlowdown: 12, plainChromium: false });
    expect(parseBenchArgs(["--cpu", "1.5", "--plain-chromium"])).toMatchObject({ cpuSlowdown: 1.5, plainChromium: true });
  });

  it("reads --no-build, --reports, page paths and URLs in any order", () => {
    expect(parseBenchArgs(["/", "--reports", "/tmp/lh", "--no-build", "--repeat", "2", "http://127.0.0.1:3001/ta", "/blogs"])).toEqual({
      build: false,
      runs: 2,
      reportsDir: "/tmp/lh",
      pages: ["/", "http://127.0.0.1:3001/ta", "/blogs"],
      categories: ALL,
      cpuSlowdown: null,
      plainChromium: false,
    });
  });

  it.each([
    [["--repeat"], /--repeat needs a whole number of runs of at least 1, got nothing/],
    [["--repeat", "0"], /--repeat needs .* got "0"/],
    [["--repeat", "-3"], /--repeat needs .* got "-3"/],
    [["--repeat", "2.5"], /--repeat needs .* got "2.5"/],
    [["--repeat", "ten"], /--repeat needs .* got "ten"/],
    [["--repeat", "/about"], /--repeat needs .* got "\/about"/],
    [["--repeat", "3", "--repeat", "10"], /--repeat given twice/],
    [["--runs", "3"], /--runs \(the median run\) is gone: every page is judged by the lowest of its runs; use --repeat N/],
    [["--cpu"], /--cpu needs Lighthouse's CPU multiplier, a number of at least 1, got nothing/],
    [["--cpu", "0.5"], /--cpu needs .* got "0.5"/],
    [["--cpu", "8x"], /--cpu needs .* got "8x"/],
    [["--reports"], /--reports needs a directory/],
    [["--reports", "--no-build"], /--reports needs a directory/],
    [["--repeats", "10"], /unknown argument "--repeats"/],
    [["about"], /unknown argument "about" \(pages are paths that start with \/ or http:\/\/ URLs\)/],
    [["ftp://host/ta"], /unknown argument "ftp:\/\/host\/ta"/],
    [["--only"], /--only needs categories from performance, accessibility, best-practices, seo, got ""/],
    [["--only", "a11y"], /--only needs categories .* got "a11y"/],
    [["--only", "accessibility,pwa"], /--only needs categories .* got "accessibility,pwa"/],
  ])("rejects %j with a clear error", (args, message) => {
    expect(() => parseBenchArgs(args)).toThrow(message);
  });
});

describe("runOrder", () => {
  it("interleaves the pages round by round, with the control page before each round and after the last", () => {
    expect(runOrder(["/", "/ta"], 3).map((step) => `${step.round} ${step.label}`)).toEqual([
      "1 control page (before round 1)",
      "1 /",
      "1 /ta",
      "2 control page (before round 2)",
      "2 /",
      "2 /ta",
      "3 control page (before round 3)",
      "3 /",
      "3 /ta",
      "3 control page (after round 3)",
    ]);
  });

  it("marks the control page's steps, and only them, as the control", () => {
    const steps = runOrder(["/contact"], 1);
    expect(steps).toEqual([
      { control: true, page: "control page", label: "control page (before round 1)", round: 1 },
      { control: false, page: "/contact", label: "/contact", round: 1 },
      { control: true, page: "control page", label: "control page (after round 1)", round: 1 },
    ]);
  });
});

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

describe("voidReasons", () => {
  const control = (overrides: Partial<RouteResult>) => run({ path: "control page (before round 1)", ...overrides });

  it("lets a run count when every run of the control page scored 100 in every category", () => {
    expect(voidReasons([control({}), control({ path: "control page (after round 3)" })])).toEqual([]);
  });

  it("voids a run whose control page scored 99 in performance once", () => {
    expect(voidReasons([control({}), control({ path: "control page (before round 2)", performance: 99 })])).toEqual([
      "control page (before round 2): performance 99",
    ]);
  });

  it("voids a run on any of the four categories, each named", () => {
    expect(voidReasons([control({ accessibility: 96, bestPractices: 92, seo: 91 })])).toEqual([
      "control page (before round 1): accessibility 96",
      "control page (before round 1): best practices 92",
      "control page (before round 1): SEO 91",
    ]);
  });

  it("holds the control page to 100 whatever the control's other figures (its TBT or LCP are not judged)", () => {
    expect(voidReasons([control({ tbtMs: 120, lcpMs: 2_500, cls: 0.2 })])).toEqual([]);
  });

  it("does not count a category left out with --only", () => {
    expect(voidReasons([control({ performance: NaN, bestPractices: NaN, seo: NaN })])).toEqual([]);
  });
});

describe("voidMessage", () => {
  it("says VOID, why, and that no page was judged and nothing written", () => {
    const message = voidMessage(["control page (before round 2): performance 99"]);
    expect(message).toMatch(/^VOID: the control page scored below 100 \(control page \(before round 2\): performance 99\)\./);
    expect(message).toContain("no page was judged and bench/results was not written");
    expect(message).toContain("the machine cost those points");
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
  it("gives the control page's scores and TBT as ranges over its runs, and the void rule", () => {
    const sentence = controlSentence([run({ path: "control page", seo: 91, tbtMs: 180 }), run({ tbtMs: 60 })]);
    expect(sentence).toContain("2 runs: performance 100, accessibility 100, best practices 100, SEO 91–100, TBT 60–180 ms.");
    expect(sentence).toContain("A run in which it scores below 100 is void.");
  });

  it("leaves out the categories not measured, and TBT with performance", () => {
    const sentence = controlSentence([run({ performance: NaN, bestPractices: NaN, seo: NaN, tbtMs: NaN })]);
    expect(sentence).toContain("1 run: accessibility 100. A run");
  });
});

describe("CONTROL_PAGE", () => {
  it("is a whole page with nothing to load: no stylesheet, script, font or image", () => {
    expect(CONTROL_PAGE).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(CONTROL_PAGE).toContain("<title>");
    expect(CONTROL_PAGE).not.toMatch(/<(script|link|img|style|iframe)\b/i);
  });
});

describe("controlResponse", () => {
  it("answers /robots.txt with a robots.txt that allows everything (Lighthouse's SEO audit reads it)", () => {
    expect(controlResponse("/robots.txt")).toEqual({ contentType: "text/plain; charset=utf-8", body: CONTROL_ROBOTS_TXT });
    expect(CONTROL_ROBOTS_TXT).toBe("User-agent: *\nAllow: /\n");
  });

  it("answers anything else with the control page", () => {
    for (const url of ["/", "/favicon.ico", "/robots.txt?x"]) {
      expect(controlResponse(url)).toEqual({ contentType: "text/html; charset=utf-8", body: CONTROL_PAGE });
    }
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
