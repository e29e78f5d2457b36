/**
 * `restoreBackup` on SQLite and PostgreSQL: a backup restored into a fresh database holds every
 * row the original did; a file that is cut, damaged, foreign, of the other kind or from a newer
 * schema is refused and changes nothing; the database is refused while a site holds it; an older
 * backup is migrated; enquiries the replaced database had erased are erased again.
 */
import { closeSync, openSync, statSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabases, everyRow, openStore } from "../../tests/support/backups";
import { newEnquiry } from "../../tests/support/stores";
import type { DatabaseTarget } from "../config";
import { migrate } from "../db/migrate";
import { MIGRATIONS } from "../db/migrations";
import { openDatabase } from "../db/open";
import { SqliteDatabase } from "../db/sqlite";
import { erasePerson } from "../enquiries/erasure";
import type { EnquiryStore } from "../enquiries/store";
import { EnquiryInbox } from "../inbox/inbox";
import { RefusedBackupError, restoreBackup } from "./restore";
import { holdSiteLock, SiteRunningError, takeRestoreLock } from "./site-lock";
import { takeBackup } from "./take-backup";
import { dumpPostgres } from "./postgres-files";

const databases = await backupDatabases();
const opened: EnquiryStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});
const yes = async () => true;
const LATEST = Math.max(...MIGRATIONS.map((migration) => migration.version));

async function rowsOf(target: DatabaseTarget) {
  const db = await openDatabase(target);
  try {
    return await everyRow(db);
  } finally {
    await db.close();
  }
}

for (const database of databases) {
  describe.skipIf(Boolean(database.skip))(`restore on ${database.name}`, () => {
    /** A database with enquiries, a note and its history, an owner: and a backup of it. */
    async function backedUp() {
      const target = await database.fresh();
      const store = await openStore(target);
      opened.push(store);
      const inbox = new EnquiryInbox(store.sql);
      for (let i = 0; i < 5; i++) await store.addEnquiry(newEnquiry({ name: `Visitor ${i}`, email: `visitor${i}@example.in`, message: `Enquiry ${i}: வணக்கம், 'quotes' and \\ back\tslash` }));
      await inbox.saveNote(1, "Called back", "owner@shop.in");
      await store.sql.query("INSERT INTO owners (email, created_at) VALUES (?, ?)", ["owner@shop.in", 0]);
      const backup = await takeBackup(target, database.dir(), Date.now() - 2_000);
      return { target, store, backup };
    }

    it("brings back every row of every table into a fresh database", async () => {
      const { target, backup } = await backedUp();
      const fresh = await database.fresh();
      expect(await restoreBackup(backup.file, fresh, yes)).toEqual({ schemaVersion: LATEST, migratedTo: LATEST, erasedAgain: 0 });
      expect(await rowsOf(fresh)).toEqual(await rowsOf(target));
    });

    it("asks first: not confirmed, nothing changes", async () => {
      const { backup } = await backedUp();
      const { target: other, store } = await backedUp();
      // The store stands for a site: it is stopped before a restore.
      await store.close();
      const before = await rowsOf(other);
      expect(await restoreBackup(backup.file, other, async () => false)).toBeNull();
      expect(await rowsOf(other)).toEqual(before);
    });

    it("refuses a cut, damaged, foreign or other-kind file, or one from a newer schema, with a clear message, and changes nothing", async () => {
      const { target, backup } = await backedUp();
      const dir = path.dirname(backup.file);
      const before = await rowsOf(target);
      const bytes = (await import("node:fs")).readFileSync(backup.file);
      const cut = path.join(dir, "cut");
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const damaged = path.join(dir, "damaged");
      writeFileSync(damaged, bytes);
      const descriptor = openSync(damaged, "r+");
      // Garbage where reading the schema's version does not look: the last page (SQLite), the last table's compressed rows (a dump).
      writeSync(descriptor, Buffer.alloc(database.name === "SQLite" ? 4096 : 64, 0x5a), 0, undefined, database.name === "SQLite" ? bytes.length - 4096 : bytes.length - 300);
      closeSync(descriptor);
      const text = path.join(dir, "notes.txt");
      writeFileSync(text, "not a backup\n");
      const cases: Array<[string, RegExp]> = [
        [path.join(dir, "missing.db"), /missing\.db: no such file\./],
        [cut, database.name === "SQLite" ? /cut is damaged: / : /cut is (damaged|not a dump pg_restore can read)/],
        [damaged, /damaged is damaged: /],
        [text, /notes\.txt is not a backup: neither a SQLite database nor a PostgreSQL dump \(custom format\)\./],
      ];
      for (const [file, message] of cases) {
        await expect(restoreBackup(file, target, yes), file).rejects.toThrow(message);
        await expect(restoreBackup(file, target, yes)).rejects.toBeInstanceOf(RefusedBackupError);
      }
      expect(await rowsOf(target)).toEqual(before);
    });

    it("refuses a backup made by a newer version of the code, and a database that is not this site's", async () => {
      const { target, store, backup } = await backedUp();
      await store.sql.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [LATEST + 1, "from the future", new Date().toISOString()]);
      const newer = await takeBackup(target, path.dirname(backup.file), Date.now());
      const other = await database.fresh();
      await expect(restoreBackup(newer.file, other, yes)).rejects.toThrow(`was made by a newer version of the site (schema ${LATEST + 1}; this code knows up to ${LATEST}): update the code, then restore.`);
      const foreign = await database.fresh();
      const db = await openDatabase(foreign);
      await db.query("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
      await db.close();
      const foreignFile = path.join(path.dirname(backup.file), "foreign");
      if (foreign.kind === "sqlite") new BetterSqlite3(foreign.file).prepare("VACUUM INTO ?").run(foreignFile);
      else await dumpPostgres(foreign.url, foreignFile);
      await expect(restoreBackup(foreignFile, other, yes)).rejects.toThrow("but not one of this site's: it has no schema_migrations table");
      expect(await rowsOf(other)).toEqual({});
    });

    it("refuses while a site has the database open, and restores once it has stopped", async () => {
      const { backup } = await backedUp();
      const target = await database.fresh();
      const store = await openStore(target);
      const before = await everyRow(store.sql);
      const lock = target.kind === "postgres" ? holdSiteLock(target.url) : null;
      // The site's lock is taken in the background; wait until the server has it.
      if (target.kind === "postgres") {
        for (let i = 0; i < 50; i++) {
          const [row] = await store.sql.query("SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND granted");
          if (Number(row!.n) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      const refusal = restoreBackup(backup.file, target, yes);
      await expect(refusal).rejects.toBeInstanceOf(SiteRunningError);
      await expect(restoreBackup(backup.file, target, yes)).rejects.toThrow(/^the site is running on this database \(/);
      expect(await everyRow(store.sql)).toEqual(before);
      await lock?.release();
      await store.close();
      expect(await restoreBackup(backup.file, target, yes)).not.toBeNull();
    });

    if (database.name === "PostgreSQL") {
      it("a site that starts during a restore waits for its lock, and stops at once all the same", async () => {
        const target = (await database.fresh()) as { kind: "postgres"; url: string };
        const restoring = await takeRestoreLock(target.url);
        const site = holdSiteLock(target.url);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const started = Date.now();
        await site.release();
        expect(Date.now() - started).toBeLessThan(2_000);
        await restoring.release();
        // Its connection is gone: PostgreSQL notices a client gone from a lock wait once the wait ends.
        const db = await openDatabase(target);
        let waiting = -1;
        for (let tries = 0; tries < 30 && waiting !== 0; tries++) {
          if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
          waiting = Number((await db.query("SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'site (holds the restore lock)' AND datname = current_database()"))[0]!.n);
        }
        await db.close();
        expect(waiting).toBe(0);
      });
    }

    if (database.name === "PostgreSQL") {
      it("the site takes its lock again after its connection is lost (a database restart)", { timeout: 30_000 }, async () => {
        const target = (await database.fresh()) as { kind: "postgres"; url: string };
        const errors: string[] = [];
        const site = holdSiteLock(target.url, { error: (line: string) => void errors.push(line) });
        const db = await openDatabase(target);
        const holders = async () =>
          (await db.query<{ pid: number }>("SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = 7135002 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())")).map((row) => row.pid);
        const waitFor = async (check: (pids: number[]) => boolean) => {
          for (let tries = 0; tries < 100; tries++) {
            const pids = await holders();
            if (check(pids)) return pids;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          throw new Error("the lock did not come back");
        };
        try {
          const [first] = await waitFor((pids) => pids.length === 1);
          await db.query("SELECT pg_terminate_backend(?)", [first!]);
          const again = await waitFor((pids) => pids.length === 1 && pids[0] !== first);
          expect(again).toHaveLength(1);
          await expect(restoreBackup((await backedUp()).backup.file, target, yes)).rejects.toBeInstanceOf(SiteRunningError);
          expect(errors).toEqual([]);
        } finally {
          await site.release();
          await db.close();
        }
      });
    }

    it("brings an older backup's schema up to date", async () => {
      const target = await database.fresh();
      const db = await openDatabase(target);
      await migrate(db, MIGRATIONS.filter((migration) => migration.version <= 11));
      await db.close();
      const old = new (await import("../enquiries/store")).EnquiryStore(await openDatabase(target));
      await old.addEnquiry({ ...newEnquiry(), submissionId: undefined });
      await old.close();
      const backup = await takeBackup(target, database.dir());
      const fresh = await database.fresh();
      expect(await restoreBackup(backup.file, fresh, yes)).toEqual({ schemaVersion: 11, migratedTo: LATEST, erasedAgain: 0 });
      const restored = await openStore(fresh);
      opened.push(restored);
      expect(Number((await restored.sql.query("SELECT MAX(version) AS v FROM schema_migrations"))[0]!.v)).toBe(LATEST);
      expect((await restored.listEnquiries()).map((enquiry) => enquiry.name)).toEqual(["Karthik Raja"]);
    });

    it("erases again what the replaced database had erased since the backup", async () => {
      const { target, store, backup } = await backedUp();
      expect(await erasePerson(store.sql, { email: "visitor2@example.in" }, "owner@shop.in")).toBe(1);
      await store.close();
      opened.splice(opened.indexOf(store), 1);
      expect((await restoreBackup(backup.file, target, yes))!.erasedAgain).toBe(1);
      const restored = await openStore(target);
      opened.push(restored);
      expect((await restored.listEnquiries()).map((enquiry) => enquiry.name).sort()).toEqual(["Visitor 0", "Visitor 1", "Visitor 3", "Visitor 4"]);
      expect(statSync(backup.file).size).toBeGreaterThan(0);
    });
  });
}

it("a SQLite site's open connection is what refuses the restore", async () => {
  const [sqlite] = databases;
  const target = (await sqlite!.fresh()) as { kind: "sqlite"; file: string };
  const site = new SqliteDatabase(target.file);
  await migrate(site);
  const backup = await takeBackup(target, sqlite!.dir());
  await expect(restoreBackup(backup.file, target, yes)).rejects.toThrow("the site is running on this database (or another command has it open): stop it first, then restore.");
  await site.close();
  expect(await restoreBackup(backup.file, target, yes)).not.toBeNull();
  // Nor does a SQLite backup go into PostgreSQL (checked before any connection is made).
  await expect(restoreBackup(backup.file, { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" }, yes)).rejects.toThrow(
    "is a SQLite backup, and DATABASE_URL is a PostgreSQL database: restore it into a sqlite: DATABASE_URL.",
  );
});
