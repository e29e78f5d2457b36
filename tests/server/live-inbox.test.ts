/**
 * /admin/live over HTTP against the built server, on SQLite and on PostgreSQL: the inbox's
 * version as an ETag (304 while nothing changed, a new one after an enquiry), a 401 that says
 * nothing without a session, and on PostgreSQL two instances that give the same version, so an
 * inbox open on one hears of an enquiry posted to the other. Needs a build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresDatabase } from "../../server/db/postgres";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { scratchDatabases } from "../support/databases";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";

const { sqliteFile, postgres } = await scratchDatabases();
const SECRET = "Secret-marker-5120 needs a billing app";

const backends = [
  { name: "SQLite", env: () => `sqlite:${sqliteFile()}`, open: (url: string) => new SqliteDatabase(url.slice("sqlite:".length)) },
  { name: "PostgreSQL", skip: "skipped" in postgres ? postgres.skipped : undefined, env: () => ("url" in postgres ? postgres.url : ""), open: (url: string) => new PostgresDatabase(url) },
];

/** An enquiry of its own (the same email and message within minutes would be stored once: decision 0044). */
async function postEnquiry(site: RunningSite, name: string): Promise<void> {
  const posted = await fetch(`${site.url}/contact`, {
    method: "POST",
    headers: { Origin: site.url },
    body: new URLSearchParams({ name, email: "meena@example.in", phone: "9843012345", businessName: "", service: "Website Development", message: `${SECRET} (${name})` }),
  });
  expect(posted.status).toBe(200);
}

function live(site: RunningSite, { cookie, etag }: { cookie?: string; etag?: string } = {}) {
  return fetch(`${site.url}/admin/live`, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...(etag ? { "If-None-Match": etag } : {}) } });
}

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skip))(`/admin/live on ${backend.name}`, { timeout: 60_000 }, () => {
    const databaseUrl = backend.env();
    let site: RunningSite;
    let store: EnquiryStore;
    let cookie: string;

    beforeAll(async () => {
      site = await startSite({ env: { DATABASE_URL: databaseUrl, CONTACT_RATE_LIMIT: "1000" } });
      store = new EnquiryStore(backend.open(databaseUrl));
      await ownerAuth(store).owners.add(OWNER_EMAIL);
      await postEnquiry(site, "Meena Kumari");
      cookie = await signedInCookie(site, store);
    });
    afterAll(async () => {
      await store?.close();
      await site?.stop();
    });

    it("answers 401 without a session (or with a false one), with the inbox's private headers and nothing of it", async () => {
      for (const bad of [undefined, "vd_owner_session=x", `${cookie}x`]) {
        const response = await live(site, { cookie: bad });
        const text = await response.text();
        expect(response.status, bad).toBe(401);
        expect(response.headers.get("etag"), bad).toBeNull();
        expect(text, bad).not.toMatch(/Secret-marker|Meena|version|\d+-\d+-\d+-\d+/);
        expect(response.headers.get("cache-control"), bad).toBe("no-store");
        expect(response.headers.get("x-robots-tag"), bad).toBe("noindex, nofollow");
      }
    });

    it("gives the version as JSON and as its ETag, privately", async () => {
      const response = await live(site, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const { version } = (await response.json()) as { version: string };
      expect(response.headers.get("etag")).toBe(`"${version}"`);
    });

    it("answers 304 with no body to the same ETag, and a new ETag after an enquiry", async () => {
      const etag = (await live(site, { cookie })).headers.get("etag")!;
      for (const sent of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const same = await live(site, { cookie, etag: sent });
        expect(same.status, sent).toBe(304);
        expect(await same.text(), sent).toBe("");
        expect(same.headers.get("etag"), sent).toBe(etag);
      }
      await postEnquiry(site, "Arun Prakash");
      const changed = await live(site, { cookie, etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get("etag")).not.toBe(etag);
      expect((await live(site, { cookie, etag: changed.headers.get("etag")! })).status).toBe(304);
    });

    // Several instances share PostgreSQL only (SQLite is one file on one machine).
    if (backend.name === "PostgreSQL") it("gives the same version on two instances of one database, and both see an enquiry posted to either", async () => {
      const other = await startSite({ env: { DATABASE_URL: databaseUrl, CONTACT_RATE_LIMIT: "1000" } });
      try {
        const etag = (await live(site, { cookie })).headers.get("etag")!;
        expect((await live(other, { cookie, etag })).status).toBe(304);
        await postEnquiry(other, "Kavitha Raman");
        const changed = await live(site, { cookie, etag });
        expect(changed.status).toBe(200);
        expect((await live(other, { cookie, etag: changed.headers.get("etag")! })).status).toBe(304);
      } finally {
        await other.stop();
      }
    });
  });
}
