/**
 * `npm run analytics:seed` on a small scale: about the number of events asked for, over the 365
 * IST days up to `now` and none after it, with the mix the dashboard is benched on (mostly phones,
 * both languages, Google first, some leads), the finished days rolled up and today left live,
 * and the same data again for the same seed.
 */
import { afterEach, describe, expect, it } from "vitest";
import { istDay, istDayStart } from "~/shared/analytics";
import { SqliteDatabase } from "../server/db/sqlite";
import { EnquiryStore } from "../server/enquiries/store";
import { scratchDatabases } from "../tests/support/databases";
import { seedAnalytics } from "./analytics-seed";

const { sqliteFile } = await scratchDatabases();
const NOW = istDayStart("2026-11-25") + 15 * 3_600_000;

async function seeded(seed = 29) {
  const store = new EnquiryStore(new SqliteDatabase(sqliteFile()));
  await store.migrate();
  const result = await seedAnalytics(store.sql, { events: 20_000, now: NOW, seed });
  return { store, result };
}

const stores: EnquiryStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe("seedAnalytics", () => {
  it("writes a year of traffic up to now, with the dashboard's mix, and rolls up every finished day", async () => {
    const { store, result } = await seeded();
    stores.push(store);
    const [span] = await store.sql.query<{ first: string; last: string; latest: number; events: number }>(
      "SELECT MIN(day) AS first, MAX(day) AS last, MAX(occurred_at) AS latest, COUNT(*) AS events FROM analytics_events",
    );
    expect(span).toMatchObject({ first: "2025-11-26", last: "2026-11-25", events: result.events });
    expect(span!.latest).toBeLessThanOrEqual(NOW);
    expect(result.events).toBeGreaterThan(19_000);
    expect(result.events).toBeLessThan(21_000);
    const share = async (where: string) =>
      Number((await store.sql.query<{ n: number }>(`SELECT COUNT(*) AS n FROM analytics_events WHERE ${where}`))[0]!.n) / result.events;
    expect(await share("device = 'mobile'")).toBeGreaterThan(0.7);
    expect(await share("lang = 'ta'")).toBeGreaterThan(0.25);
    expect(await share("name IN ('enquiry', 'whatsapp', 'call', 'email')")).toBeGreaterThan(0.005);
    const [top] = await store.sql.query<{ source: string }>("SELECT source FROM analytics_events GROUP BY source ORDER BY COUNT(*) DESC LIMIT 1");
    expect(top!.source).toBe("google");
    const rolled = await store.sql.query<{ day: string }>("SELECT day FROM analytics_daily WHERE dimension = 'total' ORDER BY day");
    expect(rolled).toHaveLength(364);
    expect(rolled.at(-1)!.day).toBe(istDay(NOW - 86_400_000));
  });

  it("makes the same data for the same seed", async () => {
    const [a, b] = [await seeded(7), await seeded(7)];
    stores.push(a.store, b.store);
    const rows = (store: EnquiryStore) => store.sql.query("SELECT * FROM analytics_daily ORDER BY day, dimension, value");
    expect(a.result).toEqual(b.result);
    expect(await rows(a.store)).toEqual(await rows(b.store));
  });
});
