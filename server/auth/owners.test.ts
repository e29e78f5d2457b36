/** The owners directory: who may read the inbox, and what removing one of them ends. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SqliteDatabase } from "../db/sqlite";
import { EnquiryStore } from "../enquiries/store";
import type { SqlDatabase, SqlRow } from "../db/sql";
import { OwnerDirectory } from "./owners";

/** A database that answers every query with `rows` (as PostgreSQL would: BIGINTs as strings). */
function fakeSql(rows: SqlRow[]): SqlDatabase {
  return {
    dialect: "postgres",
    query: async <T extends SqlRow>() => rows as T[],
    batch: async () => [],
  };
}

describe("OwnerDirectory on PostgreSQL-shaped rows", () => {
  it("reads BIGINT ids and times as numbers", async () => {
    const owners = new OwnerDirectory(fakeSql([{ id: "12", email: "owner@shop.in", created_at: "1735689600000" }]));
    expect(await owners.find("owner@shop.in")).toEqual({ id: 12, email: "owner@shop.in", createdAt: 1_735_689_600_000 });
    expect(await owners.list()).toEqual([{ id: 12, email: "owner@shop.in", createdAt: 1_735_689_600_000 }]);
  });
});

describe("OwnerDirectory on SQLite", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "owners-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  let store: EnquiryStore;
  let owners: OwnerDirectory;

  beforeEach(async () => {
    store = new EnquiryStore(new SqliteDatabase(path.join(dir, `store-${++count}.db`)));
    await store.migrate();
    owners = new OwnerDirectory(store.sql);
  });
  afterEach(() => {
    vi.useRealTimers();
    store.close();
  });

  it("adds an owner with the time it was added, once", async () => {
    expect(await owners.add("owner@shop.in", 5_000)).toBe(true);
    const owner = await owners.find("owner@shop.in");
    expect(owner).toEqual({ id: expect.any(Number), email: "owner@shop.in", createdAt: 5_000 });
    // The same address again: refused, and the first one is left as it was.
    expect(await owners.add("owner@shop.in", 9_000)).toBe(false);
    expect(await owners.find("owner@shop.in")).toEqual(owner);
    expect(await store.sql.query("SELECT email, created_at FROM owners")).toEqual([{ email: "owner@shop.in", created_at: 5_000 }]);
  });

  it("without a time: now", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-26T09:00:00.000Z"));
    await owners.add("owner@shop.in");
    expect((await owners.find("owner@shop.in"))?.createdAt).toBe(Date.parse("2026-01-26T09:00:00.000Z"));
  });

  it("finds only the exact address", async () => {
    await owners.add("owner@shop.in", 1);
    expect(await owners.find("other@shop.in")).toBeNull();
    expect(await owners.find("owner@shop.i")).toBeNull();
    expect(await owners.find("")).toBeNull();
  });

  it("lists every owner by address, with their ids and times", async () => {
    expect(await owners.list()).toEqual([]);
    await owners.add("zara@shop.in", 1);
    await owners.add("anbu@shop.in", 2);
    await owners.add("meena@shop.in", 3);
    const list = await owners.list();
    expect(list.map(({ email, createdAt }) => ({ email, createdAt }))).toEqual([
      { email: "anbu@shop.in", createdAt: 2 },
      { email: "meena@shop.in", createdAt: 3 },
      { email: "zara@shop.in", createdAt: 1 },
    ]);
    const ids = await store.sql.query<{ id: number; email: string }>("SELECT id, email FROM owners");
    for (const owner of list) expect(owner.id).toBe(ids.find((row) => row.email === owner.email)!.id);
  });

  it("removes an owner once, with their sessions, sign-in links and passkeys, and leaves the others", async () => {
    await owners.add("owner@shop.in", 1);
    await owners.add("other@shop.in", 1);
    const owner = (await owners.find("owner@shop.in"))!;
    const other = (await owners.find("other@shop.in"))!;
    for (const [n, id] of [owner.id, other.id].entries()) {
      await store.sql.batch([
        { sql: "INSERT INTO owner_sessions (id, owner_id, method, created_at, refreshed_at, expires_at) VALUES (?, ?, 'link', 0, 0, 1)", params: [`s${n}`, id] },
        { sql: "INSERT INTO sign_in_links (token_hash, owner_id, created_at, expires_at) VALUES (?, ?, 0, 1)", params: [`l${n}`, id] },
        { sql: "INSERT INTO passkeys (id, owner_id, public_key, counter, transports, name, created_at) VALUES (?, ?, 'k', 0, '', 'Mac', 0)", params: [`p${n}`, id] },
      ]);
    }
    expect(await owners.remove("owner@shop.in")).toBe(true);
    expect(await owners.find("owner@shop.in")).toBeNull();
    expect(await owners.remove("owner@shop.in")).toBe(false);
    expect(await owners.remove("nobody@shop.in")).toBe(false);
    expect((await owners.list()).map((o) => o.email)).toEqual(["other@shop.in"]);
    expect(await store.sql.query("SELECT id, owner_id FROM owner_sessions")).toEqual([{ id: "s1", owner_id: other.id }]);
    expect(await store.sql.query("SELECT token_hash, owner_id FROM sign_in_links")).toEqual([{ token_hash: "l1", owner_id: other.id }]);
    expect(await store.sql.query("SELECT id, owner_id FROM passkeys")).toEqual([{ id: "p1", owner_id: other.id }]);
  });
});
