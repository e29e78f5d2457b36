/**
 * The daily roll-up and the purge of raw events, on SQLite and PostgreSQL, with the clock
 * injected: a finished day becomes its rows in each dimension (visitors distinct per value, a
 * count per event, NULL source as 'unknown', no row for a missing campaign or landing page);
 * today and a day over for less than ten minutes wait; a second run, or two at once, add
 * nothing; raw events older than the retention go, but only from days that are rolled up.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { istDayStart } from "~/shared/analytics";
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
  const columns = ["pageviews", "enquiries", "whatsapp", "calls", "emails", "language_switches", "outbound"];
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
      //                 pageviews, enquiries, whatsapp, calls, emails, language, outbound
      expect(await dailyRows(store.sql, "2026-11-20")).toEqual([
        { dimension: "campaign", value: "diwali", visitors: 2, counts: [3, 0, 1, 1, 0, 0, 0] },
        { dimension: "device", value: "desktop", visitors: 1, counts: [0, 1, 0, 0, 0, 0, 0] },
        { dimension: "device", value: "mobile", visitors: 2, counts: [3, 0, 1, 1, 0, 0, 0] },
        { dimension: "landing", value: "/", visitors: 1, counts: [2, 0, 1, 0, 0, 0, 0] },
        { dimension: "landing", value: "/ta", visitors: 1, counts: [1, 0, 0, 1, 0, 0, 0] },
        { dimension: "lang", value: "en", visitors: 2, counts: [2, 1, 1, 0, 0, 0, 0] },
        { dimension: "lang", value: "ta", visitors: 1, counts: [1, 0, 0, 1, 0, 0, 0] },
        { dimension: "page", value: "/", visitors: 1, counts: [1, 0, 0, 0, 0, 0, 0] },
        { dimension: "page", value: "/contact", visitors: 1, counts: [0, 1, 0, 0, 0, 0, 0] },
        { dimension: "page", value: "/services", visitors: 1, counts: [1, 0, 1, 0, 0, 0, 0] },
        { dimension: "page", value: "/ta", visitors: 1, counts: [1, 0, 0, 1, 0, 0, 0] },
        { dimension: "source", value: "instagram", visitors: 2, counts: [3, 0, 1, 1, 0, 0, 0] },
        { dimension: "source", value: "unknown", visitors: 1, counts: [0, 1, 0, 0, 0, 0, 0] },
        { dimension: "total", value: "", visitors: 3, counts: [3, 1, 1, 1, 0, 0, 0] },
      ]);
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
