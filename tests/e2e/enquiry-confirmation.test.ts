/**
 * Issue 31, items 1, 2 and 6 in a real Chromium against the built site (decision 0068):
 * - an enquiry kept offline on /contact is sent from whichever page opens next, once, in the
 *   language it was written in, and the visitor is told on that page;
 * - after a send the form's place is taken by a confirmation that stays, with or without
 *   JavaScript, and says when a kept enquiry was sent;
 * - the splash shows once a visit: not on the answer to a post, nor on a page reached from another.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquirySentEn } from "../../app/content/en/contact";
import { enquirySentTa } from "../../app/content/ta/contact";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { DESKTOP, PHONE } from "../../scripts/lib/chromium";
import { useSite } from "../support/fixtures";

const fixture = useSite({ sqlite: true, browser: true, env: { TRUST_PROXY: "1" } });
let store: EnquiryStore;
let client = 10;

beforeAll(() => {
  store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
});
afterAll(async () => {
  await store?.close();
});

/** A context of its own client (the rate limit counts per client). */
function newContext({ javaScript = true, phone = false } = {}): Promise<BrowserContext> {
  return fixture.browser.newContext({
    ...(phone ? PHONE : DESKTOP),
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${client++}` },
  });
}

const hydrated = (page: Page) => page.waitForFunction(() => Object.keys(document.querySelector("form")!).some((key) => key.startsWith("__react")));

async function openContact(context: BrowserContext, path = "/contact"): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${fixture.site.url}${path}`);
  await hydrated(page);
  await page.getByTestId("splash").waitFor({ state: "hidden" });
  return page;
}

async function fillValid(page: Page, name: string) {
  await page.locator("#contact-name").fill(name);
  await page.locator("#contact-email").fill(`${name.toLowerCase().replace(/\W+/g, ".")}@example.in`);
  await page.locator("#contact-message").fill(`${name}: posters for our sweet shop.`);
  await page.locator("#contact-service").selectOption("Poster Designs");
}

/** The splash as the server sent it in a page (app/shared/splash.ts). */
function splashIn(html: string): "shown" | "hidden" | "none" {
  if (html.includes('<div id="splash" hidden=""')) return "hidden";
  return html.includes('<div id="splash"') ? "shown" : "none";
}

const stored = async (name: string) => (await store.listEnquiries()).filter((enquiry) => enquiry.name === name);

/** Offline on `path`, Send, then the tab is closed and the connection comes back. */
async function queueAndClose(context: BrowserContext, path: string, name: string) {
  const page = await openContact(context, path);
  await fillValid(page, name);
  await context.setOffline(true);
  await page.locator("form[aria-labelledby=enquiry-heading] button[type=submit]").click();
  await page.getByTestId("contact-saved").waitFor();
  await page.close();
  await context.setOffline(false);
  expect(await stored(name)).toEqual([]);
}

describe("an enquiry kept on the device", () => {
  it("is sent from the next page opened, /about, once, and the visitor is told there until they close the note", async () => {
    const context = await newContext();
    await queueAndClose(context, "/contact", "Any Page");
    const about = await context.newPage();
    await about.goto(`${fixture.site.url}/about`);
    const note = about.getByTestId("enquiry-arrived");
    await note.waitFor();
    expect(await note.textContent()).toContain(enquirySentEn.heading);
    expect(await note.textContent()).toMatch(/You wrote it at .+ IST without a connection, and it reached us at .+ IST\./);
    expect(await stored("Any Page")).toHaveLength(1);
    expect((await stored("Any Page"))[0]!.language).toBe("en");
    expect(await about.evaluate(() => localStorage.getItem("enquiry-outbox"))).toBeNull();
    // It stays (no timer takes it away), and nothing is sent again.
    await about.waitForTimeout(6_000);
    expect(await note.isVisible()).toBe(true);
    expect(await stored("Any Page")).toHaveLength(1);
    await note.getByRole("button", { name: "Close notification" }).click();
    expect(await note.count()).toBe(0);
    // A later page has nothing to send: the sender's code is not even fetched.
    const requests: string[] = [];
    const home = await context.newPage();
    home.on("request", (request) => requests.push(request.url()));
    await home.goto(`${fixture.site.url}/services`);
    await home.waitForLoadState("networkidle");
    expect(requests.filter((url) => url.includes("outbox-resender"))).toEqual([]);
    expect(await stored("Any Page")).toHaveLength(1);
    await context.close();
  });

  it("written on /ta/contact is sent as Tamil and stored with language ta, from an English page", async () => {
    const context = await newContext();
    await queueAndClose(context, "/ta/contact", "Tamil Queue");
    const about = await context.newPage();
    // The English page sends it; the enquiry keeps the language it was written in.
    await about.goto(`${fixture.site.url}/about`);
    await about.getByTestId("enquiry-arrived").waitFor();
    const [enquiry] = await stored("Tamil Queue");
    expect(enquiry).toMatchObject({ language: "ta", service: "Poster Designs" });
    await context.close();
  });

  it("sent while the contact page is open shows the confirmation, with when it was written and sent, in Tamil", async () => {
    const context = await newContext();
    const page = await openContact(context, "/ta/contact");
    await fillValid(page, "Tamil Back Online");
    await context.setOffline(true);
    await page.locator("form[aria-labelledby=enquiry-heading] button[type=submit]").click();
    await page.getByTestId("contact-saved").waitFor();
    await context.setOffline(false);
    const confirmation = page.getByTestId("enquiry-sent");
    await confirmation.waitFor();
    expect(await confirmation.getByRole("heading").textContent()).toBe(enquirySentTa.heading);
    const when = await page.getByTestId("enquiry-sent-when").textContent();
    // Day, Tamil month, part of the day and the time, as the inbox writes them: no Latin 'PM' or 'IST' (review 2, N48).
    expect(when).toMatch(/^இணைய இணைப்பு இல்லாதபோது எழுதியது: \d{1,2} \S+, \S+ \d{1,2}:\d\d\. எங்களுக்கு வந்து சேர்ந்தது: \d{1,2} \S+, \S+ \d{1,2}:\d\d \(இந்திய நேரம்\)\.$/);
    expect(when).not.toMatch(/[A-Za-z]/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("enquiry-sent-heading");
    expect((await stored("Tamil Back Online"))[0]).toMatchObject({ language: "ta" });
    await context.close();
  });
});

describe("the confirmation after a send", () => {
  it("takes the form's place and is still there 30 s later; 'Send another enquiry' brings back an empty form", async () => {
    const context = await newContext({ phone: true });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${fixture.site.url}/contact`);
    await hydrated(page);
    await page.clock.runFor(3_100);
    await page.getByTestId("splash").waitFor({ state: "detached" });
    await fillValid(page, "Stays Put");
    await page.locator("form[aria-labelledby=enquiry-heading] button[type=submit]").click();
    const confirmation = page.getByTestId("enquiry-sent");
    await confirmation.waitFor();
    expect(await page.locator("form[aria-labelledby=enquiry-heading]").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("enquiry-sent-heading");
    const text = (await confirmation.textContent()) ?? "";
    for (const words of [enquirySentEn.heading, enquirySentEn.text, enquirySentEn.urgent]) expect(text).toContain(words);
    expect(await confirmation.getByRole("link", { name: enquirySentEn.whatsapp }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(await confirmation.getByRole("link", { name: enquirySentEn.call }).getAttribute("href")).toMatch(/^tel:\+91\d{10}$/);
    expect(await page.getByTestId("enquiry-sent-when").count()).toBe(0);

    // The spec's toast goes after 5 s; the confirmation does not.
    await page.clock.runFor(30_000);
    await page.getByTestId("toast").waitFor({ state: "detached" });
    expect(await confirmation.isVisible()).toBe(true);
    expect(await stored("Stays Put")).toHaveLength(1);

    await confirmation.getByRole("link", { name: enquirySentEn.another }).click();
    await page.locator("#contact-name").waitFor();
    for (const field of ["name", "email", "phone", "businessName", "service", "message"]) {
      expect(await page.locator(`#contact-${field}`).inputValue()).toBe("");
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    expect(page.url()).toBe(`${fixture.site.url}/contact`);
    await context.close();
  });

  it("without JavaScript: the answer page shows it, focused, with no splash; its link opens an empty form, and the splash does not come back", async () => {
    const context = await newContext({ javaScript: false });
    const page = await context.newPage();
    const first = await page.goto(`${fixture.site.url}/contact`);
    // The visit's first page: the splash shows (by its CSS for 3 s, however slow this machine is).
    expect(splashIn(await first!.text())).toBe("shown");
    await page.getByTestId("splash").waitFor({ state: "hidden" });
    await fillValid(page, "No Script Confirmed");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.locator("form[aria-labelledby=enquiry-heading] button[type=submit]").click();
    const confirmation = page.getByTestId("enquiry-sent");
    await confirmation.waitFor();
    // The answer to the post: no splash in the way, at once.
    expect(splashIn(await (await answer).text())).toBe("hidden");
    expect(await page.getByTestId("splash").isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("enquiry-sent-heading");
    expect(await page.locator("form[aria-labelledby=enquiry-heading]").count()).toBe(0);
    expect(await confirmation.textContent()).toContain(enquirySentEn.text);
    expect(await stored("No Script Confirmed")).toHaveLength(1);

    const emptyForm = page.waitForResponse(`${fixture.site.url}/contact`);
    await confirmation.getByRole("link", { name: enquirySentEn.another }).click();
    // Another page of the visit: no splash either.
    expect(splashIn(await (await emptyForm).text())).toBe("hidden");
    await page.waitForURL(`${fixture.site.url}/contact`);
    expect(await page.locator("#contact-name").inputValue()).toBe("");
    expect(await page.getByTestId("splash").isVisible()).toBe(false);
    const about = page.waitForResponse(`${fixture.site.url}/about`);
    await page.getByRole("link", { name: "About" }).first().click();
    expect(splashIn(await (await about).text())).toBe("hidden");
    await page.waitForURL(`${fixture.site.url}/about`);
    expect(await page.getByTestId("splash").isVisible()).toBe(false);
    await context.close();
  });

  it("a Tamil page reached from another of the site's shows no splash, with JavaScript too", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const first = await page.goto(`${fixture.site.url}/ta`);
    expect(splashIn(await first!.text())).toBe("shown");
    const next = page.waitForResponse(`${fixture.site.url}/ta/services`);
    // A full page load that the page itself starts, as a plain link or a new tab from it does.
    await page.evaluate(() => location.assign("/ta/services"));
    expect(splashIn(await (await next).text())).toBe("hidden");
    await page.waitForURL(`${fixture.site.url}/ta/services`);
    expect(await page.getByTestId("splash").isVisible()).toBe(false);
    await context.close();
  });
});
