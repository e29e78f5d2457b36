/**
 * Issue 27, finding 5, on both databases: a passkey challenge answers only the ceremony it was
 * made for (and a registration only for the session that asked), once, for 5 minutes; user
 * verification is required; the relying party is SITE_URL's, whatever host the owner's browser
 * names; an added passkey mails the owner in the same transaction.
 */
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeImplementations } from "../../tests/support/stores";
import type { EnquiryStore } from "../enquiries/store";
import { b64url, RP, SoftAuthenticator } from "../test-support/soft-authenticator";
import { OwnerAuth } from "./owner-auth";
import type { Passkeys } from "./passkeys";

const implementations = await storeImplementations();
/** 00:30 on 26 January in India. */
const T = Date.parse("2026-01-25T19:00:00.000Z");
const MINUTES_5 = 300_000;
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const SESSION_A = "a".repeat(64);
const SESSION_B = "b".repeat(64);

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`passkey ceremonies on ${implementation.name}`, () => {
    let store: EnquiryStore;
    let passkeys: Passkeys;
    let owner: { id: number; email: string };
    let queued = 0;

    beforeEach(async () => {
      store = await implementation.open();
      queued = 0;
      const auth = new OwnerAuth(store.sql, { siteUrl: RP.origin, siteName: RP.name, onMailQueued: () => queued++ });
      await auth.owners.add("owner@shop.in");
      owner = (await auth.owners.find("owner@shop.in"))!;
      passkeys = auth.passkeys;
    });
    afterEach(() => store.close());

    const stored = async () => (await store.sql.query("SELECT id FROM passkeys")).map((row) => String(row.id));
    const challengesLeft = async () => (await store.sql.query("SELECT id FROM passkey_challenges")).length;
    const mails = () => store.sql.query("SELECT recipient, subject, body FROM mail_outbox ORDER BY id");

    async function registered(): Promise<SoftAuthenticator> {
      const authenticator = new SoftAuthenticator();
      const { challenge } = await passkeys.registrationOptions(owner, SESSION_A);
      expect(await passkeys.register(owner, SESSION_A, authenticator.register(challenge), ANDROID, T)).toBe(true);
      return authenticator;
    }

    it("binds the options to SITE_URL's host, whatever host the request named", async () => {
      // The options are made without the request: nothing a forged Host says can reach them.
      expect((await passkeys.registrationOptions(owner, SESSION_A)).rp.id).toBe("www.vaigaidigital.in");
      expect((await passkeys.authenticationOptions()).rpId).toBe("www.vaigaidigital.in");
    });

    it("refuses answers made for another host or origin (a page on a forged Host), and spends their challenges", async () => {
      const authenticator = await registered();
      const forged = { origin: "https://evil.example", rpID: "evil.example" };
      const reg = await passkeys.registrationOptions(owner, SESSION_A);
      expect(await passkeys.register(owner, SESSION_A, new SoftAuthenticator().register(reg.challenge, forged), ANDROID, T)).toBe(false);
      const signIn = await passkeys.authenticationOptions();
      expect(await passkeys.authenticate(authenticator.authenticate(signIn.challenge, forged), T)).toBeNull();
      expect(await challengesLeft()).toBe(0);
      expect(await stored()).toEqual([authenticator.id]);
    });

    it("a sign-in challenge cannot register a passkey, and a registration challenge cannot sign in", async () => {
      const authenticator = await registered();
      const signIn = await passkeys.authenticationOptions();
      expect(await passkeys.register(owner, SESSION_A, new SoftAuthenticator().register(signIn.challenge), ANDROID, T)).toBe(false);
      const reg = await passkeys.registrationOptions(owner, SESSION_A);
      expect(await passkeys.authenticate(authenticator.authenticate(reg.challenge), T)).toBeNull();
      expect(await stored()).toEqual([authenticator.id]);
    });

    it("a registration challenge from session A fails for session B", async () => {
      const { challenge } = await passkeys.registrationOptions(owner, SESSION_A);
      expect(await passkeys.register(owner, SESSION_B, new SoftAuthenticator().register(challenge), ANDROID, T)).toBe(false);
      expect(await stored()).toEqual([]);
    });

    it("a challenge answers once, even when its first answer failed", async () => {
      const authenticator = await registered();
      const reg = await passkeys.registrationOptions(owner, SESSION_A);
      // A failed answer (no user verification) spends the challenge: a good one after it is refused.
      expect(await passkeys.register(owner, SESSION_A, new SoftAuthenticator().register(reg.challenge, { userVerified: false }), ANDROID, T)).toBe(false);
      expect(await passkeys.register(owner, SESSION_A, new SoftAuthenticator().register(reg.challenge), ANDROID, T)).toBe(false);
      const signIn = await passkeys.authenticationOptions();
      const answer = authenticator.authenticate(signIn.challenge);
      expect(await passkeys.authenticate(answer, T)).toBe(owner.id);
      expect(await passkeys.authenticate(answer, T)).toBeNull();
      const spent = await passkeys.authenticationOptions();
      expect(await passkeys.authenticate({ ...authenticator.authenticate(spent.challenge), id: b64url(randomBytes(16)) }, T)).toBeNull();
      expect(await passkeys.authenticate(authenticator.authenticate(spent.challenge), T)).toBeNull();
      expect(await stored()).toEqual([authenticator.id]);
    });

    it("an expired challenge fails", async () => {
      const authenticator = await registered();
      const reg = await passkeys.registrationOptions(owner, SESSION_A);
      const signIn = await passkeys.authenticationOptions();
      const later = Date.now() + MINUTES_5;
      expect(await passkeys.register(owner, SESSION_A, new SoftAuthenticator().register(reg.challenge), ANDROID, later)).toBe(false);
      expect(await passkeys.authenticate(authenticator.authenticate(signIn.challenge), later)).toBeNull();
      expect(await stored()).toEqual([authenticator.id]);
    });

    it("requires user verification: an authenticator that only saw a tap neither registers nor signs in", async () => {
      const authenticator = await registered();
      const reg = await passkeys.registrationOptions(owner, SESSION_A);
      expect(reg.authenticatorSelection?.userVerification).toBe("required");
      expect(await passkeys.register(owner, SESSION_A, new SoftAuthenticator().register(reg.challenge, { userVerified: false }), ANDROID, T)).toBe(false);
      const signIn = await passkeys.authenticationOptions();
      expect(signIn.userVerification).toBe("required");
      expect(await passkeys.authenticate(authenticator.authenticate(signIn.challenge, { userVerified: false }), T)).toBeNull();
      expect(await stored()).toEqual([authenticator.id]);
    });

    it("mails the owner when a passkey is added, naming the device and the time; nothing for a refused or repeated one", async () => {
      const authenticator = await registered();
      expect(queued).toBe(1);
      expect(await mails()).toEqual([
        {
          recipient: "owner@shop.in",
          subject: "A passkey was added to the Vaigai Digital inbox",
          body: expect.stringMatching(/Device: Android phone\nWhen: 26 Jan 2026, 12:30\s?am \(India time\)[\s\S]*If it was not you, sign in now, remove this passkey[\s\S]*https:\/\/www\.vaigaidigital\.in\/admin\/passkeys/),
        },
      ]);
      const again = await passkeys.registrationOptions(owner, SESSION_A);
      expect(await passkeys.register(owner, SESSION_A, authenticator.register(again.challenge), ANDROID, T + 1)).toBe(false);
      const refused = await passkeys.registrationOptions(owner, SESSION_A);
      expect(await passkeys.register(owner, SESSION_A, new SoftAuthenticator().register(refused.challenge, { userVerified: false }), ANDROID, T + 2)).toBe(false);
      expect(await mails()).toHaveLength(1);
      expect(queued).toBe(1);
    });

    it("mails a Tamil owner in Tamil: the device and the time as the Tamil inbox writes them", async () => {
      const { challenge } = await passkeys.registrationOptions(owner, SESSION_A);
      expect(await passkeys.register({ ...owner, language: "ta" }, SESSION_A, new SoftAuthenticator().register(challenge), ANDROID, T)).toBe(true);
      expect(await mails()).toEqual([
        {
          recipient: "owner@shop.in",
          subject: "Vaigai Digital இன்பாக்ஸில் ஒரு பாஸ்கீ சேர்க்கப்பட்டது",
          body: expect.stringMatching(/சாதனம்: Android போன்\nநேரம்: 26 ஜனவரி 2026, இரவு 12:30 \(இந்திய நேரம்\)[\s\S]*பாஸ்கீகள் பக்கத்தில்[\s\S]*https:\/\/www\.vaigaidigital\.in\/admin\/passkeys/),
        },
      ]);
    });
  });
}
