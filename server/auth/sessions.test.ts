/**
 * Owner sessions: the cookie that carries the token, and the stored row a token finds
 * (30 days, pushed back at most once an hour, never past 90 days from the sign-in: on both
 * databases in session-ends.test.ts), over a SQLite store in a temp file.
 */
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sqliteStoreWithOwner } from "../../tests/support/stores";
import type { EnquiryStore } from "../enquiries/store";
import type { SqlDatabase, SqlRow } from "../db/sql";
import { OwnerSessions, readSessionToken, sessionClearCookie, sessionSetCookie, signedInRecently } from "./sessions";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_9";
const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
/** How long a session lasts from its last use. */
const SESSION_TTL_MS = 30 * DAY;
/** A cookie value as React Router writes an unsigned one: base64 of the JSON. */
const cookieValue = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/** A database that answers every query with `rows`, and notes each query. */
function fakeSql(queries: Array<{ sql: string; params?: unknown[] }>, rows: SqlRow[]): SqlDatabase {
  return {
    dialect: "postgres",
    query: async <T extends SqlRow>(sql: string, params?: unknown[]) => {
      queries.push({ sql, params });
      return rows as T[];
    },
    batch: async (statements) => {
      for (const { sql, params } of statements) queries.push({ sql, params });
      return statements.map(() => rows);
    },
  };
}

describe("the session cookie", () => {
  it("lasts 30 days", async () => {
    expect(await sessionSetCookie(TOKEN, { secure: false })).toContain("; Max-Age=2592000;");
  });

  it("is set HttpOnly, SameSite=Lax, on every path, for 30 days; Secure on https", async () => {
    const value = cookieValue(TOKEN);
    expect(await sessionSetCookie(TOKEN, { secure: true })).toBe(`vd_owner_session=${value}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(await sessionSetCookie(TOKEN, { secure: false })).toBe(`vd_owner_session=${value}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
  });

  it("is cleared with an empty value that expired in 1970", async () => {
    expect(await sessionClearCookie({ secure: true })).toBe(
      "vd_owner_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax",
    );
    expect(await sessionClearCookie({ secure: false })).toBe("vd_owner_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax");
  });

  it("gives back the token it carries, among other cookies", async () => {
    expect(await readSessionToken(`vd_owner_session=${cookieValue(TOKEN)}`)).toBe(TOKEN);
    expect(await readSessionToken(`theme=dark; vd_owner_session=${cookieValue(TOKEN)}; lang=ta`)).toBe(TOKEN);
  });

  it("no cookie, another cookie, or a value that is not a token: null", async () => {
    expect(await readSessionToken(null)).toBeNull();
    expect(await readSessionToken("")).toBeNull();
    expect(await readSessionToken(`other=${cookieValue(TOKEN)}`)).toBeNull();
    expect(await readSessionToken("vd_owner_session=")).toBeNull();
    // The bare token, not encoded as React Router encodes it.
    expect(await readSessionToken(`vd_owner_session=${TOKEN}`)).toBeNull();
    expect(await readSessionToken(`vd_owner_session=${cookieValue(`${TOKEN}x`)}`)).toBeNull();
    expect(await readSessionToken(`vd_owner_session=${cookieValue(TOKEN.slice(1))}`)).toBeNull();
    expect(await readSessionToken(`vd_owner_session=${cookieValue(42)}`)).toBeNull();
    expect(await readSessionToken(`vd_owner_session=${cookieValue([TOKEN])}`)).toBeNull();
    expect(await readSessionToken("vd_owner_session=%%%")).toBeNull();
  });

  it("a header it cannot parse at all: null, not a rejection", async () => {
    await expect(readSessionToken(42 as unknown as string)).resolves.toBeNull();
    await expect(readSessionToken({} as unknown as string)).resolves.toBeNull();
  });
});

// Issue 27, finding 5: adding a passkey needs a sign-in in the last 10 minutes, however long the session has slid on.
describe("signedInRecently", () => {
  it("is true for 10 minutes after the sign-in, then false", () => {
    expect(signedInRecently({ signedInAt: 1_000 }, 1_000)).toBe(true);
    expect(signedInRecently({ signedInAt: 1_000 }, 1_000 + 10 * 60_000 - 1)).toBe(true);
    expect(signedInRecently({ signedInAt: 1_000 }, 1_000 + 10 * 60_000)).toBe(false);
  });
});

describe("OwnerSessions", () => {
  it("asks the database nothing for a missing token", async () => {
    const queries: Array<{ sql: string }> = [];
    const sessions = new OwnerSessions(fakeSql(queries, [{ owner_id: 1 }]));
    expect(await sessions.find(null)).toBeNull();
    expect(await sessions.find("")).toBeNull();
    expect(queries).toEqual([]);
  });

  it("inserts the token's hash, owner, method, times and user agent; null for none", async () => {
    const queries: Array<{ sql: string; params?: unknown[] }> = [];
    const sessions = new OwnerSessions(fakeSql(queries, []));
    const token = await sessions.create(3, "email", null, 7_000);
    const longAgent = await sessions.create(3, "link", "z".repeat(400), 7_000);
    expect(queries.map((query) => query.params)).toEqual([
      [sha256(token), 3, "email", 7_000, 7_000, 7_000 + 2_592_000_000, null],
      [sha256(longAgent), 3, "link", 7_000, 7_000, 7_000 + 2_592_000_000, "z".repeat(300)],
    ]);
  });

  it("reads PostgreSQL's BIGINTs as numbers, and looks the session up by the token's hash among the live ones", async () => {
    const queries: Array<{ sql: string; params?: unknown[] }> = [];
    const now = 10 * DAY;
    const row = { id: sha256(TOKEN), owner_id: "12", method: "link", created_at: String(now - 2), refreshed_at: String(now - 1), expires_at: String(now + 5 * DAY), email: "owner@shop.in" };
    const sessions = new OwnerSessions(fakeSql(queries, [row]));
    expect(await sessions.find(TOKEN, now)).toEqual({
      id: sha256(TOKEN),
      ownerId: 12,
      email: "owner@shop.in",
      method: "link",
      signedInAt: now - 2,
      expiresAt: now + 5 * DAY,
      refreshed: false,
    });
    expect(queries).toHaveLength(1);
    // Live: before its end, and signed in less than 90 days ago.
    expect(queries[0]!.params).toEqual([sha256(TOKEN), now, now - 90 * DAY]);
  });

  describe("on SQLite", () => {
    const openStore = sqliteStoreWithOwner();
    let store: EnquiryStore;
    let sessions: OwnerSessions;
    let ownerId: number;

    beforeEach(async () => {
      ({ store, ownerId } = await openStore());
      sessions = new OwnerSessions(store.sql);
    });
    afterEach(() => {
      vi.useRealTimers();
      store.close();
    });

    const rows = () => store.sql.query("SELECT id, owner_id, method, created_at, refreshed_at, expires_at, user_agent FROM owner_sessions");

    it("stores only the token's hash, its owner, how they signed in, the times and the user agent", async () => {
      const token = await sessions.create(ownerId, "passkey", "Mozilla/5.0 (iPhone)", 5_000);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await rows()).toEqual([
        {
          id: sha256(token),
          owner_id: ownerId,
          method: "passkey",
          created_at: 5_000,
          refreshed_at: 5_000,
          expires_at: 5_000 + 30 * DAY,
          user_agent: "Mozilla/5.0 (iPhone)",
        },
      ]);
      expect(await sessions.create(ownerId, "email", null, 5_000)).not.toBe(token);
    });

    it("keeps at most 300 characters of the user agent, and none when there is none", async () => {
      await sessions.create(ownerId, "link", "x".repeat(301), 0);
      await sessions.create(ownerId, "link", "y".repeat(300), 0);
      await sessions.create(ownerId, "link", null, 0);
      const agents = (await rows()).map((row) => row.user_agent);
      expect(agents).toEqual(expect.arrayContaining(["x".repeat(300), "y".repeat(300), null]));
      expect(agents).toHaveLength(3);
    });

    it("without a time: now", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-01-26T09:00:00.000Z"));
      const now = Date.parse("2026-01-26T09:00:00.000Z");
      const token = await sessions.create(ownerId, "link", null);
      expect(await rows()).toMatchObject([{ created_at: now, refreshed_at: now, expires_at: now + SESSION_TTL_MS }]);
      vi.setSystemTime(now + SESSION_TTL_MS - 1);
      expect((await sessions.find(token))?.expiresAt).toBe(now + SESSION_TTL_MS - 1 + SESSION_TTL_MS);
      vi.setSystemTime(now + 3 * SESSION_TTL_MS);
      expect(await sessions.find(token)).toBeNull();
    });

    it("finds the session its token belongs to, until a moment before it ends", async () => {
      const token = await sessions.create(ownerId, "email", null, 0);
      expect(await sessions.find(token, 30 * DAY - 1)).toMatchObject({ id: sha256(token), ownerId, email: "owner@shop.in", method: "email" });
      const late = await sessions.create(ownerId, "email", null, 0);
      expect(await sessions.find(late, 30 * DAY)).toBeNull();
      // Not found, it is not pushed back either.
      const [lateRow] = await store.sql.query("SELECT refreshed_at, expires_at FROM owner_sessions WHERE id = ?", [sha256(late)]);
      expect(lateRow).toEqual({ refreshed_at: 0, expires_at: 30 * DAY });
    });

    it("within the hour after it was made or last pushed back: found as it is, nothing written", async () => {
      const token = await sessions.create(ownerId, "link", null, 1_000);
      expect(await sessions.find(token, 1_000 + HOUR - 1)).toEqual({
        id: sha256(token),
        ownerId,
        email: "owner@shop.in",
        method: "link",
        signedInAt: 1_000,
        expiresAt: 1_000 + 30 * DAY,
        refreshed: false,
      });
      expect(await rows()).toMatchObject([{ refreshed_at: 1_000, expires_at: 1_000 + 30 * DAY }]);
    });

    it("an hour or more after: pushed back to 30 days from now, in the database too", async () => {
      const token = await sessions.create(ownerId, "link", null, 1_000);
      expect(await sessions.find(token, 1_000 + HOUR)).toEqual({
        id: sha256(token),
        ownerId,
        email: "owner@shop.in",
        method: "link",
        signedInAt: 1_000,
        expiresAt: 1_000 + HOUR + 30 * DAY,
        refreshed: true,
      });
      expect(await rows()).toMatchObject([{ created_at: 1_000, refreshed_at: 1_000 + HOUR, expires_at: 1_000 + HOUR + 30 * DAY }]);
      // The next hour counts from the push.
      expect(await sessions.find(token, 1_000 + 2 * HOUR - 1)).toMatchObject({ refreshed: false, expiresAt: 1_000 + HOUR + 30 * DAY });
      expect(await sessions.find(token, 1_000 + 2 * HOUR)).toMatchObject({ refreshed: true, expiresAt: 1_000 + 2 * HOUR + 30 * DAY });
    });

    it("pushing one session back leaves the others as they were", async () => {
      const token = await sessions.create(ownerId, "link", null, 0);
      const other = await sessions.create(ownerId, "link", null, 0);
      await sessions.find(token, HOUR);
      const [otherRow] = await store.sql.query("SELECT refreshed_at, expires_at FROM owner_sessions WHERE id = ?", [sha256(other)]);
      expect(otherRow).toEqual({ refreshed_at: 0, expires_at: 30 * DAY });
    });

    it("refuses a token it never gave out, or the stored hash itself", async () => {
      const token = await sessions.create(ownerId, "link", null, 0);
      expect(await sessions.find(TOKEN, 1)).toBeNull();
      expect(await sessions.find(sha256(token), 1)).toBeNull();
    });

    it("ends the one session it is told to, by its id", async () => {
      const token = await sessions.create(ownerId, "link", null, 0);
      const other = await sessions.create(ownerId, "link", null, 0);
      await sessions.end(sha256(token));
      expect(await sessions.find(token, 1)).toBeNull();
      expect((await sessions.find(other, 1))?.ownerId).toBe(ownerId);
      expect((await rows()).map((row) => row.id)).toEqual([sha256(other)]);
    });
  });
});
