/**
 * The site's own counting in a real Chromium, with the real beacon and the real /api/events
 * (issue 29; docs/decisions/0064, 0065): a visit from an Instagram campaign that navigates,
 * taps WhatsApp and sends the form is counted and attributed in the events and on the enquiry,
 * on SQLite and on PostgreSQL; a bot is not counted; the public pages set no cookie and keep
 * nothing in localStorage; a tap never waits for the beacon, and a blocked beacon is silent.
 * The owner's dashboard reading these rows is tested with it (i29dash). Needs a build.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresDatabase } from "../../server/db/postgres";
import type { Database } from "../../server/db/sql";
import { SqliteDatabase } from "../../server/db/sqlite";
import { DESKTOP, launchBrowser, PHONE } from "../../scripts/lib/chromium";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { ANALYTICS_OFF_ATTRIBUTE, ATTRIBUTION_STORAGE_KEY, EVENTS_PATH } from "../../app/shared/analytics";
import { contactEn } from "../../app/content/en/contact";
import { contactTa } from "../../app/content/ta/contact";
import { EnquiryStore } from "../../server/enquiries/store";
import { scratchDatabases } from "../support/databases";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";
import { until } from "../support/wait";

const { sqliteFile, postgres } = await scratchDatabases();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const backends = [
  { name: "SQLite", url: () => `sqlite:${sqliteFile()}`, open: (url: string): Database => new SqliteDatabase(url.slice("sqlite:".length)) },
  {
    name: "PostgreSQL",
    skip: "skipped" in postgres ? postgres.skipped : undefined,
    url: () => ("url" in postgres ? postgres.url : ""),
    open: (url: string): Database => new PostgresDatabase(url),
  },
];

type EventRow = { name: string; path: string; source: string | null; utm_source: string | null; utm_campaign: string | null; landing_path: string | null; target: string | null };

/** A person's browsers: headless Chromium says "HeadlessChrome", which isbot rightly counts as a bot. */
const PERSON = {
  desktop: { ...DESKTOP, userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" },
  phone: { ...PHONE, userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36" },
  mac: { ...DESKTOP, userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" },
};

type Tab = { context: BrowserContext; page: Page; pageErrors: string[]; beaconsSent: () => number };

/**
 * A new browser tab of its own (its own sessionStorage), hydrated on `path`, the splash gone;
 * with the uncaught errors of its page and how many events its beacon has sent.
 */
async function openTab(site: RunningSite, path: string, options: BrowserContextOptions = PERSON.desktop): Promise<Tab> {
  const context = await browser.newContext(options);
  let beacons = 0;
  context.on("request", (request) => {
    if (new URL(request.url()).pathname === EVENTS_PATH) beacons++;
  });
  // No network here: the WhatsApp and Instagram pages a tap opens are answered locally.
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com|www\.instagram\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>elsewhere</title>" }),
  );
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(String(error)));
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByTestId("splash").waitFor({ state: "hidden" });
  return { context, page, pageErrors, beaconsSent: () => beacons };
}

/** Follows a link of the header's main navigation (a client-side navigation) and waits for the new page. */
async function navigate(page: Page, label: string, path: string) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.locator("main h1").waitFor();
}

async function tapWhatsApp(page: Page): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Chat with us on WhatsApp (opens WhatsApp)" }).click()]);
  return popup;
}

/** Taps the contact page's WhatsApp card (not the floating button) and closes the chat it opens. */
async function tapWhatsAppCard(page: Page, name: string) {
  const card = page.locator("main").getByRole("link", { name, exact: true });
  expect(new URL((await card.getAttribute("href"))!).host).toBe("wa.me");
  const [popup] = await Promise.all([page.waitForEvent("popup"), card.click()]);
  await popup.close();
}

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skip))(`counting and attribution on ${backend.name}`, { timeout: 120_000 }, () => {
    const databaseUrl = backend.url();
    let site: RunningSite;
    let db: Database;

    beforeAll(async () => {
      site = await startSite({ env: { DATABASE_URL: databaseUrl, CONTACT_RATE_LIMIT: "1000" } });
      db = backend.open(databaseUrl);
    });
    afterAll(async () => {
      await db?.close();
      await site?.stop();
    });

    const eventsOn = (paths: string[]) =>
      db.query<EventRow>(
        `SELECT name, path, source, utm_source, utm_campaign, landing_path, target FROM analytics_events WHERE path IN (${paths.map(() => "?").join(", ")}) ORDER BY id`,
        paths,
      );

    it("a visit from an Instagram campaign that navigates twice, taps WhatsApp and sends the form: every event and the enquiry carry instagram / diwali / its landing page, and the owner reads it on the dashboard and the enquiry", async () => {
      const { context, page, pageErrors } = await openTab(site, "/services/meta-ads?utm_source=instagram&utm_campaign=diwali");
      await navigate(page, "About", "/about");
      await navigate(page, "Contact", "/contact");
      // A hash on the same page is not another page view.
      await page.evaluate(() => (location.hash = "#main"));

      const popup = await tapWhatsApp(page);
      await popup.close();

      const name = `Meena Diwali ${backend.name}`;
      await page.locator("#contact-name").fill(name);
      await page.locator("#contact-email").fill("meena@example.in");
      await page.locator("#contact-service").selectOption("Meta Ads");
      await page.locator("#contact-message").fill("Saw your Diwali reel. Ads for our sweet shop, please.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByRole("status").filter({ hasText: "Message Sent!" }).waitFor();

      const visit = { source: "instagram", utm_source: "instagram", utm_campaign: "diwali", landing_path: "/services/meta-ads" };
      const expected = [
        { name: "pageview", path: "/services/meta-ads" },
        { name: "pageview", path: "/about" },
        { name: "pageview", path: "/contact" },
        { name: "whatsapp", path: "/contact" },
        { name: "enquiry", path: "/contact" },
      ];
      // Events are written in batches: wait for the last one.
      await until(async () => (await eventsOn(["/services/meta-ads", "/about", "/contact"])).length >= expected.length, 10_000, "the visit's events");
      const rows = await eventsOn(["/services/meta-ads", "/about", "/contact"]);
      expect(rows.map(({ name, path }) => ({ name, path })).sort(byNameAndPath)).toEqual([...expected].sort(byNameAndPath));
      for (const row of rows) expect(row).toMatchObject(visit);

      const [enquiry] = await db.query<Record<string, unknown>>(
        "SELECT source, utm_source, utm_campaign, landing_path, referrer_host, click FROM enquiries WHERE name = ?",
        [name],
      );
      expect(enquiry).toEqual({ ...visit, referrer_host: null, click: null });
      expect(pageErrors).toEqual([]);
      await context.close();

      // The owner reads it on a phone: today's dashboard has the campaign's visitor and its two
      // leads (the WhatsApp tap and the enquiry), and its enquiry says what brought it.
      const store = new EnquiryStore(backend.open(databaseUrl));
      try {
        await ownerAuth(store).owners.add(OWNER_EMAIL);
        const [cookieName, cookieValue] = (await signedInCookie(site, store)).split("=");
        const owner = await browser.newContext(PERSON.phone);
        await owner.addCookies([{ name: cookieName!, value: cookieValue!, url: site.url }]);
        const inbox = await owner.newPage();
        await inbox.goto(`${site.url}/admin/insights?period=today`);
        const campaigns = inbox.getByRole("table").filter({ has: inbox.getByRole("columnheader", { name: "Campaign" }) });
        const diwali = campaigns.getByRole("row").filter({ has: inbox.getByRole("rowheader", { name: "diwali", exact: true }) });
        // Visitors, leads, enquiries.
        expect(await diwali.getByRole("cell").allInnerTexts()).toEqual(["1", "2", expect.stringMatching(/^1/)]);
        await diwali.getByRole("link").click();
        await inbox.waitForURL(/\/admin\?status=all&campaign=diwali&period=today$/);
        await inbox.getByRole("link", { name: new RegExp(name) }).click();
        await inbox.waitForURL(/\/admin\/enquiries\/\d+\?status=all&campaign=diwali&period=today$/);
        await inbox.getByRole("heading", { name: "Where they came from" }).waitFor();
        const found = await inbox.locator("main").innerText();
        for (const shown of ["Instagram", "diwali", "Meta Ads service", "English"]) expect(found).toContain(shown);
        await owner.close();
      } finally {
        await store.close();
      }
    });

    it("counts each tap for what it is (email, the contact page's WhatsApp card in each language, another site, the language switch, a call) on the page it happened", async () => {
      // After a tap on mailto: or tel: headless Chromium sends no more requests (DESIGN.md): each ends a tab.
      // On a browser of its own: each tab is then another visitor, whose page view of /contact in
      // the same minute as another's is stored too (one a minute per visitor and path, decision 0078).
      const mail = await openTab(site, "/contact", PERSON.mac);
      await mail.page.getByRole("link", { name: "hello@vaigaidigital.in" }).click();
      // The page view and the tap have left before the tab closes.
      await until(() => mail.beaconsSent() >= 2, 5_000, "the mail tab's beacons");
      await mail.context.close();

      const { context, page } = await openTab(site, "/contact", PERSON.phone);
      // The card beside phone, email and office (issue 37), counted as the floating button's tap is.
      await tapWhatsAppCard(page, contactEn.whatsappLink);
      const [instagram] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Instagram" }).click()]);
      await instagram.close();
      await page.getByTestId("language-switch").click();
      await page.waitForURL((url) => url.pathname === "/ta/contact");
      await page.locator("main h1").waitFor();
      await tapWhatsAppCard(page, contactTa.whatsappLink);
      await page.locator('a[href^="tel:"]').first().click();

      const expected = [
        { name: "pageview", path: "/contact", target: null },
        { name: "pageview", path: "/contact", target: null },
        { name: "email", path: "/contact", target: null },
        { name: "whatsapp", path: "/contact", target: null },
        { name: "outbound", path: "/contact", target: "www.instagram.com" },
        { name: "language", path: "/contact", target: "ta" },
        { name: "pageview", path: "/ta/contact", target: null },
        { name: "whatsapp", path: "/ta/contact", target: null },
        { name: "call", path: "/ta/contact", target: null },
      ];
      const rowsOf = async () => (await eventsOn(["/contact", "/ta/contact"])).filter((row) => row.source === "direct");
      await until(async () => (await rowsOf()).length >= expected.length, 15_000, "the taps' events");
      expect((await rowsOf()).map(({ name, path, target }) => ({ name, path, target })).sort(byNameAndPath)).toEqual([...expected].sort(byNameAndPath));
      await context.close();
    });
  });
}

function byNameAndPath(a: { name: string; path: string }, b: { name: string; path: string }) {
  return `${a.name} ${a.path}`.localeCompare(`${b.name} ${b.path}`);
}

describe("what the beacon never does", { timeout: 120_000 }, () => {
  let site: RunningSite;
  let db: Database;
  beforeAll(async () => {
    const file = sqliteFile();
    site = await startSite({ env: { DATABASE_URL: `sqlite:${file}` } });
    db = new SqliteDatabase(file);
  });
  afterAll(async () => {
    await db?.close();
    await site?.stop();
  });

  it("a bot's visit is sent like any other and not counted", async () => {
    const bot = await openTab(site, "/terms-conditon", { ...DESKTOP, userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await until(() => bot.beaconsSent() > 0, 5_000, "the bot's page view");
    await bot.context.close();
    // A person's visit after it: once it is written, the bot's would have been too.
    const person = await openTab(site, "/privacy-policy");
    await until(async () => (await db.query("SELECT 1 FROM analytics_events WHERE path = ?", ["/privacy-policy"])).length > 0, 10_000, "the person's page view");
    await person.context.close();
    expect(await db.query("SELECT name FROM analytics_events WHERE path = ?", ["/terms-conditon"])).toEqual([]);
  });

  it("a tab that lands on a missing page is counted from its first real page on", async () => {
    const { context, page, beaconsSent } = await openTab(site, "/no-such-page?utm_source=ig&utm_campaign=typo");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await navigate(page, "About", "/about");
    await until(async () => (await db.query("SELECT 1 FROM analytics_events WHERE path = ? AND landing_path = ?", ["/about", "/"])).length > 0, 10_000, "the page views after the 404");
    expect(await db.query("SELECT name, path, source, landing_path FROM analytics_events WHERE landing_path = ? AND source = ? ORDER BY id", ["/", "direct"])).toEqual([
      { name: "pageview", path: "/", source: "direct", landing_path: "/" },
      { name: "pageview", path: "/about", source: "direct", landing_path: "/" },
    ]);
    expect(beaconsSent()).toBe(2);
    await context.close();
  });

  it("sets no cookie on any public page and keeps nothing in localStorage; sessionStorage holds only the visit's attribution", async () => {
    const { context, page } = await openTab(site, "/?utm_source=fb&utm_campaign=pongal");
    for (const [label, path] of [
      ["Services", "/services"],
      ["Blogs", "/blogs"],
      ["Contact", "/contact"],
    ] as const) {
      await navigate(page, label, path);
    }
    await page.goto(`${site.url}/ta/about`);
    await page.waitForSelector("html[data-hydrated]");
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const kept = await page.evaluate((key) => sessionStorage.getItem(key), ATTRIBUTION_STORAGE_KEY);
    expect(JSON.parse(kept!)).toEqual({ source: "facebook", utmSource: "fb", utmCampaign: "pongal", landing: "/" });
    await context.close();
  });

  it("a tap on WhatsApp opens it at once while /api/events never answers", async () => {
    const { context, page } = await openTab(site, "/about");
    let held = 0;
    await page.route(`**${EVENTS_PATH}`, () => {
      held++; // never answered
    });
    const started = Date.now();
    const popup = await tapWhatsApp(page);
    const waited = Date.now() - started;
    expect(new URL(popup.url()).host).toBe("wa.me");
    await until(() => held > 0, 5_000, "the tap's beacon, held");
    expect(waited).toBeLessThan(2_000);
    await context.close();
  });

  it("a blocked /api/events changes nothing for the visitor: no page error, navigation and taps work", async () => {
    const context = await browser.newContext(PERSON.desktop);
    await context.route(`**${EVENTS_PATH}`, (route) => route.abort("blockedbyclient"));
    await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(String(error)));
    await page.goto(`${site.url}/`);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByTestId("splash").waitFor({ state: "hidden" });
    await navigate(page, "Services", "/services");
    const popup = await tapWhatsApp(page);
    await popup.close();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe("with ANALYTICS=off (issue 37, decision 0082)", { timeout: 120_000 }, () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ env: { DATABASE_URL: `sqlite:${sqliteFile()}`, ANALYTICS: "off" } });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("no page sends anything to /api/events: pre-rendered or rendered per request, a client-side navigation, taps on WhatsApp, the language switch", async () => {
    const { context, page, beaconsSent, pageErrors } = await openTab(site, "/?utm_source=ig&utm_campaign=off");
    expect(await page.evaluate((mark) => document.documentElement.hasAttribute(mark), ANALYTICS_OFF_ATTRIBUTE)).toBe(true);
    await navigate(page, "About", "/about");
    await tapWhatsApp(page).then((popup) => popup.close());
    await navigate(page, "Contact", "/contact");
    await tapWhatsAppCard(page, contactEn.whatsappLink);
    await page.getByTestId("language-switch").click();
    await page.waitForURL((url) => url.pathname === "/ta/contact");
    await page.locator("main h1").waitFor();
    await tapWhatsAppCard(page, contactTa.whatsappLink);
    // A page the server renders per request (a service preselected), loaded afresh.
    await page.goto(`${site.url}/contact?service=seo-optimization`);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.evaluate((mark) => document.documentElement.hasAttribute(mark), ANALYTICS_OFF_ATTRIBUTE)).toBe(true);
    await tapWhatsAppCard(page, contactEn.whatsappLink);
    // A beacon leaves at once (a page view right after hydration, a tap as it happens): a second is plenty.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(beaconsSent()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
