/** axe-core scan of every route, at phone and desktop widths: no WCAG 2.2 A/AA violations. */
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "~/content/articles.server";
import { canonicalPaths } from "~/content/paths.server";
import { DESKTOP, launchBrowser, pauseClock, PHONE } from "../../scripts/lib/chromium";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const paths = [...canonicalPaths(articles.map((a) => a.slug)), "/blogs/blog10", "/services/not-a-service", "/no-such-page"];

let siteServer: RunningSite;
let browser: Browser;
beforeAll(async () => {
  siteServer = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await siteServer?.stop();
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("axe at %s width", (_label, options) => {
  it.each(paths)("%s has no WCAG 2.2 AA violations", async (path) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await pauseClock(page);
    await page.goto(siteServer.url + path);
    await page.waitForSelector("html[data-hydrated]");
    await page.clock.runFor(3_100); // splash gone, WhatsApp hint shown: scan what visitors see
    await page.clock.resume(); // axe needs running timers
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(summary).toEqual([]);
    await context.close();
  });
});
