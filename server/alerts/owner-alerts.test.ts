/**
 * The owner's alerts on both databases: subscriptions kept once per endpoint and moved to
 * whoever subscribes it last, removed only by their owner or with the owner, and one VAPID
 * key pair however many instances ask for it at once.
 */
import { describe, expect, it } from "vitest";
import webPush from "web-push";
import { storeImplementations } from "../../tests/support/stores";
import { OwnerDirectory } from "../auth/owners";
import { loadConfig } from "../config";
import type { EnquiryStore } from "../enquiries/store";
import { OwnerAlerts } from "./owner-alerts";
import { vapidSubject } from "./vapid";

const implementations = await storeImplementations();
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36";

function subscription(endpoint = "https://fcm.googleapis.com/fcm/send/abc:123") {
  const keys = webPush.generateVAPIDKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: keys.publicKey, auth: Buffer.alloc(16, 7).toString("base64url") } };
}

async function withOwners(store: EnquiryStore) {
  const owners = new OwnerDirectory(store.sql);
  await owners.add("owner@shop.in");
  await owners.add("partner@shop.in");
  return { owner: (await owners.find("owner@shop.in"))!.id, partner: (await owners.find("partner@shop.in"))!.id, owners };
}

const alertsOn = (store: EnquiryStore, env: Record<string, string> = {}) => new OwnerAlerts(store, loadConfig(env), { siteUrl: "http://localhost:5173" });

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`OwnerAlerts on ${implementation.name}`, () => {
    it("keeps one subscription per endpoint, with the device's name, and moves it to whoever subscribes it last", async () => {
      const store = await implementation.open();
      try {
        const { owner, partner } = await withOwners(store);
        const alerts = alertsOn(store);
        const phone = subscription();
        expect(await alerts.subscribe(owner, phone, ANDROID)).toEqual({ ok: true });
        expect(await alerts.subscribe(owner, phone, ANDROID)).toEqual({ ok: true });
        const [device] = await alerts.devices(owner);
        expect(device).toEqual({ endpoint: phone.endpoint, deviceName: "Android phone", createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
        expect(await alerts.devices(owner)).toHaveLength(1);
        // The partner signs in on the same phone and turns notifications on: new keys, their device now.
        const again = { ...subscription(phone.endpoint) };
        expect(await alerts.subscribe(partner, again, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)")).toEqual({ ok: true });
        expect(await alerts.devices(owner)).toEqual([]);
        expect(await alerts.devices(partner)).toEqual([{ endpoint: phone.endpoint, deviceName: "iPhone", createdAt: expect.any(String) }]);
        const [row] = await store.sql.query("SELECT p256dh FROM push_subscriptions");
        expect(row!.p256dh).toBe(again.keys.p256dh);
      } finally {
        await store.close();
      }
    });

    it("lets an owner remove only their own subscription: another owner's is a 404 and stays", async () => {
      const store = await implementation.open();
      try {
        const { owner, partner } = await withOwners(store);
        const alerts = alertsOn(store);
        const phone = subscription();
        await alerts.subscribe(owner, phone, ANDROID);
        expect(await alerts.unsubscribe(partner, { endpoint: phone.endpoint })).toMatchObject({ ok: false, status: 404 });
        expect(await alerts.devices(owner)).toHaveLength(1);
        expect(await alerts.unsubscribe(owner, { endpoint: 7 })).toMatchObject({ ok: false, status: 400 });
        expect(await alerts.unsubscribe(owner, { endpoint: phone.endpoint })).toEqual({ ok: true });
        expect(await alerts.devices(owner)).toEqual([]);
      } finally {
        await store.close();
      }
    });

    it("removes an owner's subscriptions, and their pending test pushes, with the owner", async () => {
      const store = await implementation.open();
      try {
        const { owner, partner, owners } = await withOwners(store);
        const alerts = alertsOn(store);
        await alerts.subscribe(owner, subscription("https://push.example/owner"), ANDROID);
        await alerts.subscribe(partner, subscription("https://push.example/partner"), ANDROID);
        expect(await alerts.sendTest(owner)).toBe(1);
        expect(await owners.remove("owner@shop.in")).toBe(true);
        expect((await store.sql.query("SELECT endpoint FROM push_subscriptions")).map((row) => row.endpoint)).toEqual(["https://push.example/partner"]);
        expect(await store.sql.query("SELECT id FROM alert_outbox")).toEqual([]);
      } finally {
        await store.close();
      }
    });

    it("makes one VAPID key pair when instances ask for it at the same moment, and keeps it", async () => {
      const store = await implementation.open();
      try {
        const instances = Array.from({ length: 4 }, () => alertsOn(store));
        const keys = await Promise.all(instances.map((alerts) => alerts.publicKey()));
        expect(new Set(keys).size).toBe(1);
        expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{87}$/);
        expect(await alertsOn(store).publicKey()).toBe(keys[0]);
        expect(await store.sql.query("SELECT name FROM settings WHERE name = 'vapid_keys'")).toHaveLength(1);
        // The operator's own pair wins over the stored one.
        const own = webPush.generateVAPIDKeys();
        expect(await alertsOn(store, { VAPID_PUBLIC_KEY: own.publicKey, VAPID_PRIVATE_KEY: own.privateKey }).publicKey()).toBe(own.publicKey);
      } finally {
        await store.close();
      }
    });
  });
}

describe("the VAPID subject", () => {
  it("is VAPID_SUBJECT, else the site when it is https, else the first owner's address", () => {
    expect(vapidSubject({ configured: "mailto:ops@vaigaidigital.in", siteUrl: "https://www.vaigaidigital.in", firstOwner: "owner@shop.in" })).toBe("mailto:ops@vaigaidigital.in");
    expect(vapidSubject({ siteUrl: "https://www.vaigaidigital.in/", firstOwner: "owner@shop.in" })).toBe("https://www.vaigaidigital.in");
    expect(vapidSubject({ siteUrl: "http://localhost:5173", firstOwner: "owner@shop.in" })).toBe("mailto:owner@shop.in");
  });
});
