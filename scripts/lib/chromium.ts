/** Debian's Chromium driven by playwright-core (no browser download is possible here). */
import * as chromeLauncher from "chrome-launcher";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless as root on a machine whose network reaches only loopback and the registries. */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * For Lighthouse runs. Headless Chromium here now and then shows a page's first paint one or two
 * whole seconds after the page could paint (GoogleChrome/lighthouse#17148 reports it for headless
 * runs, not for visitors). With every compositor stage run before each draw, the delay did not
 * appear (bench/headless-paint-delay.ts at commit b474d74); why is not established (decision 0055).
 * The switch changes no page, no network and no CPU throttling. `npm run bench:lighthouse --
 * --plain-chromium` measures without it and prints the first paint Chromium observed in each run.
 */
export const LIGHTHOUSE_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, "--run-all-compositor-stages-before-draw"];

/** Chromium for a Lighthouse run, as chrome-launcher starts it (CHROME_PATH overrides the path). */
export function launchChromeForLighthouse(flags: string[] = LIGHTHOUSE_CHROMIUM_FLAGS) {
  return chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: flags });
}

/** `extraFlags`: e.g. a TLS front's host mapping and trusted key (scripts/lib/tls-front.ts). */
export function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

/**
 * Puts the page's timers on a paused fake clock before it loads, so a test decides exactly
 * how much time passes (`page.clock.runFor(ms)`) however slow the machine is.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
}
