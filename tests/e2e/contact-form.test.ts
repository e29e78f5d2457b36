/**
 * The contact form as a phone shows it (issue 31, decision 0069): nothing floating covers a
 * field or the Send button at any scroll position, every field error is the site's own in the
 * page's language (with JavaScript and without), the first invalid field comes into view below
 * the fixed header, and lengths count letters as a Tamil reader does, in the browser and on the server.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationTa } from "../../app/content/ta/contact";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { builtWith, useSite } from "../support/fixtures";

const fixture = useSite({ sqlite: true, browser: true, env: { CONTACT_RATE_LIMIT: "50" } });
let store: EnquiryStore;
beforeAll(() => {
  store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
});
afterAll(async () => {
  await store?.close();
});

const hasLiveChat = Boolean(builtWith().LIVE_CHAT_SCRIPT_URL);
const FORM = "form[aria-labelledby=enquiry-heading]";
/** The form's card: its heading, its note and the form. */
const CARD = "main div[data-keep-corner-clear]";

function phone(width: number): BrowserContextOptions {
  return { viewport: { width, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
}

async function open(path: string, options: BrowserContextOptions, { javaScript = true } = {}) {
  const context = await fixture.browser.newContext({ ...options, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  await page.goto(`${fixture.site.url}${path}`);
  if (javaScript) await page.waitForFunction((form) => Object.keys(document.querySelector(form)!).some((key) => key.startsWith("__react")), FORM);
  await page.getByTestId("splash").waitFor({ state: "hidden" });
  return { page, context };
}

/** Two frames: the corner's check runs in the first frame after a scroll. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Each visible part of the floating corner that overlaps a control of the form (or what replaced it), at this scroll position. */
function overlapsNow(page: Page, container = FORM) {
  return page.evaluate((form) => {
    const seen = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility === "visible" && Number(style.opacity) > 0 && box.width > 0 && box.height > 0;
    };
    const parts = [
      ...document.querySelectorAll('#whatsapp a[href^="https://wa.me/"]'),
      ...document.querySelectorAll("[data-testid=whatsapp-hint]"),
      ...document.querySelectorAll("iframe#live-chat"),
    ].filter(seen);
    const controls = [...document.querySelector(form)!.querySelectorAll("input:not([type=hidden]), select, textarea, button, a, label, p, h2, h3")];
    const hits: string[] = [];
    for (const part of parts) {
      const a = part.getBoundingClientRect();
      for (const control of controls) {
        const b = control.getBoundingClientRect();
        if (a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top) {
          hits.push(`${part.tagName.toLowerCase()}${part.id ? `#${part.id}` : ""} over ${control.id || control.textContent} at ${Math.round(scrollY)}`);
        }
      }
    }
    return { hits, shown: parts.length };
  }, container);
}

/** The overlaps seen while the page is scrolled from top to bottom in 60 px steps, and whether the corner showed at all. */
async function overlapsWhileScrolling(page: Page, container = FORM) {
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  const hits: string[] = [];
  let shownSomewhere = false;
  for (let y = 0; ; y = Math.min(y + 60, bottom)) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await settled(page);
    const now = await overlapsNow(page, container);
    hits.push(...now.hits);
    shownSomewhere ||= now.shown > 0;
    if (y === bottom) break;
  }
  return { hits, shownSomewhere };
}

describe("nothing floating covers the form", () => {
  for (const width of [320, 360, 390]) {
    for (const path of ["/contact", "/ta/contact"]) {
      it(`at ${width} px on ${path}, at every scroll position`, async () => {
        // Reduced motion: the corner's 150 ms fade is over by the next frame, so each step is measured settled.
        const { page, context } = await open(path, { ...phone(width), reducedMotion: "reduce" });
        if (hasLiveChat) await page.locator("iframe#live-chat").waitFor({ state: "attached" });
        // Past the hint's delay: a page with a form shows none.
        await page.waitForTimeout(2_300);
        expect(await page.getByTestId("whatsapp-hint").count()).toBe(0);

        const { hits, shownSomewhere } = await overlapsWhileScrolling(page, CARD);
        expect(hits).toEqual([]);
        // The corner steps aside, it does not leave: where no form is under it, it is there.
        expect(shownSomewhere).toBe(true);
        await context.close();
      });
    }
  }

  it("nor the confirmation that takes the form's place: its WhatsApp, Call and 'Send another enquiry' links, at 390 px", async () => {
    const { page, context } = await open("/ta/contact", { ...phone(390), reducedMotion: "reduce" });
    await page.locator("#contact-name").fill("முருகன்");
    await page.locator("#contact-email").fill("corner.confirmation@example.in");
    await page.locator("#contact-service").selectOption("Meta Ads");
    await page.locator("#contact-message").fill("விளம்பரம் பற்றிப் பேச வேண்டும்.");
    await page.locator(`${FORM} button[type=submit]`).click();
    await page.getByTestId("enquiry-sent").waitFor({ timeout: 15_000 });
    const { hits } = await overlapsWhileScrolling(page, "[data-testid=enquiry-sent]");
    expect(hits).toEqual([]);
    await context.close();
  });

  it("the hint fits on one line beside the button on a 320 px phone, in both languages", async () => {
    for (const path of ["/about", "/ta/about"]) {
      const context = await fixture.browser.newContext(phone(320));
      const page = await context.newPage();
      await page.goto(`${fixture.site.url}${path}`);
      const hint = page.getByTestId("whatsapp-hint");
      await hint.waitFor({ timeout: 10_000 });
      const { lines, left } = await hint.evaluate((element) => {
        const text = element.querySelector("span")!;
        return {
          lines: Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight)),
          left: element.getBoundingClientRect().left,
        };
      });
      expect({ path, lines }).toEqual({ path, lines: 1 });
      expect(left).toBeGreaterThanOrEqual(0);
      await context.close();
    }
  });
});

/** Each field's error as the page shows it. */
function errorTexts(page: Page) {
  return page.locator(FORM).evaluate((form) =>
    Object.fromEntries([...form.querySelectorAll("[id$=-error]")].map((error) => [error.id.replace(/^contact-|-error$/g, ""), error.textContent])),
  );
}

/** Where a field (by default the focused one) and its label are, against the bottom of the fixed header. */
function fieldPlace(page: Page, id?: string) {
  return page.evaluate((id) => {
    const field = id ? document.getElementById(id)! : document.activeElement!;
    const label = document.querySelector(`label[for="${field.id}"]`)!;
    return {
      id: field.id,
      headerBottom: document.querySelector("header")!.getBoundingClientRect().bottom,
      labelTop: label.getBoundingClientRect().top,
      fieldBottom: field.getBoundingClientRect().bottom,
    };
  }, id);
}

const TAMIL_EMPTY_FORM_ERRORS = {
  name: validationTa.name.missing,
  email: validationTa.email.missing,
  service: validationTa.service.missing,
  message: validationTa.message.missing,
};

describe("field errors in the page's language", () => {
  it("with JavaScript: the Tamil messages, no browser bubble, the first invalid field focused in view below the header", async () => {
    const { page, context } = await open("/ta/contact", phone(390));
    // The browser's own check fires `invalid` on each control it stops at (and shows its bubble).
    await page.locator(FORM).evaluate((form) => {
      (window as unknown as { invalidEvents: number }).invalidEvents = 0;
      form.addEventListener("invalid", () => (window as unknown as { invalidEvents: number }).invalidEvents++, true);
    });
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    // Sent from the bottom of the form, the first field far above, behind the header.
    await page.locator(`${FORM} button[type=submit]`).click();
    await page.locator("#contact-name-error").waitFor({ timeout: 10_000 });
    expect(await errorTexts(page)).toEqual(TAMIL_EMPTY_FORM_ERRORS);
    expect(await page.evaluate(() => (window as unknown as { invalidEvents: number }).invalidEvents)).toBe(0);
    const place = await fieldPlace(page);
    expect(place.id).toBe("contact-name");
    expect(place.labelTop).toBeGreaterThanOrEqual(place.headerBottom);
    expect(place.fieldBottom).toBeLessThanOrEqual(640);
    // The summary's link to the field brings it, and its label, to the top: below the header.
    await page.getByTestId("contact-error-summary").getByRole("link", { name: validationTa.name.missing }).click();
    await page.waitForFunction(() => location.hash === "#contact-name");
    const linked = await fieldPlace(page, "contact-name");
    expect(linked.labelTop).toBeGreaterThanOrEqual(linked.headerBottom);
    expect(posted).toBe(false);
    await context.close();
  });

  it("without JavaScript: the server answers with the same Tamil messages, the first invalid field focused below the header", async () => {
    const { page, context } = await open("/ta/contact", phone(390), { javaScript: false });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.locator(`${FORM} button[type=submit]`).click(),
    ]);
    // The server's answer, not the browser's bubble: the form posts with its fields empty.
    expect(response.status()).toBe(400);
    await page.locator("#contact-name-error").waitFor({ timeout: 10_000 });
    expect(await errorTexts(page)).toEqual(TAMIL_EMPTY_FORM_ERRORS);
    const place = await fieldPlace(page);
    expect(place.id).toBe("contact-name");
    expect(place.labelTop).toBeGreaterThanOrEqual(place.headerBottom);
    await context.close();
  });
});

describe("after an empty send on a 320 px phone (issue 37)", () => {
  for (const path of ["/contact", "/ta/contact"]) {
    it(`${path}: the whole error summary is in view below the fixed header, the first field focused and in view too`, async () => {
      const { page, context } = await open(path, phone(320));
      await page.locator(`${FORM} button[type=submit]`).click();
      const summary = page.getByTestId("contact-error-summary");
      await summary.waitFor({ timeout: 10_000 });
      await settled(page);
      const place = await page.evaluate(() => {
        const box = document.querySelector("[data-testid=contact-error-summary]")!.getBoundingClientRect();
        return { headerBottom: document.querySelector("header")!.getBoundingClientRect().bottom, top: box.top, bottom: box.bottom, screen: innerHeight };
      });
      expect(place.top, "the summary's top").toBeGreaterThanOrEqual(place.headerBottom);
      expect(place.bottom, "the summary's bottom").toBeLessThanOrEqual(place.screen);
      const field = await fieldPlace(page);
      expect(field.id).toBe("contact-name");
      expect(field.fieldBottom).toBeLessThanOrEqual(place.screen);
      await context.close();
    });
  }
});

describe("lengths in letters, as a Tamil reader counts them", () => {
  const TAMIL_100 = "முருகன்".repeat(25); // 100 letters, 175 UTF-16 units
  // 5,000 letters in 8,571 units; URL-encoded some 71 KB, over the 64 KiB a post may be.
  const TAMIL_5000 = `${"கொடைக்கானல் ".repeat(714)}மது`;
  const storedBy = async (email: string) => (await store.listEnquiries()).filter((enquiry) => enquiry.email === email);

  it("in the browser: a 101-letter name is refused in Tamil and kept whole; 100 letters and a 5,000-letter message are sent", async () => {
    const { page, context } = await open("/ta/contact", phone(390));
    await page.locator("#contact-name").fill(`${TAMIL_100}க`);
    await page.locator("#contact-email").fill("murugan.browser@example.in");
    await page.locator("#contact-service").selectOption("Website Development");
    await page.locator("#contact-message").fill(TAMIL_5000);
    // Not cut by the input: the visitor sees what they wrote and the form's own message.
    expect(await page.locator("#contact-name").inputValue()).toBe(`${TAMIL_100}க`);
    expect(await page.locator("#contact-message").inputValue()).toBe(TAMIL_5000);
    await page.locator(`${FORM} button[type=submit]`).click();
    await page.locator("#contact-name-error").waitFor({ timeout: 10_000 });
    expect(await errorTexts(page)).toEqual({ name: validationTa.name.tooLong(100) });

    await page.locator("#contact-name").fill(TAMIL_100);
    await page.locator(`${FORM} button[type=submit]`).click();
    await expect.poll(() => storedBy("murugan.browser@example.in"), { timeout: 15_000 }).toHaveLength(1);
    const [stored] = await storedBy("murugan.browser@example.in");
    expect(stored).toMatchObject({ name: TAMIL_100, message: TAMIL_5000, language: "ta" });
    await context.close();
  });

  it("by a direct post, multipart or URL-encoded: 100 letters are stored, 101 refused with the Tamil message and nothing stored", async () => {
    const fields = (name: string, email: string) => ({ name, email, service: "Meta Ads", message: "விளம்பரம் பற்றிப் பேச வேண்டும்." });
    const post = (body: FormData | URLSearchParams) =>
      fetch(`${fixture.site.url}/ta/contact`, { method: "POST", headers: { Origin: fixture.site.url }, body });
    const multipart = (values: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.set(key, value);
      return form;
    };
    const tooLong = validationTa.name.tooLong(100);

    for (const [encoding, encode] of [
      ["multipart", multipart],
      ["urlencoded", (values: Record<string, string>) => new URLSearchParams(values)],
    ] as const) {
      const refused = await post(encode(fields(`${TAMIL_100}க`, `refused.${encoding}@example.in`)));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(tooLong);
      expect(await storedBy(`refused.${encoding}@example.in`)).toEqual([]);

      const accepted = await post(encode(fields(TAMIL_100, `accepted.${encoding}@example.in`)));
      expect(accepted.status).toBe(200);
      expect(await storedBy(`accepted.${encoding}@example.in`)).toMatchObject([{ name: TAMIL_100, language: "ta" }]);
    }
  });
});
