/**
 * The /admin session check through its exported functions, with real Requests, a real
 * React Router context and the real owner sign-in over a SQLite store in a temp file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { Insights } from "../../../server/analytics/insights";
import { OwnerAlerts } from "../../../server/alerts/owner-alerts";
import { OwnerAuth } from "../../../server/auth/owner-auth";
import { loadConfig } from "../../../server/config";
import { sessionSetCookie } from "../../../server/auth/sessions";
import { EnquiryService } from "../../../server/enquiries/service";
import { SqliteDatabase } from "../../../server/db/sqlite";
import { EnquiryStore } from "../../../server/enquiries/store";
import { EnquiryInbox } from "../../../server/inbox/inbox";
import { OwnerSettings } from "../../../server/inbox/owner-settings";
import { adminContext, dataRequestContext, type AdminServices, clientAddressContext } from "../../../server/http/request-context";
import {
  adminServices,
  clearSessionCookie,
  clientKey,
  currentSession,
  isHttps,
  requireOwner,
  startSession,
} from "./owner-session.server";

const SITE = "https://www.vaigaidigital.in";
const COOKIE = "vd_owner_session";
/** A session's cookie lasts 30 days, in seconds. */
const MAX_AGE = String(30 * 24 * 60 * 60);

const tempDir = mkdtempSync(path.join(tmpdir(), "owner-session-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
let count = 0;

type Thrown = { type?: string; data?: { message?: string }; init?: { status?: number; headers?: Headers } };

/** What a call threw (React Router's data() or a redirect Response). */
async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

/** The "name=value" part of a Set-Cookie, to send back as a Cookie header. */
function cookiePair(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

/** The attributes of a Set-Cookie, lower-cased, without the name=value. */
function attributes(setCookie: string): string[] {
  return setCookie
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

describe("isHttps", () => {
  it("is whether the request URL is https", () => {
    expect(isHttps(new Request("https://www.vaigaidigital.in/admin"))).toBe(true);
    expect(isHttps(new Request("http://localhost:3000/admin"))).toBe(false);
  });
});

describe("clearSessionCookie", () => {
  it("empties and expires the session cookie, Secure on https only", async () => {
    const secure = await clearSessionCookie(new Request(`${SITE}/admin`));
    expect(secure.startsWith(`${COOKIE}=;`)).toBe(true);
    expect(attributes(secure)).toEqual(expect.arrayContaining(["max-age=0", "path=/", "httponly", "samesite=lax", "secure"]));
    expect(secure.toLowerCase()).toContain("expires=thu, 01 jan 1970 00:00:00 gmt");
    const plain = await clearSessionCookie(new Request("http://localhost:3000/admin"));
    expect(attributes(plain)).toContain("max-age=0");
    expect(attributes(plain)).not.toContain("secure");
  });
});

describe("clientKey", () => {
  it("is the client's address the server resolved, as the contact form counts it", () => {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, "203.0.113.7");
    expect(clientKey(context)).toBe("203.0.113.7");
    expect(clientKey(new RouterContextProvider())).toBe("0.0.0.0");
  });
});

describe("adminServices", () => {
  it("answers 503 where no server provides the inbox", async () => {
    const error = (await thrown(() => adminServices(new RouterContextProvider()))) as Thrown;
    expect(error.type).toBe("DataWithResponseInit");
    expect(error.init?.status).toBe(503);
    expect(error.data).toEqual({ message: "The inbox is unavailable. The database cannot be reached just now. Please try again in a minute.", lang: "en" });
    const tamil = (await thrown(() => adminServices(new RouterContextProvider(), new Request("http://x/admin", { headers: { "Accept-Language": "ta" } })))) as Thrown;
    expect(tamil.data).toEqual({ message: "இன்பாக்ஸ் இப்போது கிடைக்கவில்லை. டேட்டாபேஸை இப்போது அணுக முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.", lang: "ta" });
  });
});

describe("sessions over a real store", () => {
  let store: EnquiryStore;
  let services: AdminServices;
  let ownerId: number;
  let readyCalls: number;

  beforeEach(async () => {
    store = new EnquiryStore(new SqliteDatabase(path.join(tempDir, `store-${++count}.db`)));
    await store.migrate();
    readyCalls = 0;
    const auth = new OwnerAuth(store.sql, {
      siteUrl: SITE,
      siteName: "Vaigai Digital",
      ready: async () => {
        readyCalls++;
      },
    });
    services = { auth, inbox: new EnquiryInbox(store.sql), alerts: new OwnerAlerts(store, loadConfig({}), { siteUrl: SITE }), insights: new Insights(store.sql), settings: new OwnerSettings(store.sql), backups: { lastFailure: async () => null } };
    await auth.owners.add("owner@shop.in");
    ownerId = (await auth.owners.find("owner@shop.in"))!.id;
  });
  afterEach(() => store.close());

  function contextWith(options: { data?: boolean } = {}): RouterContextProvider {
    const context = new RouterContextProvider();
    context.set(adminContext, services);
    if (options.data) context.set(dataRequestContext, true);
    return context;
  }

  function requestTo(url: string, init: RequestInit & { cookie?: string } = {}): Request {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("Cookie", init.cookie);
    return new Request(url, { ...init, headers });
  }

  async function signedInCookie(request = requestTo(`${SITE}/admin/sign-in`)): Promise<string> {
    return startSession(services, request, ownerId, "email");
  }

  it("startSession stores a session and sets its cookie: HttpOnly, SameSite=Lax, 30 days, Secure on https", async () => {
    const setCookie = await signedInCookie(requestTo(`${SITE}/admin/sign-in`, { headers: { "User-Agent": "Test Browser" } }));
    expect(setCookie.startsWith(`${COOKIE}=`)).toBe(true);
    expect(attributes(setCookie)).toEqual(expect.arrayContaining([`max-age=${MAX_AGE}`, "path=/", "httponly", "samesite=lax", "secure"]));
    const rows = await store.sql.query("SELECT owner_id, method, user_agent FROM owner_sessions");
    expect(rows).toEqual([{ owner_id: ownerId, method: "email", user_agent: "Test Browser" }]);

    const plain = await startSession(services, requestTo("http://localhost:3000/admin/sign-in"), ownerId, "passkey");
    expect(attributes(plain)).not.toContain("secure");
  });

  it("currentSession finds the browser's session by its cookie, and none without one", async () => {
    const cookie = cookiePair(await signedInCookie());
    const session = await currentSession(services, requestTo(`${SITE}/admin/sign-in`, { cookie }));
    expect(session).toMatchObject({ ownerId, email: "owner@shop.in", method: "email", refreshed: false });
    expect(await currentSession(services, requestTo(`${SITE}/admin/sign-in`))).toBeNull();
    expect(await currentSession(services, requestTo(`${SITE}/admin/sign-in`, { cookie: `${COOKIE}=nonsense` }))).toBeNull();
  });

  it("requireOwner gives a signed-in owner the services, the session and no-store headers", async () => {
    const cookie = cookiePair(await signedInCookie());
    const signedIn = await requireOwner({ request: requestTo(`${SITE}/admin`, { cookie }), context: contextWith() });
    expect(readyCalls).toBe(1);
    expect(signedIn.session).toMatchObject({ ownerId, email: "owner@shop.in", refreshed: false });
    expect(signedIn.auth).toBe(services.auth);
    expect(signedIn.inbox).toBe(services.inbox);
    expect([...signedIn.headers]).toEqual([["cache-control", "no-store"]]);
  });

  it("requireOwner gives the inbox's language: the browser's the first time, then the owner's choice", async () => {
    const cookie = cookiePair(await signedInCookie());
    const asking = (acceptLanguage: string) => requireOwner({ request: requestTo(`${SITE}/admin`, { cookie, headers: { "Accept-Language": acceptLanguage } }), context: contextWith() });
    expect((await asking("ta-IN,ta;q=0.9,en;q=0.8")).lang).toBe("ta");
    // Once chosen, a browser asking for English does not change it...
    expect((await asking("en-GB,en;q=0.9")).lang).toBe("ta");
    // ...the owner's setting does.
    await services.settings.setLanguage(ownerId, "en");
    expect((await asking("ta")).lang).toBe("en");
  });

  it("requireOwner renews the cookie when the session slid on", async () => {
    const token = await services.auth.sessions.create(ownerId, "link", null, Date.now() - 2 * 60 * 60_000);
    // The cookie of that token, as the browser holds it.
    const held = cookiePair(await sessionSetCookie(token, { secure: true }));

    const signedIn = await requireOwner({ request: requestTo(`${SITE}/admin`, { cookie: held }), context: contextWith() });
    expect(signedIn.session.refreshed).toBe(true);
    const renewed = signedIn.headers.get("Set-Cookie")!;
    expect(cookiePair(renewed)).toBe(held);
    expect(attributes(renewed)).toEqual(expect.arrayContaining([`max-age=${MAX_AGE}`, "httponly", "secure"]));
    expect(signedIn.headers.get("Cache-Control")).toBe("no-store");

    const again = await services.auth.sessions.create(ownerId, "link", null, Date.now() - 2 * 60 * 60_000);
    const local = await requireOwner({
      request: requestTo("http://localhost:3000/admin", { cookie: cookiePair(await sessionSetCookie(again, { secure: false })) }),
      context: contextWith(),
    });
    expect(attributes(local.headers.get("Set-Cookie")!)).not.toContain("secure");
  });

  it("requireOwner sends a signed-out page to the sign-in, with where to come back to", async () => {
    const toInbox = (await thrown(() => requireOwner({ request: requestTo(`${SITE}/admin`), context: contextWith() }))) as Response;
    expect(toInbox).toBeInstanceOf(Response);
    expect(toInbox.status).toBe(302);
    expect(toInbox.headers.get("Location")).toBe("/admin/sign-in");
    expect(toInbox.headers.get("Cache-Control")).toBe("no-store");
    expect(toInbox.headers.get("Set-Cookie")).toBeNull();

    const toPage = (await thrown(() =>
      requireOwner({ request: requestTo(`${SITE}/admin/enquiries/42?tab=notes&x=a b`), context: contextWith() }),
    )) as Response;
    expect(toPage.headers.get("Location")).toBe("/admin/sign-in?next=%2Fadmin%2Fenquiries%2F42%3Ftab%3Dnotes%26x%3Da%2520b");

    const withQuery = (await thrown(() => requireOwner({ request: requestTo(`${SITE}/admin?status=new`), context: contextWith() }))) as Response;
    expect(withQuery.headers.get("Location")).toBe("/admin/sign-in?next=%2Fadmin%3Fstatus%3Dnew");
  });

  it("requireOwner clears a cookie that signs nobody in", async () => {
    const cookie = cookiePair(await signedInCookie());
    await store.sql.query("DELETE FROM owner_sessions");
    const response = (await thrown(() => requireOwner({ request: requestTo(`${SITE}/admin`, { cookie }), context: contextWith() }))) as Response;
    expect(response.status).toBe(302);
    const cleared = response.headers.get("Set-Cookie")!;
    expect(cleared.startsWith(`${COOKIE}=;`)).toBe(true);
    expect(attributes(cleared)).toEqual(expect.arrayContaining(["max-age=0", "secure"]));
  });

  it("requireOwner answers 401 to a signed-out download or data request", async () => {
    const download = (await thrown(() =>
      requireOwner({ request: requestTo(`${SITE}/admin/export.csv`), context: contextWith() }, { download: true }),
    )) as Thrown;
    expect(download.type).toBe("DataWithResponseInit");
    expect(download.init?.status).toBe(401);
    expect(download.data).toEqual({ message: "Please sign in again. Your session has ended on this device.", lang: "en" });
    expect(download.init?.headers?.get("Cache-Control")).toBe("no-store");

    const cookie = cookiePair(await signedInCookie());
    await store.sql.query("DELETE FROM owner_sessions");
    const dataRequest = (await thrown(() =>
      requireOwner({ request: requestTo(`${SITE}/admin`, { cookie }), context: contextWith({ data: true }) }),
    )) as Thrown;
    expect(dataRequest.init?.status).toBe(401);
    const tamil = (await thrown(() =>
      requireOwner({ request: requestTo(`${SITE}/admin/live`, { headers: { "Accept-Language": "ta-IN" } }), context: contextWith() }, { download: true }),
    )) as Thrown;
    expect(tamil.data).toEqual({ message: "மீண்டும் லாகின் செய்யுங்கள். இந்தச் சாதனத்தில் உங்கள் லாகின் முடிந்துவிட்டது.", lang: "ta" });
    expect(dataRequest.init?.headers?.get("Set-Cookie")).toMatch(new RegExp(`^${COOKIE}=;`));
  });

  it("requireOwner gives a signed-in change the session (the server has refused a cross-origin one before: server/http/same-origin.test.ts)", async () => {
    const cookie = cookiePair(await signedInCookie());
    const allowed = await requireOwner({ request: requestTo(`${SITE}/admin`, { method: "POST", cookie, headers: { Origin: SITE } }), context: contextWith() });
    expect(allowed.session.ownerId).toBe(ownerId);
  });

  it("requireOwner answers 503 without the inbox", async () => {
    const error = (await thrown(() => requireOwner({ request: requestTo(`${SITE}/admin`), context: new RouterContextProvider() }))) as Thrown;
    expect(error.init?.status).toBe(503);
  });
});
