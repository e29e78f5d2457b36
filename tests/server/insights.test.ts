/**
 * Issue 29, the owner's dashboard over HTTP against the built server: signed out, the page sends
 * to the sign-in (and its data request answers 401); signed in, it shows the period's numbers,
 * rolled up at start-up for yesterday and live for today, with each source's enquiries linked to
 * the inbox filtered by that source and period; a script in a campaign is shown as text; an
 * unknown period falls back to 30 days; the page says what a lead counts, and lists 20 campaigns
 * and then 'Other', unlinked, with a note, and the visits without a campaign, in the owner's
 * language (issues 36, 37). Needs a build.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { OwnerSettings } from "../../server/inbox/owner-settings";
import { insertEvents, type RawEvent } from "../../scripts/lib/analytics-events";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";
import { until } from "../support/wait";

const tempDir = mkdtempSync(path.join(tmpdir(), "insights-http-"));
const dbFile = path.join(tempDir, "enquiries.db");
const NOW = Date.now();
const DAY = 86_400_000;

let site: RunningSite;
let store: EnquiryStore;
let cookie: string;

function visit(visitor: string, at: number, overrides: Partial<RawEvent> = {}): RawEvent[] {
  const base = { occurredAt: at, path: "/", device: "mobile", visitor, ...overrides } as const;
  return [{ ...base, name: "pageview" }, { ...base, occurredAt: at + 1000, name: overrides.name ?? "pageview" }];
}

beforeAll(async () => {
  store = new EnquiryStore(new SqliteDatabase(dbFile));
  await store.migrate();
  await ownerAuth(store).owners.add(OWNER_EMAIL);
  await insertEvents(store.sql, [
    ...visit("y1", NOW - DAY, { source: "google", name: "call", landingPath: "/" }),
    ...visit("t1", NOW - 60_000, { source: "instagram", utmCampaign: "<script>alert(1)</script>", name: "enquiry", landingPath: "/services" }),
    ...visit("t2", NOW - 2 * 60_000, { source: "instagram", path: "/ta", name: "whatsapp", landingPath: "/ta" }),
  ]);
  site = await startSite({ env: { DATABASE_URL: `sqlite:${dbFile}` } });
  cookie = await signedInCookie(site, store);
});

afterAll(async () => {
  await store?.close();
  await site?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

async function get(target: string, withCookie = true) {
  const response = await fetch(`${site.url}${target}`, { headers: withCookie ? { Cookie: cookie } : {}, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

describe("/admin/insights", () => {
  it("sends a signed-out visitor to the sign-in page, and answers its data request 401", async () => {
    expect(await get("/admin/insights?period=7d", false)).toMatchObject({ status: 302, location: "/admin/sign-in?next=%2Fadmin%2Finsights%3Fperiod%3D7d" });
    expect((await get("/admin/insights.data", false)).status).toBe(401);
  });

  it("rolled up yesterday when the server started", async () => {
    await until(async () => (await store.sql.query("SELECT day FROM analytics_daily WHERE dimension = 'total'")).length === 1, 10_000, "the start-up roll-up");
  });

  it("shows the owner the period's numbers, each source's enquiries linked to the inbox", async () => {
    const page = await get("/admin/insights?period=7d");
    expect(page.status).toBe(200);
    const text = page.text.replace(/<!-- -->/g, "");
    expect(text).toContain("<h1");
    expect(text).toMatch(/Visitors<\/span><span[^>]*>3<\/span>/);
    expect(text).toMatch(/Leads<\/span><span[^>]*>3<\/span>/);
    expect(text).toMatch(/Enquiries<\/span><span[^>]*>1<\/span>/);
    expect(text).toContain("2 visitors right now");
    expect(text).toContain('href="/admin?status=all&amp;source=instagram&amp;period=7d"');
    expect(text).toContain('href="/admin?status=all&amp;period=7d"');
    expect(text).toMatch(/aria-current="page" class="[^"]*" href="\/admin\/insights\?period=7d"/);
  });

  it("shows a script in a campaign as text", async () => {
    const { text } = await get("/admin/insights?period=today");
    expect(text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(text).not.toContain("<script>alert(1)</script>");
  });

  it("says what a lead counts, and lists 20 campaigns and then 'Other', unlinked, with its note, in the owner's language", async () => {
    // Today, 20 more campaigns of two visitors each, and one of a visitor who sent an enquiry: with
    // today's other, which had one too, the last two are 'Other', with two enquiries.
    const at = (visitor: string, utmCampaign: string, name: RawEvent["name"] = "pageview"): RawEvent => ({ occurredAt: NOW - 10 * 60_000, name, path: "/contact", device: "mobile", visitor, source: "google", utmCampaign });
    await insertEvents(store.sql, [
      ...Array.from({ length: 20 }, (_, n) => [at(`c${n}a`, `pongal-${n}`), at(`c${n}b`, `pongal-${n}`)]).flat(),
      at("c20", "pongal-20"),
      at("c20", "pongal-20", "enquiry"),
    ]);
    const owners = new OwnerSettings(store.sql);
    const [owner] = await store.sql.query<{ id: number }>("SELECT id FROM owners");
    const words = {
      en: { lead: "the WhatsApp taps, calls and emails of visitors who also opened a page that day", campaigns: "Campaigns", other: "Other", none: "Without a campaign", note: "“Other” adds up everything not listed above. Each day keeps its 50 busiest" },
      ta: { lead: "அன்று ஒரு பக்கத்தையாவது திறந்தவர்களின் WhatsApp கிளிக்குகள்", campaigns: "கேம்பெய்ன்கள்", other: "மற்றவை", none: "கேம்பெய்ன் இல்லாமல்", note: "ஒவ்வொரு நாளும் அதிகம் வந்த 50 மட்டுமே" },
    };
    for (const lang of ["en", "ta"] as const) {
      await owners.setLanguage(owner!.id, lang);
      const text = (await get("/admin/insights?period=today")).text.replace(/<!-- -->/g, "");
      expect(text).toContain(words[lang].lead);
      const table = text.slice(text.indexOf(`>${words[lang].campaigns}</h2>`)).split("</section>")[0]!;
      const rows = table.split("<tr").slice(2);
      // 20 campaigns, 'Other', and last the visits without a campaign (t2's, today).
      expect(rows).toHaveLength(22);
      expect(rows.at(-2)).toContain(`>${words[lang].other}<`);
      expect(rows.at(-1)).toContain(`>${words[lang].none}<`);
      // Neither has its enquiries linked: the inbox has no such filter.
      expect(rows.slice(-2).join("")).not.toContain("<a ");
      expect(table).toContain(words[lang].note);
    }
    await owners.setLanguage(owner!.id, "en");
  });

  it("opens on the last 30 days when the period is missing or unknown", async () => {
    for (const query of ["", "?period=365d"]) {
      const { status, text } = await get(`/admin/insights${query}`);
      expect(status).toBe(200);
      expect(text).toMatch(/aria-current="page" class="[^"]*" href="\/admin\/insights\?period=30d"/);
    }
  });
});
