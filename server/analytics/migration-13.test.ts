/**
 * Migration 13 on a database that has counted for a while (issue 36), on SQLite and PostgreSQL:
 * a rolled-up day's 51st value and after are added into its 'other' row (and an 'other' row the
 * day had already), its 50 busiest stay as they were; every old tap stays a lead; the events
 * stored before, repeats within a minute included, stay and do not stop the new unique index.
 */
import { describe, expect, it } from "vitest";
import { OTHER_VALUE } from "../../app/shared/analytics";
import { scratchDatabases } from "../../tests/support/databases";
import { migrate } from "../db/migrate";
import { MIGRATIONS } from "../db/migrations";
import { PostgresDatabase } from "../db/postgres";
import { toNumber, type Database } from "../db/sql";
import { SqliteDatabase } from "../db/sqlite";

const scratch = await scratchDatabases();
const dialects: Array<{ name: string; skip?: string; open: () => Promise<Database> }> = [
  { name: "SQLite", open: async () => new SqliteDatabase(scratch.sqliteFile()) },
  {
    name: "PostgreSQL",
    skip: "skipped" in scratch.postgres ? scratch.postgres.skipped : undefined,
    open: async () => new PostgresDatabase((await scratch.freshPostgres()).url),
  },
];

const DAY = "2026-11-20";
const COLUMNS = "day, dimension, value, visitors, pageviews, enquiries, whatsapp, calls, emails, language_switches, outbound";

for (const dialect of dialects) {
  describe.skipIf(Boolean(dialect.skip))(`migration 13 on ${dialect.name}`, () => {
    it("folds a rolled-up day's values past its 50 busiest into 'other', keeps every old tap a lead, and keeps the old events", async () => {
      const db = await dialect.open();
      try {
        await migrate(db, MIGRATIONS.filter((migration) => migration.version <= 12));
        // 60 campaigns, campaign-00 the busiest with 60 visitors, each with a WhatsApp tap and a call;
        // an empty campaign that came in before empty texts were refused; three pages; the total.
        const campaigns = Array.from({ length: 60 }, (_, n) => [DAY, "campaign", `campaign-${String(n).padStart(2, "0")}`, 60 - n, 2, 0, 1, 1, 0, 0, 0]);
        const rows = [...campaigns, [DAY, "campaign", "", 1, 1, 1, 0, 0, 0, 0, 0], [DAY, "page", "/", 5, 5, 0, 0, 0, 0, 0, 0], [DAY, "page", "/about", 4, 4, 0, 0, 0, 0, 0, 0], [DAY, "total", "", 100, 121, 1, 60, 60, 0, 0, 0]];
        await db.batch(rows.map((params) => ({ sql: `INSERT INTO analytics_daily (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, params })));
        const old = { occurred_at: 1_000, day: DAY, name: "pageview", path: "/", lang: "en", visitor: "v", device: "mobile" };
        for (let i = 0; i < 2; i++) await db.query(`INSERT INTO analytics_events (${Object.keys(old).join(", ")}) VALUES (?, ?, ?, ?, ?, ?, ?)`, Object.values(old));

        await migrate(db);

        const daily = await db.query(`SELECT dimension, value, visitors, pageviews, enquiries, whatsapp, calls, leads FROM analytics_daily ORDER BY dimension, value`);
        const numbers = daily.map((row) => ({ ...row, ...Object.fromEntries(["visitors", "pageviews", "enquiries", "whatsapp", "calls", "leads"].map((column) => [column, toNumber(row[column])])) }));
        const kept = numbers.filter((row) => row.dimension === "campaign" && row.value !== OTHER_VALUE);
        expect(kept.map((row) => row.value)).toEqual(campaigns.slice(0, 50).map((row) => row[2]));
        expect(kept[0]).toEqual({ dimension: "campaign", value: "campaign-00", visitors: 60, pageviews: 2, enquiries: 0, whatsapp: 1, calls: 1, leads: 2 });
        // campaign-50 to -59 have 10 to 1 visitors: 55, with the empty campaign's one, 56.
        expect(numbers.find((row) => row.dimension === "campaign" && row.value === OTHER_VALUE)).toEqual({ dimension: "campaign", value: OTHER_VALUE, visitors: 56, pageviews: 21, enquiries: 1, whatsapp: 10, calls: 10, leads: 21 });
        expect(numbers.filter((row) => row.dimension !== "campaign")).toEqual([
          { dimension: "page", value: "/", visitors: 5, pageviews: 5, enquiries: 0, whatsapp: 0, calls: 0, leads: 0 },
          { dimension: "page", value: "/about", visitors: 4, pageviews: 4, enquiries: 0, whatsapp: 0, calls: 0, leads: 0 },
          { dimension: "total", value: "", visitors: 100, pageviews: 121, enquiries: 1, whatsapp: 60, calls: 60, leads: 121 },
        ]);
        expect(await db.query("SELECT minute FROM analytics_events")).toEqual([{ minute: null }, { minute: null }]);
      } finally {
        await db.close();
      }
    });
  });
}
