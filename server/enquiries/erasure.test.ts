/**
 * Erasing a person and the daily purge, on SQLite and PostgreSQL: afterwards no text column
 * of any table holds the person's email or phone (tests/support/personal-data.ts reads the
 * schema from the database), everyone else's enquiries stay whole, and each erasure leaves one
 * audit row without personal data. The purge keeps no state of its own: run, restart, run again.
 */
import { afterAll, describe, expect, it } from "vitest";
import { scratchDatabases } from "../../tests/support/databases";
import { columnsHolding } from "../../tests/support/personal-data";
import { newEnquiry } from "../../tests/support/stores";
import { PostgresDatabase } from "../db/postgres";
import { SqliteDatabase } from "../db/sqlite";
import { toNumber } from "../db/sql";
import { EnquiryInbox } from "../inbox/inbox";
import { erasePerson, previewErasure, purgeExpired } from "./erasure";
import { EnquiryStore } from "./store";

const scratch = await scratchDatabases();
const opened: EnquiryStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

/** A fresh database of each kind; `reopen` opens the same database again, as after a restart. */
const databases = [
  {
    name: "SQLite",
    skip: undefined as string | undefined,
    async fresh() {
      const file = scratch.sqliteFile();
      return async () => new EnquiryStore(new SqliteDatabase(file));
    },
  },
  {
    name: "PostgreSQL",
    skip: "skipped" in scratch.postgres ? scratch.postgres.skipped : undefined,
    async fresh() {
      const { url } = await scratch.freshPostgres();
      return async () => new EnquiryStore(new PostgresDatabase(url));
    },
  },
];

const MEENA = { email: "meena@example.in", phone: "+91 98765 43210" };
const OTHER = { email: "karthik@example.in", phone: "+91 90000 12345" };
const DAY_MS = 24 * 60 * 60_000;

async function open(reopen: () => Promise<EnquiryStore>): Promise<EnquiryStore> {
  const store = await reopen();
  opened.push(store);
  await store.migrate();
  return store;
}

/** Everything stored with an enquiry: a note and its history, a webhook call, an analytics event; its mail is queued by addEnquiry. */
async function withEverything(store: EnquiryStore, id: number, note = "Called back, sending a quote"): Promise<void> {
  const inbox = new EnquiryInbox(store.sql);
  await inbox.saveNote(id, note, "owner@shop.in");
  await inbox.setStatus(id, "replied", "owner@shop.in");
  await store.sql.query("INSERT INTO alert_outbox (channel, enquiry_id, created_at, next_attempt_at) VALUES ('webhook', ?, 0, 0)", [id]);
  await store.sql.query(
    `INSERT INTO analytics_events (occurred_at, day, name, path, lang, visitor, device, enquiry_id)
     VALUES (0, '2026-11-25', 'enquiry', '/contact', 'en', 'v', 'mobile', ?)`,
    [id],
  );
}

async function count(store: EnquiryStore, table: string): Promise<number> {
  const [row] = await store.sql.query(`SELECT COUNT(*) AS n FROM ${table}`);
  return toNumber(row!.n);
}

for (const database of databases) {
  describe.skipIf(Boolean(database.skip))(`erasure on ${database.name}`, () => {
    it("erases every enquiry holding the email (any case) or the phone (however typed), and all stored with them; no column holds either afterwards", async () => {
      const store = await open(await database.fresh());
      const meena = [
        await store.addEnquiry(newEnquiry({ name: "Meena", email: "Meena@Example.in", phone: MEENA.phone })),
        await store.addEnquiry(newEnquiry({ name: "Meena", email: MEENA.email, phone: null })),
        await store.addEnquiry(newEnquiry({ name: "Meena S", email: "meena.work@example.in", phone: "9876543210" })),
        await store.addEnquiry(newEnquiry({ name: "M. S.", email: "shop@example.in", phone: "098765-43210", message: `Write to ${MEENA.email}` })),
        await store.addEnquiry(newEnquiry({ name: "Accounts", email: "accounts@example.in", phone: "(+91) 98765-43210" })),
      ];
      const other = await store.addEnquiry(newEnquiry({ name: "Karthik", ...OTHER }));
      for (const { id } of meena) await withEverything(store, id, `Called back on ${MEENA.phone}`);
      await withEverything(store, other.id);
      await store.sql.query("INSERT INTO mail_outbox (recipient, subject, body, next_attempt_at) VALUES (?, 'Hello', ?, 0)", [MEENA.email, `To ${MEENA.email}`]);
      expect(await columnsHolding(store.sql, MEENA)).not.toEqual([]);

      const preview = await previewErasure(store.sql, MEENA);
      expect(preview).toMatchObject({ email: MEENA.email, phone: MEENA.phone });
      // Newest first; these were stored at one time, so by id.
      expect(preview.enquiries.map((enquiry) => enquiry.id)).toEqual(meena.map((enquiry) => enquiry.id).reverse());
      expect(await erasePerson(store.sql, MEENA, "owner@shop.in", 1_700_000_000_000)).toBe(5);

      expect(await columnsHolding(store.sql, MEENA)).toEqual([]);
      const left = await store.listEnquiries();
      expect(left.map((enquiry) => enquiry.id)).toEqual([other.id]);
      for (const table of ["mail_outbox", "alert_outbox", "analytics_events"]) expect(await count(store, table)).toBe(1);
      expect(await count(store, "enquiry_events")).toBe(2);
      expect(await columnsHolding(store.sql, OTHER)).not.toEqual([]);
      const audit = await store.sql.query("SELECT erased_at, actor, reason, enquiries FROM erasure_audit");
      expect(audit.map((row) => ({ ...row, erased_at: toNumber(row.erased_at), enquiries: toNumber(row.enquiries) }))).toEqual([
        { erased_at: 1_700_000_000_000, actor: "owner@shop.in", reason: "request", enquiries: 5 },
      ]);
    });

    it("by the email alone or the phone alone; a second request finds nothing and is recorded too", async () => {
      const store = await open(await database.fresh());
      await store.addEnquiry(newEnquiry({ email: MEENA.email, phone: null }));
      await store.addEnquiry(newEnquiry({ email: "other@example.in", phone: "98765 43210" }));
      expect(await erasePerson(store.sql, { phone: "9876543210" }, "command line")).toBe(1);
      expect(await erasePerson(store.sql, { email: "MEENA@example.in" }, "command line")).toBe(1);
      expect(await erasePerson(store.sql, { email: MEENA.email }, "command line")).toBe(0);
      expect(await count(store, "enquiries")).toBe(0);
      expect((await store.sql.query("SELECT enquiries FROM erasure_audit ORDER BY id")).map((row) => toNumber(row.enquiries))).toEqual([1, 1, 0]);
    });

    it("refuses a request that names nobody, and changes nothing", async () => {
      const store = await open(await database.fresh());
      await store.addEnquiry(newEnquiry({ email: MEENA.email, phone: "12345" }));
      await expect(erasePerson(store.sql, {}, "owner@shop.in")).rejects.toThrow("an email address or a phone number");
      await expect(erasePerson(store.sql, { email: " ", phone: "" }, "owner@shop.in")).rejects.toThrow("an email address or a phone number");
      await expect(erasePerson(store.sql, { phone: "12345" }, "owner@shop.in")).rejects.toThrow('"12345" is not a phone number');
      expect(await count(store, "enquiries")).toBe(1);
      expect(await count(store, "erasure_audit")).toBe(0);
    });

    it("finds a person whose stored phone is too short to be one ('0', '-', '12345', '+91') by the email alone, never by that phone", async () => {
      const store = await open(await database.fresh());
      for (const phone of ["0", "-", "12345", "+91"]) {
        const email = `short${phone.length}${phone.replace(/\W/g, "x")}@example.in`;
        const own = await store.addEnquiry(newEnquiry({ email, phone }));
        const stranger = await store.addEnquiry(newEnquiry({ email: `stranger.${email}`, phone }));
        const preview = await previewErasure(store.sql, { email: own.email, phone: own.phone });
        expect(preview).toMatchObject({ email, phone: null });
        expect(preview.enquiries.map((enquiry) => enquiry.id)).toEqual([own.id]);
        expect(await erasePerson(store.sql, { email: own.email, phone: own.phone }, "owner@shop.in")).toBe(1);
        expect((await store.listEnquiries()).map((enquiry) => enquiry.id)).toContain(stranger.id);
      }
      expect(await count(store, "enquiries")).toBe(4);
    });

    it("purges enquiries past RETENTION_DAYS and Spam untouched for 30 days, exactly those, across a restart", async () => {
      const reopen = await database.fresh();
      let store = await open(reopen);
      const now = Date.parse("2026-11-25T06:00:00Z");
      const received = (days: number) => new Date(now - days * DAY_MS);
      const inbox = new EnquiryInbox(store.sql);
      const add = async (name: string, days: number) => (await store.addEnquiry(newEnquiry({ name, createdAt: received(days) }))).id;
      const expired = await add("past retention", 731);
      await withEverything(store, expired);
      const kept = await add("just inside retention", 729);
      const oldSpam = await add("old spam", 31);
      await inbox.setStatus(oldSpam, "spam", "owner@shop.in", { now: now - 31 * DAY_MS });
      const recentlyMarkedSpam = await add("old, marked spam last week", 60);
      await inbox.setStatus(recentlyMarkedSpam, "spam", "owner@shop.in", { now: now - 7 * DAY_MS });
      const newSpam = await add("new spam", 29);
      await inbox.setStatus(newSpam, "spam", "owner@shop.in", { now: now - 29 * DAY_MS });
      const oldReplied = await add("old but replied", 100);
      await inbox.setStatus(oldReplied, "replied", "owner@shop.in", { now: now - 99 * DAY_MS });

      expect(await purgeExpired(store.sql, { retentionDays: 730, now })).toEqual({ expired: 1, spam: 1 });
      const ids = async () => (await store.listEnquiries()).map((enquiry) => enquiry.id).sort((a, b) => a - b);
      expect(await ids()).toEqual([kept, recentlyMarkedSpam, newSpam, oldReplied]);
      expect(await count(store, "analytics_events")).toBe(0);
      expect(await count(store, "alert_outbox")).toBe(0);

      // A restart: the next day's run, on a store opened anew, finds what has come due since.
      await store.close();
      store = await open(reopen);
      expect(await purgeExpired(store.sql, { retentionDays: 730, now })).toEqual({ expired: 0, spam: 0 });
      expect(await purgeExpired(store.sql, { retentionDays: 730, now: now + 2 * DAY_MS })).toEqual({ expired: 1, spam: 1 });
      expect(await ids()).toEqual([recentlyMarkedSpam, oldReplied]);
      const audit = await store.sql.query("SELECT actor, reason, enquiries FROM erasure_audit ORDER BY id");
      expect(audit.map((row) => `${row.actor}: ${row.reason} ${toNumber(row.enquiries)}`)).toEqual([
        "retention purge: retention 1",
        "retention purge: spam 1",
        "retention purge: retention 1",
        "retention purge: spam 1",
      ]);
    });
  });
}
