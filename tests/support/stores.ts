/**
 * The enquiry store on both databases, fresh for each test, for tests of what is built on it
 * (the inbox, sign-in): SQLite in a temp file, and PostgreSQL in a throw-away database emptied between
 * tests (skipped with a message only where no PostgreSQL is reachable, never under CI).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll } from "vitest";
import { PostgresDatabase } from "../../server/db/postgres";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { scratchDatabases } from "./databases";

/** What EnquiryStore.addEnquiry takes. */
export type NewEnquiry = Parameters<EnquiryStore["addEnquiry"]>[0];

export type StoreImplementation = { name: string; skip?: string; open: () => Promise<EnquiryStore> };

/** Call at the top of a test file: the store on each database, cleaned up after the file. */
export async function storeImplementations(): Promise<StoreImplementation[]> {
  const { sqliteFile, postgres } = await scratchDatabases();
  return [
    {
      name: "SQLite",
      async open() {
        const store = new EnquiryStore(new SqliteDatabase(sqliteFile()));
        await store.migrate();
        return store;
      },
    },
    {
      name: "PostgreSQL",
      skip: "skipped" in postgres ? postgres.skipped : undefined,
      async open() {
        const url = "url" in postgres ? postgres.url : "";
        const store = new EnquiryStore(new PostgresDatabase(url));
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
export function sqliteStoreWithOwner(): () => Promise<{ store: EnquiryStore; ownerId: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "owner-store-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  return async () => {
    const store = new EnquiryStore(new SqliteDatabase(path.join(dir, `store-${++count}.db`)));
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

/** What a visitor who typed markup, an ampersand and quotes sent: for the tests of what shows an enquiry (its mail). */
export const ENQUIRY_WITH_MARKUP = {
  name: "Priya <script>alert(1)</script>",
  email: "priya@example.in",
  phone: "0452 123 4567",
  businessName: 'Priya & Sons "Textiles"',
  service: "SEO Optimization",
  message: "We want to show up on Google Maps.\n<b>Not bold</b> & 'quoted'",
  userAgent: "test",
  ipHash: "f".repeat(64),
} satisfies Partial<NewEnquiry>;
