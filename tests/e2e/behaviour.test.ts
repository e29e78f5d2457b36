/**
 * The site's timed and interactive behaviours in a real Chromium: splash, WhatsApp hint,
 * mobile menu, scroll-to-top and focus on navigation, the live-chat script, console output.
 * Timers run on Playwright's fake clock, so the spec's milliseconds are checked exactly.
 */
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "~/content/articles.server";
import { canonicalPaths } from "~/content/paths.server";
import { site } from "~/content/en/site";
import { DESKTOP, pauseClock, PHONE, watchErrors } from "../../scripts/lib/chromium";
import { builtWith, useSite } from "../support/fixtures";

const fixture = useSite({ browser: true });

/** The live-chat script the site was built with (npm test builds with a loopback one). */
const { LIVE_CHAT_SCRIPT_URL } = builtWith();
const liveChatUrl = LIVE_CHAT_SCRIPT_URL ? new URL(LIVE_CHAT_SCRIPT_URL) : null;

/** A browser context in which the third-party live-chat host is played by the test. */
async function newContext(options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await fixture.browser.newContext(options);
  if (liveChatUrl) {
    await context.route(`${liveChatUrl.origin}/**`, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: "window.__liveChatLoads = (window.__liveChatLoads || 0) + 1;",
      }),
    );
  }
  return context;
}

async function open(path: string, options = DESKTOP): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await newContext(options);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await pauseClock(page);
  await page.goto(fixture.site.url + path);
  await page.waitForSelector("html[data-hydrated]");
  return { page, context, errors };
}

describe("splash", () => {
  it("shows logo, name and 'Loading...' over the rendered page, and leaves at 3000 ms", async () => {
    const { page, context } = await open("/");
    const splash = page.getByTestId("splash");
    await expect(splash.textContent()).resolves.toBe(`${site.name}Loading...`);
    expect(await splash.locator("img").count()).toBe(1);
    // The page is already rendered underneath.
    expect(await page.locator("main h1").textContent()).toBeTruthy();
    const animation = await splash.locator("div").first().evaluate((el) => getComputedStyle(el).animationDuration);
    expect(animation).toBe("2.5s");
    await page.clock.runFor(2_900);
    expect(await splash.count()).toBe(1);
    await page.clock.runFor(150);
    expect(await splash.count()).toBe(0);
    await context.close();
  });

  it("goes away by itself without JavaScript", async () => {
    const context = await newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(fixture.site.url + "/about");
    const splash = page.getByTestId("splash");
    expect(await splash.isVisible()).toBe(true);
    // A CSS animation hides it: it starts leaving at 2700 ms and is gone at 3000 ms.
    const timing = await splash.evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, delay: style.animationDelay, duration: style.animationDuration };
    });
    expect(timing).toEqual({ name: "splash-out", delay: "2.7s", duration: "0.3s" });
    await splash.waitFor({ state: "hidden", timeout: 10_000 });
    await context.close();
  });

  it("is not shown again on client-side navigation", async () => {
    const { page, context } = await open("/");
    await page.clock.runFor(3_100);
    await page.locator("header").getByRole("link", { name: "About" }).click();
    await page.waitForURL("**/about");
    expect(await page.getByTestId("splash").count()).toBe(0);
    await context.close();
  });
});

describe("WhatsApp", () => {
  it("links to wa.me with the prefilled message", async () => {
    const { page, context } = await open("/");
    const href = await page.getByRole("link", { name: /Chat with us on WhatsApp/ }).getAttribute("href");
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsappNumber}`);
    expect(url.searchParams.get("text")).toBe(site.whatsappMessage);
    expect(site.whatsappMessage).toMatch(/services/);
    await context.close();
  });

  it("shows the hint 2000 ms after each navigation, and it can be closed", async () => {
    const { page, context } = await open("/");
    const hint = page.getByTestId("whatsapp-hint");
    await page.clock.runFor(1_900);
    expect(await hint.count()).toBe(0);
    await page.clock.runFor(200);
    await expect(hint.textContent()).resolves.toContain("Chat with us on WhatsApp");
    await hint.getByRole("button", { name: "Close WhatsApp hint" }).click();
    expect(await hint.count()).toBe(0);

    await page.locator("header").getByRole("link", { name: "Services" }).click();
    await page.waitForURL("**/services");
    await page.clock.runFor(1_900);
    expect(await hint.count()).toBe(0);
    await page.clock.runFor(200);
    expect(await hint.count()).toBe(1);
    await context.close();
  });
});

describe("mobile menu", () => {
  it("collapses the links below md, toggles with aria-expanded, closes on a link and on Escape", async () => {
    const { page, context } = await open("/", PHONE);
    await page.clock.runFor(3_100);
    const toggle = page.getByRole("button", { name: "Open menu" });
    expect(await page.getByRole("navigation", { name: "Main", exact: true }).isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const menu = page.getByRole("navigation", { name: "Main mobile" });
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole("link").allTextContents()).toEqual(["Home", "About", "Services", "Blogs", "Contact", "Get Started"]);

    await menu.getByRole("link", { name: "Blogs" }).click();
    await page.waitForURL("**/blogs");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");

    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
    await context.close();
  });

  it("shows the full navigation from md up", async () => {
    const { page, context } = await open("/", { viewport: { width: 768, height: 900 } });
    expect(await page.getByRole("navigation", { name: "Main", exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    await context.close();
  });
});

describe("navigation", () => {
  it("scrolls to the top and focuses the new page's heading", async () => {
    const { page, context } = await open("/");
    await page.clock.runFor(3_100);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL("**/privacy-policy");
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Privacy Policy");
    await context.close();
  });
});

describe("live chat", () => {
  type ChatWindow = { __liveChatLoads?: number };

  it("loads the script from LIVE_CHAT_SCRIPT_URL exactly once per visit, in its sandboxed frame, after the page is interactive", async () => {
    expect(liveChatUrl, "npm test builds the site with LIVE_CHAT_SCRIPT_URL set").toBeTruthy();
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    let liveChatRequests = 0;
    page.on("request", (request) => {
      if (request.url() === liveChatUrl!.href) liveChatRequests += 1;
    });
    const response = await page.goto(fixture.site.url + "/");
    // Not part of the page's own HTML: added by the app once it runs. (The live page may already
    // have hydrated when goto returns, so the HTML as served is what is checked.)
    expect(await response!.text()).not.toContain("live-chat");
    const chat = (await (await page.waitForSelector("iframe#live-chat")).contentFrame())!;
    await chat.waitForFunction(() => (window as ChatWindow).__liveChatLoads === 1);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    for (const name of ["About", "Services", "Blogs", "Home"]) {
      await page.locator("header").getByRole("link", { name, exact: true }).click();
      await page.waitForLoadState("networkidle");
    }
    expect(await page.locator("iframe#live-chat").count()).toBe(1);
    // The page itself never runs it (decision 0058).
    expect(await page.locator(`script[src="${liveChatUrl!.href}"]`).count()).toBe(0);
    expect(await page.evaluate(() => (window as ChatWindow).__liveChatLoads)).toBeUndefined();
    expect(await chat.evaluate(() => (window as ChatWindow).__liveChatLoads)).toBe(1);
    expect(liveChatRequests).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("sits above the WhatsApp button on a %s, clear of it and of its hint, and is named in the page's language", async (_, options) => {
    for (const [path, title] of [
      ["/about", "Live chat"],
      ["/ta/about", "லைவ் சாட்"],
    ]) {
      const context = await newContext(options);
      const page = await context.newPage();
      await page.goto(fixture.site.url + path);
      const frame = page.locator("iframe#live-chat");
      await frame.waitFor();
      expect(await frame.getAttribute("title")).toBe(title);
      const box = (await frame.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box).toMatchObject({ x: viewport.width - 96, width: 96, height: 96 });
      const whatsapp = (await page.locator(`div.fixed > a[href^="https://wa.me/"]`).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(whatsapp.y);
      expect(whatsapp.y - (box.y + box.height)).toBeLessThanOrEqual(16);
      // Where the hint meets the frame's empty corner, the hint is on top: every point of it (inside
      // its rounded corners) is its own.
      await page.getByTestId("whatsapp-hint").waitFor();
      await page.getByTestId("splash").waitFor({ state: "detached" });
      const covered = await page.getByTestId("whatsapp-hint").evaluate((hint) => {
        const { left, top, width, height } = hint.getBoundingClientRect();
        const at = (i: number) => [left + 16 + ((i % 11) / 10) * (width - 32), top + 2 + (Math.floor(i / 11) / 4) * (height - 4)] as const;
        const points = Array.from({ length: 11 * 5 }, (_, i) => at(i));
        return points.filter(([x, y]) => !hint.contains(document.elementFromPoint(x, y))).map(([x, y]) => `${x},${y}: ${document.elementFromPoint(x, y)?.outerHTML.slice(0, 80)}`);
      });
      expect(covered).toEqual([]);
      await context.close();
    }
  });

  it.each([
    ["phone", PHONE, { width: 390, height: 844 }],
    ["desktop", DESKTOP, { width: 400, height: 640 }],
  ] as const)("grows to a window on a %s when the chat asks for room, and back; a message from elsewhere does nothing", async (_, options, open) => {
    const context = await newContext(options);
    const page = await context.newPage();
    await page.goto(fixture.site.url + "/about");
    const frame = page.locator("iframe#live-chat");
    const chat = (await (await frame.elementHandle())!.contentFrame())!;
    await chat.waitForFunction(() => (window as ChatWindow).__liveChatLoads === 1);
    const viewport = page.viewportSize()!;
    const size = async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
      const { width, height, x, y } = (await frame.boundingBox())!;
      return { width, height, x, bottom: y + height };
    };
    const closed = await size();
    expect(closed).toMatchObject({ width: 96, height: 96, x: viewport.width - 96 });
    await page.evaluate(() => window.postMessage("live-chat:open", "*"));
    expect(await size()).toEqual(closed);
    await chat.evaluate(() => parent.postMessage("live-chat:open", "*"));
    expect(await size()).toEqual({ ...open, x: viewport.width - open.width, bottom: viewport.height });
    await chat.evaluate(() => parent.postMessage("live-chat:close", "*"));
    expect(await size()).toEqual(closed);
    await context.close();
  });
});

describe("loading order", () => {
  it("fetches the app's scripts only after the page has been painted, then hydrates", async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto(fixture.site.url + "/blogs");
    await page.waitForSelector("html[data-hydrated]");
    const timing = await page.evaluate(() => ({
      firstPaint: Math.min(...performance.getEntriesByType("paint").map((entry) => entry.startTime)),
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.firstPaint);
    await context.close();
  });

  // A browser's first Intl call loads its locale data: 40 ms (English) to 90 ms (Tamil) of main
  // thread here, in the middle of hydration, and 4x that in Lighthouse's phone. The dates come
  // formatted from the server (docs/decisions/0051-dates-formatted-on-the-server.md).
  it("hydrates the pages that show dates without formatting a date in the browser", async () => {
    const context = await newContext(PHONE);
    await context.addInitScript(() => {
      const calls: string[] = ((window as unknown as { __dateFormatting: string[] }).__dateFormatting = []);
      const DateTimeFormat = Intl.DateTimeFormat;
      Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
        calls.push("Intl.DateTimeFormat");
        return new DateTimeFormat(...args);
      } as unknown as typeof DateTimeFormat;
      for (const name of ["toLocaleDateString", "toLocaleString"] as const) {
        const original = Date.prototype[name];
        Date.prototype[name] = function (this: Date, ...args: Parameters<typeof original>) {
          calls.push(`Date.${name}`);
          return original.apply(this, args);
        };
      }
    });
    const page = await context.newPage();
    const article = articles[0]!;
    for (const [path, date] of [
      ["/", /^[A-Z][a-z]+ \d{1,2}, \d{4}$/],
      ["/blogs", /^[A-Z][a-z]+ \d{1,2}, \d{4}$/],
      [`/ta/blogs/${article.slug}`, /^\d{1,2} [\u0B80-\u0BFF]+, \d{4}$/],
      ["/ta/privacy-policy", /^\d{1,2} [\u0B80-\u0BFF]+, \d{4}$/],
    ] as const) {
      await page.goto(fixture.site.url + path);
      await page.waitForSelector("html[data-hydrated]");
      const shown = await page.locator("main time").first().textContent();
      expect(shown, path).toMatch(date);
      expect(await page.evaluate(() => (window as unknown as { __dateFormatting: string[] }).__dateFormatting), path).toEqual([]);
    }
    await context.close();
  });
});

describe("responsive layout", () => {
  const paths = [...canonicalPaths(articles.map((a) => a.slug)), "/services/not-a-service", "/no-such-page"];
  // 26 page loads in one test: about 20 s on an idle machine, 28 s under load, so not the 30 s default.
  it.each([320, 1920])("has no horizontal scroll at %i px on any page", { timeout: 120_000 }, async (width) => {
    const context = await newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const path of paths) {
      await page.goto(fixture.site.url + path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) overflowing.push(`${path}: ${overflow}px`);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });

  it("stops the client logo strip for people who prefer reduced motion", async () => {
    const strip = 'section[aria-labelledby="clients-heading"] ul';
    const moving = await newContext({ ...DESKTOP, reducedMotion: "no-preference" });
    const still = await newContext({ ...DESKTOP, reducedMotion: "reduce" });
    const animation = async (context: BrowserContext) => {
      const page = await context.newPage();
      await page.goto(fixture.site.url + "/");
      return page.locator(strip).evaluate((el) => getComputedStyle(el).animationName);
    };
    expect(await animation(moving)).toBe("marquee");
    expect(await animation(still)).toBe("none");
    await moving.close();
    await still.close();
  });
});

describe("console", () => {
  const paths = [...canonicalPaths(articles.map((a) => a.slug)), "/blogs/blog10"];
  it.each(paths)("%s logs no error", async (path) => {
    const { page, context, errors } = await open(path, PHONE);
    await page.clock.runFor(3_100);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("logs the unknown route on the 404 page", async () => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    const logs: string[] = [];
    page.on("console", (message) => logs.push(`${message.type()}: ${message.text()}`));
    const response = await page.goto(fixture.site.url + "/no-such-page");
    expect(response?.status()).toBe(404);
    await page.waitForSelector("html[data-hydrated]");
    expect(logs).toContain("log: 404 Error: User attempted to access non-existent route: /no-such-page");
    await context.close();
  });
});
