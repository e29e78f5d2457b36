/**
 * The server's daily backup on both databases, with the clock handed in (no sleeping): one
 * backup an IST day, the last BACKUP_KEEP kept, a failure kept for the inbox and tried again an
 * hour later, and of two instances on one PostgreSQL database only one takes the day's backup.
 */
import { mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabases, fileHolds, openStore, readable } from "../../tests/support/backups";
import { newEnquiry } from "../../tests/support/stores";
import { erasePerson } from "../enquiries/erasure";
import type { EnquiryStore } from "../enquiries/store";
import { DailyBackup } from "./daily-backup";

const databases = await backupDatabases();
const opened: EnquiryStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** 2026-11-01 00:30 IST. */
const START = Date.parse("2026-11-01T00:30:00+05:30");
const quiet = { info: () => {}, error: () => {} };
const extension = (kind: string) => (kind === "sqlite" ? "db" : "dump");

for (const database of databases) {
  describe.skipIf(Boolean(database.skip))(`the daily backup on ${database.name}`, () => {
    async function daily(dir: string, keep = 14, target?: Awaited<ReturnType<typeof database.fresh>>) {
      const at = target ?? (await database.fresh());
      const store = await openStore(at);
      opened.push(store);
      const errors: string[] = [];
      const backup = new DailyBackup(store.sql, at, { dir, keep, ready: async () => {}, log: { info: () => {}, error: (line: string) => void errors.push(line) } });
      return { backup, store, target: at, errors };
    }

    it("takes one backup an IST day, named by its IST time, and keeps the last BACKUP_KEEP", async () => {
      const dir = database.dir();
      const { backup } = await daily(dir, 14);
      for (let day = 0; day < 16; day++) {
        expect(await backup.run(START + day * DAY_MS)).toBe(true);
        // The same day again, at start-up or an hour later: nothing more.
        expect(await backup.run(START + day * DAY_MS + HOUR_MS)).toBe(false);
      }
      const names = readdirSync(dir).sort();
      expect(names).toHaveLength(14);
      const extension = database.name === "SQLite" ? "db" : "dump";
      expect(names[0]).toMatch(new RegExp(`-2026-11-03T003000\\+0530\\.${extension}$`));
      expect(names[13]).toMatch(new RegExp(`-2026-11-16T003000\\+0530\\.${extension}$`));
      expect((statSync(dir).mode & 0o777).toString(8)).toBe("700");
      expect(names.map((name) => (statSync(path.join(dir, name)).mode & 0o777).toString(8))).toEqual(names.map(() => "600"));
      expect(await backup.lastFailure()).toBeNull();
    });

    it("erases, with each day's backup, the enquiries erased since from the older backups", async () => {
      const dir = database.dir();
      const { backup, store } = await daily(dir);
      await store.addEnquiry(newEnquiry({ name: "Meena Sundaram", email: "meena.sundaram@example.in" }));
      await store.addEnquiry(newEnquiry());
      // Yesterday's backup (by the handed-in clock, well before the erasure).
      expect(await backup.run(Date.now() - DAY_MS)).toBe(true);
      const [yesterday] = readdirSync(dir);
      expect(fileHolds(await readable(path.join(dir, yesterday!), database.name), ["meena.sundaram@example.in"])).toHaveLength(1);
      expect(await erasePerson(store.sql, { email: "meena.sundaram@example.in" }, "owner@shop.in")).toBe(1);
      expect(await backup.run(Date.now())).toBe(true);
      expect(fileHolds(await readable(path.join(dir, yesterday!), database.name), ["meena.sundaram@example.in", "Meena Sundaram"])).toEqual([]);
      expect(fileHolds(await readable(path.join(dir, yesterday!), database.name), ["karthik@example.in"])).toHaveLength(1);
    });

    it("removes what a process that died while writing left, once it is a day old", async () => {
      const dir = database.dir();
      const { backup, target } = await daily(dir);
      expect(await backup.run(START)).toBe(true);
      const [name] = readdirSync(dir);
      const prefix = name!.slice(0, name!.indexOf("-2026-"));
      const stale = path.join(dir, `.${prefix}-2026-10-01T003000+0530.${extension(target.kind)}.123.partial`);
      const fresh = path.join(dir, `.${prefix}-2026-11-02T003000+0530.${extension(target.kind)}.456.partial`);
      writeFileSync(stale, "half");
      writeFileSync(fresh, "half");
      utimesSync(stale, new Date(Date.now() - 25 * HOUR_MS), new Date(Date.now() - 25 * HOUR_MS));
      expect(await backup.run(START + DAY_MS)).toBe(true);
      expect(readdirSync(dir).filter((file) => file.endsWith(".partial"))).toEqual([path.basename(fresh)]);
    });

    it("a failure is logged, kept for the inbox, and tried again an hour after it started, until one succeeds", async () => {
      const parent = database.dir();
      writeFileSync(path.join(parent, "not-a-folder"), "");
      const broken = await daily(path.join(parent, "not-a-folder", "backups"));
      expect(await broken.backup.run(START)).toBe(false);
      expect(broken.errors).toEqual([expect.stringMatching(/^Backup failed \(ENOTDIR.*\); the site keeps running, and the next try is within the hour\.$/)]);
      expect(await broken.backup.lastFailure()).toEqual({ day: "2026-11-01", at: START, error: expect.stringMatching(/^ENOTDIR/) });
      // Not within the hour; then again.
      expect(await broken.backup.run(START + HOUR_MS - 1)).toBe(false);
      expect(broken.errors).toHaveLength(1);
      expect(await broken.backup.run(START + HOUR_MS)).toBe(false);
      expect(broken.errors).toHaveLength(2);
      // BACKUP_DIR fixed (a restart on the same database): the next turn takes it, and the notice goes.
      const good = path.join(parent, "backups");
      mkdirSync(good);
      const fixed = new DailyBackup(broken.store.sql, broken.target, { dir: good, keep: 14, ready: async () => {}, log: quiet });
      expect(await fixed.run(START + 2 * HOUR_MS)).toBe(true);
      expect(readdirSync(good)).toHaveLength(1);
      expect(await fixed.lastFailure()).toBeNull();
    });

    if (database.name === "PostgreSQL") it("of two instances on one database, only one takes the day's backup", async () => {
      const target = await database.fresh();
      const dirs = [database.dir(), database.dir()];
      const instances = await Promise.all(dirs.map((dir) => daily(dir, 14, target)));
      const taken = await Promise.all(instances.map(({ backup }) => backup.run(START)));
      expect(taken.filter(Boolean)).toHaveLength(1);
      expect(dirs.map((dir) => readdirSync(dir).length).sort()).toEqual([0, 1]);
    });
  });
}
