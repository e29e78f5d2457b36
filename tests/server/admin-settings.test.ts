/**
 * Issue 30, /admin/settings over HTTP against the built server: signed-in only, for reading and
 * for changing; the language and each language's reply text are stored for the signed-in
 * owner only; text the shared schema refuses changes nothing; a reset stores the built-in text
 * again (NULL). Needs a build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { OwnerSettings } from "../../server/inbox/owner-settings";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";
import { useSite } from "../support/fixtures";

const PARTNER = "partner@vaigaidigital.in";
const GOOD = { greeting: "வணக்கம் {name}!", subject: "{service}", body: "வணக்கம் {name},[ {business}]" };

const fixture = useSite({ sqlite: true });
let store: EnquiryStore;
let settings: OwnerSettings;
let ownerId: number;
let partnerId: number;
let cookie: string;

beforeAll(async () => {
  // The site has migrated its database by now.
  store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
  const auth = ownerAuth(store);
  await auth.owners.add(OWNER_EMAIL);
  await auth.owners.add(PARTNER);
  ownerId = (await auth.owners.find(OWNER_EMAIL))!.id;
  partnerId = (await auth.owners.find(PARTNER))!.id;
  settings = new OwnerSettings(store.sql);
  cookie = await signedInCookie(fixture.site, store);
});

afterAll(async () => {
  await store?.close();
});

function post(body: Record<string, string>, withCookie = true) {
  return fetch(`${fixture.site.url}/admin/settings`, {
    method: "POST",
    headers: { Origin: fixture.site.url, ...(withCookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(body),
    redirect: "manual",
  });
}

const stored = async (id = ownerId) => settings.read(id, "en");

describe("/admin/settings", () => {
  it("sends a signed-out visitor to the sign-in and stores nothing they post", async () => {
    const page = await fetch(`${fixture.site.url}/admin/settings`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fsettings");
    expect((await fetch(`${fixture.site.url}/admin/settings.data`, { redirect: "manual" })).status).toBe(401);
    const changed = await post({ intent: "language", language: "ta" }, false);
    expect([302, 401]).toContain(changed.status);
    expect((await post({ intent: "templates", lang: "ta", ...GOOD }, false)).headers.get("location") ?? "").toMatch(/^\/admin\/sign-in/);
    const rows = await store.sql.query("SELECT owner_id FROM owner_settings");
    expect(rows).toEqual([]);
  });

  it("stores the signed-in owner's language, and only theirs", async () => {
    const answer = await post({ intent: "language", language: "ta" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<html lang="ta"');
    expect((await stored()).language).toBe("ta");
    expect((await stored(partnerId)).replyTemplates).toBeNull();
    expect((await post({ intent: "language", language: "fr" })).status).toBe(400);
    expect((await stored()).language).toBe("ta");
  });

  it("refuses text the schema refuses, naming the placeholder, and changes nothing", async () => {
    const unknown = await post({ intent: "templates", lang: "ta", ...GOOD, greeting: "வணக்கம் {முதல்பெயர்}" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("{முதல்பெயர்} என்பது நிரப்பப்படும் வார்த்தை அல்ல");
    expect((await post({ intent: "templates", lang: "ta", ...GOOD, subject: "x".repeat(151) })).status).toBe(400);
    expect((await post({ intent: "templates", lang: "ta", greeting: GOOD.greeting, subject: GOOD.subject })).status).toBe(400);
    expect((await post({ intent: "templates", lang: "xx", ...GOOD })).status).toBe(400);
    expect((await stored()).replyTemplates).toBeNull();
  });

  it("stores one language's text beside the other's, and a reset gives the built-in text back", async () => {
    expect((await post({ intent: "templates", lang: "ta", ...GOOD })).status).toBe(200);
    expect(JSON.parse((await stored()).replyTemplates!)).toEqual({ ta: GOOD });
    const english = { greeting: "Hi {name}", subject: "About {service}", body: "Dear {name}" };
    expect((await post({ intent: "templates", lang: "en", ...english })).status).toBe(200);
    expect(JSON.parse((await stored()).replyTemplates!)).toEqual({ ta: GOOD, en: english });
    expect((await post({ intent: "reset", lang: "ta" })).status).toBe(200);
    expect(JSON.parse((await stored()).replyTemplates!)).toEqual({ en: english });
    expect((await post({ intent: "reset", lang: "en" })).status).toBe(200);
    expect((await stored()).replyTemplates).toBeNull();
    expect((await stored(partnerId)).replyTemplates).toBeNull();
  });
});
