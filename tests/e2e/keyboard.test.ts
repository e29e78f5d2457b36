/**
 * The site with the keyboard only, in a real Chromium against the built site: the skip
 * link, the header's tab order, the mobile menu (Escape closes it and gives focus back to
 * its button), focus moving to the new page's h1 after a navigation, and the contact form
 * with its toast. Every element that takes focus from Tab shows a visible focus ring.
 * Timers run on Playwright's clock (the splash leaves after 3 s; toasts stay until the clock runs on).
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { mainNav, site as identity } from "../../app/content/en/site";
import { DESKTOP, PHONE } from "../../scripts/lib/chromium";
import { useSite } from "../support/fixtures";

const fixture = useSite({ sqlite: true, browser: true });

type Focused = {
  tag: string;
  id: string;
  name: string;
  href: string | null;
  inMain: boolean;
  inHeader: boolean;
  outline: string;
  outlineWidth: number;
  focusVisible: boolean;
  onScreen: boolean;
  x: number;
  y: number;
};

/** What has focus now, with its accessible-ish name and focus ring. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      name: (el.getAttribute("aria-label") ?? labelled ?? el.textContent ?? "").replace(/\s+/g, " ").trim(),
      href: el.getAttribute("href"),
      inMain: !!el.closest("main"),
      inHeader: !!el.closest("header") && !el.closest("main"),
      outline: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth) || 0,
      focusVisible: el.matches(":focus-visible"),
      onScreen: rect.width > 1 && rect.height > 1 && rect.bottom > 0 && rect.top < window.innerHeight,
      x: rect.left,
      y: rect.top,
    };
  });
}

/** Presses Tab and returns what took focus; fails when it has no visible focus ring. */
async function tab(page: Page, key = "Tab"): Promise<Focused> {
  await page.keyboard.press(key);
  const now = await focused(page);
  expect(now, `${key} moved focus to nothing`).not.toBeNull();
  expect(now!.focusVisible, `${now!.name}: not :focus-visible`).toBe(true);
  expect(now!.outline, `${now!.name}: no outline when focused`).not.toBe("none");
  expect(now!.outlineWidth, `${now!.name}: focus outline too thin`).toBeGreaterThanOrEqual(2);
  expect(now!.onScreen, `${now!.name}: focused but not on screen`).toBe(true);
  return now!;
}

async function open(pathname: string, options: BrowserContextOptions): Promise<Page> {
  const context = await fixture.browser.newContext(options);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(fixture.site.url + pathname);
  await page.waitForSelector("html[data-hydrated]");
  await page.clock.runFor(3_100); // past the splash
  await page.getByTestId("splash").waitFor({ state: "detached" });
  return page;
}

/**
 * Stops the page's clock a moment ahead of every frame's (the live chat's frame has a clock of its
 * own). The time is read before it is set, so on a busy machine it may have passed already: CI once
 * took over a second between the two and Playwright refused to go back ("Cannot fast-forward to the
 * past"). Then read again and retry.
 */
async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const times = await Promise.all(page.frames().map((frame) => frame.evaluate(() => Date.now())));
    try {
      await page.clock.pauseAt(Math.max(...times) + 1_000);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("to the past")) throw error;
    }
  }
}

const h1Focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.tagName === "H1" && !!el.closest("main") ? el.textContent?.trim() : null;
  });

describe("keyboard: skip link and header (desktop)", () => {
  it("starts with a visible skip link that moves focus to the main content", async () => {
    const page = await open("/about", DESKTOP);
    const first = await tab(page);
    expect(first.name).toBe("Skip to main content");
    expect(first.href).toBe("#main");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(new URL(page.url()).hash).toBe("#main");
    // The next Tab continues inside the main content, not back in the header.
    const next = await tab(page);
    expect(next.inMain).toBe(true);
    await page.context().close();
  });

  it("walks the header in reading order: brand, the five pages, the language switch, Get Started, then the page", async () => {
    const page = await open("/", DESKTOP);
    const stops: Focused[] = [];
    for (let i = 0; i < 2 + mainNav.length + 2 + 1; i++) stops.push(await tab(page));
    expect(stops.map((s) => s.name)).toEqual([
      "Skip to main content",
      identity.name,
      ...mainNav.map((item) => item.label),
      "தமிழ்",
      "Get Started",
      stops.at(-1)!.name,
    ]);
    const header = stops.slice(1, -1);
    expect(header.every((s) => s.inHeader)).toBe(true);
    // Left to right along the bar.
    for (let i = 1; i < header.length; i++) expect(header[i]!.x).toBeGreaterThan(header[i - 1]!.x);
    expect(stops.at(-1)!.inMain).toBe(true);
    // Shift+Tab goes back the same way.
    expect((await tab(page, "Shift+Tab")).name).toBe("Get Started");
    expect((await tab(page, "Shift+Tab")).name).toBe("தமிழ்");
    expect((await tab(page, "Shift+Tab")).name).toBe(mainNav.at(-1)!.label);
    await page.context().close();
  });

  it("after following a header link with Enter, focus is on the new page's h1", async () => {
    const page = await open("/", DESKTOP);
    let stop: Focused;
    do stop = await tab(page);
    while (stop.name !== "Services");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${fixture.site.url}/services`);
    await expect.poll(() => h1Focused(page)).toBe("Our Services");
    // And Tab carries on from there, inside the page.
    expect((await tab(page)).inMain).toBe(true);
    await page.context().close();
  });
});

describe("keyboard: mobile menu (phone)", () => {
  it("opens with Enter, walks its links, closes on Escape and gives focus back to its button", async () => {
    const page = await open("/", PHONE);
    expect((await tab(page)).name).toBe("Skip to main content");
    expect((await tab(page)).name).toBe(identity.name);
    expect((await tab(page)).name).toBe("தமிழ்");
    const toggle = await tab(page);
    expect(toggle.name).toBe("Open menu");
    await page.keyboard.press("Enter");
    const button = page.getByRole("button", { name: "Close menu" });
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    const menu = page.getByRole("navigation", { name: "Main mobile" });
    expect(await menu.isVisible()).toBe(true);

    const links: string[] = [];
    for (let i = 0; i < mainNav.length + 1; i++) {
      const stop = await tab(page);
      expect(stop.inHeader).toBe(true);
      links.push(stop.name);
    }
    expect(links).toEqual([...mainNav.map((item) => item.label), "Get Started"]);

    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    const back = await focused(page);
    expect(back?.name).toBe("Open menu");
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("a link chosen from the menu with Enter closes it and puts focus on the new page's h1", async () => {
    const page = await open("/", PHONE);
    await tab(page);
    await tab(page);
    await tab(page); // the language switch
    await tab(page); // the menu button
    await page.keyboard.press("Enter");
    let stop: Focused;
    do stop = await tab(page);
    while (stop.name !== "About");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${fixture.site.url}/about`);
    await expect.poll(() => h1Focused(page)).toBeTruthy();
    expect(await page.getByRole("navigation", { name: "Main mobile" }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe("keyboard: contact form and toasts", () => {
  /** Tabs until a field of the form has focus; returns the ids of the fields met in order. */
  async function walkForm(page: Page): Promise<string[]> {
    let stop: Focused;
    let guard = 0;
    do {
      stop = await tab(page);
      if (++guard > 40) throw new Error("never reached the contact form with Tab");
    } while (!stop.id.startsWith("contact-"));
    const ids = [stop.id];
    for (;;) {
      stop = await tab(page);
      if (stop.tag === "button") {
        ids.push(`button:${stop.name}`);
        return ids;
      }
      ids.push(stop.id);
    }
  }

  it("reaches every field in order, sends with the keyboard, and the toast can be closed from the keyboard", async () => {
    const page = await open("/contact", DESKTOP);
    expect(await walkForm(page)).toEqual([
      "contact-name",
      "contact-email",
      "contact-phone",
      "contact-businessName",
      "contact-service",
      "contact-message",
      "button:Send Message",
    ]);

    // Empty form sent with Enter: focus goes to the first field to correct.
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact-name");

    // Fill it from the keyboard alone.
    await page.keyboard.type("Kavitha Keyboard");
    await tab(page);
    await page.keyboard.type("kavitha@example.in");
    await tab(page);
    await page.keyboard.type("98765 43210");
    await tab(page);
    await page.keyboard.type("Keyboard Stores");
    await tab(page); // the service select: type to choose
    await page.keyboard.type("Meta");
    expect(await page.locator("#contact-service").inputValue()).toBe("Meta Ads");
    await tab(page);
    await page.keyboard.type("Ads for our Diwali sale, please call after 6 pm.");
    const submit = await tab(page);
    expect(submit.name).toBe("Send Message");
    await page.keyboard.press("Enter");

    const toast = page.getByTestId("toast");
    await toast.waitFor();
    expect(await toast.getAttribute("data-variant")).toBe("success");
    expect(await toast.textContent()).toContain("Message Sent!");
    // The confirmation takes the form's place and the focus (decision 0068). The toast, announced by
    // its live region, stays just before it: one Shift+Tab reaches its close button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("enquiry-sent-heading");
    const close = await tab(page, "Shift+Tab");
    expect(close.name).toBe("Close notification");
    await page.keyboard.press("Enter");
    await toast.waitFor({ state: "detached" });
    // Focus goes back to where the visitor came from, not to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("enquiry-sent-heading");
    await page.context().close();
  });

  it("keeps a toast while the pointer is over it or focus is in it, then lets it go after the rest of its 5 s", async () => {
    const page = await open("/contact", DESKTOP);
    // From here the page's time moves only when the test moves it. Left running, it went on while
    // Playwright reached for the toast (over 100 ms on a busy machine), and the margins below are 100 ms.
    await pauseClock(page);
    const send = async () => {
      // After a send the confirmation takes the form's place (decision 0068): ask for the form again.
      const another = page.getByTestId("send-another");
      if (await another.count()) await another.click();
      await page.fill("#contact-name", "Toast Reader");
      await page.fill("#contact-email", "reader@example.in");
      await page.locator("#contact-service").selectOption("SEO Optimization");
      await page.fill("#contact-message", "Reading the toast slowly.");
      await page.getByRole("button", { name: "Send Message" }).click();
      const toast = page.getByTestId("toast");
      await toast.waitFor();
      return toast;
    };

    // Hover: the toast waits, and after the pointer leaves it has what was left of its time.
    let toast = await send();
    await page.clock.runFor(4_000);
    await toast.hover();
    await page.clock.runFor(20_000);
    expect(await toast.getAttribute("data-paused")).toBe("true");
    await page.mouse.move(5, 700);
    await page.clock.runFor(800);
    expect(await toast.count()).toBe(1);
    await page.clock.runFor(300);
    await toast.waitFor({ state: "detached" });

    // Focus on its close button: the same.
    toast = await send();
    await toast.getByRole("button", { name: "Close notification" }).focus();
    await page.clock.runFor(20_000);
    expect(await toast.count()).toBe(1);
    await page.getByTestId("send-another").focus();
    await page.clock.runFor(4_900);
    expect(await toast.count()).toBe(1);
    await page.clock.runFor(200);
    await toast.waitFor({ state: "detached" });
    await page.context().close();
  });
});
