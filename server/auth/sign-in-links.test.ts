/** Sign-in links: the URL mailed to an owner, and the stored link a click uses up. */
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sqliteStoreWithOwner } from "../../tests/support/stores";
import type { EnquiryStore } from "../enquiries/store";
import type { SqlDatabase, SqlRow } from "../db/sql";
import { SIGN_IN_LINK_TTL_MS, SignInLinks, signInUrl } from "./sign-in-links";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_9";

/** A database that answers every query with `rows`, and notes each query's SQL. */
function fakeSql(queries: string[], rows: SqlRow[]): SqlDatabase {
  return {
    dialect: "sqlite",
    query: async <T extends SqlRow>(text: string) => {
      queries.push(text);
      return rows as T[];
    },
    batch: async () => [],
  };
}

describe("signInUrl", () => {
  it("is the verify path on SITE_URL's origin, with the token in the query", () => {
    expect(new URL(signInUrl("https://www.vaigaidigital.in", TOKEN)).pathname).toBe("/admin/sign-in/verify");
    expect(signInUrl("https://www.vaigaidigital.in", TOKEN)).toBe(`https://www.vaigaidigital.in/admin/sign-in/verify?token=${TOKEN}`);
  });

  it("whatever trailing slashes SITE_URL was written with", () => {
    expect(signInUrl("https://www.vaigaidigital.in/", TOKEN)).toBe(`https://www.vaigaidigital.in/admin/sign-in/verify?token=${TOKEN}`);
    expect(signInUrl("https://www.vaigaidigital.in///", TOKEN)).toBe(`https://www.vaigaidigital.in/admin/sign-in/verify?token=${TOKEN}`);
    expect(signInUrl("http://localhost:3000/", "t")).toBe("http://localhost:3000/admin/sign-in/verify?token=t");
  });
});

describe("SignInLinks", () => {
  it("lasts 15 minutes", () => {
    expect(SIGN_IN_LINK_TTL_MS).toBe(900_000);
  });

  it("prepares the INSERT of the token's hash, its owner, and its creation and expiry times", () => {
    const unused = {} as SqlDatabase;
    const { token, statement } = new SignInLinks(unused).prepare(7, 1_000);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statement).toEqual({
      sql: "INSERT INTO sign_in_links (token_hash, owner_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
      params: [sha256(token), 7, 1_000, 901_000],
    });
    expect(new SignInLinks(unused).prepare(7, 1_000).token).not.toBe(token);
  });

  it("refuses a malformed token before it reaches the database", async () => {
    const queries: string[] = [];
    const sql = fakeSql(queries, [{ owner_id: 1 }]);
    const links = new SignInLinks(sql);
    for (const token of [undefined, null, 42, "", `${TOKEN}x`, TOKEN.slice(1), sha256(TOKEN), [TOKEN]]) {
      expect(await links.consume(token)).toBeNull();
    }
    expect(queries).toEqual([]);
    // A well-formed one is looked up, and the owner id that comes back is a number.
    expect(await new SignInLinks(fakeSql(queries, [{ owner_id: "12" }])).consume(TOKEN)).toBe(12);
    expect(queries).toHaveLength(1);
  });

  describe("on SQLite", () => {
    const openStore = sqliteStoreWithOwner();
    let store: EnquiryStore;
    let ownerId: number;
    beforeEach(async () => {
      ({ store, ownerId } = await openStore());
    });
    afterEach(() => store.close());

    it("stores only the hash, with the times it was made and dies", async () => {
      const token = await new SignInLinks(store.sql).create(ownerId, 5_000);
      expect(await store.sql.query("SELECT token_hash, owner_id, created_at, expires_at, used_at FROM sign_in_links")).toEqual([
        { token_hash: sha256(token), owner_id: ownerId, created_at: 5_000, expires_at: 905_000, used_at: null },
      ]);
    });

    it("signs its owner in once, until a moment before it expires; records when it was used", async () => {
      const links = new SignInLinks(store.sql);
      const token = await links.create(ownerId, 0);
      expect(await links.consume(token, 899_999)).toBe(ownerId);
      expect(await store.sql.query("SELECT used_at FROM sign_in_links")).toEqual([{ used_at: 899_999 }]);
      expect(await links.consume(token, 899_999)).toBeNull();
      const expired = await links.create(ownerId, 0);
      expect(await links.consume(expired, 900_000)).toBeNull();
      // Another link's token does not use this one.
      const other = await links.create(ownerId, 0);
      expect(await links.consume(TOKEN, 1)).toBeNull();
      expect(await links.consume(other, 1)).toBe(ownerId);
    });
  });
});
