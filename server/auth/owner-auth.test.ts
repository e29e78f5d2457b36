/** Owners, sign-in links, sessions and sign-in mail on both databases. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "../../tests/support/owner";
import { storeImplementations } from "../../tests/support/stores";
import type { EnquiryStore } from "../enquiries/store";
import { createHash } from "node:crypto";
import { OwnerSettings } from "../inbox/owner-settings";
import { OwnerAuth } from "./owner-auth";
import { SIGN_IN_LINK_TTL_MS } from "./sign-in-links";
import { hashToken, newToken } from "./tokens";

const implementations = await storeImplementations();
const SITE = "https://www.vaigaidigital.in";
/** How long a session lasts from its last use. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`OwnerAuth: ${implementation.name}`, () => {
    let store: EnquiryStore;
    let auth: OwnerAuth;
    let queued = 0;

    beforeEach(async () => {
      store = await implementation.open();
      queued = 0;
      auth = new OwnerAuth(store.sql, { siteUrl: SITE, siteName: "Vaigai Digital", onMailQueued: () => queued++ });
    });
    afterEach(() => store.close());

    async function owner(email = "owner@shop.in") {
      await auth.owners.add(email);
      return (await auth.owners.find(email))!;
    }

    it("adds an owner once, lists and removes them", async () => {
      expect(await auth.owners.add("owner@shop.in")).toBe(true);
      expect(await auth.owners.add("owner@shop.in")).toBe(false);
      expect((await auth.owners.list()).map((o) => o.email)).toEqual(["owner@shop.in"]);
      expect(await auth.owners.remove("owner@shop.in")).toBe(true);
      expect(await auth.owners.remove("owner@shop.in")).toBe(false);
      expect(await auth.owners.list()).toEqual([]);
    });

    it("a link signs its owner in once, and only within 15 minutes", async () => {
      const { id } = await owner();
      const token = await auth.links.create(id, 1_000);
      expect(await auth.links.consume(token, 1_000 + SIGN_IN_LINK_TTL_MS - 1)).toBe(id);
      expect(await auth.links.consume(token, 1_000 + SIGN_IN_LINK_TTL_MS - 1)).toBeNull();
      const late = await auth.links.create(id, 1_000);
      expect(await auth.links.consume(late, 1_000 + SIGN_IN_LINK_TTL_MS)).toBeNull();
    });

    it("keeps only the link's hash, and refuses unknown or malformed tokens", async () => {
      const { id } = await owner();
      const token = await auth.links.create(id);
      const rows = await store.sql.query("SELECT token_hash FROM sign_in_links");
      expect(rows).toEqual([{ token_hash: hashToken(token) }]);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(await auth.links.consume(newToken())).toBeNull();
      expect(await auth.links.consume(`${token}x`)).toBeNull();
      expect(await auth.links.consume(hashToken(token))).toBeNull();
      expect(await auth.links.consume(undefined)).toBeNull();
    });

    it("two uses of one link at the same moment sign in once", async () => {
      const { id } = await owner();
      const token = await auth.links.create(id);
      const results = await Promise.all(Array.from({ length: 5 }, () => auth.links.consume(token)));
      expect(results.filter((result) => result === id)).toHaveLength(1);
    });

    it("removing an owner kills their links and sessions", async () => {
      const { id } = await owner();
      const link = await auth.links.create(id);
      const session = await auth.sessions.create(id, "link", null);
      await auth.owners.remove("owner@shop.in");
      expect(await auth.links.consume(link)).toBeNull();
      expect(await auth.sessions.find(session)).toBeNull();
    });

    it("a session lasts 30 days from its last use, and ends when signed out", async () => {
      const { id } = await owner();
      const token = await auth.sessions.create(id, "passkey", "UA", 0);
      expect(await auth.sessions.find(token, SESSION_TTL_MS - 1)).toMatchObject({ ownerId: id, email: "owner@shop.in", method: "passkey", refreshed: true });
      // Used on day 30, it now lasts until day 60.
      const slid = await auth.sessions.find(token, SESSION_TTL_MS + SESSION_TTL_MS - 2);
      expect(slid?.ownerId).toBe(id);
      expect(await auth.sessions.find(token, 3 * SESSION_TTL_MS)).toBeNull();
      const other = await auth.sessions.create(id, "link", null, 0);
      const found = await auth.sessions.find(other, 1);
      await auth.sessions.end(found!.id);
      expect(await auth.sessions.find(other, 2)).toBeNull();
      expect(await auth.sessions.find(null)).toBeNull();
      expect(await auth.sessions.find(newToken())).toBeNull();
    });

    it("mails an owner a link on SITE_URL through the outbox, and a stranger nothing", async () => {
      await owner();
      expect(await auth.requestLink("stranger@shop.in")).toEqual({ allowed: true });
      expect(await store.listMail()).toEqual([]);
      expect(queued).toBe(0);
      await auth.requestLink("owner@shop.in", 5_000);
      expect(queued).toBe(1);
      const [job] = await store.pendingMail(5_000, 10);
      expect(job?.ownerMail?.to).toBe("owner@shop.in");
      expect(job?.ownerMail?.subject).toBe("Sign in to the Vaigai Digital inbox");
      const url = /https:\/\/\S+/.exec(job!.ownerMail!.text)![0];
      expect(url.startsWith(`${SITE}/admin/sign-in/verify?token=`)).toBe(true);
      const token = new URL(url).searchParams.get("token");
      expect(await auth.links.consume(token, 5_001)).toBe((await auth.owners.find("owner@shop.in"))!.id);
    });

    it("writes the link's mail in the owner's inbox language; for an owner without one, in the asking browser's", async () => {
      const { id } = await owner();
      await auth.requestLink("owner@shop.in", 5_000, "ta");
      await new OwnerSettings(store.sql).setLanguage(id, "en");
      await auth.requestLink("owner@shop.in", 6_000, "ta");
      const [first, second] = await store.pendingMail(6_000, 10);
      expect(first?.ownerMail?.subject).toBe("Vaigai Digital இன்பாக்ஸுக்கான லாகின் லிங்க்");
      expect(first?.ownerMail?.text).toMatch(/^Vaigai Digital இன்பாக்ஸில் லாகின் செய்ய இந்த லிங்கைத் தட்டுங்கள்:\n\nhttps:\/\/\S+\n\nஇது ஒருமுறை மட்டும், 15 நிமிடங்களுக்கு/);
      expect(second?.ownerMail?.subject).toBe("Sign in to the Vaigai Digital inbox");
      // Asking stores no language: the owner's first signed-in page does (owner-session.server.ts).
      const other = await owner("other@shop.in");
      await auth.requestLink("other@shop.in", 7_000, "ta");
      expect(await new OwnerSettings(store.sql).storedLanguage(other.id)).toBeNull();
    });

    it("waits for the database to be ready before it counts a sign-in attempt", async () => {
      let ready = false;
      const waiting = new OwnerAuth(store.sql, {
        siteUrl: SITE,
        siteName: "Vaigai Digital",
        ready: () => new Promise<void>((resolve) => setTimeout(() => { ready = true; resolve(); }, 20)),
      });
      await waiting.ready();
      expect(ready).toBe(true);
      ready = false;
      await waiting.limitClient("203.0.113.9");
      expect(ready).toBe(true);
    });

    it("queues an owner's mail without a wake-up callback", async () => {
      await owner();
      const quiet = new OwnerAuth(store.sql, { siteUrl: SITE, siteName: "Vaigai Digital" });
      expect(await quiet.requestLink("owner@shop.in")).toEqual({ allowed: true });
      expect(await store.listMail()).toHaveLength(1);
    });

    it("counts clients and addresses under their own names, an address in lower case", async () => {
      await owner();
      await auth.limitClient("203.0.113.9");
      await auth.requestLink("Owner@Shop.in");
      const rows = await store.sql.query<{ name: string; key: string }>("SELECT name, key FROM rate_limits ORDER BY name");
      const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
      expect(rows).toEqual([
        { name: "signin-address", key: sha256("owner@shop.in") },
        { name: "signin-client", key: sha256("203.0.113.9") },
      ]);
    });

    it("keeps no sign-in link in the outbox once the mail is sent", async () => {
      await owner();
      await auth.requestLink("owner@shop.in");
      const [job] = await store.pendingMail(Date.now(), 10);
      await store.markMailSent(job!.id, Date.now());
      const rows = await store.sql.query("SELECT body FROM mail_outbox");
      expect(rows).toEqual([{ body: null }]);
    });

    it(`limits sign-in mails to ${SIGN_IN_LIMITS.perAddress} per address, and sign-in attempts to ${SIGN_IN_LIMITS.perClient} per client`, async () => {
      await owner();
      for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) expect((await auth.requestLink("owner@shop.in")).allowed).toBe(true);
      expect((await auth.requestLink("owner@shop.in")).allowed).toBe(false);
      expect((await store.listMail()).length).toBe(SIGN_IN_LIMITS.perAddress);
      for (let i = 0; i < SIGN_IN_LIMITS.perClient; i++) expect((await auth.limitClient("203.0.113.9")).allowed).toBe(true);
      expect((await auth.limitClient("203.0.113.9")).allowed).toBe(false);
      expect((await auth.limitClient("203.0.113.10")).allowed).toBe(true);
    });

    it("keeps the sign-in limits in the database: another instance (or a restart) on it shares them, an IPv6 /64 counts as one", async () => {
      await owner();
      const other = new OwnerAuth(store.sql, { siteUrl: SITE, siteName: "Vaigai Digital" });
      for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
        expect((await (i % 2 ? other : auth).requestLink("Owner@shop.in")).allowed).toBe(true);
      }
      expect((await other.requestLink("owner@shop.in")).allowed).toBe(false);
      for (let i = 0; i < SIGN_IN_LIMITS.perClient; i++) {
        expect((await (i % 2 ? other : auth).limitClient(`2001:db8:1:2::${i + 1}`)).allowed).toBe(true);
      }
      const refused = await other.limitClient("2001:DB8:1:2:ffff::1");
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
      expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect((await other.limitClient("2001:db8:1:3::1")).allowed).toBe(true);
      // Clients and addresses are kept only as hashes.
      const keys = await store.sql.query<{ key: string }>("SELECT key FROM rate_limits");
      expect(keys.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
    });
  });
}
