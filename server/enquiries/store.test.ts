/**
 * The EnquiryStore contract, run against both implementations: SQLite in a temp file and
 * PostgreSQL in a throw-away database (skipped with a message only where no PostgreSQL
 * is reachable, and never under CI).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { until } from "../../tests/support/wait";
import { createTestDatabase } from "../../scripts/lib/scratch-database";
import { MIGRATIONS } from "../db/migrations";
import { PostgresDatabase } from "../db/postgres";
import { SqliteDatabase } from "../db/sqlite";
import type { NewEnquiry } from "../../tests/support/stores";
import { EnquiryStore } from "./store";

const tempDir = mkdtempSync(path.join(tmpdir(), "enquiry-store-"));
const postgres = await createTestDatabase();
afterAll(async () => {
  rmSync(tempDir, { recursive: true, force: true });
  if ("drop" in postgres) await postgres.drop();
});

let sqliteCount = 0;
const implementations: Array<{ name: string; skip?: string; open: () => EnquiryStore }> = [
  { name: "SQLite", open: () => new EnquiryStore(new SqliteDatabase(path.join(tempDir, `store-${++sqliteCount}.db`))) },
  {
    name: "PostgreSQL",
    skip: "skipped" in postgres ? postgres.skipped : undefined,
    open: () => new EnquiryStore(new PostgresDatabase("url" in postgres ? postgres.url : "")),
  },
];

function enquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    name: "Karthik Raja",
    email: "karthik@example.in",
    phone: "+91 90000 12345",
    businessName: "Raja Sweets",
    service: "Meta Ads",
    message: "Diwali offers on Instagram, please.\nBudget ₹15,000 a month.",
    createdAt: new Date("2025-08-24T04:30:00.123Z"),
    userAgent: "Mozilla/5.0 (Linux; Android 14)",
    ipHash: "a".repeat(64),
    // Each its own submission: identical fixtures without an id would be taken for repeats.
    submissionId: randomUUID(),
    ...overrides,
  };
}

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`EnquiryStore contract: ${implementation.name}`, () => {
    let store: EnquiryStore;

    beforeEach(async () => {
      store = implementation.open();
      await store.migrate();
      if (store.kind === "postgres") {
        // One database per run: empty the tables between tests.
        const { default: pg } = await import("pg");
        const client = new pg.Client({ connectionString: "url" in postgres ? postgres.url : "" });
        await client.connect();
        await client.query("TRUNCATE mail_outbox, enquiries, settings, analytics_events RESTART IDENTITY CASCADE");
        await client.end();
      }
    });
    afterEach(async () => {
      await store.close();
    });

    it("migrates idempotently", async () => {
      await store.migrate();
      await store.migrate();
      expect(await store.listEnquiries()).toEqual([]);
    });

    it("stores every field and gives it back, with createdAt in UTC", async () => {
      const stored = await store.addEnquiry(enquiry());
      expect(stored).toEqual({
        id: expect.any(Number),
        name: "Karthik Raja",
        email: "karthik@example.in",
        phone: "+91 90000 12345",
        businessName: "Raja Sweets",
        service: "Meta Ads",
        message: "Diwali offers on Instagram, please.\nBudget ₹15,000 a month.",
        createdAt: "2025-08-24T04:30:00.123Z",
        userAgent: "Mozilla/5.0 (Linux; Android 14)",
        ipHash: "a".repeat(64),
        language: "en",
        attribution: null,
      });
      expect(await store.listEnquiries()).toEqual([stored]);
    });

    it("records the language of the page the enquiry came from, and only a known one", async () => {
      const stored = await store.addEnquiry(enquiry({ language: "ta" }));
      expect(stored.language).toBe("ta");
      expect((await store.listEnquiries()).find((e) => e.id === stored.id)?.language).toBe("ta");
      await expect(store.addEnquiry(enquiry({ language: "fr" as "ta" }))).rejects.toThrow(/CHECK|check constraint/i);
    });

    it("keeps absent optional fields as null", async () => {
      const stored = await store.addEnquiry(enquiry({ phone: null, businessName: null, userAgent: null }));
      expect(stored).toMatchObject({ phone: null, businessName: null, userAgent: null });
    });

    it("stores what brought the enquiry and gives it back; without it (no JavaScript) every column is NULL, read as unknown", async () => {
      const attribution = {
        source: "instagram" as const,
        referrer: "l.instagram.com",
        utmSource: "ig",
        utmMedium: "paid",
        utmCampaign: "<script>alert(1)</script>",
        utmTerm: "bakery madurai",
        utmContent: "reel-2",
        click: "fbclid" as const,
        landing: "/ta/services",
      };
      const attributed = await store.addEnquiry(enquiry({ attribution }));
      const unknown = await store.addEnquiry(enquiry());
      expect(attributed.attribution).toEqual(attribution);
      expect(unknown.attribution).toBeNull();
      const listed = await store.listEnquiries();
      expect(listed.find((e) => e.id === attributed.id)?.attribution).toEqual(attribution);
      const [row] = await store.sql.query("SELECT source, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click, landing_path FROM enquiries WHERE id = ?", [unknown.id]);
      expect(Object.values(row!).every((value) => value === null)).toBe(true);
    });

    it("counts a stored enquiry once, as an enquiry event in its own transaction: a repeat of its submission counts nothing", async () => {
      const visit = { visitor: "b".repeat(32), device: "mobile" as const };
      const attribution = { source: "google" as const, referrer: "www.google.com", landing: "/services" };
      const submissionId = randomUUID();
      const first = await store.addEnquiry(enquiry({ submissionId, visit, attribution, language: "ta" }));
      await Promise.all([1, 2, 3].map(() => store.addEnquiry(enquiry({ submissionId, visit, attribution, language: "ta" }))));
      // Not counted where the visit is not given (ANALYTICS=off).
      await store.addEnquiry(enquiry());
      const events = await store.sql.query("SELECT * FROM analytics_events");
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        name: "enquiry", path: "/ta/contact", lang: "ta", visitor: visit.visitor, device: "mobile", source: "google",
        referrer_host: "www.google.com", landing_path: "/services", utm_campaign: null, day: "2025-08-24",
      });
      expect(Number(events[0]!.enquiry_id)).toBe(first.id);
      expect(Number(events[0]!.occurred_at)).toBe(Date.parse("2025-08-24T04:30:00.123Z"));
    });

    it("lists newest first and filters by date", async () => {
      const first = await store.addEnquiry(enquiry({ name: "First", createdAt: new Date("2025-08-20T10:00:00Z") }));
      const second = await store.addEnquiry(enquiry({ name: "Second", createdAt: new Date("2025-08-24T10:00:00Z") }));
      const third = await store.addEnquiry(enquiry({ name: "Third", createdAt: new Date("2025-08-25T10:00:00Z") }));
      expect((await store.listEnquiries()).map((e) => e.name)).toEqual(["Third", "Second", "First"]);
      expect(await store.listEnquiries({ since: new Date("2025-08-24T10:00:00Z") })).toEqual([third, second]);
      expect(first.id).toBeLessThan(second.id);
    });

    it("writes one pending outbox row with each enquiry", async () => {
      const stored = await store.addEnquiry(enquiry());
      expect(await store.listMail()).toEqual([
        {
          id: expect.any(Number),
          enquiryId: stored.id,
          status: "pending",
          attempts: 0,
          nextAttemptAt: new Date("2025-08-24T04:30:00.123Z").getTime(),
          lastError: null,
          sentAt: null,
        },
      ]);
    });

    it("stores a submission once however often and however concurrently it arrives, with one mail", async () => {
      const submissionId = "0b5c7a52-3f0e-4c56-9a43-5b1d6f7e8a90";
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => store.addEnquiry(enquiry({ submissionId, name: `Tap ${i}` }))),
      );
      const stored = await store.listEnquiries();
      expect(stored).toHaveLength(1);
      // Every repeat resolves to the enquiry stored first.
      expect(results.every((result) => result.id === stored[0]!.id && result.name === stored[0]!.name)).toBe(true);
      expect(await store.listMail()).toHaveLength(1);
      // Another submission with the same words is another enquiry.
      await store.addEnquiry(enquiry({ submissionId: "1b5c7a52-3f0e-4c56-9a43-5b1d6f7e8a90" }));
      expect(await store.listEnquiries()).toHaveLength(2);
    });

    it("stores a post without a submission id once when the same email sends the same message within 10 minutes", async () => {
      const at = (minutes: number) => new Date(Date.parse("2025-08-24T04:30:00.000Z") + minutes * 60_000);
      const noScript = (overrides: Partial<NewEnquiry>) => enquiry({ submissionId: null, ...overrides });
      // Ten at the same moment (a post repeated by a flaky connection), then one 9.9 minutes later.
      const firsts = await Promise.all(Array.from({ length: 10 }, () => store.addEnquiry(noScript({ createdAt: at(0) }))));
      expect(new Set(firsts.map((first) => first.id)).size).toBe(1);
      const repeat = await store.addEnquiry(noScript({ createdAt: at(9.9) }));
      expect(repeat.id).toBe(firsts[0]!.id);
      expect(await store.listEnquiries()).toHaveLength(1);
      expect(await store.listMail()).toHaveLength(1);
      // A different message, or a different sender, is a new enquiry.
      await store.addEnquiry(noScript({ createdAt: at(1), message: "And a poster for the shop." }));
      await store.addEnquiry(noScript({ createdAt: at(1), email: "anbu@example.in" }));
      expect(await store.listEnquiries()).toHaveLength(3);
      // Past the window, the same words are stored again.
      await store.addEnquiry(noScript({ createdAt: at(10.1) }));
      expect(await store.listEnquiries()).toHaveLength(4);
      expect(await store.listMail()).toHaveLength(4);
    });

    it("adds migration 2 to a database that already has 1 and 3", async () => {
      // A database migrated before version 2 existed: undo 2 and forget it was applied.
      if (store.kind === "sqlite") {
        await store.sql.batch([
          { sql: "DROP INDEX enquiries_submission_id" },
          { sql: "DROP INDEX enquiries_email_created_at" },
          { sql: "ALTER TABLE enquiries DROP COLUMN submission_id" },
          { sql: "DELETE FROM schema_migrations WHERE version = 2" },
        ]);
      } else {
        await store.sql.batch([
          { sql: "DROP INDEX enquiries_email_created_at" },
          { sql: "ALTER TABLE enquiries DROP COLUMN submission_id" },
          { sql: "DELETE FROM schema_migrations WHERE version = 2" },
        ]);
      }
      await store.sql.query(
        "INSERT INTO enquiries (name, email, service, message, created_at) VALUES ('Before 2', 'b@example.in', 'Meta Ads', 'Hi', ?)",
        ["2025-08-01T09:00:00.000Z"],
      );
      await store.migrate();
      const versions = await store.sql.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
      // 2 is applied although later versions were already there.
      expect(versions.map((row) => Number(row.version)).slice(0, 3)).toEqual([1, 2, 3]);
      const submissionId = "2b5c7a52-3f0e-4c56-9a43-5b1d6f7e8a90";
      await Promise.all([1, 2, 3].map(() => store.addEnquiry(enquiry({ name: "After 2", submissionId }))));
      expect((await store.listEnquiries()).map((e) => e.name).sort()).toEqual(["After 2", "Before 2"]);
    });

    it("keeps a setting created by the first caller", async () => {
      expect(await store.setting("ip_hash_salt", () => "first")).toBe("first");
      expect(await store.setting("ip_hash_salt", () => "second")).toBe("first");
    });

    it("leases due mail to one worker at a time, and again after the lease expires", async () => {
      const stored = await store.addEnquiry(enquiry());
      const now = Date.now();
      const claimed = await store.claimMail({ owner: "a", now, leaseMs: 60_000, limit: 10 });
      expect(claimed).toEqual([{ id: expect.any(Number), attempts: 0, enquiry: stored }]);
      expect(await store.claimMail({ owner: "b", now, leaseMs: 60_000, limit: 10 })).toEqual([]);
      // Worker a died with the lease: after it expires, b takes the mail over.
      expect(await store.claimMail({ owner: "b", now: now + 60_000, leaseMs: 60_000, limit: 10 })).toHaveLength(1);
    });

    it("lets concurrent claims take each mail once", async () => {
      for (let i = 0; i < 6; i++) await store.addEnquiry(enquiry({ name: `Visitor ${i}` }));
      const now = Date.now();
      const batches = await Promise.all(
        ["a", "b", "c"].map((owner) => store.claimMail({ owner, now, leaseMs: 60_000, limit: 4 })),
      );
      const ids = batches.flat().map((job) => job.id);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
    });

    it("records failures with the next attempt time, and never hands out sent mail", async () => {
      await store.addEnquiry(enquiry());
      const now = Date.now();
      const [job] = await store.claimMail({ owner: "a", now, leaseMs: 60_000, limit: 10 });
      await store.markMailFailed(job!.id, { error: "connect ECONNREFUSED", nextAttemptAt: now + 30_000 });
      expect(await store.claimMail({ owner: "a", now: now + 29_999, leaseMs: 60_000, limit: 10 })).toEqual([]);
      expect(await store.pendingMail(now + 29_999, 10)).toEqual([]);
      const [retry] = await store.claimMail({ owner: "a", now: now + 30_000, leaseMs: 60_000, limit: 10 });
      expect(retry).toMatchObject({ id: job!.id, attempts: 1 });
      await store.markMailSent(retry!.id, now + 31_000);
      expect(await store.listMail()).toEqual([
        expect.objectContaining({ status: "sent", attempts: 2, sentAt: now + 31_000, lastError: null }),
      ]);
      const later = now + 24 * 3600_000;
      expect(await store.claimMail({ owner: "b", now: later, leaseMs: 60_000, limit: 10 })).toEqual([]);
      expect(await store.pendingMail(later, 10)).toEqual([]);
      // A late failure report from a worker that lost its lease does not reopen it.
      await store.markMailFailed(retry!.id, { error: "late", nextAttemptAt: now });
      expect((await store.listMail())[0]).toMatchObject({ status: "sent", lastError: null });
    });

    it("runs a batch as one transaction: when a statement fails, none of it is kept", async () => {
      // More rounds than the pool has connections: a connection left in a failed transaction would show.
      for (let round = 0; round < 12; round++) {
        await expect(
          store.sql.batch([
            { sql: "INSERT INTO settings (name, value) VALUES (?, ?)", params: [`kept-${round}`, "x"] },
            { sql: "INSERT INTO no_such_table (x) VALUES (?)", params: [1] },
          ]),
        ).rejects.toThrow(/no_such_table/);
      }
      expect(await store.sql.query("SELECT name FROM settings WHERE name LIKE 'kept-%'")).toEqual([]);
      await store.sql.batch([{ sql: "INSERT INTO settings (name, value) VALUES (?, ?)", params: ["after", "y"] }]);
      expect(await store.sql.query("SELECT value FROM settings WHERE name = 'after'")).toEqual([{ value: "y" }]);
    });

    it("keeps the first 1000 characters of a delivery error", async () => {
      await store.addEnquiry(enquiry());
      const [job] = await store.claimMail({ owner: "a", now: Date.now(), leaseMs: 60_000, limit: 10 });
      await store.markMailFailed(job!.id, { error: `${"e".repeat(999)}fg`, nextAttemptAt: Date.now() });
      expect((await store.listMail())[0]!.lastError).toBe(`${"e".repeat(999)}f`);
    });

    it("records each migration's version and name", async () => {
      const rows = await store.sql.query<{ version: number; name: string }>("SELECT version, name FROM schema_migrations ORDER BY version");
      expect(rows.map((row) => [Number(row.version), row.name])).toEqual(MIGRATIONS.map((migration) => [migration.version, migration.name]));
    });

    it("can be closed twice", async () => {
      await store.close();
      await expect(store.close()).resolves.toBeUndefined();
    });

    it("shows pending mail without claiming it", async () => {
      await store.addEnquiry(enquiry());
      const now = Date.now();
      expect(await store.pendingMail(now, 10)).toHaveLength(1);
      expect(await store.claimMail({ owner: "a", now, leaseMs: 60_000, limit: 10 })).toHaveLength(1);
    });
  });
}

describe.skipIf("skipped" in postgres)("PostgresEnquiryStore on a database of its own", () => {
  it("migrates once when two instances start on a new database at the same moment", async () => {
    const fresh = await createTestDatabase();
    if (!("url" in fresh)) throw new Error(fresh.skipped);
    const stores = [new EnquiryStore(new PostgresDatabase(fresh.url)), new EnquiryStore(new PostgresDatabase(fresh.url)), new EnquiryStore(new PostgresDatabase(fresh.url))];
    try {
      await Promise.all(stores.map((store) => store.migrate()));
      // Without the migration lock, the second instance's CREATE TABLE fails while the first one's runs.
      const versions = await stores[0]!.sql.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
      expect(versions.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((migration) => migration.version));
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await fresh.drop();
    }
  });

  it("logs a lost idle connection once instead of crashing, fails a query whose connection is lost, and connects again", async () => {
    const { default: pg } = await import("pg");
    const url = "url" in postgres ? postgres.url : "";
    const store = new EnquiryStore(new PostgresDatabase(url));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // The server ending every other connection to this database (a restart, an admin, a failover).
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const terminateOthers = () =>
      admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
    try {
      await store.migrate();
      // An idle connection in the pool, then the server ends it.
      expect(await store.sql.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
      await terminateOthers();
      await until(() => logged.mock.calls.length > 0, 5_000, "the lost connection's log line");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(logged.mock.calls).toEqual([["PostgreSQL connection lost:", "terminating connection due to administrator command"]]);
      expect(await store.sql.query("SELECT 2 AS two")).toEqual([{ two: 2 }]);
      // Now while a query runs on it: that query fails (its caller answers 503), the store goes on.
      const running = store.sql.query("SELECT pg_sleep(5)").then(
        () => null,
        (error: Error) => error,
      );
      await until(async () => (await admin.query("SELECT 1 FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(5)'")).rows.length > 0, 5_000, "the running query");
      await terminateOthers();
      expect((await running)?.message).toBe("terminating connection due to administrator command");
      expect(await store.sql.query("SELECT 3 AS three")).toEqual([{ three: 3 }]);
    } finally {
      logged.mockRestore();
      await admin.end();
      await store.close();
    }
  });
});
