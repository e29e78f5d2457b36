/**
 * The counting on both databases: the day's salt and visitor hash (a new IST day, a new hash,
 * the old salt gone; instances racing for the first salt agree), and the queue written in one
 * transaction, bounded, kept across a failed write and written on stop.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { istDayStart, type BeaconEvent } from "../../app/shared/analytics";
import { scratchDatabases } from "../../tests/support/databases";
import type { Database } from "../db/sql";
import { migrate } from "../db/migrate";
import { PostgresDatabase } from "../db/postgres";
import { SqliteDatabase } from "../db/sqlite";
import type { EventRow } from "./event-rows";
import { EventQueue } from "./event-queue";
import { SiteAnalytics } from "./site-analytics";
import { deviceClass } from "./visitor";

const { sqliteFile, postgres } = await scratchDatabases();
afterEach(() => vi.restoreAllMocks());

const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const pageview: BeaconEvent = { name: "pageview", path: "/ta/services", attribution: { source: "instagram", utmCampaign: "diwali", landing: "/ta" } };

/** 23:59 IST on 24 November 2026, and a minute later: the next IST day. */
const BEFORE_MIDNIGHT = istDayStart("2026-11-25") - 60_000;
const AFTER_MIDNIGHT = istDayStart("2026-11-25") + 60_000;

const databases: Array<{ name: string; skip?: string; open: () => Promise<Database> }> = [
  { name: "SQLite", open: async () => new SqliteDatabase(sqliteFile()) },
  {
    name: "PostgreSQL",
    skip: "skipped" in postgres ? postgres.skipped : undefined,
    open: async () => {
      const sql = new PostgresDatabase("url" in postgres ? postgres.url : "");
      await migrate(sql);
      await sql.query("TRUNCATE analytics_events, analytics_salts RESTART IDENTITY");
      return sql;
    },
  },
];

function row(index: number): EventRow {
  return { occurredAt: BEFORE_MIDNIGHT + index, name: "pageview", path: "/", visit: { visitor: `v${index}`, device: "desktop" }, attribution: null };
}

describe("deviceClass", () => {
  it("keeps only mobile or desktop", () => {
    expect(deviceClass(ANDROID)).toBe("mobile");
    expect(deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe("mobile");
    expect(deviceClass(WINDOWS)).toBe("desktop");
    expect(deviceClass("")).toBe("desktop");
  });
});

for (const database of databases) {
  describe.skipIf(Boolean(database.skip))(`the counting on ${database.name}`, () => {
    let sql: Database;
    let now = BEFORE_MIDNIGHT;
    const open = async () => {
      sql = await database.open();
      await migrate(sql);
      return new SiteAnalytics(sql, { enabled: true, siteHost: "www.vaigaidigital.in", now: () => now, maxEventsPerDay: 100_000 });
    };
    afterEach(async () => {
      await sql.close();
      now = BEFORE_MIDNIGHT;
    });

    it("hashes a visitor alike all day, apart by address or browser, and anew the next IST day, whose salt replaces the old", async () => {
      const analytics = await open();
      const client = { ip: "203.0.113.7", userAgent: ANDROID };
      const today = await analytics.visit(client);
      expect(today).toEqual({ visitor: expect.stringMatching(/^[0-9a-f]{32}$/), device: "mobile" });
      expect(await analytics.visit(client)).toEqual(today);
      expect((await analytics.visit({ ...client, ip: "203.0.113.8" })).visitor).not.toBe(today.visitor);
      expect((await analytics.visit({ ...client, userAgent: WINDOWS })).visitor).not.toBe(today.visitor);
      const [yesterdaySalt] = await sql.query<{ day: string; salt: string }>("SELECT day, salt FROM analytics_salts");
      expect(yesterdaySalt).toEqual({ day: "2026-11-24", salt: expect.stringMatching(/^[0-9a-f]{64}$/) });

      now = AFTER_MIDNIGHT;
      const tomorrow = await analytics.visit(client);
      expect(tomorrow.visitor).not.toBe(today.visitor);
      const salts = await sql.query<{ day: string; salt: string }>("SELECT day, salt FROM analytics_salts");
      expect(salts).toEqual([{ day: "2026-11-25", salt: expect.not.stringMatching(yesterdaySalt!.salt) }]);
      // Nothing of the address or the browser is kept, only the hash.
      expect(JSON.stringify(salts)).not.toContain("203.0.113.7");
    });

    it("gives every instance the same salt when they make the day's first at the same moment", async () => {
      await open();
      const instances = Array.from({ length: 4 }, () => new SiteAnalytics(sql, { enabled: true, siteHost: "www.vaigaidigital.in", now: () => now, maxEventsPerDay: 100_000 }));
      const visits = await Promise.all(instances.map((instance) => instance.visit({ ip: "198.51.100.1", userAgent: WINDOWS })));
      expect(new Set(visits.map((visit) => visit.visitor)).size).toBe(1);
      expect(await sql.query("SELECT day FROM analytics_salts")).toHaveLength(1);
    });

    it("writes a second's events in one transaction, stored as the visit's attribution with the IST day and language", async () => {
      const analytics = await open();
      const transaction = vi.spyOn(sql, "transaction");
      for (let i = 0; i < 1300; i++) await analytics.count(pageview, { ip: `10.0.${i >> 8}.${i & 255}`, userAgent: ANDROID });
      expect(await sql.query("SELECT id FROM analytics_events")).toHaveLength(0);
      await analytics.queue.flush();
      expect(transaction).toHaveBeenCalledTimes(1);
      const [counted] = await sql.query<{ n: number | string; visitors: number | string }>("SELECT COUNT(*) AS n, COUNT(DISTINCT visitor) AS visitors FROM analytics_events");
      expect({ n: Number(counted!.n), visitors: Number(counted!.visitors) }).toEqual({ n: 1300, visitors: 1300 });
      const [first] = await sql.query("SELECT day, name, path, lang, device, source, utm_campaign, landing_path, target, enquiry_id FROM analytics_events LIMIT 1");
      expect(first).toEqual({ day: "2026-11-24", name: "pageview", path: "/ta/services", lang: "ta", device: "mobile", source: "instagram", utm_campaign: "diwali", landing_path: "/ta", target: null, enquiry_id: null });
    });

    it("keeps the events of a failed write for the next one, and writes what waits on stop", async () => {
      await open();
      const queue = new EventQueue(sql, { maxPerDay: 100_000 });
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const transaction = vi.spyOn(sql, "transaction").mockRejectedValueOnce(new Error("database down"));
      queue.push(row(1));
      queue.push(row(2));
      await queue.flush();
      expect(queue.size).toBe(2);
      expect(error).toHaveBeenCalledTimes(1);
      queue.push(row(3));
      await queue.stop();
      expect(transaction).toHaveBeenCalledTimes(2);
      expect((await sql.query<{ visitor: string }>("SELECT visitor FROM analytics_events ORDER BY occurred_at")).map((r) => r.visitor)).toEqual(["v1", "v2", "v3"]);
    });
  });
}

describe("EventQueue's bound", () => {
  it("drops events past its bound and says so once", async () => {
    const sql = { transaction: vi.fn(async () => []) as unknown as Database["transaction"] };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const queue = new EventQueue(sql, { maxQueued: 3, maxPerDay: 100_000 });
    const kept = [1, 2, 3, 4, 5].map((index) => queue.push(row(index)));
    expect(kept).toEqual([true, true, true, false, false]);
    expect(error).toHaveBeenCalledTimes(1);
    await queue.flush();
    expect(sql.transaction).toHaveBeenCalledTimes(1);
    expect(queue.push(row(6))).toBe(true);
  });
});
