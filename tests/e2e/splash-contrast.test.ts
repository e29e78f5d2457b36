/**
 * The start-up splash keeps WCAG AA contrast at every moment it is visible (issue 14): Lighthouse
 * runs axe whenever its page load ends, which may fall inside the splash's entrance or exit.
 *
 * The splash is sampled every 100 ms from 0 to 3000 ms. Each sample freezes every animation of the
 * page at that time with the Web Animations API (pause, then set currentTime), so what axe sees is
 * exactly that moment however slow the machine is. The site's scripts are not loaded (their
 * requests are aborted): hydrated, the page would remove the splash 3000 ms later in real time,
 * long before 31 axe runs are done, and neither a paused Playwright clock nor a page without
 * JavaScript can hold it, as axe needs running timers. Hydration does not touch the splash's
 * markup or styles, so its look at each moment is the same; the CSS animation `splash-out`, which
 * hides it at 3000 ms without JavaScript, is among the animations sampled.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SPLASH_DURATION_MS } from "~/components/layout/timing";
import { PHONE } from "../../scripts/lib/chromium";
import { useSite } from "../support/fixtures";

const SAMPLE_EVERY_MS = 100;
const SAMPLE_TIMES = Array.from({ length: SPLASH_DURATION_MS / SAMPLE_EVERY_MS + 1 }, (_, i) => i * SAMPLE_EVERY_MS);
/** The page Lighthouse scored 96 on. */
const PAGE = "/blogs/digital-marketing-tips-2025";
const SPLASH = '[data-testid="splash"]';

const fixture = useSite({ browser: true });

/**
 * axe-core itself, put into the page once. `AxeBuilder.analyze()` injects its 500 KB again for each of
 * the 31 samples; on a busy CI machine that took the test from about 80 s to past its 180 s limit.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe's color-contrast rule on the splash as it is now: the violations, and how many nodes passed. */
async function splashContrast(page: Page): Promise<{ violations: string[]; passed: number }> {
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    const results = await axe.run(
      { include: [[selector]] },
      { runOnly: { type: "rule", values: ["color-contrast"] }, resultTypes: ["violations", "passes"] },
    );
    return {
      violations: results.violations.flatMap((rule) => rule.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`)),
      passed: results.passes.flatMap((rule) => rule.nodes).length,
    };
  }, SPLASH);
}

/** Freezes every animation of the page `ms` after it started (the splash's start at 0). */
async function freezeAnimationsAt(page: Page, ms: number): Promise<number> {
  return page.evaluate((ms) => {
    const animations = document.getAnimations();
    for (const animation of animations) {
      animation.pause();
      animation.currentTime = ms;
    }
    return animations.length;
  }, ms);
}

describe.each([
  ["with motion", "no-preference"],
  ["with reduced motion", "reduce"],
] as const)("splash %s", (_label, reducedMotion) => {
  it(`has no color-contrast violation at any 100 ms step from 0 to ${SPLASH_DURATION_MS} ms`, async () => {
    const context = await fixture.browser.newContext({ ...PHONE, reducedMotion });
    await context.route("**/*.js", (route) => route.abort());
    const page = await context.newPage();
    await page.goto(fixture.site.url + PAGE);
    // Through the DevTools protocol, as AxeBuilder does: the page's CSP would refuse a script tag.
    await page.evaluate(AXE_SOURCE);

    const violations: string[] = [];
    const checkedAt: number[] = [];
    for (const ms of SAMPLE_TIMES) {
      expect(await freezeAnimationsAt(page, ms)).toBeGreaterThan(0);
      const results = await splashContrast(page);
      violations.push(...results.violations.map((violation) => `${ms} ms: ${violation}`));
      // Both lines of text (name and 'Loading...') were measured, not skipped.
      if (results.passed === 2) checkedAt.push(ms);
    }
    expect(violations).toEqual([]);
    // The text is fully shown from 750 ms (30% of 2500 ms) until the overlay starts leaving at
    // 2700 ms; with reduced motion from the first frame on. axe must have measured it there.
    const shownFrom = reducedMotion === "reduce" ? 100 : 800;
    expect(checkedAt).toEqual(expect.arrayContaining(SAMPLE_TIMES.filter((ms) => ms >= shownFrom && ms <= 2_700)));
    await context.close();
  }, 180_000); // 31 axe runs, each 1-3 s on a busy machine
});
