/**
 * Issue 37, the dashboard as a shop owner reads it on a 320 and a 360 px phone, in English and in
 * Tamil, on a month of made-up traffic (scripts/analytics-seed.ts) over every page of the site,
 * with a long campaign name, a path that is no page, and an office whose six people are one
 * visitor: no element is wider than its box, no word is broken inside though it fits its line,
 * no two cells of a row overlap (a header running into the next), every table's columns add up
 * to the cards above, 'today' says in words that there are more leads than visitors instead of a
 * rate above 100%, and axe finds no WCAG 2.2 AA violation at 320 px. Needs a build.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insightsCopy } from "../../app/content/admin/insights";
import { launchBrowser, PHONE } from "../../scripts/lib/chromium";
import { insertEvents, type RawEvent } from "../../scripts/lib/analytics-events";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { seedAnalytics } from "../../scripts/analytics-seed";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { OwnerSettings } from "../../server/inbox/owner-settings";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const tempDir = mkdtempSync(path.join(tmpdir(), "insights-layout-e2e-"));
const dbFile = path.join(tempDir, "enquiries.db");
const DAY = 86_400_000;
const NOW = Date.now();
/** A visitor's campaign with no place to break: it has to break somewhere, or overflow. */
const UNBROKEN_CAMPAIGN = "diwaliofferforeverytextileshopinmaduraibeforethefestivalseasonstarts2026";

let site: RunningSite;
let store: EnquiryStore;
let browser: Browser;
let cookie: string;
let ownerId: number;

beforeAll(async () => {
  store = new EnquiryStore(new SqliteDatabase(dbFile));
  await store.migrate();
  const auth = ownerAuth(store);
  await auth.owners.add(OWNER_EMAIL);
  ownerId = (await auth.owners.find(OWNER_EMAIL))!.id;
  // A month of traffic that ends two days ago, so that today holds only the visits below.
  await seedAnalytics(store.sql, { events: 15_000, now: NOW - 2 * DAY });
  const office = { path: "/ta/services/meta-ads", device: "mobile", visitor: "office", source: "facebook", utmCampaign: "diwali-offer-madurai-textiles-2026", landingPath: "/ta/services/meta-ads" } as const;
  const today: RawEvent[] = [
    { ...office, occurredAt: NOW - 10 * 60_000, name: "pageview" },
    ...Array.from({ length: 6 }, (_, n) => ({ ...office, occurredAt: NOW - n * 60_000, name: "enquiry" as const, path: "/ta/contact" })),
    { occurredAt: NOW - 60_000, name: "pageview", path: "/services/not-a-service", device: "desktop", visitor: "lost", source: "google" },
    { occurredAt: NOW - 60_000, name: "pageview", path: "/blogs", device: "mobile", visitor: "long", source: "instagram", utmCampaign: UNBROKEN_CAMPAIGN },
  ];
  await insertEvents(store.sql, today);
  site = await startSite({ env: { DATABASE_URL: `sqlite:${dbFile}` } });
  cookie = await signedInCookie(site, store);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await store?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

async function openInsights(width: number, query: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width, height: 800 } });
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name: name!, value: value!, url: site.url }]);
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/insights${query}`);
  await page.waitForSelector("html[data-hydrated]");
  // Tamil's widths are the Tamil font's: measured once it is in.
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/**
 * What does not fit: an element whose content is wider than its box; a word (between spaces)
 * set on more than one line though it is no wider than a line of its box (a visitor's longer
 * text has to break); two cells of a table row whose words overlap. Screen-reader-only text and
 * the chart's drawing are left out.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const main = document.querySelector("main")!;
    const unseen = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.display === "none" || (style.position === "absolute" && (at as HTMLElement).clientWidth <= 1) || at.tagName === "svg") return true;
      }
      return false;
    };
    const name = (element: Element) => `${element.tagName.toLowerCase()} “${(element.textContent ?? "").trim().slice(0, 50)}”`;
    for (const element of main.querySelectorAll<HTMLElement>("*")) {
      if (element.clientWidth === 0 || unseen(element)) continue;
      if (element.scrollWidth > element.clientWidth) problems.push(`${name(element)}: ${element.scrollWidth} px of content in ${element.clientWidth} px`);
    }
    const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (unseen(node.parentElement!)) continue;
      let box = node.parentElement!;
      while (getComputedStyle(box).display.startsWith("inline")) box = box.parentElement!;
      const style = getComputedStyle(box);
      const line = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const pieces = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const lines = new Set(pieces.map((rect) => Math.round(rect.top))).size;
        const width = pieces.reduce((sum, rect) => sum + rect.width, 0);
        if (lines > 1 && width <= line) problems.push(`“${word[0]}” (${Math.round(width)} px) broken over ${lines} lines of ${Math.round(line)} px in ${name(box)}`);
      }
    }
    for (const row of main.querySelectorAll("tr")) {
      const cells = [...row.children].filter((cell) => !unseen(cell)).map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return { cell, rect: range.getBoundingClientRect() };
      });
      for (const [i, a] of cells.entries()) {
        for (const b of cells.slice(i + 1)) {
          const apart = a.rect.right <= b.rect.left + 0.5 || b.rect.right <= a.rect.left + 0.5 || a.rect.bottom <= b.rect.top + 0.5 || b.rect.bottom <= a.rect.top + 0.5;
          if (!apart) problems.push(`${name(a.cell)} overlaps ${name(b.cell)}`);
        }
      }
    }
    return problems;
  });
}

/** The cards' numbers by their names, and each table's columns, added up, by the columns' names. */
function cardsAndColumnSums(page: Page) {
  return page.evaluate(() => {
    const count = (text: string) => Number(/^[\d,]+/.exec(text.trim())?.[0].replace(/,/g, "") ?? NaN);
    const cards = Object.fromEntries([...document.querySelectorAll("main > ul li")].map((card) => {
      const [label, value] = [...card.querySelectorAll("span")].map((span) => span.textContent ?? "");
      return [label!, count(value!)];
    }));
    const tables = [...document.querySelectorAll("main table")].map((table) => {
      const columns = [...table.querySelectorAll("thead th")].slice(1).map((header) => header.textContent ?? "");
      const rows = [...table.querySelectorAll("tbody tr")].map((row) => [...row.querySelectorAll("td")].map((cell) => count(cell.textContent ?? "")));
      return { title: table.closest("section")?.querySelector("h2")?.textContent ?? "", columns, sums: columns.map((_, index) => rows.reduce((sum, row) => sum + row[index]!, 0)) };
    });
    return { cards, tables };
  });
}

for (const lang of ["en", "ta"] as const) {
  const copy = insightsCopy[lang];
  describe(`the dashboard in ${lang === "ta" ? "Tamil" : "English"} on a narrow phone`, { timeout: 120_000 }, () => {
    beforeAll(async () => {
      await new OwnerSettings(store.sql).setLanguage(ownerId, lang);
    });

    for (const width of [320, 360]) {
      it(`at ${width} px: nothing wider than its box, no word broken inside, no cells overlapping`, async () => {
        for (const query of ["?period=30d", "?period=today"]) {
          const page = await openInsights(width, query);
          try {
            expect(await page.getAttribute("html", "lang")).toBe(lang);
            if (query === "?period=today") {
              // Today's visits: pages by name, not by path; a path that is no page as it is; the long texts.
              const text = await page.locator("main").innerText();
              for (const shown of [lang === "en" ? "Meta Ads service (Tamil)" : "Meta Ads சேவை", "/services/not-a-service", UNBROKEN_CAMPAIGN, copy.tables.campaigns.none]) expect(text).toContain(shown);
              expect(text).not.toContain("/ta/services/meta-ads");
            }
            expect(await layoutProblems(page), query).toEqual([]);
          } finally {
            await page.context().close();
          }
        }
      });
    }

    it("adds every table's columns up to the cards, 'Other' and the rows without a value included", async () => {
      const page = await openInsights(360, "?period=30d");
      try {
        const { cards, tables } = await cardsAndColumnSums(page);
        // A column and the card it adds up to (the chart's table of days too).
        const cardOf: Record<string, string> = {
          [copy.columns.visitors]: copy.cards.visitors,
          [copy.columns.pageviews]: copy.cards.pageviews,
          [copy.columns.leads]: copy.cards.leads,
          [copy.columns.enquiries]: copy.cards.enquiries,
        };
        expect(cards[copy.cards.visitors]).toBeGreaterThan(500);
        expect(tables.map((table) => table.title)).toEqual(expect.arrayContaining([copy.chart.title, copy.tables.campaigns.title, copy.tables.pages.title]));
        const sums = tables.map((table) => ({ title: table.title, sums: Object.fromEntries(table.columns.map((column, index) => [cardOf[column], table.sums[index]])) }));
        const expected = tables.map((table) => ({ title: table.title, sums: Object.fromEntries(table.columns.map((column) => [cardOf[column], cards[cardOf[column]!]])) }));
        expect(sums).toEqual(expected);
      } finally {
        await page.context().close();
      }
    });

    it("today, with six enquiries from one visitor, says so in words instead of a rate above 100%; axe at 320 px", async () => {
      const page = await openInsights(320, "?period=today");
      try {
        const card = page.locator("main > ul li").filter({ has: page.getByText(copy.cards.leadRate, { exact: true }) });
        expect(await card.locator("span").allInnerTexts()).toEqual([copy.cards.leadRate, copy.noLeadRate, copy.cards.moreLeadsThanVisitors]);
        expect(await page.locator("main > ul").innerText()).not.toContain("%");
        const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  });
}
