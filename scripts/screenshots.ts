/**
 * Screenshots of every page at 390 px and 1280 px wide, for looking at the site as a
 * visitor would: `npm run screenshots [-- /path ...]` (after `npm run build`).
 * Written to screenshots/<width>/<page>.png.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { articleSlugsOnDisk, canonicalPaths } from "../app/content/paths.server";
import { DESKTOP, launchBrowser, pauseClock, PHONE } from "./lib/chromium";
import { ROOT, startSite } from "./lib/local-site";

const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const paths = requested.length
  ? requested
  : [...canonicalPaths(articleSlugsOnDisk()), "/services/not-a-service", "/no-such-page"];

const site = await startSite();
const browser = await launchBrowser();
try {
  for (const [label, options] of [["390", PHONE], ["1280", DESKTOP]] as const) {
    const dir = path.join(ROOT, "screenshots", label);
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({ ...options, reducedMotion: "reduce" });
    for (const pagePath of paths) {
      const page = await context.newPage();
      await pauseClock(page);
      await page.goto(site.url + pagePath, { waitUntil: "load" });
      await page.waitForSelector("html[data-hydrated]");
      await page.clock.runFor(3_100); // past the splash; the WhatsApp hint shows too
      await page.clock.resume();
      // Bring lazy images in before the full-page capture.
      await page.evaluate(async () => {
        for (const img of Array.from(document.images)) img.loading = "eager";
        await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
      });
      const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "--");
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
      await page.close();
    }
    await context.close();
  }
  console.log(`Screenshots of ${paths.length} pages written to screenshots/`);
} finally {
  await browser.close();
  await site.stop();
}
