/**
 * Erased means erased on disk (issue 36, item 3; docs/decisions/0079-erased-on-disk.md): after an
 * erasure, and after a retention purge, no byte of what was erased is left in the database's
 * files. SQLite: the file and its -wal and -shm, after forgetDeleted's checkpoint. PostgreSQL:
 * every file of the database under the data directory (each table's pg_relation_filepath, its
 * TOAST table and its indexes among them), after a CHECKPOINT has written out what the server held
 * in memory. Every text is random, so only its own row can hold it; the message is long and
 * incompressible, so SQLite puts it on overflow pages and PostgreSQL in the TOAST table, as it is.
 */
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it, onTestFinished } from "vitest";
import { scratchDatabases } from "../../tests/support/databases";
import { newEnquiry } from "../../tests/support/stores";
import { PostgresDatabase } from "../db/postgres";
import { SqliteDatabase } from "../db/sqlite";
import { EnquiryInbox } from "../inbox/inbox";
import { erasePerson, purgeExpired } from "./erasure";
import { EnquiryStore } from "./store";

const scratch = await scratchDatabases();

/** A migrated store, closed when the test ends. */
async function migrated(store: EnquiryStore): Promise<EnquiryStore> {
  onTestFinished(() => store.close());
  await store.migrate();
  return store;
}

/** For each kind: a store on a fresh database, the files that database keeps, and (PostgreSQL) its URL for a connection of a test's own. */
const databases = [
  {
    name: "SQLite",
    skip: undefined as string | undefined,
    async open() {
      const file = scratch.sqliteFile();
      const store = await migrated(new EnquiryStore(new SqliteDatabase(file)));
      // The file, its -wal and its -shm, as they are on disk now.
      const files = async (): Promise<DiskFile[]> => [file, `${file}-wal`, `${file}-shm`].filter((name) => existsSync(name)).map((name) => ({ file: name, label: path.basename(name) }));
      return { store, files, url: "" };
    },
  },
  {
    name: "PostgreSQL",
    skip: "skipped" in scratch.postgres ? scratch.postgres.skipped : undefined,
    async open() {
      const { url } = await scratch.freshPostgres();
      const store = await migrated(new EnquiryStore(new PostgresDatabase(url)));
      const files = async (): Promise<DiskFile[]> => {
        // What the server holds in memory goes to the files (it would, at its next checkpoint). On a
        // connection of its own: a checkpoint writes every database's pages, and on a loaded machine
        // that took longer than the pool's 10 s a query.
        const checkpoint = new pg.Client({ connectionString: url });
        await checkpoint.connect();
        await checkpoint.query("CHECKPOINT").finally(() => checkpoint.end());
        const [{ data_directory: dataDirectory }] = (await store.sql.query("SHOW data_directory")) as [{ data_directory: string }];
        const [{ oid }] = (await store.sql.query("SELECT oid FROM pg_database WHERE datname = current_database()")) as [{ oid: number }];
        const folder = path.join(dataDirectory, "base", String(oid));
        const all = readdirSync(folder).map((name) => path.join(folder, name));
        // Named by relation where one has the file ('16384.1' is a table's second gigabyte, '_fsm' and '_vm' its maps).
        const names = new Map((await store.sql.query<{ node: string; name: string }>("SELECT CAST(relfilenode AS TEXT) AS node, relname AS name FROM pg_class")).map((row) => [row.node, row.name]));
        // Each erased table's own files, its TOAST table's and its indexes' are among them.
        const relations = await store.sql.query<{ file: string }>(
          `SELECT pg_relation_filepath(c.oid) AS file FROM pg_class c
           WHERE c.oid IN (SELECT t.oid FROM pg_class t WHERE t.relname IN ('enquiries', 'enquiry_events', 'mail_outbox', 'alert_outbox', 'analytics_events')
             UNION SELECT t.reltoastrelid FROM pg_class t WHERE t.relname IN ('enquiries', 'enquiry_events', 'mail_outbox', 'alert_outbox', 'analytics_events')
             UNION SELECT i.indexrelid FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid WHERE t.relname IN ('enquiries', 'enquiry_events', 'mail_outbox', 'alert_outbox', 'analytics_events'))`,
        );
        expect(relations.length).toBeGreaterThan(10);
        for (const { file } of relations) expect(all).toContain(path.join(dataDirectory, file));
        return all.map((file) => ({ file, label: `${path.basename(file)} (${names.get(path.basename(file).split(/[._]/)[0]!) ?? "no relation"})` }));
      };
      return { store, files, url };
    },
  },
];

const random = (length: number) => randomBytes(length).toString("base64url").slice(0, length);
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join("");

/** One person's texts, each its own random string; the message is 5,000 letters. */
function personalTexts() {
  const tag = random(10);
  return {
    name: `Meena ${tag}`,
    email: `meena.${tag.toLowerCase()}@example.in`,
    phone: `+91 9${digits(4)} ${digits(5)}`,
    businessName: `Silks ${random(12)}`,
    message: random(5_000),
    note: `Called on ${random(16)}`,
    earlierNote: `First note ${random(16)}`,
    userAgent: `Mozilla/5.0 (Linux; Android 14; ${random(16)})`,
    referrer: `${random(12).toLowerCase()}.example.com`,
    utmSource: `src-${random(12)}`,
    utmMedium: `med-${random(12)}`,
    utmCampaign: `camp-${random(12)}`,
    utmTerm: `term-${random(12)}`,
    utmContent: `content-${random(12)}`,
    landing: `/blog/${random(12)}`,
  };
}
type PersonalTexts = ReturnType<typeof personalTexts>;

/** What to look for: each text whole, and a long one also in slices (overflow pages and TOAST chunks cut it). */
function needles(texts: PersonalTexts): Array<[field: string, needle: string]> {
  return Object.entries(texts).flatMap(([field, text]): Array<[string, string]> =>
    text.length <= 64 ? [[field, text]] : Array.from({ length: Math.floor(text.length / 250) }, (_, i) => [field, text.slice(i * 250, i * 250 + 32)]),
  );
}

type DiskFile = { file: string; label: string };

/** "field in file" for each text some file still holds. */
function found(files: DiskFile[], texts: PersonalTexts): string[] {
  const contents = files.map(({ file, label }) => ({ label, bytes: readFileSync(file) }));
  const hits = new Set<string>();
  for (const [field, needle] of needles(texts)) {
    for (const { label, bytes } of contents) if (bytes.includes(Buffer.from(needle, "utf8"))) hits.add(`${field} in ${label}`);
  }
  return [...hits].sort();
}

/** Stores an enquiry of the person with everything that goes with one: notes (the first replaced), a status change, a webhook call, its analytics event. */
async function storeEnquiryOf(store: EnquiryStore, texts: PersonalTexts, overrides: Parameters<typeof newEnquiry>[0] = {}) {
  const { name, email, phone, businessName, message, userAgent, referrer, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, landing } = texts;
  const enquiry = await store.addEnquiry(
    newEnquiry({
      name, email, phone, businessName, message, userAgent,
      attribution: { source: "google", referrer, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, click: "gclid", landing },
      visit: { visitor: random(32), device: "mobile" },
      ...overrides,
    }),
  );
  const inbox = new EnquiryInbox(store.sql);
  await inbox.saveNote(enquiry.id, texts.earlierNote, "owner@shop.in");
  await inbox.setStatus(enquiry.id, "replied", "owner@shop.in");
  await inbox.saveNote(enquiry.id, texts.note, "owner@shop.in");
  await store.sql.query("INSERT INTO alert_outbox (channel, enquiry_id, created_at, next_attempt_at, last_error) VALUES ('webhook', ?, 0, 0, ?)", [enquiry.id, `refused for ${texts.name}`]);
  return enquiry;
}

/** Other people's enquiries around the person's, so the pages the person's rows were on hold other rows too. */
async function storeOthers(store: EnquiryStore, count: number): Promise<PersonalTexts[]> {
  const others: PersonalTexts[] = [];
  for (let i = 0; i < count; i++) {
    const texts = personalTexts();
    others.push(texts);
    await storeEnquiryOf(store, texts);
  }
  return others;
}

for (const database of databases) {
  describe.skipIf(Boolean(database.skip))(`erased on disk, ${database.name}`, () => {
    it("leaves no byte of an erased person in the database's files: name, email, phone, message, notes, User-Agent, what brought them", async () => {
      const { store, files } = await database.open();
      const meena = personalTexts();
      const before = await storeOthers(store, 20);
      await storeEnquiryOf(store, meena);
      await storeEnquiryOf(store, { ...meena, phone: "" }, { phone: null, message: random(300) });
      const after = await storeOthers(store, 20);
      if (store.sql.dialect === "postgres") await store.sql.query("ANALYZE");
      // The search works: before the erasure it finds each of her texts (the replaced note may be gone already: PostgreSQL prunes old row versions as it goes).
      const fieldsFound = new Set(found(await files(), meena).map((hit) => hit.split(" ")[0]));
      expect(Object.keys(meena).filter((field) => !fieldsFound.has(field) && field !== "earlierNote")).toEqual([]);

      expect(await erasePerson(store.sql, { email: meena.email, phone: meena.phone }, "owner@shop.in")).toBe(2);

      const left = await files();
      expect(found(left, meena)).toEqual([]);
      // The files read are the ones in use: everyone else's texts are still in them.
      for (const other of [before[0]!, after.at(-1)!]) expect(found(left, other).filter((hit) => hit.startsWith("message in "))).not.toEqual([]);
    });

    it.skipIf(database.name !== "PostgreSQL")("fails, saying why, for a role that does not own the database (it may not rewrite pg_statistic); the erasure itself stands", async () => {
      const { url } = await scratch.freshPostgres();
      const admin = new PostgresDatabase(url);
      const role = `erasure_${random(8).toLowerCase().replace(/[^a-z0-9]/g, "x")}`;
      await admin.query(`CREATE ROLE ${role} LOGIN`);
      await admin.query(`GRANT CREATE ON SCHEMA public TO ${role}`);
      const asRole = new URL(url);
      asRole.username = role;
      const store = new EnquiryStore(new PostgresDatabase(asRole.toString()));
      try {
        await store.migrate();
        const texts = personalTexts();
        await storeEnquiryOf(store, texts);
        await expect(erasePerson(store.sql, { email: texts.email }, "owner@shop.in")).rejects.toThrow(/^The erased rows may stay in the database's files: .*pg_statistic/);
        expect(await store.listEnquiries()).toEqual([]);
      } finally {
        await store.close();
        await admin.query(`DROP OWNED BY ${role}`);
        await admin.query(`DROP ROLE ${role}`);
        await admin.close();
      }
    });

    it.skipIf(database.name !== "PostgreSQL")("waits for a transaction older than the erasure, which still sees the erased rows, then rewrites without them", async () => {
      const { store, files, url } = await database.open();
      const texts = personalTexts();
      await storeEnquiryOf(store, texts);
      await storeOthers(store, 3);
      // A transaction of another connection, begun before the erasure, on a table the erasure does not touch.
      const older = new pg.Client({ connectionString: url });
      older.on("error", () => {}); // dropped with its database when a test fails first
      await older.connect();
      await older.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
      await older.query("SELECT COUNT(*) FROM settings");
      const ended = new Promise((resolve) => setTimeout(resolve, 1_500)).then(() => older.query("COMMIT")).finally(() => older.end());
      const started = Date.now();
      expect(await erasePerson(store.sql, { email: texts.email }, "owner@shop.in")).toBe(1);
      await ended;
      expect(Date.now() - started).toBeGreaterThan(1_500);
      expect(found(await files(), texts)).toEqual([]);
    });

    it.skipIf(database.name !== "PostgreSQL")("gives up, saying why, while a transaction holds an erased table, without holding up the site's queries for more than 2 s", { timeout: 60_000 }, async () => {
      const { store, url } = await database.open();
      const texts = personalTexts();
      await storeEnquiryOf(store, texts);
      const holder = new pg.Client({ connectionString: url });
      holder.on("error", () => {});
      await holder.connect();
      await holder.query("BEGIN");
      await holder.query("SELECT COUNT(*) FROM enquiries");
      try {
        const erasing = erasePerson(store.sql, { email: texts.email }, "owner@shop.in");
        const settled = erasing.catch(() => {});
        // The site's reads of an erased table wait behind the rewrite's lock request, at most its lock timeout.
        const waits: number[] = [];
        for (let i = 0; i < 5; i++) {
          await new Promise((resolve) => setTimeout(resolve, 700));
          const asked = Date.now();
          await store.sql.query("SELECT COUNT(*) FROM enquiries");
          waits.push(Date.now() - asked);
        }
        expect(Math.max(...waits)).toBeLessThan(2_600);
        await settled;
        await expect(erasing).rejects.toThrow("The erased rows stay in the database's files for now: another transaction holds one of the tables. Erasing the person again rewrites the tables again.");
        expect(await store.listEnquiries()).toEqual([]);
      } finally {
        await holder.query("COMMIT");
        await holder.end();
      }
    });

    it.skipIf(database.name !== "PostgreSQL")(
      "gives up after 15 s while a transaction begun before the erasure runs on, and names it",
      { timeout: 60_000 },
      async () => {
        const { store, url } = await database.open();
        const texts = personalTexts();
        await storeEnquiryOf(store, texts);
        // A report that reads for longer than the tries. Read-only and in this database: a writing
        // transaction would hold back VACUUM in every database of the server, other test files' too.
        const report = new pg.Client({ connectionString: url, application_name: "nightly-report" });
        report.on("error", () => {});
        await report.connect();
        try {
          await report.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
          await report.query("SELECT COUNT(*) FROM settings");
          const [{ name }] = (await store.sql.query("SELECT current_database() AS name")) as [{ name: string }];
          await expect(erasePerson(store.sql, { email: texts.email }, "owner@shop.in")).rejects.toThrow(
            new RegExp(`a transaction that began before the erasure still sees \\d+ deleted rows \\(the oldest: nightly-report on database ${name}, running for \\d+ s\\)`),
          );
          expect(await store.listEnquiries()).toEqual([]);
        } finally {
          await report.query("COMMIT");
          await report.end();
        }
      },
    );

    it("leaves no byte of what the retention purge erased", async () => {
      const { store, files } = await database.open();
      const now = Date.parse("2026-11-25T06:00:00Z");
      const old = personalTexts();
      await storeEnquiryOf(store, old, { createdAt: new Date(now - 800 * 24 * 60 * 60_000) });
      await storeOthers(store, 5);
      expect(found(await files(), old)).not.toEqual([]);

      expect(await purgeExpired(store.sql, { retentionDays: 730, now })).toEqual({ expired: 1, spam: 0 });

      expect(found(await files(), old)).toEqual([]);
    });
  });
}
