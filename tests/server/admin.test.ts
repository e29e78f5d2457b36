/**
 * The inbox's defences over HTTP, against the real built server: nobody without a live
 * session reaches a single enquiry, whatever cookie, link or request they bring.
 * Each case is one an attacker would try. Needs a build (`npm test` does it first).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { newToken } from "../../server/auth/tokens";
import { linkPath, newLinkPath, OWNER_EMAIL, ownerAuth, ownerCli, SIGN_IN_LIMITS, signedInCookie, useLink } from "../support/owner";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { createSmtpServer, mailEnv, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/wait";
import { newEnquiry } from "../support/stores";
import { storeAttribution } from "../support/attribution";

const tempDir = mkdtempSync(path.join(tmpdir(), "admin-http-"));
const dbFile = path.join(tempDir, "enquiries.db");
const databaseUrl = `sqlite:${dbFile}`;
const SECRET = "Secret-marker-4711 wants a website";

let site: RunningSite;
let smtp: TestSmtpServer;
let store: EnquiryStore;
let enquiryId: number;

beforeAll(async () => {
  smtp = await createSmtpServer();
  expect(ownerCli(databaseUrl, "add", OWNER_EMAIL).status).toBe(0);
  site = await startSite({ env: { DATABASE_URL: databaseUrl, ...mailEnv(smtp.url) } });
  const posted = await fetch(`${site.url}/contact`, {
    method: "POST",
    headers: { Origin: site.url },
    body: new URLSearchParams({ name: "Meena Kumari", email: "meena@example.in", phone: "9843012345", businessName: "", service: "Website Development", message: SECRET }),
  });
  expect(posted.status).toBe(200);
  store = new EnquiryStore(new SqliteDatabase(dbFile));
  const [row] = await store.sql.query("SELECT id FROM enquiries");
  enquiryId = Number(row!.id);
});

afterAll(async () => {
  await store?.close();
  await site?.stop();
  await smtp?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

async function request(target: string, { cookie, method = "GET", body, headers = {} }: { cookie?: string; method?: string; body?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${site.url}${target}`, {
    method,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(method === "POST" ? { Origin: site.url } : {}), ...headers },
    body: body ? new URLSearchParams(body) : undefined,
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const PAGES = () => ["/admin", "/admin?status=all&q=secret", `/admin/enquiries/${enquiryId}`, "/admin/passkeys", "/admin/devices", "/admin/notifications"];
const DATA = () => [
  "/admin.data",
  `/admin/enquiries/${enquiryId}.data`,
  "/admin/export.csv",
  "/admin/export.csv?status=all",
  "/admin/passkeys.data",
  "/admin/devices.data",
  "/admin/notifications.data",
  "/admin/live",
];

/** What a signed-out visitor must get from every inbox URL: the sign-in page, or 401, and no enquiry. */
async function expectLockedOut(cookie?: string) {
  for (const target of PAGES()) {
    const answer = await request(target, { cookie });
    expect(answer.status, target).toBe(302);
    expect(answer.headers.get("location"), target).toMatch(/^\/admin\/sign-in/);
    expect(answer.text, target).not.toContain("Secret-marker");
  }
  for (const target of DATA()) {
    const answer = await request(target, { cookie });
    expect(answer.status, target).toBe(401);
    expect(answer.text, target).not.toContain("Secret-marker");
    expect(answer.text, target).not.toContain("meena@example.in");
  }
}

function cookieFor(token: string): string {
  return `vd_owner_session=${Buffer.from(JSON.stringify(token)).toString("base64")}`;
}

describe("signed in", () => {
  it("the owner sees the enquiry, in the list, its page, the data and the export", async () => {
    const cookie = await signedInCookie(site, store);
    expect((await request("/admin", { cookie })).text).toContain("Meena Kumari");
    expect((await request(`/admin/enquiries/${enquiryId}`, { cookie })).text).toContain("Secret-marker-4711");
    expect((await request("/admin.data", { cookie })).status).toBe(200);
    const csv = await request("/admin/export.csv?q=secret-marker", { cookie });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text).toContain('"Secret-marker-4711 wants a website"');
  });
});

describe("locked out", () => {
  it("without a cookie", async () => {
    await expectLockedOut();
  });

  it("with a forged cookie (a well-formed token nobody was given)", async () => {
    await expectLockedOut(cookieFor(newToken()));
  });

  it("with an altered cookie (one character of a real one changed)", async () => {
    const real = await signedInCookie(site, store);
    const token = JSON.parse(Buffer.from(real.split("=")[1]!, "base64").toString()) as string;
    const altered = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    await expectLockedOut(cookieFor(altered));
    await expectLockedOut(`${real}x`);
  });

  it("with an expired session", async () => {
    const cookie = await signedInCookie(site, store);
    expect((await request("/admin", { cookie })).status).toBe(200);
    await store.sql.query("UPDATE owner_sessions SET expires_at = ?", [Date.now() - 1]);
    await expectLockedOut(cookie);
  });

  it("with a session that signed out (a copied cookie stops working)", async () => {
    const cookie = await signedInCookie(site, store);
    const out = await request("/admin/sign-out", { cookie, method: "POST" });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin/sign-in");
    expect(out.headers.get("set-cookie")).toMatch(/^vd_owner_session=; Max-Age=0;/);
    await expectLockedOut(cookie);
  });

  it("with a session of a removed owner", async () => {
    await ownerAuth(store).owners.add("partner@vaigaidigital.in");
    const cookie = await signedInCookie(site, store, "partner@vaigaidigital.in");
    expect((await request("/admin", { cookie })).status).toBe(200);
    await ownerAuth(store).owners.remove("partner@vaigaidigital.in");
    await expectLockedOut(cookie);
  });
});

describe("sign-in links", () => {
  it("a link works once: the second use signs nobody in", async () => {
    const link = await newLinkPath(store);
    const first = await useLink(site, link);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin");
    const second = await useLink(site, link);
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe("/admin/sign-in?error=link");
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it("opening a link (GET, as mail scanners do) does not use it up", async () => {
    const link = await newLinkPath(store);
    const page = await request(link);
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    expect((await useLink(site, link)).status).toBe(302);
    expect((await useLink(site, link)).headers.get("location")).toBe("/admin/sign-in?error=link");
  });

  it("an expired link signs nobody in", async () => {
    const link = await newLinkPath(store);
    await store.sql.query("UPDATE sign_in_links SET expires_at = ? WHERE used_at IS NULL", [Date.now() - 1]);
    const answer = await useLink(site, link);
    expect(answer.headers.get("location")).toBe("/admin/sign-in?error=link");
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("the link of a removed owner signs nobody in", async () => {
    await ownerAuth(store).owners.add("gone@vaigaidigital.in");
    const link = await newLinkPath(store, "gone@vaigaidigital.in");
    await ownerAuth(store).owners.remove("gone@vaigaidigital.in");
    expect((await useLink(site, link)).headers.get("location")).toBe("/admin/sign-in?error=link");
  });

  it("a made-up or missing token signs nobody in", async () => {
    for (const token of [newToken(), "", "x".repeat(5000), "../../admin"]) {
      const answer = await fetch(`${site.url}/admin/sign-in/verify`, { method: "POST", headers: { Origin: site.url }, body: new URLSearchParams({ token }), redirect: "manual" });
      expect(answer.headers.get("location")).toBe("/admin/sign-in?error=link");
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it("an owner gets a mail with a working link on SITE_URL; a stranger sees the same answer and gets no mail", async () => {
    const before = smtp.received.length;
    const stranger = await request("/admin/sign-in", { method: "POST", body: { email: "stranger@example.in" } });
    const owner = await request("/admin/sign-in", { method: "POST", body: { email: ` ${OWNER_EMAIL.toUpperCase()} ` } });
    expect(stranger.status).toBe(200);
    expect(owner.status).toBe(200);
    const answer = (html: string) => /Check your email<\/p><p[^>]*>([^<]+)/.exec(html)?.[1];
    expect(answer(stranger.text)).toBeTruthy();
    expect(answer(stranger.text)).toBe(answer(owner.text));
    await until(() => smtp.received.length > before, 10_000, "the sign-in mail");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = smtp.received.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([[OWNER_EMAIL]]);
    // Already decoded by the test SMTP server: decoding again turns "token=A5…" into a broken escape.
    const body = mails[0]!.body;
    const url = /https:\/\/www\.vaigaidigital\.in\/admin\/sign-in\/verify\?token=[A-Za-z0-9_-]{43}/.exec(body)?.[0];
    expect(url).toBeTruthy();
    const signedIn = await useLink(site, linkPath(url!));
    expect(signedIn.headers.get("location")).toBe("/admin");
  });

  it("a malformed address is refused with a clear message and nothing is sent", async () => {
    const answer = await request("/admin/sign-in", { method: "POST", body: { email: "not-an-address" } });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Please enter a valid email address");
  });
});

describe("state changes", () => {
  const status = async () => (await store.sql.query("SELECT status FROM enquiries WHERE id = ?", [enquiryId]))[0]!.status;

  it("a POST from another origin, or with no Origin, changes nothing", async () => {
    const cookie = await signedInCookie(site, store);
    const before = await status();
    const foreign = await request(`/admin/enquiries/${enquiryId}`, { cookie, method: "POST", body: { intent: "status", status: "spam" }, headers: { Origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    const missing = await fetch(`${site.url}/admin/enquiries/${enquiryId}`, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams({ intent: "status", status: "spam" }), redirect: "manual" });
    expect(missing.status).toBe(403);
    const null_ = await request(`/admin/enquiries/${enquiryId}`, { cookie, method: "POST", body: { intent: "status", status: "spam" }, headers: { Origin: "null" } });
    expect(null_.status).toBe(403);
    expect(await status()).toBe(before);
    const own = await request(`/admin/enquiries/${enquiryId}`, { cookie, method: "POST", body: { intent: "status", status: "replied" } });
    expect(own.status).toBe(200);
    expect(await status()).toBe("replied");
  });

  // Every route with an action, signed in: the server refuses a change from another site, or
  // without Origin, before any route runs (server/http/same-origin.ts), with its own words.
  it.each([
    ["sign-in", () => "/admin/sign-in"],
    ["sign-in link", () => "/admin/sign-in/verify"],
    ["passkey sign-in", () => "/admin/sign-in/passkey"],
    ["passkey registration", () => "/admin/passkeys/register"],
    ["passkeys", () => "/admin/passkeys"],
    ["enquiry", () => `/admin/enquiries/${enquiryId}`],
    ["sign-out", () => "/admin/sign-out"],
    ["push subscription", () => "/admin/push/subscriptions"],
    ["push unsubscription", () => "/admin/push/subscriptions/delete"],
    ["test notification", () => "/admin/push/test"],
  ])("the %s action is refused from another origin, another scheme, or without Origin", async (_name, target) => {
    const cookie = await signedInCookie(site, store);
    const body = { intent: "status", status: "spam", email: OWNER_EMAIL, token: "x" };
    for (const origin of ["https://evil.example", site.url.replace("http:", "https:"), "null", undefined]) {
      const answer = await fetch(`${site.url}${target()}`, {
        method: "POST",
        headers: { Cookie: cookie, ...(origin === undefined ? {} : { Origin: origin }) },
        body: new URLSearchParams(body),
        redirect: "manual",
      });
      expect(answer.status, `${target()} from ${origin}`).toBe(403);
      expect(await answer.text()).toBe("Forbidden: this form only accepts posts from its own pages.\n");
    }
    expect((await request("/admin", { cookie })).status).toBe(200);
  });

  it("a sign-out from another site does not sign the owner out", async () => {
    const cookie = await signedInCookie(site, store);
    const answer = await request("/admin/sign-out", { cookie, method: "POST", headers: { Origin: "https://evil.example" } });
    expect(answer.status).toBe(403);
    expect((await request("/admin", { cookie })).status).toBe(200);
  });

  it("a status the inbox does not know, or a note past its limit, is refused and changes nothing", async () => {
    const cookie = await signedInCookie(site, store);
    const before = await status();
    expect((await request(`/admin/enquiries/${enquiryId}`, { cookie, method: "POST", body: { intent: "status", status: "deleted" } })).status).toBe(400);
    expect((await request(`/admin/enquiries/${enquiryId}`, { cookie, method: "POST", body: { intent: "note", note: "x".repeat(2001) } })).status).toBe(400);
    expect(await status()).toBe(before);
    expect((await store.sql.query("SELECT note FROM enquiries WHERE id = ?", [enquiryId]))[0]!.note).toBe("");
  });

  it("opening an enquiry from another site does not mark it Read; opening it from the inbox does", async () => {
    const cookie = await signedInCookie(site, store);
    await store.sql.query("UPDATE enquiries SET status = 'new' WHERE id = ?", [enquiryId]);
    await request(`/admin/enquiries/${enquiryId}`, { cookie, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(await status()).toBe("new");
    await request(`/admin/enquiries/${enquiryId}`, { cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(await status()).toBe("read");
  });

  it("an enquiry that does not exist, or a malformed id, is a 404", async () => {
    const cookie = await signedInCookie(site, store);
    expect((await request("/admin/enquiries/999999", { cookie })).status).toBe(404);
    expect((await request("/admin/enquiries/1e3", { cookie })).status).toBe(404);
    expect((await request("/admin/enquiries/-1", { cookie })).status).toBe(404);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, 30 days, and not Secure over plain http", async () => {
    const response = await useLink(site, await newLinkPath(store));
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^vd_owner_session=[A-Za-z0-9+/=]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("slides: a session last renewed over an hour ago is renewed for 30 days and its cookie sent again", async () => {
    const cookie = await signedInCookie(site, store);
    const fresh = await request("/admin", { cookie });
    expect(fresh.headers.getSetCookie()).toEqual([]);
    const [row] = await store.sql.query("SELECT id FROM owner_sessions ORDER BY created_at DESC LIMIT 1");
    await store.sql.query("UPDATE owner_sessions SET refreshed_at = ?, expires_at = ? WHERE id = ?", [Date.now() - 2 * 3600_000, Date.now() + 1000, String(row!.id)]);
    const renewed = await request("/admin", { cookie });
    expect(renewed.headers.getSetCookie()[0]).toMatch(/Max-Age=2592000/);
    const [after] = await store.sql.query("SELECT expires_at FROM owner_sessions WHERE id = ?", [String(row!.id)]);
    expect(Number(after!.expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });
});

describe("kept private", () => {
  it("every inbox answer is no-store, noindex and same-origin for openers; robots.txt disallows /admin; the sitemap lists none", async () => {
    const cookie = await signedInCookie(site, store);
    for (const target of ["/admin", "/admin/sign-in", "/admin.data", `/admin/enquiries/${enquiryId}`, "/admin/export.csv", "/admin/passkeys", "/admin/notifications"]) {
      for (const answer of [await request(target), await request(target, { cookie })]) {
        expect(answer.headers.get("cache-control"), target).toBe("no-store");
        expect(answer.headers.get("x-robots-tag"), target).toBe("noindex, nofollow");
        expect(answer.headers.get("cross-origin-opener-policy"), target).toBe("same-origin");
      }
    }
    expect((await request("/admin/sign-in")).text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect((await request("/robots.txt")).text).toMatch(/^Disallow: \/admin$/m);
    expect((await request("/sitemap.xml")).text).not.toContain("/admin");
  });
});

describe("limits", () => {
  it(`past ${SIGN_IN_LIMITS.perAddress} sign-in mails for one address, or ${SIGN_IN_LIMITS.perClient} requests from one client, the answer is 429`, async () => {
    const limited = await startSite({ env: { DATABASE_URL: `sqlite:${path.join(tempDir, "limits.db")}` } });
    try {
      const ask = (email: string) =>
        fetch(`${limited.url}/admin/sign-in`, { method: "POST", headers: { Origin: limited.url }, body: new URLSearchParams({ email }) });
      for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) expect((await ask("owner@shop.in")).status).toBe(200);
      const perAddress = await ask("OWNER@shop.in");
      expect(perAddress.status).toBe(429);
      expect(Number(perAddress.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await perAddress.text()).toContain("Too many sign-in requests");
      for (let i = SIGN_IN_LIMITS.perAddress + 1; i < SIGN_IN_LIMITS.perClient; i++) expect((await ask(`person${i}@shop.in`)).status).toBe(200);
      expect((await ask("someone-else@shop.in")).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });

  it("the cookie is Secure when the request is https through a trusted proxy", async () => {
    const proxied = await startSite({ env: { DATABASE_URL: databaseUrl, TRUST_PROXY: "true" } });
    try {
      const token = new URL(await newLinkPath(store), proxied.url).searchParams.get("token")!;
      const origin = `https://127.0.0.1:${proxied.port}`;
      const response = await fetch(`${proxied.url}/admin/sign-in/verify`, {
        method: "POST",
        headers: { Origin: origin, "X-Forwarded-Proto": "https", Host: `127.0.0.1:${proxied.port}` },
        body: new URLSearchParams({ token }),
        redirect: "manual",
      });
      expect(response.headers.getSetCookie()[0]).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await proxied.stop();
    }
  });
});

describe("what brought an enquiry (issue 29)", () => {
  const SCRIPT = "<script>alert(1)</script>";

  it("its page says how they came in words ('Instagram ad'), the campaign, the first page by its name and the language, each linking to the inbox filtered by it; the link's values folded under them; markup in a value is text", async () => {
    const cookie = await signedInCookie(site, store);
    const { id } = await store.addEnquiry(newEnquiry({ name: "Arul Instagram", language: "ta" }));
    await storeAttribution(store.sql, id, {
      source: "instagram",
      referrer: "l.instagram.com",
      utmSource: "ig",
      utmMedium: "paid_social",
      utmCampaign: `diwali ${SCRIPT}`,
      utmContent: '"><img src=x onerror=alert(2)>',
      click: "fbclid",
      landing: "/ta/services/meta-ads",
    });
    const page = (await request(`/admin/enquiries/${id}`, { cookie })).text;
    expect(page).toContain("Where they came from");
    expect(page).toContain('href="/admin?status=all&amp;source=instagram"');
    expect(page).toContain(">Instagram ad</a>");
    expect(page).toContain("via l.instagram.com");
    expect(page).toContain('href="/admin?status=all&amp;campaign=diwali+%3Cscript%3Ealert%281%29%3C%2Fscript%3E"');
    expect(page).toContain("diwali &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("utm_medium: paid_social<");
    expect(page).toContain("utm_content: &quot;&gt;&lt;img src=x onerror=alert(2)&gt;<");
    expect(page).toContain(">fbclid<");
    // The first page by its name, in the owner's language, with the page's own language.
    expect(page).toContain(">Meta Ads service (Tamil)</a>");
    expect(page).toContain('href="/admin?status=all&amp;landing=%2Fta%2Fservices%2Fmeta-ads"');
    expect(page).toContain('href="/ta/services/meta-ads"');
    expect(page).toContain('href="/admin?status=all&amp;lang=ta"');
    expect(page).not.toContain(SCRIPT);
    expect(page).not.toContain("<img src=x");
  });

  it("an enquiry sent without attribution (as by the form without JavaScript) reads as unknown, not guessed", async () => {
    const cookie = await signedInCookie(site, store);
    const page = (await request(`/admin/enquiries/${enquiryId}`, { cookie })).text;
    expect(page).toContain('href="/admin?status=all&amp;source=unknown"');
    expect(page).toContain("Unknown (sent without JavaScript, or before attribution)");
    expect(page).not.toContain("First page");
  });

  it("the inbox filtered by source lists only those, shows the filter as a removable chip, and keeps it in the search and the export", async () => {
    const cookie = await signedInCookie(site, store);
    const list = (await request("/admin?status=all&source=instagram", { cookie })).text;
    expect(list).toContain("Arul Instagram");
    expect(list).not.toContain("Meena Kumari");
    expect(list).toMatch(/aria-label="Remove the filter Source: Instagram"[^>]* href="\/admin\?status=all"/);
    expect(list).toContain('<input type="hidden" name="source" value="instagram"/>');
    expect(list).toContain('href="/admin/export.csv?status=all&amp;source=instagram"');
    const unknown = (await request("/admin?status=all&source=unknown", { cookie })).text;
    expect(unknown).toContain("Meena Kumari");
    expect(unknown).not.toContain("Arul Instagram");
    const csv = (await request("/admin/export.csv?status=all&source=instagram", { cookie })).text;
    expect(csv).toContain("Arul Instagram");
    expect(csv).not.toContain("Meena Kumari");
    expect(csv.split("\r\n")[0]).toMatch(/,source,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,click,landingPage$/);
    const none = (await request("/admin?source=instagram&lang=en", { cookie })).text;
    expect(none).toContain("No enquiries match these filters.");
  });

  it("names the way in as a shop owner would: an ad by its network, a search, a mail campaign, a bookmark; in the owner's language", async () => {
    const cookie = await signedInCookie(site, store);
    const ways: Array<[Parameters<typeof storeAttribution>[2], string, string]> = [
      [{ source: "facebook", utmSource: "facebook", utmMedium: "paid", landing: "/" }, "Facebook ad", "Facebook விளம்பரம்"],
      [{ source: "google", click: "gclid", landing: "/" }, "Google ad", "Google விளம்பரம்"],
      [{ source: "google", referrer: "www.google.co.in", landing: "/" }, "Google search", "Google தேடல்"],
      // Facebook puts an fbclid on every link out of it: a post, not an ad.
      [{ source: "facebook", referrer: "m.facebook.com", click: "fbclid", landing: "/" }, "Facebook", "Facebook"],
      [{ source: "other", utmSource: "newsletter", utmMedium: "email", landing: "/" }, "A mail campaign", "மின்னஞ்சல் கேம்பெய்ன்"],
      [{ source: "other", utmSource: "justdial", utmMedium: "cpc", landing: "/" }, "An ad on another website", "பிற வெப்சைட்டில் ஒரு விளம்பரம்"],
      [{ source: "direct", landing: "/ta/services/meta-ads" }, "Typed the address, or a bookmark", "முகவரியை டைப் செய்து, அல்லது புக்மார்க்கிலிருந்து"],
    ];
    const ids: number[] = [];
    for (const [attribution] of ways) {
      const { id } = await store.addEnquiry(newEnquiry({ name: "Way In" }));
      await storeAttribution(store.sql, id, attribution);
      ids.push(id);
    }
    const shown = async () => Promise.all(ids.map(async (id) => (await request(`/admin/enquiries/${id}`, { cookie })).text));
    const english = await shown();
    ways.forEach(([, words], index) => expect(english[index]).toMatch(new RegExp(`source=[a-z]+"[^>]*>${words}</a>`)));
    expect(english[6]).toContain(">Meta Ads service (Tamil)</a>");
    const settings = (language: string) => request("/admin/settings", { cookie, method: "POST", body: { intent: "language", language } });
    await settings("ta");
    try {
      const tamil = await shown();
      ways.forEach(([, , words], index) => expect(tamil[index]).toMatch(new RegExp(`source=[a-z]+"[^>]*>${words}</a>`)));
      expect(tamil[6]).toContain(">Meta Ads சேவை</a>");
    } finally {
      await settings("en");
    }
  });
});
