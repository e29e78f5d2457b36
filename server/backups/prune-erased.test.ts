/**
 * An erasure reaches the backups, on SQLite and PostgreSQL: after `pruneErased` no byte of the
 * erased person is left in a backup taken before the erasure (the SQLite file grepped as the
 * erasure tests grep a database file; a dump grepped as pg_restore writes it out, since its rows
 * are compressed), everyone else stays, a backup taken after is not rewritten, and a second run
 * changes nothing. The retention purge's erasures reach them too.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabases, fileHolds, openStore, readable as readableBackup } from "../../tests/support/backups";
import { newEnquiry } from "../../tests/support/stores";
import { erasePerson, purgeExpired } from "../enquiries/erasure";
import type { EnquiryStore } from "../enquiries/store";
import { EnquiryInbox } from "../inbox/inbox";
import { pruneErased } from "./prune-erased";
import { takeBackup } from "./take-backup";

const databases = await backupDatabases();
const opened: EnquiryStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

const MEENA = { name: "Meena Sundaram", email: "meena.sundaram@example.in", phone: "+91 98765 43210", businessName: "Meena Silks Madurai", message: "Silk saree reels for Deepavali", userAgent: "MeenaPhone/1.0 (Android 14)" };
const MEENA_STRINGS = [MEENA.name, MEENA.email, "98765 43210", MEENA.businessName, MEENA.message, MEENA.userAgent, "Meena asked for a quote"];
const OTHER_STRINGS = ["Karthik Raja", "karthik@example.in", "Diwali offers on Instagram"];

for (const database of databases) {
  describe.skipIf(Boolean(database.skip))(`pruneErased on ${database.name}`, () => {
    const readable = (file: string) => readableBackup(file, database.name);

    it("leaves no byte of an erased person in the backups taken before, and keeps everyone else", async () => {
      const target = await database.fresh();
      const store = await openStore(target);
      opened.push(store);
      const meena = await store.addEnquiry(newEnquiry(MEENA));
      await new EnquiryInbox(store.sql).saveNote(meena.id, "Meena asked for a quote", "owner@shop.in");
      await store.addEnquiry(newEnquiry());
      const dir = database.dir();
      const before = await takeBackup(target, dir, Date.now() - 10_000);
      expect(fileHolds(await readable(before.file), MEENA_STRINGS)).toEqual(MEENA_STRINGS);

      expect(await erasePerson(store.sql, { email: MEENA.email }, "owner@shop.in")).toBe(1);
      const after = await takeBackup(target, dir, Date.now() + 2_000);
      const afterModified = statSync(after.file).mtimeMs;
      expect(await pruneErased(store.sql, target, dir)).toEqual({ backups: 1, enquiries: 1 });

      for (const backup of [before, after]) {
        const plain = await readable(backup.file);
        expect(fileHolds(plain, MEENA_STRINGS), backup.name).toEqual([]);
        expect(fileHolds(plain, OTHER_STRINGS), backup.name).toEqual(OTHER_STRINGS);
      }
      // Rewritten whole, mode kept, nothing beside it (no journal, WAL or temporary file).
      expect((statSync(before.file).mode & 0o777).toString(8)).toBe("600");
      expect(readdirSync(dir).sort()).toEqual([before.name, after.name].sort());
      expect(statSync(after.file).mtimeMs).toBe(afterModified);
      // Again: nothing left to erase.
      expect(await pruneErased(store.sql, target, dir)).toEqual({ backups: 0, enquiries: 0 });
    });

    it("reaches the enquiries the retention purge erased too", async () => {
      const target = await database.fresh();
      const store = await openStore(target);
      opened.push(store);
      await store.addEnquiry(newEnquiry({ ...MEENA, createdAt: new Date("2020-01-01T00:00:00Z") }));
      await store.addEnquiry(newEnquiry({ createdAt: new Date() }));
      const dir = database.dir();
      const backup = await takeBackup(target, dir, Date.now() - 10_000);
      expect((await purgeExpired(store.sql, { retentionDays: 730 })).expired).toBe(1);
      expect(await pruneErased(store.sql, target, dir)).toEqual({ backups: 1, enquiries: 1 });
      expect(fileHolds(await readable(backup.file), MEENA_STRINGS)).toEqual([]);
      expect(existsSync(backup.file)).toBe(true);
    });
  });
}
