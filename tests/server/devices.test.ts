/**
 * Issue 27, finding 8, over HTTP against the built server: the owner's 'Signed-in devices' page
 * signs out another device (its next request goes to the sign-in page), or all others, and
 * never another owner's; a new sign-in ends the browser's previous session; the server sweeps
 * ended sessions and links at start-up. Needs a build.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { hashToken } from "../../server/auth/tokens";
import { newLinkPath, OWNER_EMAIL, ownerAuth, useLink } from "../support/owner";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { until } from "../support/wait";

const tempDir = mkdtempSync(path.join(tmpdir(), "devices-http-"));
const dbFile = path.join(tempDir, "enquiries.db");
const PARTNER = "partner@vaigaidigital.in";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131 Safari/537.36";
const DAY = 24 * 60 * 60_000;

let site: RunningSite;
let store: EnquiryStore;
let deadSessionId: string;

beforeAll(async () => {
  // Before the server starts: an owner with a session that ended yesterday and a used link.
  store = new EnquiryStore(new SqliteDatabase(dbFile));
  await store.migrate();
  const auth = ownerAuth(store);
  await auth.owners.add(OWNER_EMAIL);
  await auth.owners.add(PARTNER);
  const owner = await auth.owners.find(OWNER_EMAIL);
  deadSessionId = hashToken(await auth.sessions.create(owner!.id, "link", null, Date.now() - 31 * DAY));
  await auth.links.consume(await auth.links.create(owner!.id));
  site = await startSite({ env: { DATABASE_URL: `sqlite:${dbFile}` } });
});

afterAll(async () => {
  await store?.close();
  await site?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

/** Signs `email` in from a browser with this User-Agent (and, if given, its old cookie); the new cookie. */
async function signIn(userAgent: string, { email = OWNER_EMAIL, cookie }: { email?: string; cookie?: string } = {}): Promise<string> {
  const response = await useLink(site, await newLinkPath(store, email), { "User-Agent": userAgent, ...(cookie ? { Cookie: cookie } : {}) });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** The session row's id a cookie stands for (what the devices page names it by). */
function sessionId(cookie: string): string {
  return hashToken(JSON.parse(Buffer.from(cookie.split("=")[1]!, "base64").toString("utf8")) as string);
}

async function get(target: string, cookie: string) {
  const response = await fetch(`${site.url}${target}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

async function post(cookie: string, body: Record<string, string>, origin = site.url) {
  const response = await fetch(`${site.url}/admin/devices`, { method: "POST", headers: { Cookie: cookie, Origin: origin }, body: new URLSearchParams(body), redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

const signedIn = async (cookie: string) => (await get("/admin", cookie)).status === 200;

describe("the daily sweep", () => {
  it("ran when the server started: the ended session and the used link are gone", async () => {
    await until(async () => (await store.sql.query("SELECT id FROM owner_sessions WHERE id = ?", [deadSessionId])).length === 0, 10_000, "the start-up sweep");
    expect(await store.sql.query("SELECT token_hash FROM sign_in_links WHERE used_at IS NOT NULL")).toEqual([]);
  });
});

describe("the signed-in devices page", () => {
  it("lists the owner's devices with this one marked, and signs the other one out: its next request goes to the sign-in page", async () => {
    const phone = await signIn(ANDROID);
    const laptop = await signIn(WINDOWS);
    const page = await get("/admin/devices", phone);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Signed-in devices");
    expect(page.text).toContain("Android phone");
    expect(page.text).toContain("Windows PC");
    expect(page.text.match(/This device/g)).toHaveLength(1);
    expect(page.text).toContain(`value="${sessionId(laptop)}"`);
    expect(page.text).not.toContain(`value="${sessionId(phone)}"`);

    const ended = await post(phone, { intent: "end", session: sessionId(laptop) });
    expect(ended.status).toBe(200);
    expect(ended.text).toContain("That device is signed out.");
    const next = await get("/admin", laptop);
    expect(next.status).toBe(302);
    expect(next.location).toBe("/admin/sign-in");
    expect(await signedIn(phone)).toBe(true);
  });

  it("signs out all other devices, and no other owner's", async () => {
    const here = await signIn(ANDROID);
    const others = [await signIn(WINDOWS), await signIn(WINDOWS)];
    const partner = await signIn(ANDROID, { email: PARTNER });
    const ended = await post(here, { intent: "end-others" });
    expect(ended.status).toBe(200);
    expect(ended.text).toMatch(/\d+ other devices are signed out\./);
    for (const cookie of others) expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(partner)).toBe(true);
    expect((await get("/admin/devices", here)).text).toContain("You are signed in on this device only.");
  });

  it("one owner cannot sign out another owner's device, even knowing its id", async () => {
    const mine = await signIn(ANDROID);
    const partner = await signIn(WINDOWS, { email: PARTNER });
    const answer = await post(mine, { intent: "end", session: sessionId(partner) });
    expect(answer.text).toContain("That device was already signed out.");
    expect(await signedIn(partner)).toBe(true);
    expect((await get("/admin/devices", mine)).text).not.toContain(sessionId(partner));
  });

  it("refuses a post it does not understand, or one naming this device, with 400, and ends nothing", async () => {
    const here = await signIn(ANDROID);
    const other = await signIn(WINDOWS);
    const bodies: Array<Record<string, string>> = [{}, { intent: "end" }, { intent: "delete", session: sessionId(other) }, { intent: "end", session: sessionId(here) }];
    for (const body of bodies) {
      const answer = await post(here, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.text).toContain("That could not be done. Please reload the page and try again.");
    }
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(other)).toBe(true);
  });

  it("from another site, or signed out, it ends nothing", async () => {
    const here = await signIn(ANDROID);
    const other = await signIn(WINDOWS);
    expect((await post(here, { intent: "end-others" }, "https://evil.example")).status).toBe(403);
    // The action's own session check answers a data request 401 (a page's would be rendered by its loader).
    const signedOut = await fetch(`${site.url}/admin/devices.data`, {
      method: "POST",
      headers: { Cookie: `${other}x`, Origin: site.url },
      body: new URLSearchParams({ intent: "end-others" }),
      redirect: "manual",
    });
    expect(signedOut.status).toBe(401);
    expect(await signedIn(other)).toBe(true);
    expect((await get("/admin/devices", "vd_owner_session=x")).status).toBe(302);
  });
});

describe("signing in again", () => {
  it("ends the session this browser had before, on the server: a copy of the old cookie signs nobody in", async () => {
    const before = await signIn(ANDROID);
    const after = await signIn(ANDROID, { cookie: before });
    expect(await signedIn(after)).toBe(true);
    expect(await signedIn(before)).toBe(false);
    expect(await store.sql.query("SELECT id FROM owner_sessions WHERE id = ?", [sessionId(before)])).toEqual([]);
  });
});
