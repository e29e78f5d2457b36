/**
 * Issue 30's day, in a real Chromium on a 390 px phone: an owner whose browser asks for English
 * signs in by link, switches the inbox to Tamil at /admin/settings, opens a Tamil enquiry from
 * the New list and finds the WhatsApp reply written in Tamil; comes back from WhatsApp to a
 * one-tap 'Mark as replied'; goes to the next enquiry of the same list; goes back to the inbox
 * with the filter kept; and archives two enquiries at once. Needs a build.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, watchErrors } from "../../scripts/lib/chromium";
import { newLinkPath } from "../support/owner";
import { ownerSiteInBrowser } from "../support/owner-site";
import { newEnquiry } from "../support/stores";

const fixture = ownerSiteInBrowser("owner-day-tamil");
const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/;
const MINUTE = 60_000;

let context: BrowserContext;
let page: Page;
let errors: string[];
const ids: Record<"tamil" | "older" | "oldest" | "read", number> = { tamil: 0, older: 0, oldest: 0, read: 0 };

beforeAll(async () => {
  const { store, browser } = fixture;
  const now = Date.now();
  // Newest first in the list: Tamil enquiry, then two older New ones; one already Read (not in ?status=new).
  ids.read = (await store.addEnquiry(newEnquiry({ name: "Read Already", createdAt: new Date(now - 1 * MINUTE) }))).id;
  ids.tamil = (
    await store.addEnquiry(
      newEnquiry({ name: "செல்வி கணேசன்", email: "selvi@example.in", phone: "98765 43210", businessName: "செல்வி சில்க்ஸ்", service: "Meta Ads", language: "ta", message: "தீபாவளிக்கு விளம்பரம் வேண்டும்.", createdAt: new Date(now - 5 * MINUTE) }),
    )
  ).id;
  ids.older = (await store.addEnquiry(newEnquiry({ name: "Anbu Older", createdAt: new Date(now - 30 * MINUTE) }))).id;
  ids.oldest = (await store.addEnquiry(newEnquiry({ name: "Bala Oldest", createdAt: new Date(now - 90 * MINUTE) }))).id;
  await store.sql.query("UPDATE enquiries SET status = 'read' WHERE id = ?", [ids.read]);

  context = await browser.newContext({ ...PHONE, locale: "en-IN", extraHTTPHeaders: { "Accept-Language": "en-IN,en;q=0.9" } });
  page = await context.newPage();
  errors = watchErrors(page);
}, 60_000);

afterAll(async () => {
  await context?.close();
});

async function statusOf(id: number): Promise<string> {
  const [row] = await fixture.store.sql.query("SELECT status FROM enquiries WHERE id = ?", [id]);
  return String(row?.status);
}

describe("the owner's day in Tamil on a phone", { timeout: 120_000 }, () => {
  it("signs in by link and finds the inbox in the browser's language, English", async () => {
    await page.goto(`${fixture.site.url}${await newLinkPath(fixture.store)}`);
    await page.getByRole("button").first().click();
    await page.waitForURL(`${fixture.site.url}/admin`);
    expect(await page.getAttribute("html", "lang")).toBe("en");
  });

  it("switches the inbox to Tamil at /admin/settings", async () => {
    await page.goto(`${fixture.site.url}/admin/settings`);
    await page.check('input[name="language"][value="ta"]');
    await page.locator('form:has(input[name="language"]) button[type="submit"]').click();
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("ta");
    await page.goto(`${fixture.site.url}/admin?status=new`);
    expect(await page.getAttribute("html", "lang")).toBe("ta");
  });

  it("opens the Tamil enquiry from the New list, and its WhatsApp reply is written in Tamil", async () => {
    await page.locator(`a[href*="/admin/enquiries/${ids.tamil}"]`).first().click();
    await page.waitForURL(new RegExp(`/admin/enquiries/${ids.tamil}\\?status=new`));
    const whatsapp = page.locator('a[data-reply-link="whatsapp"]');
    const href = (await whatsapp.getAttribute("href")) ?? "";
    const text = new URL(href).searchParams.get("text") ?? "";
    expect(text).toMatch(TAMIL_SCRIPT);
    expect(text).toContain("செல்வி");
    // The button speaks the owner's language too: the page's own words are Tamil.
    expect(await page.locator("main").innerText()).toMatch(TAMIL_SCRIPT);
  });

  it("coming back from WhatsApp, one tap marks it replied", async () => {
    const [whatsappTab] = await Promise.all([context.waitForEvent("page"), page.locator('a[data-reply-link="whatsapp"]').click()]);
    await whatsappTab.close();
    await page.bringToFront();
    const prompt = page.getByTestId("replied-prompt");
    await prompt.waitFor({ state: "visible" });
    await prompt.getByRole("button").first().click();
    await expect.poll(() => statusOf(ids.tamil)).toBe("replied");
  });

  it("'Next' opens the next enquiry of the same list, and 'Back to the inbox' keeps the filter", async () => {
    await page.getByTestId("enquiry-next").click();
    await page.waitForURL(new RegExp(`/admin/enquiries/${ids.older}\\?status=new`));
    await page.getByTestId("back-to-inbox").click();
    await page.waitForURL(`${fixture.site.url}/admin?status=new`);
  });

  it("archives two enquiries in one go", async () => {
    await fixture.store.sql.query("UPDATE enquiries SET status = 'new' WHERE id IN (?, ?)", [ids.older, ids.oldest]);
    await page.reload();
    const form = page.getByTestId("bulk-form");
    await form.locator(`input[type="checkbox"][name="id"][value="${ids.older}"]`).check();
    await form.locator(`input[type="checkbox"][name="id"][value="${ids.oldest}"]`).check();
    await form.locator('button[name="bulk"][value="archived"]').click();
    await expect.poll(async () => [await statusOf(ids.older), await statusOf(ids.oldest)]).toEqual(["archived", "archived"]);
    await expect.poll(() => page.locator('[role="status"]').allInnerTexts().then((texts) => texts.join(" "))).toMatch(TAMIL_SCRIPT);
    expect(await statusOf(ids.read)).toBe("read");
    expect(errors).toEqual([]);
  });
});
