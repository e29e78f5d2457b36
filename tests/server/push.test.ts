/**
 * The owner's push notifications over HTTP, against the built server with a loopback push
 * service (PUSH_ALLOW_LOOPBACK, test only) and no SMTP: a device is subscribed through
 * /admin/push/subscriptions and rings within a second of an enquiry; the three endpoints refuse
 * whoever is not the signed-in owner on the inbox's own page, and bad input changes nothing.
 * Without the flag, an endpoint anywhere but on a push service is refused in the owner's words.
 * Needs a build (`npm test` makes it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { useSite } from "../support/fixtures";
import { OWNER_EMAIL, ownerAuth, ownerCli, signedInCookie } from "../support/owner";
import { startPushService, type LoopbackPushService } from "../../scripts/lib/push-service";
import { until } from "../support/wait";
import { OwnerSettings } from "../../server/inbox/owner-settings";

const OTHER_OWNER = "partner@vaigaidigital.in";
const fixture = useSite({ sqlite: true, env: { PUSH_ALLOW_LOOPBACK: "true" } });
let store: EnquiryStore;
let push: LoopbackPushService;
let cookie: string;

beforeAll(async () => {
  push = await startPushService();
  store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
  await ownerAuth(store).owners.add(OWNER_EMAIL);
  await ownerAuth(store).owners.add(OTHER_OWNER);
  cookie = await signedInCookie(fixture.site, store);
});
afterAll(async () => {
  await store?.close();
  await push?.stop();
});

async function post(target: string, body: unknown, { session = cookie as string | null, origin = fixture.site.url, raw = false } = {}) {
  const response = await fetch(`${fixture.site.url}${target}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131", ...(session ? { Cookie: session } : {}) },
    body: raw ? String(body) : JSON.stringify(body),
    redirect: "manual",
  });
  const text = await response.text();
  return { status: response.status, json: text.startsWith("{") ? (JSON.parse(text) as Record<string, unknown>) : text };
}

const subscriptionRows = () => store.sql.query("SELECT owner_id, endpoint, device_name FROM push_subscriptions ORDER BY id");

async function enquire(message: string) {
  const answer = await fetch(`${fixture.site.url}/contact`, {
    method: "POST",
    headers: { Origin: fixture.site.url },
    body: new URLSearchParams({ name: "Meena Kumari", email: "meena@example.in", service: "Website Development", message }),
  });
  expect(answer.status).toBe(200);
}

describe("a subscribed phone", () => {
  it("is kept as the owner's device, and rings with the enquiry, signed and encrypted", async () => {
    const subscription = push.subscribe();
    expect(await post("/admin/push/subscriptions", subscription)).toEqual({ status: 201, json: { ok: true } });
    // Subscribing again (the page does on every visit) keeps one row.
    expect((await post("/admin/push/subscriptions", subscription)).status).toBe(201);
    const owner = await ownerAuth(store).owners.find(OWNER_EMAIL);
    expect(await subscriptionRows()).toEqual([{ owner_id: owner!.id, endpoint: subscription.endpoint, device_name: "Android phone" }]);

    await enquire("I need a website for my textile shop in Madurai, with a catalogue of sarees and a way to order on WhatsApp.");
    await until(() => push.received.length === 1, 5000, "the push");
    const [received] = push.received;
    const [row] = await store.sql.query("SELECT id FROM enquiries ORDER BY id DESC LIMIT 1");
    expect(received!.message).toEqual({
      title: "New enquiry: Website Development",
      body: "Meena Kumari: I need a website for my textile shop in Madurai, with a catalogue of sarees and a way to order on…",
      url: `/admin/enquiries/${row!.id}`,
      tag: String(row!.id),
    });
    expect(received!.headers.ttl).toBe("86400");
    expect(received!.headers.urgency).toBe("high");
    expect(received!.headers["content-encoding"]).toBe("aes128gcm");
    expect(received!.jwt.signatureValid).toBe(true);
    expect(received!.jwt.header).toMatchObject({ alg: "ES256", typ: "JWT" });
    expect(received!.jwt.claims.aud).toBe(push.origin);
    expect(received!.jwt.claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(received!.jwt.claims.exp * 1000).toBeGreaterThan(Date.now());
    // Signed with the key the server stored at first start, the one the page subscribes with.
    const [keys] = await store.sql.query<{ value: string }>("SELECT value FROM settings WHERE name = 'vapid_keys'");
    expect(received!.jwt.publicKey).toBe(JSON.parse(keys!.value).publicKey);
  });

  it("gets a test notification from /admin/push/test, one per device", async () => {
    const before = push.received.length;
    expect(await post("/admin/push/test", "", { raw: true })).toEqual({ status: 202, json: { ok: true, devices: 1 } });
    await until(() => push.received.length === before + 1, 5000, "the test push");
    expect(push.received.at(-1)!.message).toEqual({ title: "Test notification", body: expect.any(String), url: "/admin/notifications", tag: "test" });
  });
});

describe("the push endpoints refuse", () => {
  it("a post without a session (401), and change nothing", async () => {
    const before = await subscriptionRows();
    for (const [target, body] of [
      ["/admin/push/subscriptions", push.subscribe()],
      ["/admin/push/subscriptions/delete", { endpoint: String(before[0]?.endpoint) }],
      ["/admin/push/test", {}],
    ] as const) {
      const answer = await post(target, body, { session: null });
      expect(answer.status, target).toBe(401);
      expect(answer.json, target).toEqual({ message: "Please sign in again. Your session has ended on this device.", lang: "en" });
    }
    expect(await subscriptionRows()).toEqual(before);
  });

  it("a post from another site (403), and change nothing", async () => {
    const before = await subscriptionRows();
    for (const target of ["/admin/push/subscriptions", "/admin/push/subscriptions/delete", "/admin/push/test"]) {
      const answer = await post(target, target.endsWith("delete") ? { endpoint: String(before[0]?.endpoint) } : push.subscribe(), { origin: "https://evil.example" });
      expect(answer.status, target).toBe(403);
    }
    expect(await subscriptionRows()).toEqual(before);
  });

  it("an endpoint that is not https: (400), and bad subscriptions of every kind", async () => {
    const before = await subscriptionRows();
    const good = push.subscribe();
    const bad: unknown[] = [
      { ...good, endpoint: "http://push.example.com/x" },
      { ...good, endpoint: "http://127.0.0.1/no-port" },
      { ...good, endpoint: "ftp://push.example.com/x" },
      { ...good, endpoint: "javascript:alert(1)" },
      { ...good, keys: { p256dh: "abc", auth: good.keys.auth } },
      { ...good, keys: { p256dh: `B${"A".repeat(86)}`, auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: "short" } },
      { endpoint: good.endpoint },
      [good],
      null,
      "text",
    ];
    for (const body of bad) {
      const answer = await post("/admin/push/subscriptions", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof (answer.json as { message?: unknown }).message).toBe("string");
    }
    expect((await post("/admin/push/subscriptions", "{not json", { raw: true })).status).toBe(400);
    expect(await subscriptionRows()).toEqual(before);
  });

  it("removing another owner's device (404), which stays; the owner removes their own", async () => {
    const other = await signedInCookie(fixture.site, store, OTHER_OWNER);
    const [mine] = await subscriptionRows();
    expect(await post("/admin/push/subscriptions/delete", { endpoint: mine!.endpoint }, { session: other })).toMatchObject({ status: 404 });
    expect(await subscriptionRows()).toHaveLength(1);
    expect((await post("/admin/push/subscriptions/delete", { endpoint: 42 })).status).toBe(400);
    expect(await post("/admin/push/subscriptions/delete", { endpoint: mine!.endpoint })).toEqual({ status: 200, json: { ok: true } });
    expect(await subscriptionRows()).toEqual([]);
  });
});

describe("removing an owner", () => {
  it("with `npm run owner -- remove` removes their devices: nothing rings for them any more", async () => {
    const partner = await signedInCookie(fixture.site, store, OTHER_OWNER);
    const device = push.subscribe();
    expect((await post("/admin/push/subscriptions", device, { session: partner })).status).toBe(201);
    expect((await subscriptionRows()).map((row) => row.endpoint)).toContain(device.endpoint);
    expect(ownerCli(`sqlite:${fixture.databaseFile}`, "remove", OTHER_OWNER).status).toBe(0);
    expect((await subscriptionRows()).map((row) => row.endpoint)).not.toContain(device.endpoint);
  });
});

describe("without PUSH_ALLOW_LOOPBACK", () => {
  const plain = useSite({ sqlite: true });
  /** This machine, its network, the cloud's metadata address and another site (issue 36). */
  const notPushServices = (port: number) => [
    `http://127.0.0.1:${port}/push/1`,
    "https://127.0.0.1/push",
    "https://10.0.0.5/push",
    "http://10.0.0.5:8080/push",
    "https://169.254.169.254/latest/meta-data/",
    "http://169.254.169.254/latest/meta-data/",
    `http://localhost:${port}/push/1`,
    "https://localhost/push",
    `http://[::1]:${port}/push/1`,
    "https://[::1]/push",
    "https://example.com/push",
    "https://evilpush.apple.com/push",
    "https://fcm.googleapis.com.example.com/fcm/send/x",
  ];

  it("an endpoint on loopback, a private or link-local address or any other site is refused with 400, in the owner's words", async () => {
    const plainStore = new EnquiryStore(new SqliteDatabase(plain.databaseFile));
    try {
      await ownerAuth(plainStore).owners.add(OWNER_EMAIL);
      const session = await signedInCookie(plain.site, plainStore);
      const subscribe = (body: unknown) =>
        fetch(`${plain.site.url}/admin/push/subscriptions`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: plain.site.url, Cookie: session },
          body: JSON.stringify(body),
        });
      const device = push.subscribe();
      for (const endpoint of notPushServices(Number(new URL(push.origin).port))) {
        const answer = await subscribe({ ...device, endpoint });
        expect(answer.status, endpoint).toBe(400);
        // The owner reads the refusal in their language (decision 0073), not the schema's English reason.
        expect(await answer.json(), endpoint).toEqual({ message: "This browser's notification service is not one the inbox can send to. Please use Chrome, Firefox, Edge or Safari." });
      }
      const owner = await ownerAuth(plainStore).owners.find(OWNER_EMAIL);
      await new OwnerSettings(plainStore.sql).setLanguage(owner!.id, "ta");
      expect(await (await subscribe(device)).json()).toEqual({
        message: "இந்தப் பிரவுசரின் நோட்டிஃபிகேஷன் சேவைக்கு இன்பாக்ஸால் அனுப்ப முடியாது. Chrome, Firefox, Edge அல்லது Safari-ஐப் பயன்படுத்துங்கள்.",
      });
      expect(await plainStore.sql.query("SELECT id FROM push_subscriptions")).toEqual([]);
      // A real push service's endpoint, with the same keys, is kept.
      expect((await subscribe({ ...device, endpoint: "https://fcm.googleapis.com/fcm/send/test-device" })).status).toBe(201);
      expect(await plainStore.sql.query("SELECT endpoint FROM push_subscriptions")).toEqual([{ endpoint: "https://fcm.googleapis.com/fcm/send/test-device" }]);
    } finally {
      await plainStore.close();
    }
  });
});
