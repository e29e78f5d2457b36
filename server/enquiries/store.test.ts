/**
 * The EnquiryStore contract, run against both implementations: SQLite in a temp file and
 * PostgreSQL in a throw-away database (skipped with a message only where no PostgreSQL
 * is reachable, and never under CI).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/postgres";
import { PostgresEnquiryStore } from "./postgres-store";
import { SqliteEnquiryStore } from "./sqlite-store";
import type { EnquiryStore, NewEnquiry } from "./store";

const tempDir = mkdtempSync(path.join(tmpdir(), "enquiry-store-"));
const postgres = await createTestDatabase();
afterAll(async () => {
  rmSync(tempDir, { recursive: true, force: true });
  if ("drop" in postgres) await postgres.drop();
});

let sqliteCount = 0;
const implementations: Array<{ name: string; skip?: string; open: () => EnquiryStore }> = [
  { name: "SQLite", open: () => new SqliteEnquiryStore(path.join(tempDir, `store-${++sqliteCount}.db`)) },
  {
    name: "PostgreSQL",
    skip: "skipped" in postgres ? postgres.skipped : undefined,
    open: () => new PostgresEnquiryStore("url" in postgres ? postgres.url : ""),
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
        await client.query("TRUNCATE mail_outbox, enquiries, settings RESTART IDENTITY CASCADE");
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

    it("shows pending mail without claiming it", async () => {
      await store.addEnquiry(enquiry());
      const now = Date.now();
      expect(await store.pendingMail(now, 10)).toHaveLength(1);
      expect(await store.claimMail({ owner: "a", now, leaseMs: 60_000, limit: 10 })).toHaveLength(1);
    });
  });
}
