/**
 * The alerts' outbox channel on both databases, delivering to a push service and a webhook
 * receiver on loopback: queued in the enquiry's transaction, retried after a failure (the first
 * retry within 30 s), a subscription the push service says is gone (410) removed, an endpoint not
 * on a push service never posted to, a spam enquiry ringing nobody, and the webhook signed per Standard Webhooks with one id across retries.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushService, type LoopbackPushService } from "../../scripts/lib/push-service";
import { newEnquiry, storeImplementations } from "../../tests/support/stores";
import { OwnerDirectory } from "../auth/owners";
import { loadConfig } from "../config";
import { EnquiryService } from "../enquiries/service";
import { OwnerSettings } from "../inbox/owner-settings";
import type { EnquiryStore } from "../enquiries/store";
import { until } from "../../tests/support/wait";
import { AlertStore } from "./alert-store";
import { OwnerAlerts } from "./owner-alerts";

const implementations = await storeImplementations();
const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const quiet = { info() {}, warn() {} };

type Hook = { headers: http.IncomingHttpHeaders; body: string };

/** A webhook receiver on loopback that answers the scripted statuses (then 204) and keeps what it got. */
async function startReceiver() {
  const received: Hook[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/enquiries`,
    received,
    respondWith: (...more: number[]) => statuses.push(...more),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let push: LoopbackPushService;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  push = await startPushService();
  receiver = await startReceiver();
});
afterAll(async () => {
  await push.stop();
  await receiver.stop();
});

/** A store with one owner subscribed on one loopback device, its alerts' channel on the store. */
async function setUp(store: EnquiryStore, env: Record<string, string> = {}) {
  const owners = new OwnerDirectory(store.sql);
  await owners.add("owner@shop.in");
  const ownerId = (await owners.find("owner@shop.in"))!.id;
  const alerts = new OwnerAlerts(store, loadConfig({ PUSH_ALLOW_LOOPBACK: "true", ...env }), { siteUrl: "https://www.vaigaidigital.in", log: quiet });
  store.channels.push(alerts.channel);
  const device = push.subscribe();
  expect(await alerts.subscribe(ownerId, device, "Android")).toEqual({ ok: true });
  return { alerts, ownerId, device, outbox: new AlertStore(store.sql) };
}

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`the alerts' channel on ${implementation.name}`, () => {
    it("retries a push the push service refused (503) within 30 s, and delivers it once", async () => {
      const store = await implementation.open();
      try {
        const { alerts, device, outbox } = await setUp(store);
        const enquiry = await store.addEnquiry(newEnquiry({ createdAt: new Date() }));
        const [queued] = await outbox.list();
        expect(queued).toMatchObject({ channel: "push", enquiryId: enquiry.id, status: "pending", attempts: 0 });
        const before = push.received.length;
        push.respondWith(503);
        const now = Date.now();
        expect(await alerts.channel.deliverDue(now)).toBe(1);
        const [failed] = await outbox.list();
        expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: "the push service answered 503" });
        expect(failed!.nextAttemptAt - now).toBeGreaterThan(0);
        expect(failed!.nextAttemptAt - now).toBeLessThanOrEqual(30_000);
        // Not before it is due; then delivered, and never again.
        expect(await alerts.channel.deliverDue(now)).toBe(0);
        expect(await alerts.channel.deliverDue(failed!.nextAttemptAt)).toBe(1);
        expect(await outbox.list()).toMatchObject([{ status: "sent", attempts: 2 }]);
        expect(await alerts.channel.deliverDue(failed!.nextAttemptAt + 3_600_000)).toBe(0);
        expect(push.received.slice(before).map((received) => [received.path, received.message.tag])).toEqual([[new URL(device.endpoint).pathname, String(enquiry.id)]]);
      } finally {
        await store.close();
      }
    });

    it("rings each owner in their own inbox's language: a Tamil owner's device in Tamil, an English owner's in English", async () => {
      const store = await implementation.open();
      try {
        const { alerts, ownerId, device } = await setUp(store);
        const owners = new OwnerDirectory(store.sql);
        await owners.add("partner@shop.in");
        const partnerId = (await owners.find("partner@shop.in"))!.id;
        const settings = new OwnerSettings(store.sql);
        await settings.setLanguage(ownerId, "ta");
        await settings.setLanguage(partnerId, "en");
        const partnerDevice = push.subscribe();
        expect(await alerts.subscribe(partnerId, partnerDevice, "Windows")).toEqual({ ok: true });
        const before = push.received.length;
        await store.addEnquiry(newEnquiry({ service: "Website Development", createdAt: new Date() }));
        expect(await alerts.channel.deliverDue(Date.now())).toBe(2);
        const titles = new Map(push.received.slice(before).map((received) => [received.path, received.message.title]));
        expect(titles).toEqual(
          new Map([
            [new URL(device.endpoint).pathname, "புதிய விசாரணை: வெப்சைட் டெவலப்மென்ட்"],
            [new URL(partnerDevice.endpoint).pathname, "New enquiry: Website Development"],
          ]),
        );
        expect(await alerts.sendTest(ownerId)).toBe(1);
        await alerts.channel.deliverDue(Date.now());
        expect(push.received.at(-1)!.message).toMatchObject({ title: "டெஸ்ட் நோட்டிஃபிகேஷன்", tag: "test" });
      } finally {
        await store.close();
      }
    });

    it("removes a subscription the push service says is gone (410), with its pushes", async () => {
      const store = await implementation.open();
      try {
        const { alerts, outbox } = await setUp(store);
        await store.addEnquiry(newEnquiry({ createdAt: new Date() }));
        push.respondWith(410);
        await alerts.channel.deliverDue(Date.now());
        expect(await store.sql.query("SELECT id FROM push_subscriptions")).toEqual([]);
        expect(await outbox.list()).toEqual([]);
        // A later enquiry rings nobody.
        await store.addEnquiry(newEnquiry({ createdAt: new Date() }));
        expect(await outbox.list()).toEqual([]);
      } finally {
        await store.close();
      }
    });

    it("posts nothing to a stored endpoint that is not a push service's (stored while PUSH_ALLOW_LOOPBACK was on), and removes it", async () => {
      const store = await implementation.open();
      try {
        const { ownerId } = await setUp(store);
        const strict = new OwnerAlerts(store, loadConfig({}), { siteUrl: "https://www.vaigaidigital.in", log: quiet });
        expect(await strict.sendTest(ownerId)).toBe(1);
        const before = push.received.length;
        expect(await strict.channel.deliverDue(Date.now())).toBe(1);
        expect(push.received.length).toBe(before);
        expect(await store.sql.query("SELECT id FROM push_subscriptions")).toEqual([]);
        expect(await new AlertStore(store.sql).list()).toEqual([]);
      } finally {
        await store.close();
      }
    });

    it("rings nobody for an enquiry marked as spam, nor for a push past its day", async () => {
      const store = await implementation.open();
      try {
        const { alerts, outbox } = await setUp(store);
        const before = push.received.length;
        const spam = await store.addEnquiry(newEnquiry({ createdAt: new Date() }));
        await store.sql.query("UPDATE enquiries SET status = 'spam' WHERE id = ?", [spam.id]);
        await store.addEnquiry(newEnquiry({ createdAt: new Date(Date.now() - 25 * 3600_000) }));
        expect(await alerts.channel.deliverDue(Date.now())).toBe(2);
        expect((await outbox.list()).map((job) => job.status)).toEqual(["dropped", "dropped"]);
        expect(push.received.length).toBe(before);
      } finally {
        await store.close();
      }
    });

    it("posts each enquiry to the webhook, signed, with the same webhook-id on a retry", async () => {
      const store = await implementation.open();
      try {
        const { alerts, outbox } = await setUp(store, { NOTIFY_WEBHOOK_URL: receiver.url, NOTIFY_WEBHOOK_SECRET: SECRET });
        await store.sql.query("DELETE FROM push_subscriptions");
        const before = receiver.received.length;
        const enquiry = await store.addEnquiry(newEnquiry({ createdAt: new Date() }));
        receiver.respondWith(500);
        const now = Date.now();
        await alerts.channel.deliverDue(now);
        const [failed] = await outbox.list();
        expect(failed).toMatchObject({ channel: "webhook", status: "pending", attempts: 1, lastError: "the webhook answered 500" });
        expect(failed!.nextAttemptAt - now).toBeLessThanOrEqual(30_000);
        await alerts.channel.deliverDue(failed!.nextAttemptAt);
        expect(await outbox.list()).toMatchObject([{ status: "sent", attempts: 2 }]);

        const calls = receiver.received.slice(before);
        expect(calls).toHaveLength(2);
        expect(calls[0]!.headers["webhook-id"]).toBe(calls[1]!.headers["webhook-id"]);
        const webhook = new Webhook(SECRET);
        for (const call of calls) {
          expect(webhook.verify(call.body, call.headers as Record<string, string>)).toEqual({
            type: "enquiry.created",
            timestamp: enquiry.createdAt,
            data: {
              id: enquiry.id,
              name: enquiry.name,
              phone: enquiry.phone,
              email: enquiry.email,
              businessName: enquiry.businessName,
              service: enquiry.service,
              message: enquiry.message,
              language: "en",
              url: `https://www.vaigaidigital.in/admin/enquiries/${enquiry.id}`,
            },
          });
        }
        // Signed with another secret, or altered, it does not verify.
        expect(() => new Webhook(`whsec_${randomBytes(32).toString("base64")}`).verify(calls[0]!.body, calls[0]!.headers as Record<string, string>)).toThrow();
        expect(() => webhook.verify(calls[0]!.body.replace(enquiry.name, "Someone else"), calls[0]!.headers as Record<string, string>)).toThrow();
      } finally {
        await store.close();
      }
    });
  });
}

describe("the enquiry service with SMTP_URL unset", () => {
  it("still sends the push, at once after the enquiry is stored, not at the next poll", async () => {
    const store = await implementations[0]!.open();
    const service = new EnquiryService(store, { ...loadConfig({}), CONTACT_RATE_LIMIT: 10 }, { log: { ...quiet, error() {} }, pollIntervalMs: 60_000 });
    try {
      const { alerts } = await setUp(store);
      service.addChannel(alerts.channel);
      await service.start();
      // The worker's first round (at start) has passed: only a wake-up can deliver now.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const before = push.received.length;
      const enquiry = await service.submit(
        { name: "Meena Kumari", email: "meena@example.in", phone: "", businessName: "", service: "Website Development", message: "Without a mail server." },
        { clientIp: "203.0.113.9", userAgent: "test" },
      );
      await until(() => push.received.length > before, 5000, "the push");
      expect(push.received.at(-1)!.message.tag).toBe(String(enquiry.id));
    } finally {
      await service.stop();
    }
  });
});
