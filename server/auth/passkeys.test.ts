/**
 * Passkeys without a browser: the relying party, the options handed to the browser, the challenges kept for them, and the ceremonies answered by an authenticator in
 * software (an ES256 key with "none" attestation) over a SQLite store in a temp file.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SqliteDatabase } from "../db/sqlite";
import { EnquiryStore } from "../enquiries/store";
import type { SqlDatabase, SqlRow, SqlStatement } from "../db/sql";
import { Passkeys, relyingParty } from "./passkeys";
import { b64url, RP, sha256, SoftAuthenticator } from "../test-support/soft-authenticator";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
/** 00:30 on 26 January in India, still the 25th in UTC. */
const T = Date.parse("2026-01-25T19:00:00.000Z");
const MINUTES_5 = 300_000;
const SESSION = "session-hash-of-the-owner";

/** The same database, its integers handed back as strings the way PostgreSQL hands back BIGINTs. */
function bigintsAsStrings(sql: SqlDatabase): SqlDatabase {
  const convert = (row: SqlRow): SqlRow => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === "number" ? String(value) : value]));
  return {
    dialect: "postgres",
    query: async <T extends SqlRow>(text: string, params?: SqlStatement["params"]) => (await sql.query(text, params)).map(convert) as T[],
    batch: async (statements) => (await sql.batch(statements)).map((rows) => rows.map(convert)),
  };
}

describe("relyingParty", () => {
  it("is SITE_URL's origin and its host name", () => {
    expect(relyingParty("https://www.vaigaidigital.in", "Vaigai Digital")).toEqual({
      origin: "https://www.vaigaidigital.in",
      rpID: "www.vaigaidigital.in",
      name: "Vaigai Digital",
    });
    expect(relyingParty("http://localhost:3000", "Dev")).toEqual({ origin: "http://localhost:3000", rpID: "localhost", name: "Dev" });
  });
});

describe("Passkeys on PostgreSQL-shaped rows", () => {
  it("lists BIGINT times as numbers", async () => {
    const sql: SqlDatabase = {
      dialect: "postgres",
      query: async <T extends SqlRow>() => [{ id: "cred", name: "Mac, added 1 Jan 2026", created_at: "1767225600000", last_used_at: "1767225700000" }] as unknown as T[],
      batch: async () => [],
    };
    expect(await new Passkeys(sql, { rp: RP }).list(1)).toEqual([{ id: "cred", name: "Mac, added 1 Jan 2026", createdAt: 1_767_225_600_000, lastUsedAt: 1_767_225_700_000 }]);
  });

  it("excludes a stored passkey without transports with none", async () => {
    const batches: SqlStatement[][] = [];
    const sql: SqlDatabase = {
      dialect: "postgres",
      query: async <T extends SqlRow>() => [{ id: "cred", transports: null }] as unknown as T[],
      batch: async (statements) => {
        batches.push(statements);
        return [];
      },
    };
    const options = await new Passkeys(sql, { rp: RP }).registrationOptions({ id: 1, email: "owner@shop.in" }, SESSION);
    expect(options.excludeCredentials).toEqual([{ id: "cred", type: "public-key", transports: [] }]);
    expect(batches).toHaveLength(1);
  });
});

describe("Passkeys on SQLite", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "passkeys-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  let store: EnquiryStore;
  let passkeys: Passkeys;
  let ownerId: number;
  let otherId: number;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T);
    store = new EnquiryStore(new SqliteDatabase(path.join(dir, `store-${++count}.db`)));
    await store.migrate();
    await store.sql.query("INSERT INTO owners (email, created_at) VALUES ('owner@shop.in', 0), ('other@shop.in', 0)");
    const owners = await store.sql.query<{ id: number; email: string }>("SELECT id, email FROM owners");
    ownerId = owners.find((row) => row.email === "owner@shop.in")!.id;
    otherId = owners.find((row) => row.email === "other@shop.in")!.id;
    passkeys = new Passkeys(store.sql, { rp: RP });
  });
  afterEach(() => {
    vi.useRealTimers();
    store.close();
  });

  const challenges = () => store.sql.query("SELECT id, expires_at FROM passkey_challenges ORDER BY expires_at, id");
  const stored = () => store.sql.query("SELECT id, owner_id, public_key, counter, transports, name, created_at, last_used_at FROM passkeys ORDER BY created_at");
  const owner = () => ({ id: ownerId, email: "owner@shop.in" });

  /** A passkey registered for the owner at `at`. */
  async function registered(at = T): Promise<SoftAuthenticator> {
    vi.setSystemTime(at);
    const authenticator = new SoftAuthenticator();
    const options = await passkeys.registrationOptions(owner(), SESSION);
    expect(await passkeys.register(owner(), SESSION, authenticator.register(options.challenge), IPHONE, at)).toBe(true);
    return authenticator;
  }

  describe("registration options", () => {
    it("ask for a discoverable passkey for this site and owner, without attestation", async () => {
      const options = await passkeys.registrationOptions(owner(), SESSION);
      expect(options).toMatchObject({
        rp: { name: "Vaigai Digital", id: "www.vaigaidigital.in" },
        user: { id: b64url(new TextEncoder().encode(`owner-${ownerId}`)), name: "owner@shop.in" },
        attestation: "none",
        excludeCredentials: [],
        authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
      });
      expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("keep the challenge's hash for 5 minutes", async () => {
      const options = await passkeys.registrationOptions(owner(), SESSION);
      expect(await challenges()).toEqual([{ id: sha256(options.challenge).toString("hex"), expires_at: T + MINUTES_5 }]);
    });

    it("exclude the owner's own passkeys, with their transports, and no one else's", async () => {
      await store.sql.query(
        `INSERT INTO passkeys (id, owner_id, public_key, counter, transports, name, created_at) VALUES
         ('mine-1', ?, 'k', 0, 'internal,hybrid', 'iPhone', 1), ('mine-2', ?, 'k', 0, '', 'Mac', 2), ('theirs', ?, 'k', 0, 'usb', 'PC', 3)`,
        [ownerId, ownerId, otherId],
      );
      const options = await passkeys.registrationOptions(owner(), SESSION);
      expect(options.excludeCredentials).toEqual([
        { id: "mine-1", type: "public-key", transports: ["internal", "hybrid"] },
        { id: "mine-2", type: "public-key", transports: [] },
      ]);
    });
  });

  describe("register", () => {
    it("keeps the passkey: its id, key, counter, transports, a name from the device and the day in India", async () => {
      const authenticator = new SoftAuthenticator();
      const options = await passkeys.registrationOptions(owner(), SESSION);
      expect(await passkeys.register(owner(), SESSION, authenticator.register(options.challenge), IPHONE, T + 1_000)).toBe(true);
      expect(await stored()).toEqual([
        {
          id: authenticator.id,
          owner_id: ownerId,
          public_key: b64url(authenticator.publicKey()),
          counter: 0,
          transports: "internal,hybrid",
          name: "iPhone, added 26 Jan 2026",
          created_at: T + 1_000,
          last_used_at: null,
        },
      ]);
      expect(await passkeys.list(ownerId)).toEqual([{ id: authenticator.id, name: "iPhone, added 26 Jan 2026", createdAt: T + 1_000, lastUsedAt: null }]);
      // The challenge is used up.
      expect(await challenges()).toEqual([]);
    });

    it("without transports or a user agent: none, and Device", async () => {
      const authenticator = new SoftAuthenticator();
      const options = await passkeys.registrationOptions(owner(), SESSION);
      expect(await passkeys.register(owner(), SESSION, authenticator.register(options.challenge, {}, []), null, T)).toBe(true);
      expect(await stored()).toMatchObject([{ transports: "", name: "Device, added 26 Jan 2026" }]);
      // A browser that does not say at all.
      const silent = new SoftAuthenticator();
      const response = silent.register((await passkeys.registrationOptions(owner(), SESSION)).challenge);
      delete response.response.transports;
      expect(await passkeys.register(owner(), SESSION, response, null, T + 1)).toBe(true);
      expect(await stored()).toMatchObject([{ transports: "" }, { id: silent.id, transports: "" }]);
    });

    it("without a time: now", async () => {
      vi.setSystemTime(T + 7_000);
      const authenticator = new SoftAuthenticator();
      const options = await passkeys.registrationOptions(owner(), SESSION);
      expect(await passkeys.register(owner(), SESSION, authenticator.register(options.challenge), IPHONE)).toBe(true);
      expect(await stored()).toMatchObject([{ created_at: T + 7_000 }]);
    });

    it("answers a challenge once", async () => {
      const options = await passkeys.registrationOptions(owner(), SESSION);
      expect(await passkeys.register(owner(), SESSION, new SoftAuthenticator().register(options.challenge), IPHONE, T)).toBe(true);
      expect(await passkeys.register(owner(), SESSION, new SoftAuthenticator().register(options.challenge), IPHONE, T)).toBe(false);
      expect(await stored()).toHaveLength(1);
    });

    it("answers a challenge until a moment before its 5 minutes are up", async () => {
      const first = await passkeys.registrationOptions(owner(), SESSION);
      const second = await passkeys.registrationOptions(owner(), SESSION);
      expect(await passkeys.register(owner(), SESSION, new SoftAuthenticator().register(first.challenge), IPHONE, T + MINUTES_5 - 1)).toBe(true);
      expect(await passkeys.register(owner(), SESSION, new SoftAuthenticator().register(second.challenge), IPHONE, T + MINUTES_5)).toBe(false);
      expect(await stored()).toHaveLength(1);
    });

    it("refuses a challenge it never made, another site or origin, a sign-in answer, or garbage; keeps nothing", async () => {
      const authenticator = new SoftAuthenticator();
      const fresh = async () => (await passkeys.registrationOptions(owner(), SESSION)).challenge;
      expect(await passkeys.register(owner(), SESSION, authenticator.register(b64url(randomBytes(32))), IPHONE, T)).toBe(false);
      expect(await passkeys.register(owner(), SESSION, authenticator.register(await fresh(), { origin: "https://evil.example" }), IPHONE, T)).toBe(false);
      expect(await passkeys.register(owner(), SESSION, authenticator.register(await fresh(), { rpID: "evil.example" }), IPHONE, T)).toBe(false);
      expect(await passkeys.register(owner(), SESSION, authenticator.register(await fresh(), { type: "webauthn.get" }), IPHONE, T)).toBe(false);
      expect(await passkeys.register(owner(), SESSION, authenticator.register(await fresh(), { forgeAttestation: true }), IPHONE, T)).toBe(false);
      expect(await passkeys.register(owner(), SESSION, {} as RegistrationResponseJSON, IPHONE, T)).toBe(false);
      expect(await stored()).toEqual([]);
      // The same authenticator, answering properly: kept.
      expect(await passkeys.register(owner(), SESSION, authenticator.register(await fresh()), IPHONE, T)).toBe(true);
    });

    it("the same passkey twice, for this owner or another: false, and the first one is kept", async () => {
      const authenticator = await registered();
      const again = await passkeys.registrationOptions(owner(), SESSION);
      expect(await passkeys.register(owner(), SESSION, authenticator.register(again.challenge), null, T + 1)).toBe(false);
      const theirs = await passkeys.registrationOptions({ id: otherId, email: "other@shop.in" }, SESSION);
      expect(await passkeys.register({ id: otherId, email: "other@shop.in" }, SESSION, authenticator.register(theirs.challenge), null, T + 2)).toBe(false);
      expect(await stored()).toMatchObject([{ id: authenticator.id, owner_id: ownerId, created_at: T }]);
    });
  });

  describe("challenges", () => {
    it("are swept once expired, whenever a new one is made", async () => {
      const first = await passkeys.registrationOptions(owner(), SESSION);
      vi.setSystemTime(T + MINUTES_5 - 1);
      const second = await passkeys.authenticationOptions();
      expect((await challenges()).map((row) => row.id)).toEqual([sha256(first.challenge).toString("hex"), sha256(second.challenge).toString("hex")]);
      vi.setSystemTime(T + MINUTES_5);
      const third = await passkeys.authenticationOptions();
      expect(await challenges()).toEqual([
        { id: sha256(second.challenge).toString("hex"), expires_at: T + 2 * MINUTES_5 - 1 },
        { id: sha256(third.challenge).toString("hex"), expires_at: T + 2 * MINUTES_5 },
      ]);
    });
  });

  describe("authentication options", () => {
    it("ask for any passkey of this site, and keep the challenge for 5 minutes", async () => {
      const options = await passkeys.authenticationOptions();
      expect(options).toMatchObject({ rpId: "www.vaigaidigital.in", allowCredentials: [], userVerification: "required" });
      expect(await challenges()).toEqual([{ id: sha256(options.challenge).toString("hex"), expires_at: T + MINUTES_5 }]);
    });
  });

  describe("authenticate", () => {
    it("signs the passkey's owner in, and records the counter and when it was used", async () => {
      const authenticator = await registered();
      vi.setSystemTime(T + 60_000);
      const options = await passkeys.authenticationOptions();
      expect(await passkeys.authenticate(authenticator.authenticate(options.challenge), T + 61_000)).toBe(ownerId);
      expect(await stored()).toMatchObject([{ id: authenticator.id, counter: 1, last_used_at: T + 61_000 }]);
      expect((await passkeys.list(ownerId))[0]?.lastUsedAt).toBe(T + 61_000);
      expect(await challenges()).toEqual([]);
    });

    it("without a time: now", async () => {
      const authenticator = await registered();
      vi.setSystemTime(T + 90_000);
      const options = await passkeys.authenticationOptions();
      expect(await passkeys.authenticate(authenticator.authenticate(options.challenge))).toBe(ownerId);
      expect(await stored()).toMatchObject([{ last_used_at: T + 90_000 }]);
    });

    it("answers a challenge once, and never a counter it has already seen", async () => {
      const authenticator = await registered();
      const options = await passkeys.authenticationOptions();
      const response = authenticator.authenticate(options.challenge);
      expect(await passkeys.authenticate(response, T)).toBe(ownerId);
      expect(await passkeys.authenticate(response, T)).toBeNull();
      // A copy of the passkey that sends the counter already used (a cloned key).
      const next = await passkeys.authenticationOptions();
      expect(await passkeys.authenticate(authenticator.authenticate(next.challenge, {}, 1), T)).toBeNull();
      const last = await passkeys.authenticationOptions();
      expect(await passkeys.authenticate(authenticator.authenticate(last.challenge, {}, 2), T)).toBe(ownerId);
      expect(await stored()).toMatchObject([{ counter: 2 }]);
    });

    it("answers a challenge until a moment before its 5 minutes are up", async () => {
      const authenticator = await registered();
      const first = await passkeys.authenticationOptions();
      const second = await passkeys.authenticationOptions();
      expect(await passkeys.authenticate(authenticator.authenticate(first.challenge), T + MINUTES_5 - 1)).toBe(ownerId);
      expect(await passkeys.authenticate(authenticator.authenticate(second.challenge), T + MINUTES_5)).toBeNull();
    });

    it("refuses an unknown passkey, a forged signature, another origin or site, or a challenge it never made; records nothing", async () => {
      const authenticator = await registered();
      const fresh = async () => (await passkeys.authenticationOptions()).challenge;
      expect(await passkeys.authenticate(new SoftAuthenticator().authenticate(await fresh()), T)).toBeNull();
      // Another key signing under this passkey's id.
      const forged = { ...new SoftAuthenticator().authenticate(await fresh()), id: authenticator.id, rawId: authenticator.id };
      expect(await passkeys.authenticate(forged, T)).toBeNull();
      expect(await passkeys.authenticate(authenticator.authenticate(await fresh(), { origin: "https://evil.example" }), T)).toBeNull();
      expect(await passkeys.authenticate(authenticator.authenticate(await fresh(), { rpID: "evil.example" }), T)).toBeNull();
      expect(await passkeys.authenticate(authenticator.authenticate(await fresh(), { type: "webauthn.create" }), T)).toBeNull();
      expect(await passkeys.authenticate(authenticator.authenticate(b64url(randomBytes(32))), T)).toBeNull();
      expect(await stored()).toMatchObject([{ counter: 0, last_used_at: null }]);
      // The same passkey, answering properly: signed in.
      expect(await passkeys.authenticate(authenticator.authenticate(await fresh()), T)).toBe(ownerId);
    });

    it("reads PostgreSQL's BIGINT owner id and counter as numbers", async () => {
      const authenticator = await registered();
      const onPostgres = new Passkeys(bigintsAsStrings(store.sql), { rp: RP });
      const first = await onPostgres.authenticationOptions();
      expect(await onPostgres.authenticate(authenticator.authenticate(first.challenge), T)).toBe(ownerId);
      const replayed = await onPostgres.authenticationOptions();
      expect(await onPostgres.authenticate(authenticator.authenticate(replayed.challenge, {}, 1), T)).toBeNull();
      expect(await stored()).toMatchObject([{ counter: 1, last_used_at: T }]);
    });

    it("refuses an answer without a passkey id before it reaches the database", async () => {
      await registered();
      const queries: string[] = [];
      const sql: SqlDatabase = {
        dialect: "sqlite",
        query: async <T extends SqlRow>(text: string) => {
          queries.push(text);
          return [] as T[];
        },
        batch: async () => [],
      };
      for (const response of [undefined, null, {}, { id: 42 }, { id: null }]) {
        expect(await new Passkeys(sql, { rp: RP }).authenticate(response as unknown as AuthenticationResponseJSON, T)).toBeNull();
        expect(await passkeys.authenticate(response as unknown as AuthenticationResponseJSON, T)).toBeNull();
      }
      expect(queries).toEqual([]);
    });
  });

  describe("list and remove", () => {
    it("lists the owner's passkeys oldest first, and no one else's", async () => {
      await store.sql.query(
        `INSERT INTO passkeys (id, owner_id, public_key, counter, transports, name, created_at, last_used_at) VALUES
         ('b', ?, 'k', 0, '', 'Mac, added 2 Jan 2026', 20, 25), ('a', ?, 'k', 0, '', 'iPhone, added 3 Jan 2026', 30, NULL),
         ('c', ?, 'k', 0, '', 'PC, added 1 Jan 2026', 10, NULL), ('theirs', ?, 'k', 0, '', 'PC', 5, NULL)`,
        [ownerId, ownerId, ownerId, otherId],
      );
      expect(await passkeys.list(ownerId)).toEqual([
        { id: "c", name: "PC, added 1 Jan 2026", createdAt: 10, lastUsedAt: null },
        { id: "b", name: "Mac, added 2 Jan 2026", createdAt: 20, lastUsedAt: 25 },
        { id: "a", name: "iPhone, added 3 Jan 2026", createdAt: 30, lastUsedAt: null },
      ]);
      expect(await passkeys.list(otherId + ownerId + 1)).toEqual([]);
    });

    it("removes one of the owner's passkeys once, and never another owner's", async () => {
      const authenticator = await registered();
      expect(await passkeys.remove(otherId, authenticator.id)).toBe(false);
      expect(await stored()).toHaveLength(1);
      expect(await passkeys.remove(ownerId, authenticator.id)).toBe(true);
      expect(await passkeys.remove(ownerId, authenticator.id)).toBe(false);
      expect(await stored()).toEqual([]);
      // Removed, it signs nobody in.
      const options = await passkeys.authenticationOptions();
      expect(await passkeys.authenticate(authenticator.authenticate(options.challenge), T)).toBeNull();
    });
  });
});
