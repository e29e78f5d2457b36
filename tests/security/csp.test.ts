/**
 * The Content-Security-Policy in a real Chromium: every page, pre-rendered (hashes) or
 * rendered per request (nonce), loads with JavaScript, hydrates, runs the live-chat script
 * from the build's LIVE_CHAT_SCRIPT_URL in its frame (whose own policy lets it call home), and
 * logs no error and no CSP violation, in the page or the frame. A script injected into the
 * page is refused. Needs a build (`npm test` makes it).
 */
import type { BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderPaths } from "~/content/paths.server";
import { DESKTOP, watchErrors } from "../../scripts/lib/chromium";
import { builtWith, useSite } from "../support/fixtures";

const { LIVE_CHAT_SCRIPT_URL } = builtWith();
const liveChatUrl = LIVE_CHAT_SCRIPT_URL ? new URL(LIVE_CHAT_SCRIPT_URL) : null;

/** Pages (not the feeds, robots and sitemap), plus pages only the server renders. */
const PAGES = [
  ...prerenderPaths().filter((p) => !/\.(xml|txt|json)$/.test(p)),
  "/contact?service=seo-optimization",
  "/no-such-page",
];

const fixture = useSite({ sqlite: true, browser: true });
let context: BrowserContext;

beforeAll(async () => {
  context = await fixture.browser.newContext(DESKTOP);
  // Records every violation the page reports, from before its first script runs.
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  // Stands in for the third-party chat host: a script that marks itself as run and calls home.
  if (liveChatUrl) {
    await context.route(`${liveChatUrl.origin}/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === liveChatUrl.pathname) {
        return route.fulfill({
          contentType: "text/javascript",
          body: `window.__liveChatRan = true; fetch(${JSON.stringify(`${liveChatUrl.origin}/ping`)}).then(() => { window.__liveChatConnected = true; });`,
        });
      }
      return route.fulfill({ contentType: "application/json", body: "{}", headers: { "Access-Control-Allow-Origin": "*" } });
    });
  }
});
afterAll(async () => {
  await context?.close();
});

async function open(pathname: string): Promise<{ page: Page; errors: string[]; status: number | undefined }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(fixture.site.url + pathname, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ timeout: 15_000 });
  return { page, errors, status: response?.status() };
}

const violations = (page: Page | Frame) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

describe("Content-Security-Policy in Chromium", () => {
  it.each(PAGES)("%s hydrates with no console error and no CSP violation", async (pathname) => {
    const { page, errors, status } = await open(pathname);
    try {
      expect(status).toBe(pathname === "/no-such-page" ? 404 : 200);
      if (liveChatUrl) {
        const chat = (await (await page.waitForSelector("iframe#live-chat", { timeout: 15_000 })).contentFrame())!;
        await chat.waitForFunction(() => (window as unknown as { __liveChatConnected?: boolean }).__liveChatConnected, null, { timeout: 15_000 });
        expect(await violations(chat)).toEqual([]);
      }
      // A 404 logs the failed document request itself; nothing else may appear.
      const unexpected = errors.filter((e) => !(pathname === "/no-such-page" && /status of 404/.test(e)));
      expect(unexpected).toEqual([]);
      expect(await violations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("stays clean through a client-side navigation (data requests, new route modules)", async () => {
    const { page, errors } = await open("/");
    try {
      await page.locator('header a[href="/about"]').first().click();
      await page.waitForURL(`${fixture.site.url}/about`);
      await page.locator("h1").first().waitFor();
      await page.locator('a[href="/services"]').first().click();
      await page.waitForURL(`${fixture.site.url}/services`);
      expect(errors).toEqual([]);
      expect(await violations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("refuses an inline script injected into a pre-rendered and into a server-rendered page", async () => {
    for (const pathname of ["/about", "/contact?service=seo-optimization"]) {
      const { page } = await open(pathname);
      try {
        await page.evaluate(() => {
          const script = document.createElement("script");
          script.textContent = "window.__injected = true";
          document.body.append(script);
          const img = document.createElement("img");
          img.src = "https://tracker.example/pixel.gif";
          document.body.append(img);
        });
        await page.waitForFunction(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length >= 2);
        expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
        const seen = await violations(page);
        expect(seen.some((v) => v.startsWith("script-src-elem inline"))).toBe(true);
        expect(seen.some((v) => v.startsWith("img-src https://tracker.example"))).toBe(true);
      } finally {
        await page.close();
      }
    }
  });
});
