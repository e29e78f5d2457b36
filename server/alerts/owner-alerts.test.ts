/**
 * The owner's alerts on both databases: subscriptions kept once per endpoint and moved to
 * whoever subscribes it last, at most 20 an owner (the oldest goes), refused off the push
 * services, removed only by their owner or with the owner, and one VAPID key pair however
 * many instances ask for it at once.
 */
import { describe, expect, it, vi } from "vitest";
import webPush from "web-push";
import { storeImplementations } from "../../tests/support/stores";
import { OwnerDirectory } from "../auth/owners";
import { loadConfig } from "../config";
import type { EnquiryStore } from "../enquiries/store";
import { MAX_DEVICES_PER_OWNER } from "./alert-store";
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

    it("keeps at most 20 devices an owner: the 21st pushes out the one subscribed longest ago, with its pending pushes", async () => {
      const store = await implementation.open();
      try {
        const { owner, partner } = await withOwners(store);
        const alerts = alertsOn(store);
        const endpoint = (n: number) => `https://fcm.googleapis.com/fcm/send/device-${n}`;
        // A millisecond apart each, as two taps are: subscribed in the same one, the older row counts as older.
        let clock = Date.parse("2026-12-01T10:00:00Z");
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(clock);
        const tick = () => vi.setSystemTime(++clock);
        await alerts.subscribe(partner, subscription("https://web.push.apple.com/partner"), ANDROID);
        for (let n = 1; n <= MAX_DEVICES_PER_OWNER; n++) {
          tick();
          expect(await alerts.subscribe(owner, subscription(endpoint(n)), ANDROID)).toEqual({ ok: true });
        }
        expect(MAX_DEVICES_PER_OWNER).toBe(20);
        expect(await alerts.devices(owner)).toHaveLength(20);
        // Device 1 is turned on again: now device 2 is the one turned on longest ago.
        tick();
        await alerts.subscribe(owner, subscription(endpoint(1)), ANDROID);
        expect(await alerts.sendTest(owner)).toBe(20);
        tick();
        await alerts.subscribe(owner, subscription(endpoint(21)), ANDROID);
        const kept = (await alerts.devices(owner)).map((device) => device.endpoint);
        expect(kept).toHaveLength(20);
        expect(kept).not.toContain(endpoint(2));
        expect(kept).toContain(endpoint(1));
        expect(kept).toContain(endpoint(21));
        expect(await store.sql.query("SELECT id FROM alert_outbox")).toHaveLength(19);
        // Another owner's device is not theirs to push out.
        expect((await alerts.devices(partner)).map((device) => device.endpoint)).toEqual(["https://web.push.apple.com/partner"]);
      } finally {
        vi.useRealTimers();
        await store.close();
      }
    });

    it("refuses an endpoint off the push services, or keys off the curve, and stores nothing", async () => {
      const store = await implementation.open();
      try {
        const { owner } = await withOwners(store);
        const alerts = alertsOn(store);
        const good = subscription();
        expect(await alerts.subscribe(owner, { ...good, endpoint: "https://169.254.169.254/latest/meta-data/" }, ANDROID)).toMatchObject({ ok: false, status: 400, refusal: "notPushService" });
        expect(await alerts.subscribe(owner, { ...good, keys: { ...good.keys, p256dh: `B${"A".repeat(86)}` } }, ANDROID)).toMatchObject({ ok: false, status: 400, refusal: "unreadable" });
        expect(await store.sql.query("SELECT id FROM push_subscriptions")).toEqual([]);
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
        await alerts.subscribe(owner, subscription("https://fcm.googleapis.com/fcm/send/owner"), ANDROID);
        await alerts.subscribe(partner, subscription("https://fcm.googleapis.com/fcm/send/partner"), ANDROID);
        expect(await alerts.sendTest(owner)).toBe(1);
        expect(await owners.remove("owner@shop.in")).toBe(true);
        expect((await store.sql.query("SELECT endpoint FROM push_subscriptions")).map((row) => row.endpoint)).toEqual(["https://fcm.googleapis.com/fcm/send/partner"]);
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
