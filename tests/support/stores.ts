/**
 * Both enquiry stores, fresh for each test, for tests of what is built on them (the inbox,
 * sign-in): SQLite in a temp file, and PostgreSQL in a throw-away database emptied between
 * tests (skipped with a message only where no PostgreSQL is reachable, never under CI).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll } from "vitest";
import { PostgresEnquiryStore } from "../../server/enquiries/postgres-store";
import { SqliteEnquiryStore } from "../../server/enquiries/sqlite-store";
import type { EnquiryStore, NewEnquiry } from "../../server/enquiries/store";
import { createTestDatabase } from "../../scripts/lib/scratch-database";

export type StoreImplementation = { name: string; skip?: string; open: () => Promise<EnquiryStore> };

/** Call at the top of a test file: the two implementations, cleaned up after the file. */
export async function storeImplementations(): Promise<StoreImplementation[]> {
  const tempDir = mkdtempSync(path.join(tmpdir(), "store-"));
  const postgres = await createTestDatabase();
  afterAll(async () => {
    rmSync(tempDir, { recursive: true, force: true });
    if ("drop" in postgres) await postgres.drop();
  });
  let count = 0;
  return [
    {
      name: "SQLite",
      async open() {
        const store = new SqliteEnquiryStore(path.join(tempDir, `store-${++count}.db`));
        await store.migrate();
        return store;
      },
    },
    {
      name: "PostgreSQL",
      skip: "skipped" in postgres ? postgres.skipped : undefined,
      async open() {
        const url = "url" in postgres ? postgres.url : "";
        const store = new PostgresEnquiryStore(url);
        await store.migrate();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const { rows } = await client.query<{ tablename: string }>(
          "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
        );
        await client.query(`TRUNCATE ${rows.map((row) => row.tablename).join(", ")} RESTART IDENTITY CASCADE`);
        await client.end();
        return store;
      },
    },
  ];
}

/**
 * Call in a describe block: opens a fresh migrated SQLite store in a temp file with one owner
 * (owner@shop.in) for each call, for tests of what is built on owners (sessions, sign-in links).
 * The files go when the block ends.
 */
export function sqliteStoreWithOwner(): () => Promise<{ store: SqliteEnquiryStore; ownerId: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "owner-store-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  return async () => {
    const store = new SqliteEnquiryStore(path.join(dir, `store-${++count}.db`));
    await store.migrate();
    await store.sql.query("INSERT INTO owners (email, created_at) VALUES (?, ?)", ["owner@shop.in", 0]);
    const [row] = await store.sql.query<{ id: number }>("SELECT id FROM owners");
    return { store, ownerId: row!.id };
  };
}

export function newEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    name: "Karthik Raja",
    email: "karthik@example.in",
    phone: "+91 90000 12345",
    businessName: "Raja Sweets",
    service: "Meta Ads",
    message: "Diwali offers on Instagram, please.",
    createdAt: new Date("2025-08-24T04:30:00.123Z"),
    userAgent: "Mozilla/5.0 (Linux; Android 14)",
    ipHash: "a".repeat(64),
    // Each its own submission: identical fixtures without an id would be taken for repeats.
    submissionId: randomUUID(),
    ...overrides,
  };
}
