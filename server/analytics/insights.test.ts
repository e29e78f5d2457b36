/**
 * The dashboard's numbers on a small fixture, on SQLite and PostgreSQL, with the clock injected:
 * a period sums the daily totals of its finished days and today's raw events; a day not rolled up
 * yet counts from its raw events, and the same once rolled up; visitors are per day; leads are
 * enquiries, and WhatsApp taps, calls and emails of visitors who viewed a page that day; a list's
 * rest is one 'other' row, last; 'right now' is the last five minutes. Every list adds up to the
 * totals, its 'other' row and its visits without a value included; the lead rate is never above
 * 100; pages are by views (issue 37).
 */
import { afterEach, describe, expect, it } from "vitest";
import { istDayStart, MORE_LEADS_THAN_VISITORS, OTHER_VALUE } from "~/shared/analytics";
import type { EnquiryStore } from "../enquiries/store";
import { insertEvents, type RawEvent } from "../../scripts/lib/analytics-events";
import { storeImplementations } from "../../tests/support/stores";
import { rollUpAndPurge } from "./daily-totals";
import { Insights } from "./insights";

const implementations = await storeImplementations();
const DAY = 86_400_000;
/** 2026-11-25 18:00 IST: today. */
const NOW = istDayStart("2026-11-25") + 18 * 3_600_000;

function event(daysAgo: number, overrides: Partial<RawEvent> & Pick<RawEvent, "visitor">): RawEvent {
  return { occurredAt: NOW - daysAgo * DAY - 3_600_000, name: "pageview", path: "/", device: "mobile", ...overrides };
}

const instagram = { source: "instagram", utmCampaign: "diwali", landingPath: "/services" } as const;
const FIXTURE: RawEvent[] = [
  // A week ago: outside the last 7 days.
  event(7, { visitor: "old", source: "google" }),
  // Two days ago: one visitor from Instagram's Diwali campaign taps WhatsApp; one from Google calls.
  event(2, { visitor: "a", path: "/services", ...instagram }),
  event(2, { visitor: "a", name: "whatsapp", path: "/services", ...instagram }),
  event(2, { visitor: "g", source: "google", landingPath: "/", device: "desktop" }),
  event(2, { visitor: "g", name: "call", source: "google", landingPath: "/", device: "desktop" }),
  // Yesterday: the same person from Instagram again (a new day's hash), in Tamil, and writes.
  event(1, { visitor: "a2", path: "/ta/services", ...instagram }),
  event(1, { visitor: "a2", name: "email", path: "/ta/services", ...instagram }),
  // Today: an enquiry sent without JavaScript, and a direct visitor reading right now.
  event(0, { visitor: "n", name: "enquiry", path: "/contact" }),
  { occurredAt: NOW - 60_000, name: "pageview", path: "/about", device: "mobile", visitor: "d", source: "direct", landingPath: "/about" },
];

const tally = (visitors: number, pageviews: number, [enquiries, whatsapp, calls, emails]: number[]) => ({
  visitors,
  pageviews,
  enquiries: enquiries!,
  whatsapp: whatsapp!,
  calls: calls!,
  emails: emails!,
  leads: enquiries! + whatsapp! + calls! + emails!,
});

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`the dashboard's numbers on ${implementation.name}`, () => {
    let store: EnquiryStore;
    afterEach(() => store?.close());

    it("sums the last 7 days by source, campaign, page, landing page, language and device, with a daily series", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, FIXTURE);
      await rollUpAndPurge(store.sql, { now: NOW, retentionDays: 400 });
      const report = await new Insights(store.sql).report("7d", NOW);
      expect(report).toMatchObject({ period: "7d", firstDay: "2026-11-19", lastDay: "2026-11-25", rightNow: 1 });
      // Visitors a, g, a2, n and d: five daily visitors; four leads.
      expect(report.totals).toEqual(tally(5, 4, [1, 1, 1, 1]));
      expect(report.leadRate).toBe(80);
      expect(report.sources).toEqual([
        { value: "instagram", ...tally(2, 2, [0, 1, 0, 1]) },
        { value: "google", ...tally(1, 1, [0, 0, 1, 0]) },
        { value: "unknown", ...tally(1, 0, [1, 0, 0, 0]) },
        { value: "direct", ...tally(1, 1, [0, 0, 0, 0]) },
      ]);
      // Last, the visits without a campaign (g, n and d), and the enquiry sent without JavaScript, which has no landing page.
      expect(report.campaigns).toEqual([{ value: "diwali", ...tally(2, 2, [0, 1, 0, 1]) }, { value: null, ...tally(3, 2, [1, 0, 1, 0]) }]);
      expect(report.landings.map((row) => [row.value, row.visitors, row.leads])).toEqual([["/services", 2, 2], ["/", 1, 1], ["/about", 1, 0], [null, 1, 1]]);
      // By views: /contact only had the enquiry.
      expect(report.pages.map((row) => row.value)).toEqual(["/", "/services", "/ta/services", "/about", "/contact"]);
      expect(report.langs.map((row) => [row.value, row.visitors, row.leads])).toEqual([["en", 4, 3], ["ta", 1, 1]]);
      expect(report.devices.map((row) => [row.value, row.visitors, row.leads])).toEqual([["mobile", 4, 3], ["desktop", 1, 1]]);
      expect(report.days).toEqual([
        { day: "2026-11-19", visitors: 0, leads: 0 },
        { day: "2026-11-20", visitors: 0, leads: 0 },
        { day: "2026-11-21", visitors: 0, leads: 0 },
        { day: "2026-11-22", visitors: 0, leads: 0 },
        { day: "2026-11-23", visitors: 2, leads: 2 },
        { day: "2026-11-24", visitors: 1, leads: 1 },
        { day: "2026-11-25", visitors: 2, leads: 1 },
      ]);
    });

    it("counts a day not rolled up yet from its raw events, the same as once it is", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, FIXTURE);
      const insights = new Insights(store.sql);
      const live = await insights.report("30d", NOW);
      const { rolledUp } = await rollUpAndPurge(store.sql, { now: NOW, retentionDays: 400 });
      expect(rolledUp).toEqual(["2026-11-18", "2026-11-23", "2026-11-24"]);
      expect(await insights.report("30d", NOW)).toEqual(live);
      expect(live.totals.visitors).toBe(6);
    });

    it("today is today's raw events only; 'right now' is the last five minutes", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, FIXTURE);
      await rollUpAndPurge(store.sql, { now: NOW, retentionDays: 400 });
      const insights = new Insights(store.sql);
      const today = await insights.report("today", NOW);
      expect(today.totals).toEqual(tally(2, 1, [1, 0, 0, 0]));
      expect(today.days).toEqual([{ day: "2026-11-25", visitors: 2, leads: 1 }]);
      expect(today.rightNow).toBe(1);
      expect((await insights.report("today", NOW + 3 * 60_000)).rightNow).toBe(1);
      expect((await insights.report("today", NOW + 4 * 60_000)).rightNow).toBe(0);
    });

    it("shows a tap without a page view of its visitor that day as a tap, not as a lead", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, [
        event(1, { visitor: "script", name: "whatsapp" }),
        event(1, { visitor: "script", name: "call" }),
        event(0, { visitor: "script", name: "whatsapp" }),
        event(0, { visitor: "reader" }),
        event(0, { visitor: "reader", name: "email" }),
      ]);
      await rollUpAndPurge(store.sql, { now: NOW, retentionDays: 400 });
      const report = await new Insights(store.sql).report("7d", NOW);
      expect(report.totals).toEqual({ visitors: 3, pageviews: 1, enquiries: 0, whatsapp: 2, calls: 1, emails: 1, leads: 1 });
      expect(report.leadRate).toBe(33.3);
      expect(report.days.slice(-2)).toEqual([{ day: "2026-11-24", visitors: 1, leads: 0 }, { day: "2026-11-25", visitors: 2, leads: 1 }]);
    });

    it("lists the 20 busiest campaigns, then one 'other' row: the rest of the period and what each day added into its own", async () => {
      store = await implementation.open();
      const events: RawEvent[] = [];
      // Yesterday 60 campaigns (its roll-up keeps 50); today 30, of which 25 are yesterday's too.
      for (let n = 0; n < 60; n++) events.push(event(1, { visitor: `y${n}`, source: "google", utmCampaign: `c${String(n).padStart(2, "0")}` }));
      for (let n = 35; n < 65; n++) events.push(event(0, { visitor: `t${n}`, source: "google", utmCampaign: `c${String(n).padStart(2, "0")}` }));
      await insertEvents(store.sql, events);
      await rollUpAndPurge(store.sql, { now: NOW, retentionDays: 400 });
      const { campaigns } = await new Insights(store.sql).report("7d", NOW);
      expect(campaigns).toHaveLength(21);
      // c35 to c49 had a visitor each day; then c00 to c04 by name, of those with one.
      expect(campaigns.slice(0, 20).map((row) => `${row.value} ${row.visitors}`)).toEqual([
        ...Array.from({ length: 15 }, (_, n) => `c${35 + n} 2`),
        ...["c00", "c01", "c02", "c03", "c04"].map((value) => `${value} 1`),
      ]);
      // 90 visitors in all, 35 of them in the rows above.
      expect(campaigns[20]).toEqual({ value: OTHER_VALUE, visitors: 55, pageviews: 55, enquiries: 0, whatsapp: 0, calls: 0, emails: 0, leads: 0 });
    });

    it("adds every list up to the totals: a visitor counted once, under their first value; 'other' and the visits without a value included", async () => {
      store = await implementation.open();
      const events: RawEvent[] = [];
      for (const daysAgo of [1, 0]) {
        const v = (name: string) => `${name}${daysAgo}`;
        // 60 campaigns and 12 pages: the day keeps 50 campaigns, the dashboard lists 20 and 10, the rest are 'other'.
        for (let n = 0; n < 60; n++) {
          const at = { source: "instagram", utmCampaign: `c${n}`, landingPath: `/blogs/p${n % 12}` } as const;
          events.push(event(daysAgo, { visitor: v(`c${n}`), path: `/blogs/p${n % 12}`, ...at }), event(daysAgo, { visitor: v(`c${n}`), name: n % 3 ? "pageview" : "whatsapp", path: "/contact", ...at }));
        }
        // One visitor from Google, then from Facebook in another tab, in English and then in Tamil: counted once, under Google and English.
        events.push(
          event(daysAgo, { visitor: v("x"), occurredAt: NOW - daysAgo * DAY - 7_200_000, source: "google", landingPath: "/" }),
          event(daysAgo, { visitor: v("x"), path: "/ta/services", source: "facebook", utmCampaign: "diwali", landingPath: "/ta/services" }),
          event(daysAgo, { visitor: v("x"), name: "call", path: "/ta/services", source: "facebook", utmCampaign: "diwali", landingPath: "/ta/services" }),
        );
        // An enquiry sent without JavaScript (no source, no landing page), and a tap with no page seen (a tap, not a lead).
        events.push(event(daysAgo, { visitor: v("n"), name: "enquiry", path: "/contact", device: "desktop" }), event(daysAgo, { visitor: v("t"), name: "email", source: "direct" }));
      }
      await insertEvents(store.sql, events);
      await rollUpAndPurge(store.sql, { now: NOW, retentionDays: 400 });
      const report = await new Insights(store.sql).report("7d", NOW);
      // Each day: 60 + x + n + t visitors; 20 WhatsApp taps, x's call and n's enquiry are leads.
      expect(report.totals).toMatchObject({ visitors: 126, leads: 44, enquiries: 2, pageviews: 2 * (60 + 40 + 2) });
      const columns = ["visitors", "pageviews", "leads", "enquiries"] as const;
      const sums = (rows: typeof report.sources) => Object.fromEntries(columns.map((column) => [column, rows.reduce((sum, row) => sum + row[column], 0)]));
      const totals = Object.fromEntries(columns.map((column) => [column, report.totals[column]]));
      for (const list of [report.sources, report.campaigns, report.landings, report.langs, report.devices]) expect(sums(list)).toEqual(totals);
      // A page's visitors are everyone who opened it: only its views, leads and enquiries add up.
      expect({ ...sums(report.pages), visitors: totals.visitors }).toEqual(totals);
      expect(report.campaigns.map((row) => row.value).slice(-2)).toEqual([OTHER_VALUE, null]);
      expect(report.landings.at(-1)).toMatchObject({ value: null, visitors: 2, leads: 2, enquiries: 2 });
      expect(report.pages.at(-1)?.value).toBe(OTHER_VALUE);
      expect(report.sources.find((row) => row.value === "google")).toMatchObject({ visitors: 2, leads: 0 });
      expect(report.sources.find((row) => row.value === "facebook")).toMatchObject({ visitors: 0, pageviews: 2, leads: 2 });
      expect(report.langs.find((row) => row.value === "ta")).toMatchObject({ visitors: 0, leads: 2 });
    });

    it("never shows a lead rate above 100: more leads than visitors is said, not computed", async () => {
      store = await implementation.open();
      // Six people in one office, one address and one browser: one visitor, six enquiries.
      await insertEvents(store.sql, [event(0, { visitor: "office" }), ...Array.from({ length: 6 }, (_, n) => event(0, { visitor: "office", name: "enquiry", occurredAt: NOW - n * 60_000, path: "/contact" }))]);
      const insights = new Insights(store.sql);
      expect(await insights.report("today", NOW)).toMatchObject({ totals: { visitors: 1, leads: 6 }, leadRate: MORE_LEADS_THAN_VISITORS });
      await insertEvents(store.sql, Array.from({ length: 5 }, (_, n) => event(0, { visitor: `reader${n}` })));
      expect((await insights.report("today", NOW)).leadRate).toBe(100);
    });

    it("orders the top pages by views, the other lists by visitors", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, [
        ...[0, 1, 2, 3].map((minute) => event(0, { visitor: "reader", path: "/blogs/long-read", occurredAt: NOW - 3_600_000 + minute * 60_000 })),
        ...["a", "b"].map((visitor) => event(0, { visitor, path: "/services", source: "google" })),
      ]);
      const report = await new Insights(store.sql).report("today", NOW);
      expect(report.pages.map((row) => [row.value, row.visitors, row.pageviews])).toEqual([["/blogs/long-read", 1, 4], ["/services", 2, 2]]);
      expect(report.sources.map((row) => row.value)).toEqual(["google", "unknown"]);
    });

    it("has nothing to show on an empty database: zeros, no lead rate", async () => {
      store = await implementation.open();
      const report = await new Insights(store.sql).report("90d", NOW);
      expect(report.totals).toEqual(tally(0, 0, [0, 0, 0, 0]));
      expect(report.leadRate).toBeNull();
      expect(report.sources).toEqual([]);
      expect(report.days).toHaveLength(90);
    });
  });
}
