/** The inbox on both databases: filters, search, pages, counts, status changes and their history. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newEnquiry, storeImplementations } from "../../tests/support/stores";
import { storeAttribution } from "../../tests/support/attribution";
import type { Attribution } from "../../app/shared/analytics";
import { readInboxFilters, PAGE_SIZE } from "../../app/shared/inbox";
import type { EnquiryStore } from "../enquiries/store";
import { EnquiryInbox } from "./inbox";

const implementations = await storeImplementations();
const filters = (query = "") => readInboxFilters(new URLSearchParams(query));

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`EnquiryInbox: ${implementation.name}`, () => {
    let store: EnquiryStore;
    let inbox: EnquiryInbox;

    beforeEach(async () => {
      store = await implementation.open();
      inbox = new EnquiryInbox(store.sql);
    });
    afterEach(() => store.close());

    async function add(overrides: Parameters<typeof newEnquiry>[0] = {}) {
      return store.addEnquiry(newEnquiry(overrides));
    }

    it("lists newest first, New by default, with counts per status", async () => {
      const older = await add({ name: "Older", createdAt: new Date("2025-08-01T00:00:00Z") });
      const newer = await add({ name: "Newer", createdAt: new Date("2025-08-02T00:00:00Z") });
      const page = await inbox.list(filters());
      expect(page.enquiries.map((e) => e.id)).toEqual([newer.id, older.id]);
      expect(page.enquiries.every((e) => e.status === "new" && e.note === "")).toBe(true);
      expect(await inbox.counts()).toEqual({ new: 2, read: 0, replied: 0, spam: 0, archived: 0 });
    });

    it("shows bidirectional controls in names and business names as <U+XXXX>, as stored before they were refused (issue 27)", async () => {
      const spoofed = await add({ name: "Meena \u202Eahsiv", businessName: "\u2066Silks\u2069" });
      const shown = { name: "Meena <U+202E>ahsiv", businessName: "<U+2066>Silks<U+2069>" };
      expect(await inbox.get(spoofed.id)).toMatchObject(shown);
      expect((await inbox.list(filters())).enquiries[0]).toMatchObject(shown);
      expect(await inbox.csv(filters())).toContain('"Meena <U+202E>ahsiv"');
    });

    it("keeps Spam and Archived out of the default view, and shows them on their own", async () => {
      const kept = await add({ name: "Kept" });
      const spam = await add({ name: "Spammer" });
      const archived = await add({ name: "Old lead" });
      await inbox.setStatus(spam.id, "spam", "owner@shop.in");
      await inbox.setStatus(archived.id, "archived", "owner@shop.in");
      expect((await inbox.list(filters())).enquiries.map((e) => e.id)).toEqual([kept.id]);
      expect((await inbox.list(filters("status=spam"))).enquiries.map((e) => e.id)).toEqual([spam.id]);
      expect((await inbox.list(filters("status=archived"))).enquiries.map((e) => e.id)).toEqual([archived.id]);
      expect((await inbox.list(filters("status=all"))).total).toBe(3);
    });

    it("filters by service and searches name, email, phone, business name and message, case-insensitively", async () => {
      const seo = await add({ name: "Anitha", email: "anitha@textiles.in", phone: "+91 98430 55555", businessName: "Anitha Textiles", service: "SEO Optimization", message: "Rank my shop" });
      const ads = await add({ name: "Bala", email: "bala@example.in", phone: null, businessName: null, service: "Meta Ads", message: "Deepavali ads" });
      const ids = async (query: string) => (await inbox.list(filters(query))).enquiries.map((e) => e.id);
      expect(await ids("service=Meta+Ads")).toEqual([ads.id]);
      expect(await ids("q=ANITHA")).toEqual([seo.id]);
      expect(await ids("q=textiles.in")).toEqual([seo.id]);
      expect(await ids("q=55555")).toEqual([seo.id]);
      expect(await ids("q=anitha+tex")).toEqual([seo.id]);
      expect(await ids("q=deepavali")).toEqual([ads.id]);
      expect(await ids("q=deepavali&service=SEO+Optimization")).toEqual([]);
    });

    it("finds a phone number however it was typed, in the search and in the store", async () => {
      const spaced = await add({ phone: "98765 43210" });
      const international = await add({ phone: "+91 98765 43210" });
      const bare = await add({ phone: "9876543210" });
      const trunk = await add({ phone: "(098765) 43210" });
      const landline = await add({ phone: "0452 253 0000" });
      await add({ phone: "+91 91234 56789" });
      await add({ phone: null, message: "Call 98765 anytime" });
      const sameNumber = [spaced.id, international.id, bare.id, trunk.id].sort();
      const ids = async (q: string) => (await inbox.list(filters(`q=${encodeURIComponent(q)}`))).enquiries.map((e) => e.id).sort();
      for (const typed of ["98765 43210", "+91 98765 43210", "9876543210", "098765 43210", "+91-98765-43210", "919876543210"]) {
        expect(await ids(typed), typed).toEqual(sameNumber);
      }
      // Part of a number, with enough digits, finds it however it is spaced.
      expect(await ids("8765 4321")).toEqual(sameNumber);
      expect(await ids("0452 2530000")).toEqual([landline.id]);
      expect(await ids("+91 452 253 0000")).toEqual([landline.id]);
      // Too few digits for a number: the text search alone, as it was (not the unspaced 9876543210).
      expect(await ids("765 43")).toEqual([spaced.id, international.id].sort());
      expect((await inbox.csv(filters("q=9876543210"))).match(/\r\n/g)).toHaveLength(5);
    });

    it("takes % _ and \\ in a search literally", async () => {
      const percent = await add({ message: "50% off" });
      await add({ message: "500 off" });
      expect((await inbox.list(filters("q=50%25"))).enquiries.map((e) => e.id)).toEqual([percent.id]);
      expect((await inbox.list(filters("q=_"))).total).toBe(0);
      expect((await inbox.list(filters("q=%5C"))).total).toBe(0);
    });

    it(`pages ${PAGE_SIZE} at a time, and a page past the end shows the last`, async () => {
      for (let i = 0; i < PAGE_SIZE + 3; i++) await add({ name: `Lead ${i}`, createdAt: new Date(Date.UTC(2025, 7, 1, 0, i)) });
      const first = await inbox.list(filters());
      expect(first.enquiries).toHaveLength(PAGE_SIZE);
      expect(first).toMatchObject({ total: PAGE_SIZE + 3, page: 1, pageCount: 2 });
      const second = await inbox.list(filters("page=2"));
      expect(second.enquiries.map((e) => e.name)).toEqual(["Lead 2", "Lead 1", "Lead 0"]);
      expect((await inbox.list(filters("page=9"))).page).toBe(2);
    });

    it("records who changed the status and when, only when it changed", async () => {
      const { id } = await add();
      expect(await inbox.setStatus(id, "replied", "owner@shop.in", { now: 1_000 })).toBe(true);
      expect(await inbox.setStatus(id, "replied", "other@shop.in", { now: 2_000 })).toBe(false);
      expect((await inbox.get(id))?.status).toBe("replied");
      expect(await inbox.events(id)).toEqual([{ id: expect.any(Number), actor: "owner@shop.in", action: "status", detail: "New → Replied", at: 1_000 }]);
    });

    it("sets one status on several enquiries in one go, each change in its own history", async () => {
      const first = await add({ name: "First" });
      const second = await add({ name: "Second" });
      const already = await add({ name: "Already archived" });
      const untouched = await add({ name: "Not selected" });
      await inbox.setStatus(second.id, "read", "owner@shop.in", { now: 500 });
      await inbox.setStatus(already.id, "archived", "owner@shop.in", { now: 500 });
      expect(await inbox.setStatusMany([first.id, second.id, already.id, 99_999], "archived", "owner@shop.in", 1_000)).toEqual({ found: 3, changed: 2 });
      expect((await inbox.list(filters("status=archived"))).enquiries.map((e) => e.id).sort()).toEqual([first.id, second.id, already.id].sort());
      expect((await inbox.get(untouched.id))?.status).toBe("new");
      const history = async (id: number) => (await inbox.events(id)).map((e) => [e.actor, e.detail, e.at]);
      expect(await history(first.id)).toEqual([["owner@shop.in", "New → Archived", 1_000]]);
      expect(await history(second.id)).toEqual([
        ["owner@shop.in", "New → Read", 500],
        ["owner@shop.in", "Read → Archived", 1_000],
      ]);
      expect(await history(already.id)).toEqual([["owner@shop.in", "New → Archived", 500]]);
      expect(await history(untouched.id)).toEqual([]);
      expect(await inbox.setStatusMany([], "spam", "owner@shop.in")).toEqual({ found: 0, changed: 0 });
    });

    it("changes all of several enquiries or none: a failure on one leaves the others and their history as they were", async () => {
      const kept = await add({ name: "Kept" });
      const refused = await add({ name: "Refused" });
      // A database that refuses to change one of them, as a crash half-way through would.
      if (store.sql.dialect === "sqlite") {
        await store.sql.query(`CREATE TRIGGER refuse_one BEFORE UPDATE ON enquiries WHEN NEW.id = ${refused.id} BEGIN SELECT RAISE(ABORT, 'refused'); END`);
      } else {
        await store.sql.query(`CREATE FUNCTION refuse_one() RETURNS trigger AS $$ BEGIN IF NEW.id = ${refused.id} THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
        await store.sql.query("CREATE TRIGGER refuse_one BEFORE UPDATE ON enquiries FOR EACH ROW EXECUTE FUNCTION refuse_one()");
      }
      try {
        await expect(inbox.setStatusMany([kept.id, refused.id], "spam", "owner@shop.in")).rejects.toThrow(/refused/);
      } finally {
        // PostgreSQL's database outlives the test (the next one empties its tables only).
        await store.sql.query(store.sql.dialect === "sqlite" ? "DROP TRIGGER refuse_one" : "DROP TRIGGER refuse_one ON enquiries");
      }
      expect((await inbox.get(kept.id))?.status).toBe("new");
      expect(await inbox.events(kept.id)).toEqual([]);
      expect(await inbox.events(refused.id)).toEqual([]);
    });

    it("marks only a New enquiry Read when asked to (onlyFrom)", async () => {
      const { id } = await add();
      await inbox.setStatus(id, "replied", "owner@shop.in");
      expect(await inbox.setStatus(id, "read", "owner@shop.in", { onlyFrom: "new" })).toBe(false);
      expect((await inbox.get(id))?.status).toBe("replied");
      const fresh = await add();
      expect(await inbox.setStatus(fresh.id, "read", "owner@shop.in", { onlyFrom: "new" })).toBe(true);
      expect((await inbox.get(fresh.id))?.status).toBe("read");
    });

    it("has a version that changes with a new enquiry, a status change and a note, and with nothing else", async () => {
      const empty = await inbox.version();
      expect(await inbox.version()).toBe(empty);
      const { id } = await add();
      const oneNew = await inbox.version();
      expect(oneNew).not.toBe(empty);
      await inbox.list(filters());
      await inbox.setStatus(id, "new", "owner@shop.in");
      expect(await inbox.version()).toBe(oneNew);
      await inbox.setStatus(id, "read", "owner@shop.in");
      const read = await inbox.version();
      expect(read).not.toBe(oneNew);
      await inbox.saveNote(id, "Call after Pongal", "owner@shop.in");
      expect(await inbox.version()).not.toBe(read);
    });

    it("saves the private note and records it; an unknown enquiry changes nothing", async () => {
      const { id } = await add();
      expect(await inbox.saveNote(id, "Called, sending a quote", "owner@shop.in", 5_000)).toBe(true);
      expect(await inbox.saveNote(id, "Called, sending a quote", "owner@shop.in", 6_000)).toBe(false);
      expect((await inbox.get(id))?.note).toBe("Called, sending a quote");
      expect((await inbox.events(id)).map((e) => [e.action, e.detail, e.at])).toEqual([["note", "Note saved", 5_000]]);
      expect(await inbox.setStatus(9999, "spam", "owner@shop.in")).toBe(false);
      expect(await inbox.get(9999)).toBeNull();
    });

    async function addAttributed(attribution: Attribution | null, overrides: Parameters<typeof newEnquiry>[0] = {}) {
      const enquiry = await add(overrides);
      if (attribution) await storeAttribution(store.sql, enquiry.id, attribution);
      return enquiry.id;
    }

    it("filters by source (unknown: no attribution), campaign, landing page and language, each exactly", async () => {
      const instagram = await addAttributed({ source: "instagram", utmSource: "ig", utmCampaign: "diwali", landing: "/services/meta-ads" });
      const instagramTamil = await addAttributed({ source: "instagram", utmCampaign: "Diwali", landing: "/ta/services/meta-ads" }, { language: "ta" });
      const google = await addAttributed({ source: "google", referrer: "www.google.com", landing: "/" });
      const noScript = await addAttributed(null);
      const ids = async (query: string) => (await inbox.list(filters(query))).enquiries.map((e) => e.id).sort();
      expect(await ids("source=instagram")).toEqual([instagram, instagramTamil]);
      expect(await ids("source=google")).toEqual([google]);
      expect(await ids("source=unknown")).toEqual([noScript]);
      expect(await ids("source=direct")).toEqual([]);
      expect(await ids("campaign=diwali")).toEqual([instagram]);
      expect(await ids("campaign=diwal")).toEqual([]);
      expect(await ids("landing=%2Fservices%2Fmeta-ads")).toEqual([instagram]);
      expect(await ids("landing=%2F")).toEqual([google]);
      expect(await ids("lang=ta")).toEqual([instagramTamil]);
      expect(await ids("lang=en")).toEqual([instagram, google, noScript].sort());
      expect(await ids("source=instagram&lang=en")).toEqual([instagram]);
      // A malformed value is no filter (readInboxFilters), never an error.
      expect(await ids("source=myspace")).toHaveLength(4);
    });

    it("filters by a period of IST days ending today", async () => {
      // 2025-08-24 10:00 IST. Today began at 2025-08-23T18:30Z; 7 days back began 2025-08-17T18:30Z.
      const now = Date.parse("2025-08-24T04:30:00Z");
      const at = (iso: string) => add({ createdAt: new Date(iso) }).then((e) => e.id);
      const today = await at("2025-08-23T18:30:00.000Z");
      const yesterdayLate = await at("2025-08-23T18:29:59.999Z");
      const sixDaysAgo = await at("2025-08-17T18:30:00.000Z");
      const eightDaysAgo = await at("2025-08-17T18:29:59.999Z");
      const ids = async (query: string) => (await inbox.list(filters(query), now)).enquiries.map((e) => e.id).sort();
      expect(await ids("period=today")).toEqual([today]);
      expect(await ids("period=7d")).toEqual([today, yesterdayLate, sixDaysAgo].sort());
      expect(await ids("period=30d")).toEqual([today, yesterdayLate, sixDaysAgo, eightDaysAgo].sort());
      expect((await inbox.all(readInboxFilters(new URLSearchParams("period=today")), now)).map((e) => e.id)).toEqual([today]);
    });

    it("exports the attribution as the last columns, unknown when there is none, with formulas defused", async () => {
      await addAttributed(null, { name: "No script" });
      await addAttributed(
        { source: "facebook", referrer: "l.facebook.com", utmSource: "fb", utmMedium: "paid", utmCampaign: '=HYPERLINK("https://evil.example","x")', utmTerm: "+1", utmContent: "@carousel", click: "fbclid", landing: "/services" },
        { name: "Ad click", createdAt: new Date("2025-08-25T00:00:00Z") },
      );
      const [header, attributed, unknown] = (await inbox.csv(filters())).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
      expect(header).toBe(
        "id,createdAt,status,name,email,phone,businessName,service,language,message,note,source,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,click,landingPage",
      );
      expect(attributed).toMatch(/"Ad click".*"facebook","l\.facebook\.com","fb","paid","'=HYPERLINK\(""https:\/\/evil\.example"",""x""\)","'\+1","'@carousel","fbclid","\/services"$/);
      expect(unknown).toMatch(/"No script".*"unknown","","","","","","","",""$/);
      expect(await inbox.csv(filters("source=unknown"))).not.toContain("Ad click");
    });

    it("exports every page of the current filter", async () => {
      for (let i = 0; i < PAGE_SIZE + 1; i++) await add({ service: "Video Editing" });
      await add({ service: "Meta Ads" });
      expect(await inbox.all(filters("service=Video+Editing"))).toHaveLength(PAGE_SIZE + 1);
    });
  });
}
