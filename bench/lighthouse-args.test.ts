import { describe, expect, it } from "vitest";
import { parseBenchArgs } from "./lighthouse-args";

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
