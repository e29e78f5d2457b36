/**
 * Issue 37, the Undo of the inbox's bulk action over HTTP against the built server, on SQLite and
 * on PostgreSQL, posted as the notice's form posts it (it works without JavaScript): each enquiry
 * back to its own status, one the owner changed since left and counted, past 10 s refused with a
 * clear message, and signed out, from another site or with an Undo that does not read, nothing
 * changes. Needs a build.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inboxCopy } from "../../app/content/admin/inbox";
import { UNDO_SECONDS, type EnquiryStatus } from "../../app/shared/inbox";
import { PostgresDatabase } from "../../server/db/postgres";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { EnquiryInbox } from "../../server/inbox/inbox";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { scratchDatabases } from "../support/databases";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";
import { newEnquiry } from "../support/stores";

const { sqliteFile, postgres } = await scratchDatabases();

const backends = [
  { name: "SQLite", env: () => `sqlite:${sqliteFile()}`, open: (url: string) => new SqliteDatabase(url.slice("sqlite:".length)) },
  { name: "PostgreSQL", skip: "skipped" in postgres ? postgres.skipped : undefined, env: () => ("url" in postgres ? postgres.url : ""), open: (url: string) => new PostgresDatabase(url) },
];

/** The notice cookie a redirect set, as the next request sends it. */
const noticeOf = (response: Response) => (response.headers.get("set-cookie")?.match(/vd_admin_notice=[^;]*/) ?? [""])[0];

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skip))(`the bulk action's Undo on ${backend.name}`, { timeout: 60_000 }, () => {
    const databaseUrl = backend.env();
    let site: RunningSite;
    let store: EnquiryStore;
    let inbox: EnquiryInbox;
    let cookie: string;
    let ids: number[];

    beforeAll(async () => {
      site = await startSite({ env: { DATABASE_URL: databaseUrl } });
      store = new EnquiryStore(backend.open(databaseUrl));
      inbox = new EnquiryInbox(store.sql);
      await ownerAuth(store).owners.add(OWNER_EMAIL);
      cookie = await signedInCookie(site, store);
    });
    afterAll(async () => {
      await store?.close();
      await site?.stop();
    });

    // Three enquiries of their own each time: one New, one Read, one Replied.
    beforeEach(async () => {
      ids = [];
      for (const status of ["new", "read", "replied"] as const) {
        const { id } = await store.addEnquiry(newEnquiry({ name: `${status} ${Math.random()}` }));
        if (status !== "new") await inbox.setStatus(id, status, OWNER_EMAIL, { now: Date.now() - 60_000 });
        ids.push(id);
      }
    });

    function post(fields: Array<[string, string]>, { withCookie = true, origin = site.url, notice = "" } = {}) {
      return fetch(`${site.url}/admin?index`, {
        method: "POST",
        headers: { Origin: origin, ...(withCookie ? { Cookie: [cookie, notice].filter(Boolean).join("; ") } : {}) },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    }
    const page = async (notice: string) => (await fetch(`${site.url}/admin?status=all`, { headers: { Cookie: `${cookie}; ${notice}` } })).text();
    const statuses = async () => Promise.all(ids.map(async (id) => (await inbox.get(id))?.status));
    /** Archives the three as the list does, and reads the Undo its next page offers. */
    async function archiveAll(): Promise<string> {
      const archived = await post([...ids.map((id): [string, string] => ["id", String(id)]), ["bulk", "archived"]]);
      expect(archived.status).toBe(302);
      const html = await page(noticeOf(archived));
      expect(html).toContain(inboxCopy.en.bulk.done.archived(3));
      const undo = html.match(/name="undo" value="(\d+)"/)?.[1];
      expect(undo).toBeDefined();
      return undo!;
    }

    it("puts each enquiry back to the status it had before", async () => {
      const undo = await archiveAll();
      expect(await statuses()).toEqual(["archived", "archived", "archived"]);
      const undone = await post([["undo", undo]]);
      expect(undone.status).toBe(302);
      expect(await statuses()).toEqual(["new", "read", "replied"]);
      expect(await page(noticeOf(undone))).toContain(inboxCopy.en.putBack.undone(3, 3));
    });

    it("leaves one the owner changed in the meantime, and says how many went back", async () => {
      const undo = await archiveAll();
      await inbox.setStatus(ids[1]!, "spam", OWNER_EMAIL);
      const undone = await post([["undo", undo]]);
      expect(await statuses()).toEqual(["new", "spam", "replied"]);
      expect(await page(noticeOf(undone))).toContain(inboxCopy.en.putBack.undone(2, 3));
    });

    it("refuses an Undo past 10 s with a clear message, and changes nothing", async () => {
      const at = Date.now() - 10_500;
      await inbox.setStatusMany(ids, "spam", OWNER_EMAIL, at);
      const answer = await post([["undo", String(at)]]);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(inboxCopy.en.putBack.tooLate(UNDO_SECONDS));
      expect(await statuses()).toEqual(["spam", "spam", "spam"]);
    });

    it("changes nothing signed out, from another site, or for an Undo that does not read", async () => {
      const undo = await archiveAll();
      const signedOut = await post([["undo", undo]], { withCookie: false });
      expect(signedOut.headers.get("location") ?? "").toMatch(/^\/admin\/sign-in/);
      expect((await post([["undo", undo]], { origin: "https://evil.example" })).status).toBe(403);
      // The last reads, but names no action of this owner's.
      for (const bad of ["", "0", "abc", "1; DELETE FROM enquiries", "99999999999999999", String(Date.now() + 1_000)]) {
        const answer = await post([["undo", bad]]);
        expect(answer.status, bad).toBe(400);
        expect(await answer.text(), bad).toContain(inboxCopy.en.putBack.invalid);
      }
      const expected: EnquiryStatus[] = ["archived", "archived", "archived"];
      expect(await statuses()).toEqual(expected);
    });
  });
}
