/**
 * Issue 30, items 5 and 7, over HTTP against the built server with no SMTP_URL: the sign-in tells
 * the truth about mail (the same for an owner and a stranger), the 'signed out' notice shows once,
 * and 'Erase this person' asks first, refuses another site, and afterwards no table holds the
 * person's email or phone. Issue 36: the confirmation lists the enquiries that go, a stored phone
 * too short to be one erases by the email, and the log never holds the enquirer's words. The
 * privacy page and the form state the enquirer's rights in both languages. Needs a build (`npm test` does it first).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { OwnerAuth } from "../../server/auth/owner-auth";
import { OwnerSettings } from "../../server/inbox/owner-settings";
import { newEnquiry } from "../support/stores";
import { ownerCli, OWNER_EMAIL, signedInCookie } from "../support/owner";
import { columnsHolding } from "../support/personal-data";
import { ROOT, startSite, type RunningSite } from "../../scripts/lib/local-site";

const tempDir = mkdtempSync(path.join(tmpdir(), "enquirer-rights-"));
const dbFile = path.join(tempDir, "enquiries.db");
const MEENA = { email: "meena@example.in", phone: "+91 98765 43210" };

let site: RunningSite;
let store: EnquiryStore;

beforeAll(async () => {
  expect(ownerCli(`sqlite:${dbFile}`, "add", OWNER_EMAIL).status).toBe(0);
  site = await startSite({ env: { DATABASE_URL: `sqlite:${dbFile}` } });
  store = new EnquiryStore(new SqliteDatabase(dbFile));
});

afterAll(async () => {
  await store?.close();
  await site?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

async function request(target: string, { cookie, method = "GET", body, origin = site?.url }: { cookie?: string; method?: string; body?: Record<string, string>; origin?: string } = {}) {
  const response = await fetch(`${site.url}${target}`, {
    method,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(method === "POST" ? { Origin: origin } : {}) },
    body: body ? new URLSearchParams(body) : undefined,
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, cookies: response.headers.getSetCookie(), text: await response.text() };
}

async function sendEnquiry(fields: { name: string; email: string; phone: string }) {
  const posted = await request("/contact", { method: "POST", body: { ...fields, businessName: "", service: "Website Development", message: "A shop website, please." } });
  expect(posted.status).toBe(200);
}

/** The cookie a response set, as the browser sends it back. */
function cookieOf(cookies: string[], name: string): string {
  const cookie = cookies.find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in ${cookies.join(" | ")}`);
  return cookie.split(";")[0]!;
}

describe("sign-in that tells the truth", () => {
  it("without SMTP_URL says no mail will arrive and how to get a link, in the same words for an owner and a stranger", async () => {
    const answers = [];
    for (const email of [OWNER_EMAIL, "stranger@example.in"]) {
      const answer = await request("/admin/sign-in", { method: "POST", body: { email } });
      expect(answer.status).toBe(200);
      answers.push(answer.text.replace(/<input[^>]*name="email"[^>]*>/g, ""));
    }
    expect(answers[0]).toContain("Mail is not set up on this server, so no sign-in link will arrive by email.");
    expect(answers[0]).toContain("npm run owner -- link YOUR-EMAIL");
    expect(answers[0]).not.toContain("Check your email");
    expect(answers[0]!.replace(/nonce="[^"]+"/g, "")).toBe(answers[1]!.replace(/nonce="[^"]+"/g, ""));
  });

  it("says 'You are signed out.' once: not on a reload, nor on a later visit", async () => {
    const cookie = await signedInCookie(site, store);
    // No SMTP_URL and a link's session: the header's Sign out asks first (decision 0087); 'Sign out anyway' signs out.
    expect((await request("/admin/sign-out", { cookie, method: "POST" })).status).toBe(200);
    const out = await request("/admin/sign-out", { cookie, method: "POST", body: { confirm: "yes" } });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin/sign-in");
    const notice = cookieOf(out.cookies, "vd_admin_notice");
    const first = await request("/admin/sign-in", { cookie: notice });
    expect(first.text).toContain("You are signed out.");
    expect(first.cookies.some((line) => /^vd_admin_notice=; Max-Age=0/.test(line))).toBe(true);
    expect((await request("/admin/sign-in")).text).not.toContain("You are signed out.");
    expect((await request("/admin/sign-in?signed-out")).text).not.toContain("You are signed out.");
  });
});

describe("erase this person", () => {
  let cookie: string;
  let meenaId: number;

  beforeAll(async () => {
    await sendEnquiry({ name: "Meena Kumari", ...MEENA });
    await sendEnquiry({ name: "Meena K", email: "MEENA@example.in", phone: "" });
    await sendEnquiry({ name: "Meena's shop", email: "shop@example.in", phone: "098765 43210" });
    await sendEnquiry({ name: "Karthik", email: "karthik@example.in", phone: "90000 12345" });
    const [row] = await store.sql.query("SELECT id FROM enquiries WHERE name = 'Meena Kumari'");
    meenaId = Number(row!.id);
    cookie = await signedInCookie(site, store);
  });

  it("the enquiry page leads to a confirmation that says how many enquiries go, and changes nothing", async () => {
    const page = await request(`/admin/enquiries/${meenaId}`, { cookie });
    expect(page.text).toContain(`href="/admin/enquiries/${meenaId}/erase"`);
    const confirm = await request(`/admin/enquiries/${meenaId}/erase`, { cookie });
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain("This erases 3 enquiries holding meena@example.in or +91 98765 43210");
    expect(confirm.text).toContain("Erase 3 enquiries");
    // Which ones, by name (issue 36): a shared number reaches 'Meena's shop' too.
    const listed = confirm.text.slice(confirm.text.indexOf("These enquiries go:"));
    for (const name of ["Meena Kumari", "Meena K", "Meena&#x27;s shop"]) expect(listed).toContain(`>${name}</span>`);
    expect(listed).not.toContain("Karthik");
    expect(listed).toContain("this one");
    expect(await columnsHolding(store.sql, MEENA)).not.toEqual([]);
  });

  it("is refused to another site, and to anyone signed out, and then nothing is erased", async () => {
    const foreign = await request(`/admin/enquiries/${meenaId}/erase`, { cookie, method: "POST", body: { confirm: "erase" }, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const unconfirmed = await request(`/admin/enquiries/${meenaId}/erase`, { cookie, method: "POST", body: { confirm: "yes" } });
    expect(unconfirmed.status).toBe(400);
    const signedOut = await request(`/admin/enquiries/${meenaId}/erase`, { method: "POST", body: { confirm: "erase" } });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    const [row] = await store.sql.query("SELECT COUNT(*) AS n FROM enquiries");
    expect(Number(row!.n)).toBe(4);
  });

  it("erases every enquiry of that email or phone, then the inbox says so once; no table holds either", async () => {
    const erased = await request(`/admin/enquiries/${meenaId}/erase`, { cookie, method: "POST", body: { confirm: "erase" } });
    expect(erased.status).toBe(302);
    expect(erased.headers.get("location")).toBe("/admin");
    const inbox = await request("/admin", { cookie: `${cookie}; ${cookieOf(erased.cookies, "vd_admin_notice")}` });
    expect(inbox.text).toContain("Erased 3 enquiries and everything stored with them.");
    expect((await request("/admin", { cookie })).text).not.toContain("Erased 3");
    expect(await columnsHolding(store.sql, MEENA)).toEqual([]);
    expect(inbox.text).toContain("Karthik");
    const audit = await store.sql.query("SELECT actor, reason, enquiries FROM erasure_audit");
    expect(audit).toEqual([{ actor: OWNER_EMAIL, reason: "request", enquiries: 3 }]);
    expect((await request(`/admin/enquiries/${meenaId}/erase`, { cookie })).status).toBe(404);
  });
});

describe("a stored phone too short to be one (issue 36, item 4)", () => {
  let cookie: string;
  let zeroId: number;

  beforeAll(async () => {
    // Stored before the form asked for 6 digits: two people whose phone is "0".
    zeroId = (await store.addEnquiry(newEnquiry({ name: "Zero Phone", email: "zero@example.in", phone: "0", createdAt: new Date() }))).id;
    await store.addEnquiry(newEnquiry({ name: "Another Zero", email: "another.zero@example.in", phone: "0", createdAt: new Date() }));
    cookie = await signedInCookie(site, store);
  });

  it("is erased by the email alone: the confirmation answers 200 and says so in English and in Tamil, the erasure 302", async () => {
    const english = await request(`/admin/enquiries/${zeroId}/erase`, { cookie });
    expect(english.status).toBe(200);
    expect(english.text).toContain("This erases 1 enquiry holding zero@example.in, with");
    expect(english.text).toContain("“0” has too few digits to be a phone number, so only the enquiries with their email go.");
    const settings = new OwnerSettings(store.sql);
    const ownerId = (await new OwnerAuth(store.sql, { siteUrl: site.url, siteName: "Vaigai Digital" }).owners.find(OWNER_EMAIL))!.id;
    await settings.setLanguage(ownerId, "ta");
    try {
      const tamil = await request(`/admin/enquiries/${zeroId}/erase`, { cookie });
      expect(tamil.status).toBe(200);
      expect(tamil.text).toContain("“0” போன் எண் ஆகாது, அதில் இலக்கங்கள் மிகக் குறைவு. அதனால் இவருடைய மின்னஞ்சல் உள்ள விசாரணைகள் மட்டுமே நீக்கப்படும்.");
    } finally {
      await settings.setLanguage(ownerId, "en");
    }
    const erased = await request(`/admin/enquiries/${zeroId}/erase`, { cookie, method: "POST", body: { confirm: "erase" } });
    expect(erased.status).toBe(302);
    expect(erased.headers.get("location")).toBe("/admin");
    const left = (await store.listEnquiries()).map((enquiry) => enquiry.name);
    expect(left).toContain("Another Zero");
    expect(left).not.toContain("Zero Phone");
  });
});

describe("the server's log (issue 36, item 3)", () => {
  it("names each pending mail by its enquiry's id and service, never by the enquirer's words", () => {
    const log = site.output();
    expect(log).toMatch(/^Mail for enquiry \d+ \(Website Development\) stays pending until SMTP_URL is set\.$/m);
    for (const words of ["Meena", "meena@example.in", "98765", "Karthik", "90000 12345", "A shop website, please."]) expect(log.toLowerCase()).not.toContain(words.toLowerCase());
  });
});

describe("the enquirer is told", () => {
  const built = (page: string) => readFileSync(path.join(ROOT, "build/client", page, "index.html"), "utf8");

  it("on the privacy page, in both languages: purpose, retention, erasure, whom to ask, 30 days", () => {
    const en = built("privacy-policy");
    for (const words of ["How Long We Keep Your Data, and Erasing It", "2 years (730 days)", "spam after 30 days", "grievance contact at hello@vaigaidigital.in", "within 30 days"]) expect(en).toContain(words);
    const ta = built("ta/privacy-policy");
    for (const words of ["உங்கள் தரவை எவ்வளவு காலம் வைத்திருக்கிறோம்", "2 ஆண்டுகள் (730 நாட்கள்)", "30 நாட்களுக்குப் பிறகு நீக்குகிறோம்", "hello@vaigaidigital.in", "30 நாட்களுக்குள்"]) expect(ta).toContain(words);
  });

  it("on the contact form, in both languages: what the details are for, and a link to the privacy page", () => {
    expect(built("contact")).toMatch(/We use your details only to reply to this enquiry\. How long we keep them, and how to have them erased: <a[^>]*href="\/privacy-policy"[^>]*>Privacy Policy<\/a>/);
    expect(built("ta/contact")).toMatch(/உங்கள் விவரங்களை இந்த விசாரணைக்குப் பதில் அளிக்க மட்டுமே பயன்படுத்துகிறோம்\.[^<]*: <a[^>]*href="\/ta\/privacy-policy"[^>]*>தனியுரிமைக் கொள்கை<\/a>/);
  });
});
