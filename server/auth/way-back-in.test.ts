/**
 * Whether signing out of a browser leaves its owner a way back in (decision 0087), over the real
 * sessions and passkeys of a SQLite store in a temp file: mail set up, a session begun with a
 * passkey, or a passkey added since the session signed in; none of these, and the page asks first.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../db/sqlite";
import { EnquiryStore } from "../enquiries/store";
import { OwnerAuth } from "./owner-auth";
import { hasWayBackIn } from "./way-back-in";

const tempDir = mkdtempSync(path.join(tmpdir(), "way-back-in-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
const T = Date.parse("2026-11-28T10:00:00.000Z");
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

let store: EnquiryStore;
let ownerId: number;
const auth = (mailConfigured: boolean) => new OwnerAuth(store.sql, { siteUrl: "https://www.vaigaidigital.in", siteName: "Vaigai Digital", mailConfigured });

beforeAll(async () => {
  store = new EnquiryStore(new SqliteDatabase(path.join(tempDir, "enquiries.db")));
  await store.migrate();
  await auth(false).owners.add("owner@vaigaidigital.in");
  ownerId = (await auth(false).owners.find("owner@vaigaidigital.in"))!.id;
});

async function session(method: "email" | "link" | "passkey", at: number) {
  const token = await auth(false).sessions.create(ownerId, method, ANDROID, at);
  return (await auth(false).sessions.find(token, at))!;
}

async function addPasskey(id: string, at: number) {
  await store.sql.query("INSERT INTO passkeys (id, owner_id, public_key, counter, transports, name, created_at) VALUES (?, ?, 'key', 0, '', 'Android phone', ?)", [id, ownerId, at]);
}

describe("hasWayBackIn", () => {
  it("no mail, a session begun by a printed or mailed link, no passkey: none (the page asks)", async () => {
    expect(await hasWayBackIn(auth(false), await session("link", T))).toBe(false);
    expect(await hasWayBackIn(auth(false), await session("email", T))).toBe(false);
  });

  it("with mail set up, a link can always be mailed", async () => {
    expect(await hasWayBackIn(auth(true), await session("link", T))).toBe(true);
  });

  it("a session begun with a passkey: that passkey is on this device", async () => {
    expect(await hasWayBackIn(auth(false), await session("passkey", T))).toBe(true);
  });

  it("a passkey added after this session signed in counts; one added before it does not", async () => {
    const linked = await session("link", T);
    await addPasskey("older", T - 60_000);
    expect(await hasWayBackIn(auth(false), linked)).toBe(false);
    await addPasskey("newer", T + 60_000);
    expect(await hasWayBackIn(auth(false), linked)).toBe(true);
  });
});
