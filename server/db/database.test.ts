/**
 * The two adapters held to one contract: SQLite in a temp file and PostgreSQL in a throw-away
 * database (skipped with a message only where no PostgreSQL is reachable, never under CI).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scratchDatabases } from "../../tests/support/databases";
import { PostgresDatabase } from "./postgres";
import { SqliteDatabase } from "./sqlite";
import type { Database, Transaction } from "./sql";

const { sqliteFile, postgres } = await scratchDatabases();
const adapters: Array<{ name: string; skip?: string; open: () => Database }> = [
  { name: "SQLite", open: () => new SqliteDatabase(sqliteFile()) },
  {
    name: "PostgreSQL",
    skip: "skipped" in postgres ? postgres.skipped : undefined,
    open: () => new PostgresDatabase("url" in postgres ? postgres.url : ""),
  },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const adapter of adapters) {
  describe.skipIf(Boolean(adapter.skip))(`Database: ${adapter.name}`, () => {
    let db: Database;
    const names = async () => (await db.query<{ name: string }>("SELECT name FROM items ORDER BY name")).map((row) => row.name);

    beforeEach(async () => {
      db = adapter.open();
      await db.query("DROP TABLE IF EXISTS items");
      await db.query("CREATE TABLE items (name TEXT PRIMARY KEY)");
    });
    afterEach(async () => {
      await db.close();
    });

    it("commits what a transaction did and gives back what its work returned", async () => {
      const result = await db.transaction(async (tx) => {
        await tx.query("INSERT INTO items (name) VALUES (?)", ["a"]);
        return (await tx.query<{ name: string }>("SELECT name FROM items")).map((row) => row.name);
      });
      expect(result).toEqual(["a"]);
      expect(await names()).toEqual(["a"]);
    });

    it("rolls back all of a transaction whose work fails, DDL included, and passes the error on", async () => {
      const failure = new Error("changed my mind");
      await expect(
        db.transaction(async (tx) => {
          await tx.exec("INSERT INTO items (name) VALUES ('a'); CREATE TABLE later (x INTEGER)");
          await tx.batch([{ sql: "INSERT INTO items (name) VALUES (?)", params: ["b"] }]);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await names()).toEqual([]);
      await expect(db.query("SELECT x FROM later")).rejects.toThrow(/later/);
    });

    it("keeps concurrent transactions and statements apart: one failing takes only its own statements with it", async () => {
      // Each transaction awaits between its statements; a statement of another one, or outside any,
      // must neither run inside it (SQLite has one connection) nor wait forever.
      const failing = db.transaction(async (tx) => {
        await tx.query("INSERT INTO items (name) VALUES (?)", ["failing-1"]);
        await pause(20);
        await tx.query("INSERT INTO items (name) VALUES (?)", ["failing-2"]);
        throw new Error("failed");
      });
      const succeeding = db.transaction(async (tx) => {
        await tx.query("INSERT INTO items (name) VALUES (?)", ["succeeding-1"]);
        await pause(5);
        await tx.query("INSERT INTO items (name) VALUES (?)", ["succeeding-2"]);
      });
      const alone = db.query("INSERT INTO items (name) VALUES (?)", ["alone"]);
      const batch = db.batch([{ sql: "INSERT INTO items (name) VALUES (?)", params: ["batch"] }]);
      const results = await Promise.allSettled([failing, succeeding, alone, batch]);
      expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled", "fulfilled", "fulfilled"]);
      expect(await names()).toEqual(["alone", "batch", "succeeding-1", "succeeding-2"]);
    });

    it("refuses a statement through a transaction that has ended", async () => {
      let leaked: Transaction | undefined;
      await db.transaction(async (tx) => {
        leaked = tx;
      });
      await expect(leaked!.query("INSERT INTO items (name) VALUES (?)", ["late"])).rejects.toThrow("The transaction has ended");
      await expect(leaked!.exec("INSERT INTO items (name) VALUES ('late')")).rejects.toThrow("The transaction has ended");
      expect(await names()).toEqual([]);
    });

    it("runs a batch in one transaction: all of it or none", async () => {
      await expect(
        db.batch([
          { sql: "INSERT INTO items (name) VALUES (?)", params: ["a"] },
          { sql: "INSERT INTO items (name) VALUES (?)", params: ["a"] },
        ]),
      ).rejects.toThrow(/UNIQUE|duplicate key/);
      expect(await names()).toEqual([]);
      expect(await db.batch([{ sql: "INSERT INTO items (name) VALUES (?) RETURNING name", params: ["b"] }])).toEqual([[{ name: "b" }]]);
    });

    it("can be closed twice", async () => {
      await db.close();
      await expect(db.close()).resolves.toBeUndefined();
    });
  });
}

/** A new SQLite database (and its file) for `work`, closed after it. */
async function withSqlite(work: (db: SqliteDatabase, file: string) => Promise<void>): Promise<void> {
  const file = sqliteFile();
  const db = new SqliteDatabase(file);
  try {
    await work(db, file);
  } finally {
    await db.close();
  }
}

describe("SQLite", () => {
  it("creates its folder readable by the owner only (0700), and its file, -wal and -shm too (0600), leaving an existing folder as it is", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "sqlite-modes-"));
    try {
      const shared = path.join(root, "shared");
      mkdirSync(shared, { mode: 0o755 });
      chmodSync(shared, 0o755);
      const file = path.join(shared, "data", "private", "enquiries.db");
      const db = new SqliteDatabase(file);
      try {
        await db.query("CREATE TABLE items (name TEXT)");
        await db.query("INSERT INTO items (name) VALUES (?)", ["a"]);
        const mode = (target: string) => (statSync(target).mode & 0o777).toString(8);
        expect({ file: mode(file), wal: mode(`${file}-wal`), shm: mode(`${file}-shm`) }).toEqual({ file: "600", wal: "600", shm: "600" });
        expect({ data: mode(path.dirname(path.dirname(file))), private: mode(path.dirname(file)), shared: mode(shared) }).toEqual({ data: "700", private: "700", shared: "755" });
      } finally {
        await db.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("transactions take the write lock when they begin, so another process's writer waits rather than interleaves", () =>
    withSqlite(async (db, file) => {
      const other = new BetterSqlite3(file, { timeout: 0 });
      try {
        await db.transaction(async () => {
          // Nothing written yet: only BEGIN IMMEDIATE holds the lock here (a deferred BEGIN would not).
          expect(() => other.exec("BEGIN IMMEDIATE")).toThrow(/locked/);
        });
        other.exec("BEGIN IMMEDIATE");
        other.exec("ROLLBACK");
      } finally {
        other.close();
      }
    }));

  it("compiles a statement once and keeps it, up to 500 of them, the oldest dropped first", () =>
    withSqlite(async (db) => {
      const STATEMENT_CACHE_SIZE = 500;
      const prepare = vi.spyOn(BetterSqlite3.prototype, "prepare");
      try {
        await db.query("CREATE TABLE items (name TEXT)");
        for (let i = 0; i < 3; i++) await db.query("INSERT INTO items (name) VALUES (?)", [`item ${i}`]);
        await db.transaction(async (tx) => tx.query("INSERT INTO items (name) VALUES (?)", ["in a transaction"]));
        expect(prepare.mock.calls.filter(([sql]) => sql === "INSERT INTO items (name) VALUES (?)")).toHaveLength(1);
        // A different statement each time: the cache holds the newest STATEMENT_CACHE_SIZE.
        for (let i = 0; i <= STATEMENT_CACHE_SIZE; i++) await db.query(`SELECT ${i} AS n`);
        prepare.mockClear();
        expect(await db.query(`SELECT ${STATEMENT_CACHE_SIZE} AS n`)).toEqual([{ n: STATEMENT_CACHE_SIZE }]);
        // The oldest of the newest STATEMENT_CACHE_SIZE is kept too.
        expect(await db.query("SELECT 1 AS n")).toEqual([{ n: 1 }]);
        expect(prepare).not.toHaveBeenCalled();
        expect(await db.query("SELECT 0 AS n")).toEqual([{ n: 0 }]);
        expect(prepare).toHaveBeenCalledTimes(1);
        expect(await db.query("SELECT name FROM items ORDER BY rowid")).toHaveLength(4);
      } finally {
        prepare.mockRestore();
      }
    }));

  it("runs a write that need not be synced alone with synchronous=NORMAL; every other statement, and they after a failure, with FULL", () =>
    withSqlite(async (db) => {
      const level = (options?: { synced: boolean }) => db.query("SELECT synchronous FROM pragma_synchronous", [], options);
      // 2 is FULL: each commit synced before it returns; 1 is NORMAL.
      expect(await level()).toEqual([{ synchronous: 2 }]);
      expect(await level({ synced: false })).toEqual([{ synchronous: 1 }]);
      expect(await level()).toEqual([{ synchronous: 2 }]);
      await expect(db.query("INSERT INTO nowhere VALUES (1)", [], { synced: false })).rejects.toThrow(/nowhere/);
      expect(await level()).toEqual([{ synchronous: 2 }]);
      expect(await db.transaction(async (tx) => tx.query("SELECT synchronous FROM pragma_synchronous"))).toEqual([{ synchronous: 2 }]);
    }));
});
