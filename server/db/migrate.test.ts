/**
 * The migration runner and the migrations, on both databases: they make the schema the two
 * stores before decision 0056 made (schema.fixture.json, recorded from them), so a database made
 * by those stores counts as fully migrated; a migrated database is left alone; a failed migration
 * leaves nothing behind.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scratchDatabases } from "../../tests/support/databases";
import { describeSchema, type SchemaDescription } from "../../tests/support/schema";
import { migrate } from "./migrate";
import { MIGRATIONS } from "./migrations";
import { PostgresDatabase } from "./postgres";
import { SqliteDatabase } from "./sqlite";
import type { Database, Dialect } from "./sql";

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, "migrations/schema.fixture.json"), "utf8")) as Record<Dialect, SchemaDescription>;

/** The migrations the fixture was recorded with: those after them are checked by their features' own tests. */
const FIXTURE_MIGRATIONS = MIGRATIONS.filter((migration) => migration.version <= 5);

const scratch = await scratchDatabases();
/** A new, empty database of each kind for each call. */
const dialects: Array<{ name: Dialect; skip?: string; open: () => Promise<Database> }> = [
  { name: "sqlite", open: async () => new SqliteDatabase(scratch.sqliteFile()) },
  {
    name: "postgres",
    skip: "skipped" in scratch.postgres ? scratch.postgres.skipped : undefined,
    open: async () => new PostgresDatabase((await scratch.freshPostgres()).url),
  },
];

for (const dialect of dialects) {
  describe.skipIf(Boolean(dialect.skip))(`migrate on ${dialect.name}`, () => {
    it("makes exactly the schema the stores before decision 0056 made, with the same versions and names", async () => {
      const db = await dialect.open();
      try {
        await migrate(db, FIXTURE_MIGRATIONS);
        expect(await describeSchema(db)).toEqual(fixture[dialect.name]);
      } finally {
        await db.close();
      }
    });

    it("leaves a migrated database alone: no statement runs again, the recorded times stay", async () => {
      const db = await dialect.open();
      try {
        await migrate(db, FIXTURE_MIGRATIONS);
        const recorded = await db.query("SELECT version, name, applied_at FROM schema_migrations ORDER BY version");
        await new Promise((resolve) => setTimeout(resolve, 5));
        await migrate(db, FIXTURE_MIGRATIONS);
        expect(await db.query("SELECT version, name, applied_at FROM schema_migrations ORDER BY version")).toEqual(recorded);
        expect(await describeSchema(db)).toEqual(fixture[dialect.name]);
      } finally {
        await db.close();
      }
    });

    it("keeps none of a run whose migration fails, and records nothing", async () => {
      const db = await dialect.open();
      const good = { version: 1, name: "good", features: ["enquiries" as const], sqlite: "CREATE TABLE good (x INTEGER)", postgres: "CREATE TABLE good (x INTEGER)" };
      const bad = { ...good, version: 2, name: "bad", sqlite: "CREATE TABLE bad (x INTEGER); SELECT nonsense FROM", postgres: "CREATE TABLE bad (x INTEGER); SELECT nonsense FROM" };
      try {
        await expect(migrate(db, [good, bad])).rejects.toThrow(/syntax|incomplete/);
        await expect(db.query("SELECT x FROM good")).rejects.toThrow(/good/);
        // Not even the bookkeeping table: the run's first statement went with the rest.
        await expect(db.query("SELECT version FROM schema_migrations")).rejects.toThrow(/schema_migrations/);
        await migrate(db, [good]);
        expect(await db.query("SELECT version, name FROM schema_migrations")).toEqual([{ version: 1, name: "good" }]);
      } finally {
        await db.close();
      }
    });
  });
}

describe("migrate on a SQLite database made before decision 0056", () => {
  it("finds it fully migrated and changes nothing", async () => {
    // The database the old store made, rebuilt from what its sqlite_master held (the fixture):
    // its tables and indexes, and its five versions recorded.
    const db = new SqliteDatabase(scratch.sqliteFile());
    const created = fixture.sqlite.objects.filter((object) => object.sql && !String(object.name).startsWith("sqlite_"));
    const tablesFirst = [...created].sort((a, b) => Number(a.type === "index") - Number(b.type === "index"));
    try {
      await db.batch([
        ...tablesFirst.map((object) => ({ sql: String(object.sql) })),
        ...fixture.sqlite.migrations.map(({ version, name }) => ({
          sql: "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
          params: [Number(version), String(name), "2026-11-01T00:00:00.000Z"],
        })),
      ]);
      await migrate(db, FIXTURE_MIGRATIONS);
      expect(await describeSchema(db)).toEqual(fixture.sqlite);
      expect(await db.query("SELECT DISTINCT applied_at FROM schema_migrations")).toEqual([{ applied_at: "2026-11-01T00:00:00.000Z" }]);
    } finally {
      await db.close();
    }
  });
});

describe("the migrations", () => {
  it("are numbered in increasing order, each number once, each with a name and its statements in both dialects", () => {
    // Numbers are handed out to features being built side by side, so one may land before a lower one.
    const versions = MIGRATIONS.map((migration) => migration.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    expect(versions.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    for (const migration of MIGRATIONS) {
      expect(migration.name.trim()).not.toBe("");
      expect(migration.sqlite.trim()).not.toBe("");
      expect(migration.postgres.trim()).not.toBe("");
    }
  });

  it("each belong to one feature, but 1 and 3, written before the rule", () => {
    const owners = Object.fromEntries(MIGRATIONS.map((migration) => [migration.version, migration.features]));
    expect(owners[1]).toEqual(["enquiries", "outbox"]);
    expect(owners[3]).toEqual(["inbox", "auth", "outbox"]);
    const others = MIGRATIONS.filter((migration) => migration.version !== 1 && migration.version !== 3);
    expect(others.filter((migration) => migration.features.length !== 1).map((migration) => migration.version)).toEqual([]);
  });
});
