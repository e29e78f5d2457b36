/** axe-core scan of every route in both languages, at phone and desktop widths: no WCAG 2.2 A/AA violations. */
import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSite } from "../support/fixtures";
import { articles } from "~/content/articles.server";
import { canonicalPaths } from "~/content/paths.server";
import { localePath } from "~/shared/lang";
import { DESKTOP, pauseClock, PHONE } from "../../scripts/lib/chromium";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const english = [...canonicalPaths(articles.map((a) => a.slug)), "/blogs/blog10", "/services/not-a-service", "/no-such-page"];
// Every page again in Tamil, with its own words, font and line lengths.
const paths = [...english, ...english.map((path) => localePath("ta", path))];

const fixture = useSite({ browser: true });

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("axe at %s width", (_label, options) => {
  it.each(paths)("%s has no WCAG 2.2 AA violations", async (path) => {
    const context = await fixture.browser.newContext(options);
    const page = await context.newPage();
    await pauseClock(page);
    await page.goto(fixture.site.url + path);
    await page.waitForSelector("html[data-hydrated]");
    await page.clock.runFor(3_100); // splash gone, WhatsApp hint shown: scan what visitors see
    await page.clock.resume(); // axe needs running timers
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(summary).toEqual([]);
    await context.close();
  });
});
