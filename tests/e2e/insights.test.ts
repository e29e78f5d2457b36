/**
 * Issue 29, the owner's dashboard in Chromium on a 390 px phone: a few visits and enquiries
 * stored, the owner signed in; the cards show the numbers, Instagram's enquiries open the inbox
 * filtered by Instagram and the period, a script in a campaign reads as text, the chart's numbers
 * are in a table, axe finds no WCAG 2.2 AA violation, and the period switch works without
 * JavaScript. Needs a build.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, PHONE, watchErrors } from "../../scripts/lib/chromium";
import { insertEvents, type RawEvent } from "../../scripts/lib/analytics-events";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";
import { newEnquiry } from "../support/stores";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const tempDir = mkdtempSync(path.join(tmpdir(), "insights-e2e-"));
const dbFile = path.join(tempDir, "enquiries.db");
const NOW = Date.now();
const DAY = 86_400_000;
const CAMPAIGN = "<script>window.hacked=1</script>diwali";

let site: RunningSite;
let store: EnquiryStore;
let browser: Browser;
let cookie: string;

/** One visit: a page view, then the lead it ends in (if any), all with the same attribution. */
function visit(visitor: string, at: number, attribution: Partial<RawEvent>, lead?: RawEvent["name"], enquiryId?: number): RawEvent[] {
  const base = { occurredAt: at, path: "/services", device: "mobile", visitor, landingPath: "/services", ...attribution } as const;
  return [{ ...base, name: "pageview" }, ...(lead ? [{ ...base, occurredAt: at + 30_000, name: lead, enquiryId }] : [])];
}

beforeAll(async () => {
  store = new EnquiryStore(new SqliteDatabase(dbFile));
  await store.migrate();
  await ownerAuth(store).owners.add(OWNER_EMAIL);
  const [first, second] = [await store.addEnquiry(newEnquiry({ name: "Meena" })), await store.addEnquiry(newEnquiry({ name: "Ravi" }))];
  const instagram = { source: "instagram", utmSource: "ig", utmCampaign: CAMPAIGN } as const;
  await insertEvents(store.sql, [
    ...visit("a", NOW - 3 * DAY, instagram, "enquiry", first.id),
    ...visit("b", NOW - 2 * DAY, instagram, "whatsapp"),
    ...visit("c", NOW - 2 * DAY, { source: "google" }, "call"),
    ...visit("d", NOW - 60_000, { source: "instagram", path: "/ta/contact" }, "enquiry", second.id),
    ...visit("e", NOW - 30_000, { source: "direct" }),
  ]);
  site = await startSite({ env: { DATABASE_URL: `sqlite:${dbFile}` } });
  cookie = await signedInCookie(site, store);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await store?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

/** The number on the card with this label. */
function cardValue(page: Page, label: string) {
  return page.locator("main li").filter({ has: page.getByText(label, { exact: true }) }).locator("span").nth(1);
}

async function signedInContext(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, ...options });
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name: name!, value: value!, url: site.url }]);
  return context;
}

describe("the owner's dashboard on a phone", { timeout: 90_000 }, () => {
  it("shows the last 30 days' cards, and Instagram's enquiries open the inbox filtered by Instagram", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site.url}/admin`);
    await page.getByRole("link", { name: "Insights" }).click();
    await page.waitForURL(`${site.url}/admin/insights`);
    const card = (label: string) => cardValue(page, label);
    expect(await card("Visitors").innerText()).toBe("5");
    expect(await card("Leads").innerText()).toBe("4");
    expect(await card("Enquiries").innerText()).toBe("2");
    expect(await card("Lead rate").innerText()).toBe("80%");
    expect(await page.getByRole("status").innerText()).toContain("2 visitors right now");

    const sources = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Source" }) });
    const instagram = sources.getByRole("row", { name: /Instagram/ });
    expect(await instagram.getByRole("cell").allInnerTexts()).toEqual(["3", "3", expect.stringMatching(/^2/)]);
    await instagram.getByRole("link").click();
    await page.waitForURL(`${site.url}/admin?status=all&source=instagram&period=30d`);
    // The URL changes before the inbox has rendered (a client-side navigation): wait for its heading.
    await page.getByRole("heading", { level: 1, name: "Enquiries" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a script in a campaign as text, has the chart's numbers in a table, and no axe violation", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/admin/insights?period=7d`);
    const campaigns = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Campaign" }) });
    expect(await campaigns.getByRole("rowheader").first().innerText()).toBe(CAMPAIGN);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.getByRole("img", { name: /^Visitors per day/ }).count()).toBe(1);
    await page.getByText("Show the numbers as a table").click();
    const days = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Day" }) });
    expect(await days.getByRole("row").count()).toBe(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    await context.close();
  });

  it("switches the period without JavaScript", async () => {
    const context = await signedInContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/admin/insights`);
    await page.getByRole("link", { name: "Today" }).click();
    await page.waitForURL(`${site.url}/admin/insights?period=today`);
    expect(await page.getByRole("link", { name: "Today" }).getAttribute("aria-current")).toBe("page");
    expect(await cardValue(page, "Visitors").innerText()).toBe("2");
    await context.close();
  });
});
