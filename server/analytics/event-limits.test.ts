/**
 * What the counting stores of a flood (issue 36, decision 0078), on SQLite and PostgreSQL, with
 * the clock injected and a small ceiling: one page view per path, and one tap of a kind per path,
 * per visitor per minute; at most ANALYTICS_MAX_EVENTS_PER_DAY events from browsers an IST day,
 * the rest dropped and that logged once a day; two instances on one database together never
 * past the ceiling; an enquiry's event is never held back by either.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { istDayStart, type BeaconEvent, type BeaconEventName } from "../../app/shared/analytics";
import { newEnquiry } from "../../tests/support/stores";
import { scratchDatabases } from "../../tests/support/databases";
import { migrate } from "../db/migrate";
import { PostgresDatabase } from "../db/postgres";
import { toNumber, type Database } from "../db/sql";
import { SqliteDatabase } from "../db/sqlite";
import { EnquiryStore } from "../enquiries/store";
import { SiteAnalytics } from "./site-analytics";

const { sqliteFile, postgres } = await scratchDatabases();

const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
/** 10:00:00 IST on 20 November 2026: a minute's start. */
const MORNING = istDayStart("2026-11-20") + 10 * 3_600_000;
const DAY = 86_400_000;

/** Each test's database; on PostgreSQL, another connection to it is another instance of the site. */
const databases: Array<{ name: string; skip?: string; open: () => Promise<{ sql: Database; another?: () => Database }> }> = [
  { name: "SQLite", open: async () => ({ sql: new SqliteDatabase(sqliteFile()) }) },
  {
    name: "PostgreSQL",
    skip: "skipped" in postgres ? postgres.skipped : undefined,
    async open() {
      const url = "url" in postgres ? postgres.url : "";
      const sql = new PostgresDatabase(url);
      await migrate(sql);
      await sql.query("TRUNCATE analytics_events, analytics_salts, analytics_day_counts, enquiries CASCADE");
      return { sql, another: () => new PostgresDatabase(url) };
    },
  },
];

const event = (name: BeaconEventName, path: string, campaign = "flood"): BeaconEvent => ({ name, path, attribution: { source: "other", utmCampaign: campaign, landing: "/" } });
/** A client of its own: visitor `n` of the day. */
const client = (n: number) => ({ ip: `198.51.100.${n}`, userAgent: PHONE });

const stored = async (sql: Database) =>
  (await sql.query<{ name: string; path: string; n: number | string }>("SELECT name, path, COUNT(*) AS n FROM analytics_events GROUP BY name, path ORDER BY name, path")).map(
    (row) => `${row.name} ${row.path} ×${toNumber(row.n)}`,
  );
const count = async (sql: Database) => toNumber((await sql.query<{ n: number }>("SELECT COUNT(*) AS n FROM analytics_events"))[0]!.n);

/** The clock, the connections and the instances of the tests on one database. */
function instancesOn(database: (typeof databases)[number]) {
  const opened: Database[] = [];
  const clock = { now: MORNING };
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const sql of opened.splice(0)) await sql.close();
    clock.now = MORNING;
  });
  async function start(maxEventsPerDay: number) {
    const { sql, another } = await database.open();
    opened.push(sql);
    await migrate(sql);
    const instance = (db: Database) => new SiteAnalytics(db, { enabled: true, siteHost: "www.vaigaidigital.in", now: () => clock.now, maxEventsPerDay });
    return {
      sql,
      analytics: instance(sql),
      /** Another instance of the site, on its own connection to the same database. */
      anotherInstance: () => {
        const db = another!();
        opened.push(db);
        return instance(db);
      },
    };
  }
  return { clock, start };
}

for (const database of databases) {
  describe.skipIf(Boolean(database.skip))(`the counting's limits on ${database.name}`, () => {
    const { clock, start } = instancesOn(database);

    it("stores one page view per path and one tap of a kind per path, per visitor per minute", async () => {
      const { sql, analytics } = await start(100_000);
      for (let second = 0; second < 60; second += 10) {
        clock.now = MORNING + second * 1000;
        for (const sent of [event("pageview", "/"), event("pageview", "/services"), event("whatsapp", "/"), event("call", "/"), event("whatsapp", "/services")]) {
          await analytics.count(sent, client(1));
        }
      }
      // Another visitor in the same minute, and the first in the next minute, count again.
      await analytics.count(event("pageview", "/"), client(2));
      clock.now = MORNING + 60_000;
      await analytics.count(event("pageview", "/"), client(1));
      await analytics.count(event("pageview", "/"), client(1));
      await analytics.queue.flush();
      expect(await stored(sql)).toEqual(["call / ×1", "pageview / ×3", "pageview /services ×1", "whatsapp / ×1", "whatsapp /services ×1"]);
      // The next write of the same minute finds the stored one: still one.
      await analytics.count(event("pageview", "/"), client(1));
      await analytics.queue.flush();
      expect(await stored(sql)).toContain("pageview / ×3");
    });

    it("stores at most the day's ceiling, drops the rest, and says so once a day; a repeat takes no room", async () => {
      const { sql, analytics } = await start(5);
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      // Three of visitor 1's page views of / in one minute are one event; then five other visitors.
      for (const n of [1, 1, 1, 2, 3, 4, 5, 6]) await analytics.count(event("pageview", "/"), client(n));
      await analytics.queue.flush();
      expect(await count(sql)).toBe(5);
      expect((await sql.query("SELECT DISTINCT visitor FROM analytics_events")).length).toBe(5);
      expect(error.mock.calls).toEqual([["Analytics: 5 events stored for 2026-11-20 (ANALYTICS_MAX_EVENTS_PER_DAY); the day's further events are answered and dropped."]]);

      // Past it, an event is not even queued; the log says nothing more that day.
      for (let n = 10; n < 30; n++) expect(await analytics.count(event("pageview", "/about"), client(n))).toBe(false);
      expect(analytics.queue.size).toBe(0);
      // An event queued before the day filled (a write in flight) is dropped by the write, unsaid.
      analytics.queue.push({ occurredAt: clock.now, name: "pageview", path: "/blogs", visit: { visitor: "late", device: "mobile" }, attribution: null });
      await analytics.queue.flush();
      expect(await count(sql)).toBe(5);
      expect(error).toHaveBeenCalledTimes(1);

      // The next IST day has a ceiling of its own, and one line of its own.
      clock.now = MORNING + DAY;
      for (let n = 10; n < 17; n++) expect(await analytics.count(event("pageview", "/about"), client(n))).toBe(true);
      await analytics.queue.flush();
      expect((await sql.query<{ day: string; n: number }>("SELECT day, COUNT(*) AS n FROM analytics_events GROUP BY day ORDER BY day")).map((row) => [row.day, toNumber(row.n)])).toEqual([
        ["2026-11-20", 5],
        ["2026-11-21", 5],
      ]);
      expect(error).toHaveBeenCalledTimes(2);
      expect(error.mock.calls[1]![0]).toContain("for 2026-11-21");
    });

    it("always stores an enquiry's event, past the ceiling and twice in one minute", async () => {
      const { sql, analytics } = await start(1);
      vi.spyOn(console, "error").mockImplementation(() => {});
      await analytics.count(event("pageview", "/contact"), client(1));
      await analytics.count(event("pageview", "/about"), client(1));
      await analytics.queue.flush();
      const store = new EnquiryStore(sql);
      const visit = await analytics.visit(client(1));
      const createdAt = new Date(clock.now);
      await store.addEnquiry(newEnquiry({ createdAt, visit }));
      await store.addEnquiry(newEnquiry({ createdAt, visit }));
      expect(await stored(sql)).toEqual(["enquiry /contact ×2", "pageview /contact ×1"]);
    });
  });
}

// Several instances share one PostgreSQL; SQLite is one instance's file (decision 0056).
const postgresDatabase = databases.find((database) => database.name === "PostgreSQL")!;
describe.skipIf(Boolean(postgresDatabase.skip))("the ceiling of several instances on one PostgreSQL", () => {
  const { start } = instancesOn(postgresDatabase);

  it("keeps the ceiling across instances on one database: together they store no more", async () => {
    const { sql, analytics, anotherInstance } = await start(50);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const instances = [analytics, anotherInstance(), anotherInstance()];
    // Three rounds of 30 new visitors on each instance, written by all of them at once.
    for (let round = 0; round < 3; round++) {
      for (const [i, instance] of instances.entries()) {
        for (let n = 0; n < 30; n++) await instance.count(event("pageview", "/", `round-${round}`), { ip: `10.${round}.${i}.${n}`, userAgent: PHONE });
      }
      await Promise.all(instances.map((instance) => instance.queue.flush()));
    }
    expect(await count(sql)).toBe(50);
    expect(toNumber((await sql.query("SELECT beacon_events FROM analytics_day_counts"))[0]!.beacon_events)).toBe(50);
    // The first round's 90 events met the ceiling: nothing of the later rounds is stored.
    expect(await sql.query("SELECT DISTINCT utm_campaign FROM analytics_events")).toEqual([{ utm_campaign: "round-0" }]);
  });
});
