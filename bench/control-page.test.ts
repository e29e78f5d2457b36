import { describe, expect, it } from "vitest";
import { routeResult as run } from "./test-support/route-result";
import type { RouteResult } from "./lighthouse-summary";
import { CONTROL_PAGE, CONTROL_ROBOTS_TXT, controlResponse, controlSentence, runOrder, voidMessage, voidReasons } from "./control-page";

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
