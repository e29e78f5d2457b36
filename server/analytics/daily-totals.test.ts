/**
 * The daily roll-up and the purge of raw events, on SQLite and PostgreSQL, with the clock
 * injected: a finished day becomes its rows in each dimension (a visitor once, under their first
 * value, but on every page they opened; a count per event, NULL source as 'unknown', no row for a
 * missing campaign or landing page);
 * today and a day over for less than ten minutes wait; a second run, or two at once, add
 * nothing; raw events older than the retention go, but only from days that are rolled up. A tap
 * is a lead only with a page view of its visitor that day; a dimension keeps 50 values a day and
 * adds the rest into one 'other' row (issue 36).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { istDayStart, OTHER_VALUE } from "~/shared/analytics";
import type { SqlDatabase, SqlRow } from "../db/sql";
import type { EnquiryStore } from "../enquiries/store";
import { insertEvents, type RawEvent } from "../../scripts/lib/analytics-events";
import { storeImplementations } from "../../tests/support/stores";
import { rollUpAndPurge, startHourlyRollUp } from "./daily-totals";

const implementations = await storeImplementations();
const DAY = 86_400_000;
/** 2026-11-20 10:00 IST. */
const DAY_ONE = istDayStart("2026-11-20") + 10 * 3_600_000;

function event(overrides: Partial<RawEvent> & Pick<RawEvent, "visitor">): RawEvent {
  return { occurredAt: DAY_ONE, name: "pageview", path: "/", device: "mobile", ...overrides };
}

/** Three visitors on 2026-11-20: two from Instagram's Diwali campaign, one without attribution. */
const DAY_ONE_EVENTS: RawEvent[] = [
  event({ visitor: "a", source: "instagram", utmCampaign: "diwali", landingPath: "/" }),
  event({ visitor: "a", path: "/services", source: "instagram", utmCampaign: "diwali", landingPath: "/" }),
  event({ visitor: "a", name: "whatsapp", path: "/services", source: "instagram", utmCampaign: "diwali", landingPath: "/" }),
  event({ visitor: "b", path: "/ta", source: "instagram", utmCampaign: "diwali", landingPath: "/ta" }),
  event({ visitor: "b", name: "call", path: "/ta", source: "instagram", utmCampaign: "diwali", landingPath: "/ta" }),
  event({ visitor: "c", name: "enquiry", path: "/contact", device: "desktop" }),
];

type Row = { dimension: string; value: string; visitors: number; counts: number[] };

async function dailyRows(sql: SqlDatabase, day: string): Promise<Row[]> {
  const rows = await sql.query("SELECT * FROM analytics_daily WHERE day = ? ORDER BY dimension, value", [day]);
  const columns = ["pageviews", "enquiries", "whatsapp", "calls", "emails", "language_switches", "outbound", "leads"];
  return rows.map((row: SqlRow) => ({ dimension: String(row.dimension), value: String(row.value), visitors: Number(row.visitors), counts: columns.map((column) => Number(row[column])) }));
}

const eventDays = async (sql: SqlDatabase) => (await sql.query<{ day: string }>("SELECT DISTINCT day FROM analytics_events ORDER BY day")).map((row) => row.day);

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`the roll-up on ${implementation.name}`, () => {
    let store: EnquiryStore;
    afterEach(() => store?.close());

    it("rolls a finished day up into every dimension", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, DAY_ONE_EVENTS);
      const result = await rollUpAndPurge(store.sql, { now: DAY_ONE + DAY, retentionDays: 400 });
      expect(result.rolledUp).toEqual(["2026-11-20"]);
      //                 pageviews, enquiries, whatsapp, calls, emails, language, outbound, leads
      expect(await dailyRows(store.sql, "2026-11-20")).toEqual([
        { dimension: "campaign", value: "diwali", visitors: 2, counts: [3, 0, 1, 1, 0, 0, 0, 2] },
        { dimension: "device", value: "desktop", visitors: 1, counts: [0, 1, 0, 0, 0, 0, 0, 1] },
        { dimension: "device", value: "mobile", visitors: 2, counts: [3, 0, 1, 1, 0, 0, 0, 2] },
        { dimension: "landing", value: "/", visitors: 1, counts: [2, 0, 1, 0, 0, 0, 0, 1] },
        { dimension: "landing", value: "/ta", visitors: 1, counts: [1, 0, 0, 1, 0, 0, 0, 1] },
        { dimension: "lang", value: "en", visitors: 2, counts: [2, 1, 1, 0, 0, 0, 0, 2] },
        { dimension: "lang", value: "ta", visitors: 1, counts: [1, 0, 0, 1, 0, 0, 0, 1] },
        { dimension: "page", value: "/", visitors: 1, counts: [1, 0, 0, 0, 0, 0, 0, 0] },
        { dimension: "page", value: "/contact", visitors: 1, counts: [0, 1, 0, 0, 0, 0, 0, 1] },
        { dimension: "page", value: "/services", visitors: 1, counts: [1, 0, 1, 0, 0, 0, 0, 1] },
        { dimension: "page", value: "/ta", visitors: 1, counts: [1, 0, 0, 1, 0, 0, 0, 1] },
        { dimension: "source", value: "instagram", visitors: 2, counts: [3, 0, 1, 1, 0, 0, 0, 2] },
        { dimension: "source", value: "unknown", visitors: 1, counts: [0, 1, 0, 0, 0, 0, 0, 1] },
        { dimension: "total", value: "", visitors: 3, counts: [3, 1, 1, 1, 0, 0, 0, 3] },
      ]);
    });

    it("counts a tap as a lead only when its visitor also viewed a page that day; an enquiry always", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, [
        event({ visitor: "reader", path: "/services" }),
        event({ visitor: "reader", name: "whatsapp", path: "/contact" }),
        // Taps posted alone: no page view of theirs that day (the one the next day is another day's).
        event({ visitor: "tapper", name: "whatsapp" }),
        event({ visitor: "tapper", name: "email" }),
        event({ visitor: "caller", name: "call" }),
        event({ visitor: "caller", occurredAt: DAY_ONE + DAY }),
        event({ visitor: "writer", name: "enquiry", path: "/contact" }),
      ]);
      await rollUpAndPurge(store.sql, { now: DAY_ONE + 2 * DAY, retentionDays: 400 });
      const rows = await dailyRows(store.sql, "2026-11-20");
      //                                                          pageviews, enquiries, whatsapp, calls, emails, language, outbound, leads
      expect(rows.find((row) => row.dimension === "total")).toEqual({ dimension: "total", value: "", visitors: 4, counts: [1, 1, 2, 1, 1, 0, 0, 2] });
      expect(rows.filter((row) => row.dimension === "page").map((row) => [row.value, row.counts[7]])).toEqual([["/", 0], ["/contact", 2], ["/services", 0]]);
    });

    it("counts a visitor once a day in each breakdown, under their first event's value; a page's visitors are all who opened it", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, [
        // From Google in English, then from an Instagram campaign in another tab, in Tamil; a call there.
        event({ visitor: "both", source: "google" }),
        event({ visitor: "both", occurredAt: DAY_ONE + 60_000, path: "/ta/services", source: "instagram", utmCampaign: "diwali" }),
        event({ visitor: "both", occurredAt: DAY_ONE + 90_000, name: "call", path: "/ta/services", source: "instagram", utmCampaign: "diwali" }),
        event({ visitor: "other", path: "/ta/services", source: "instagram" }),
      ]);
      await rollUpAndPurge(store.sql, { now: DAY_ONE + DAY, retentionDays: 400 });
      const rows = (await dailyRows(store.sql, "2026-11-20")).map((row) => [row.dimension, row.value, row.visitors, row.counts[0], row.counts[7]]);
      //                               visitors, pageviews, leads
      expect(rows).toEqual([
        ["campaign", "diwali", 1, 1, 1],
        ["device", "mobile", 2, 3, 1],
        ["landing", "/", 1, 1, 0],
        ["landing", "/ta/services", 1, 2, 1],
        ["lang", "en", 1, 1, 0],
        ["lang", "ta", 1, 2, 1],
        ["page", "/", 1, 1, 0],
        ["page", "/ta/services", 2, 2, 1],
        ["source", "google", 1, 1, 0],
        ["source", "instagram", 1, 2, 1],
        ["total", "", 2, 3, 1],
      ]);
    });

    it("keeps a day's 50 busiest campaigns and adds the other 450 into one 'other' row, its visitors distinct", async () => {
      store = await implementation.open();
      const campaign = (n: number) => `campaign-${String(n).padStart(3, "0")}`;
      const events: RawEvent[] = [];
      for (let n = 0; n < 500; n++) {
        // The first 50 have two visitors each; the other 450 one each.
        const visitors = n < 50 ? [`v${n}a`, `v${n}b`] : [`v${n}`];
        for (const visitor of visitors) events.push(event({ visitor, source: "google", utmCampaign: campaign(n) }));
      }
      // One visitor with two of the small campaigns: two visitors there, but below the 50 by name.
      events.push(event({ visitor: "both", path: "/about", source: "google", utmCampaign: campaign(498) }), event({ visitor: "both", path: "/blogs", source: "google", utmCampaign: campaign(499) }));
      await insertEvents(store.sql, events);
      await rollUpAndPurge(store.sql, { now: DAY_ONE + DAY, retentionDays: 400 });
      const campaigns = (await dailyRows(store.sql, "2026-11-20")).filter((row) => row.dimension === "campaign");
      expect(campaigns).toHaveLength(51);
      expect(campaigns.filter((row) => row.value !== OTHER_VALUE).map((row) => row.value)).toEqual(Array.from({ length: 50 }, (_, n) => campaign(n)));
      expect(campaigns.every((row) => row.value === OTHER_VALUE || row.visitors === 2)).toBe(true);
      // 450 campaigns, 451 visitors ('both' once) and 452 page views.
      expect(campaigns.find((row) => row.value === OTHER_VALUE)).toMatchObject({ visitors: 451, counts: [452, 0, 0, 0, 0, 0, 0, 0] });
    });

    it("leaves today, and a day over for less than ten minutes, to a later run", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, DAY_ONE_EVENTS);
      const midnight = istDayStart("2026-11-21");
      expect((await rollUpAndPurge(store.sql, { now: DAY_ONE + 3_600_000, retentionDays: 400 })).rolledUp).toEqual([]);
      expect((await rollUpAndPurge(store.sql, { now: midnight + 9 * 60_000, retentionDays: 400 })).rolledUp).toEqual([]);
      expect(await dailyRows(store.sql, "2026-11-20")).toEqual([]);
      expect((await rollUpAndPurge(store.sql, { now: midnight + 10 * 60_000, retentionDays: 400 })).rolledUp).toEqual(["2026-11-20"]);
    });

    it("adds nothing when run again, or by two instances at once", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, DAY_ONE_EVENTS);
      const now = DAY_ONE + DAY;
      const [first, second] = await Promise.all([rollUpAndPurge(store.sql, { now, retentionDays: 400 }), rollUpAndPurge(store.sql, { now, retentionDays: 400 })]);
      const once = await dailyRows(store.sql, "2026-11-20");
      expect(once).toHaveLength(14);
      expect([...first.rolledUp, ...second.rolledUp]).toContain("2026-11-20");
      expect((await rollUpAndPurge(store.sql, { now, retentionDays: 400 })).rolledUp).toEqual([]);
      // A late event of a rolled-up day is not counted twice by a later run either.
      await insertEvents(store.sql, [event({ visitor: "d" })]);
      await rollUpAndPurge(store.sql, { now, retentionDays: 400 });
      expect(await dailyRows(store.sql, "2026-11-20")).toEqual(once);
    });

    it("deletes raw events older than the retention, keeping today and the days before it within it", async () => {
      store = await implementation.open();
      const days = [0, 1, 2, 3].map((n) => DAY_ONE + n * DAY);
      await insertEvents(store.sql, days.map((occurredAt, n) => event({ visitor: `v${n}`, occurredAt })));
      // On 2026-11-23 with three days kept: the 21st, 22nd and 23rd stay, the 20th goes.
      const result = await rollUpAndPurge(store.sql, { now: days[3]!, retentionDays: 3 });
      expect(result).toEqual({ rolledUp: ["2026-11-20", "2026-11-21", "2026-11-22"], purgedBefore: "2026-11-21" });
      expect(await eventDays(store.sql)).toEqual(["2026-11-21", "2026-11-22", "2026-11-23"]);
      // Its totals stay for ever.
      expect((await dailyRows(store.sql, "2026-11-20")).find((row) => row.dimension === "total")?.visitors).toBe(1);
    });

    it("keeps the raw events of a day whose roll-up failed, and says so", async () => {
      store = await implementation.open();
      await insertEvents(store.sql, [event({ visitor: "a" }), event({ visitor: "b", occurredAt: DAY_ONE + DAY })]);
      const failingOnTheTwentieth: SqlDatabase = {
        dialect: store.sql.dialect,
        query: (sql, params, options) => store.sql.query(sql, params, options),
        batch: (statements) => (statements[0]?.params?.includes("2026-11-20") ? Promise.reject(new Error("disk full")) : store.sql.batch(statements)),
      };
      await expect(rollUpAndPurge(failingOnTheTwentieth, { now: DAY_ONE + 5 * DAY, retentionDays: 1 })).rejects.toThrow(
        "days not rolled up, their events kept: 2026-11-20: disk full",
      );
      expect(await eventDays(store.sql)).toEqual(["2026-11-20"]);
      expect(await dailyRows(store.sql, "2026-11-20")).toEqual([]);
    });
  });
}

describe("the hourly roll-up", () => {
  afterEach(() => vi.useRealTimers());

  it("runs at start-up and then every hour; a failure is one line in the log, tried again an hour later", async () => {
    vi.useFakeTimers();
    const log = { error: vi.fn() };
    const rollUp = vi.fn<() => ReturnType<typeof rollUpAndPurge>>().mockRejectedValueOnce(new Error("database down")).mockResolvedValue({ rolledUp: [], purgedBefore: "" });
    const task = startHourlyRollUp(rollUp, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error.mock.calls).toEqual([["Analytics roll-up failed (database down); next try in an hour."]]);
    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(rollUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rollUp).toHaveBeenCalledTimes(2);
    await task.stop();
    await vi.advanceTimersByTimeAsync(5 * 3_600_000);
    expect(rollUp).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
