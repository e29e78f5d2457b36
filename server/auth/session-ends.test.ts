/**
 * Issue 27, finding 8, on both databases: sessions end 90 days after sign-in however often they
 * are used; the owner sees their sessions and ends the others (never another owner's); signing
 * in again ends the browser's previous session; the daily sweep deletes what has ended (passkey
 * challenges past their 5 minutes too), and a sign-in mail whose link has expired is neither
 * sent nor kept.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeImplementations } from "../../tests/support/stores";
import type { EnquiryStore } from "../enquiries/store";
import { OwnerAuth } from "./owner-auth";
import { SIGN_IN_LINK_TTL_MS } from "./sign-in-links";
import { hashToken } from "./tokens";

const implementations = await storeImplementations();
const DAY = 24 * 60 * 60_000;
const START = Date.parse("2026-01-01T00:00:00.000Z");

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`sessions end: ${implementation.name}`, () => {
    let store: EnquiryStore;
    let auth: OwnerAuth;

    beforeEach(async () => {
      store = await implementation.open();
      auth = new OwnerAuth(store.sql, { siteUrl: "https://www.vaigaidigital.in", siteName: "Vaigai Digital" });
    });
    afterEach(() => store.close());

    async function owner(email = "owner@shop.in"): Promise<number> {
      await auth.owners.add(email);
      return (await auth.owners.find(email))!.id;
    }

    it("a session used every day still ends 90 days after it began", async () => {
      const ownerId = await owner();
      const token = await auth.sessions.create(ownerId, "link", null, START);
      for (let day = 1; day < 90; day++) expect(await auth.sessions.find(token, START + day * DAY), `day ${day}`).not.toBeNull();
      expect((await auth.sessions.find(token, START + 90 * DAY - 1))?.expiresAt).toBe(START + 90 * DAY);
      expect(await auth.sessions.find(token, START + 90 * DAY)).toBeNull();
      // Nor does a row whose end was written past the limit (as before this rule) outlive it.
      const old = await auth.sessions.create(ownerId, "link", null, START);
      await store.sql.query("UPDATE owner_sessions SET expires_at = ? WHERE id = ?", [START + 200 * DAY, hashToken(old)]);
      expect(await auth.sessions.find(old, START + 90 * DAY)).toBeNull();
    });

    it("lists the owner's live sessions, newest use first, with device, sign-in time and last use", async () => {
      const ownerId = await owner();
      const otherOwner = await owner("partner@shop.in");
      const phone = await auth.sessions.create(ownerId, "passkey", "Mozilla/5.0 (Linux; Android 14)", START);
      await auth.sessions.create(ownerId, "link", "Mozilla/5.0 (Windows NT 10.0)", START + DAY);
      await auth.sessions.create(ownerId, "link", null, START - 40 * DAY);
      await auth.sessions.create(otherOwner, "link", "Mozilla/5.0 (iPhone)", START);
      await auth.sessions.find(phone, START + 2 * DAY);
      expect(await auth.sessions.list(ownerId, START + 2 * DAY)).toEqual([
        { id: hashToken(phone), device: "Android phone", method: "passkey", signedInAt: START, lastSeenAt: START + 2 * DAY },
        { id: expect.any(String), device: "Windows PC", method: "link", signedInAt: START + DAY, lastSeenAt: START + DAY },
      ]);
    });

    it("ends one of the owner's sessions, or all but this one, and never another owner's", async () => {
      const ownerId = await owner();
      const otherOwner = await owner("partner@shop.in");
      const here = await auth.sessions.create(ownerId, "link", null, START);
      const laptop = await auth.sessions.create(ownerId, "link", null, START);
      const tablet = await auth.sessions.create(ownerId, "link", null, START);
      const partner = await auth.sessions.create(otherOwner, "link", null, START);
      expect(await auth.sessions.endOwn(ownerId, hashToken(partner))).toBe(false);
      expect(await auth.sessions.endOwn(ownerId, hashToken(laptop))).toBe(true);
      expect(await auth.sessions.endOwn(ownerId, hashToken(laptop))).toBe(false);
      expect(await auth.sessions.find(laptop, START + 1)).toBeNull();
      expect(await auth.sessions.endOthers(ownerId, hashToken(here))).toBe(1);
      expect(await auth.sessions.find(tablet, START + 1)).toBeNull();
      expect(await auth.sessions.find(here, START + 1)).not.toBeNull();
      expect(await auth.sessions.find(partner, START + 1)).not.toBeNull();
    });

    it("a new sign-in ends the session the browser had before, whoever it was", async () => {
      const ownerId = await owner();
      const otherOwner = await owner("partner@shop.in");
      const before = await auth.sessions.create(otherOwner, "link", null, START);
      const elsewhere = await auth.sessions.create(ownerId, "link", null, START);
      const after = await auth.sessions.create(ownerId, "passkey", null, START + 1, before);
      expect(await auth.sessions.find(before, START + 2)).toBeNull();
      expect(await auth.sessions.find(after, START + 2)).not.toBeNull();
      expect(await auth.sessions.find(elsewhere, START + 2)).not.toBeNull();
    });

    it("the sweep deletes ended sessions, used or expired links, and expired sign-in mails' text; keeps the rest", async () => {
      const ownerId = await owner();
      const live = await auth.sessions.create(ownerId, "link", null, START);
      const idle = await auth.sessions.create(ownerId, "link", null, START - 31 * DAY);
      const used = await auth.links.create(ownerId, START - 60_000);
      await auth.links.consume(used, START - 30_000);
      await auth.links.create(ownerId, START - SIGN_IN_LINK_TTL_MS);
      const fresh = await auth.links.create(ownerId, START);
      await auth.requestLink("owner@shop.in", START - SIGN_IN_LINK_TTL_MS);
      await auth.requestLink("owner@shop.in", START);
      const enquiry = await store.addEnquiry({
        name: "Meena",
        email: "meena@example.in",
        phone: null,
        businessName: null,
        service: "Meta Ads",
        message: "Hello",
        createdAt: new Date(START - 365 * DAY),
        userAgent: null,
        ipHash: null,
      });

      expect(await auth.sweep(START)).toEqual({ sessions: 1, links: 3, challenges: 0, mails: 1 });
      expect(await auth.sessions.find(idle, START)).toBeNull();
      expect(await auth.sessions.find(live, START)).not.toBeNull();
      expect(await auth.links.consume(fresh, START + 1)).toBe(ownerId);
      const mails = await store.sql.query("SELECT enquiry_id, body FROM mail_outbox ORDER BY id");
      expect(mails.map((mail) => [mail.enquiry_id === null ? null : Number(mail.enquiry_id), mail.body === null ? null : "text"])).toEqual([
        [null, null],
        [null, "text"],
        [enquiry.id, null],
      ]);
      // Again: nothing left to do (as when another instance swept first).
      expect(await auth.sweep(START)).toEqual({ sessions: 0, links: 1, challenges: 0, mails: 0 });
    });

    it("the sweep deletes passkey challenges past their 5 minutes and keeps one still open", async () => {
      // Challenges are made at the clock's time: one at START, then one 6 minutes older (made
      // second, as making one deletes those already expired then).
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(START);
        await auth.passkeys.authenticationOptions();
        vi.setSystemTime(START - 6 * 60_000);
        await auth.passkeys.authenticationOptions();
      } finally {
        vi.useRealTimers();
      }
      const left = async () => (await store.sql.query("SELECT expires_at FROM passkey_challenges")).map((row) => Number(row.expires_at));
      expect(await left()).toHaveLength(2);
      expect(await auth.sweep(START)).toMatchObject({ challenges: 1 });
      expect(await left()).toEqual([START + 5 * 60_000]);
      expect(await auth.sweep(START + 5 * 60_000)).toMatchObject({ challenges: 1 });
      expect(await left()).toEqual([]);
    });

    it("a sign-in mail whose link has expired is not sent any more", async () => {
      await owner();
      await auth.requestLink("owner@shop.in", START);
      const due = START + SIGN_IN_LINK_TTL_MS - 1;
      expect((await store.pendingMail(due, 10)).map((job) => job.ownerMail?.to)).toEqual(["owner@shop.in"]);
      expect(await store.pendingMail(START + SIGN_IN_LINK_TTL_MS, 10)).toEqual([]);
      expect(await store.claimMail({ owner: "worker", now: START + SIGN_IN_LINK_TTL_MS, leaseMs: 60_000, limit: 10 })).toEqual([]);
      expect((await store.claimMail({ owner: "worker", now: due, leaseMs: 60_000, limit: 10 })).map((job) => job.ownerMail?.to)).toEqual(["owner@shop.in"]);
    });
  });
}
