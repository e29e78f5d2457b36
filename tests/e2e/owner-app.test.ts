/**
 * The owner's installable inbox in a real Chromium (decision 0063): the service worker and
 * manifest belong to /admin only, a push delivered through DevTools shows its notification,
 * a notification's click opens the enquiry, the notifications page turns this phone on and
 * off, and the inbox's setup prompt shows until the owner has a device.
 *
 * What is simulated, and why:
 * - The push comes from DevTools (`ServiceWorker.deliverPushMessage`), not a push service:
 *   this machine reaches none. The server's delivery is tested against a loopback push service.
 * - The click is a NotificationEvent the test dispatches inside the worker: headless Chromium
 *   shows no notification one could tap. Such an event carries no user activation, so the
 *   worker's path tested is the one for an inbox already open (it navigates that window).
 * - The notifications page subscribes through a stand-in PushManager (subscribe,
 *   getSubscription, unsubscribe), as headless Chromium cannot subscribe without a push
 *   service. Its subscription is one of a loopback push service (PUSH_ALLOW_LOOPBACK), as
 *   the server sends only to push services: everything after it is real, the page's POSTs, the
 *   server's devices, the list, and the test notification the push service receives.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, PHONE, watchErrors } from "../../scripts/lib/chromium";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { startPushService, type LoopbackPushService } from "../../scripts/lib/push-service";
import { OWNER_EMAIL, ownerCli, signedInCookie } from "../support/owner";
import { until } from "../support/wait";

const tempDir = mkdtempSync(path.join(tmpdir(), "owner-app-e2e-"));
const dbFile = path.join(tempDir, "owner-app.db");
let browser: Browser;
let site: RunningSite;
let store: EnquiryStore;
let base: string;
let enquiryId: number;
let push: LoopbackPushService;

beforeAll(async () => {
  expect(ownerCli(`sqlite:${dbFile}`, "add", OWNER_EMAIL).status).toBe(0);
  push = await startPushService();
  site = await startSite({ env: { DATABASE_URL: `sqlite:${dbFile}`, PUSH_ALLOW_LOOPBACK: "true" } });
  base = site.url;
  const posted = await fetch(`${base}/contact`, {
    method: "POST",
    headers: { Origin: base },
    body: new URLSearchParams({ name: "Kavitha Raman", email: "kavitha@example.in", phone: "9843012345", businessName: "", service: "Website Development", message: "A website for our sweet shop in Madurai, with WhatsApp orders." }),
  });
  expect(posted.status).toBe(200);
  store = new EnquiryStore(new SqliteDatabase(dbFile));
  const [row] = await store.sql.query("SELECT id FROM enquiries");
  enquiryId = Number(row!.id);
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await push?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

/** A phone signed in to the inbox, with notifications allowed unless `allow` is false. */
async function ownerPhone({ allow = true, javaScriptEnabled = true, userAgent }: { allow?: boolean; javaScriptEnabled?: boolean; userAgent?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled, ...(userAgent ? { userAgent } : {}) });
  if (allow) await context.grantPermissions(["notifications"], { origin: base });
  const [name, value] = (await signedInCookie(site, store)).split("=") as [string, string];
  await context.addCookies([{ name, value, url: base }]);
  return context;
}

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(base + pathname);
  await page.waitForSelector("html[data-hydrated]");
}

const manifestLinks = (page: Page) => page.locator("link[rel=manifest]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
const inboxWorkerScope = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.ready).scope);

describe("the inbox's service worker and manifest", { timeout: 60_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  const registrations = new Map<string, string>();
  beforeAll(async () => {
    context = await ownerPhone();
    page = await context.newPage();
    // Records what the pages set the app's badge to (headless Chromium shows no badge to read).
    await context.addInitScript(() => {
      const calls: Array<number | "clear"> = ((window as unknown as { badges: unknown[] }).badges = []);
      Navigator.prototype.setAppBadge = async (count?: number) => void calls.push(count ?? 0);
      Navigator.prototype.clearAppBadge = async () => void calls.push("clear");
    });
    cdp = await context.newCDPSession(page);
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
      for (const { registrationId, scopeURL, isDeleted } of updated) if (!isDeleted) registrations.set(scopeURL, registrationId);
    });
    await cdp.send("ServiceWorker.enable");
  });
  afterAll(() => context?.close());

  it("a public page registers no worker, is controlled by none, and links the site's manifest", async () => {
    for (const pathname of ["/", "/contact", "/ta/about"]) {
      await open(page, pathname);
      await page.waitForLoadState("load");
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)), pathname).toBe(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller), pathname).toBeNull();
      expect(await manifestLinks(page), pathname).toEqual(["/site.webmanifest"]);
    }
  });

  it("an inbox page links the inbox's manifest and registers the worker after load, for /admin", async () => {
    await open(page, "/admin");
    expect(await manifestLinks(page)).toEqual(["/admin/manifest.webmanifest"]);
    expect(await inboxWorkerScope(page)).toBe(`${base}/admin`);
    await until(() => registrations.has(`${base}/admin`), 10_000, "DevTools to see the registration");
  });

  it("after it, a public page is still controlled by no worker, and none has its scope", async () => {
    await open(page, "/about");
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration("/about").then((found) => found ?? null))).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.map((r) => r.scope)))).toEqual([`${base}/admin`]);
  });

  it("a push shows its notification: title, body, tag, the inbox's icon, and where a tap leads", async () => {
    await open(page, "/admin");
    const payload = { title: "New enquiry: Kavitha Raman", body: "Website Development · A website for our sweet shop", url: `/admin/enquiries/${enquiryId}`, tag: `enquiry-${enquiryId}` };
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: base, registrationId: registrations.get(`${base}/admin`)!, data: JSON.stringify(payload) });
    const shown = async () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown })));
    await until(async () => (await shown()).length > 0, 10_000, "the notification");
    expect(await shown()).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, icon: `${base}/icon-192.png`, data: { url: `${base}${payload.url}` } }]);
  });

  it("a push that names a page outside the inbox leads to the inbox instead", async () => {
    const payload = { title: "Elsewhere", body: "", url: "https://evil.example/admin", tag: "elsewhere" };
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: base, registrationId: registrations.get(`${base}/admin`)!, data: JSON.stringify(payload) });
    const urlOf = () => page.evaluate(async () => ((await (await navigator.serviceWorker.ready).getNotifications({ tag: "elsewhere" }))[0]?.data as { url?: string } | undefined)?.url);
    await until(async () => (await urlOf()) !== undefined, 10_000, "the second notification");
    expect(await urlOf()).toBe(`${base}/admin`);
  });

  it("the badge: the worker counts the enquiries' notifications shown, an inbox page sets the New count", async () => {
    await open(page, "/admin");
    expect(await page.evaluate(() => (window as unknown as { badges: unknown[] }).badges)).toEqual([1]);
    const worker = context.serviceWorkers().find((w) => w.url() === `${base}/admin/sw.js`)!;
    await worker.evaluate(() => {
      const calls: Array<number | "clear"> = ((self as unknown as { badges: unknown[] }).badges = []);
      const phone = self.navigator as unknown as { setAppBadge: unknown; clearAppBadge: unknown };
      phone.setAppBadge = async (count: number) => void calls.push(count);
      phone.clearAppBadge = async () => void calls.push("clear");
    });
    const payload = { title: "New enquiry again", body: "", url: `/admin/enquiries/${enquiryId}`, tag: `enquiry-${enquiryId}` };
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: base, registrationId: registrations.get(`${base}/admin`)!, data: JSON.stringify(payload) });
    const workerBadges = () => worker.evaluate(() => (self as unknown as { badges: unknown[] }).badges);
    await until(async () => (await workerBadges()).length > 0, 10_000, "the worker's badge");
    // One enquiry's notification (the same tag replaced the first); the one leading to /admin is no enquiry.
    expect(await workerBadges()).toEqual([1]);
  });

  it("a click on the notification takes the open inbox to the enquiry (the click simulated in the worker)", async () => {
    await open(page, "/admin");
    const worker = context.serviceWorkers().find((w) => w.url() === `${base}/admin/sw.js`)!;
    await worker.evaluate(async (tag) => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
      const [notification] = await scope.registration.getNotifications({ tag });
      self.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notification! }));
    }, `enquiry-${enquiryId}`);
    await page.waitForURL(`${base}/admin/enquiries/${enquiryId}`);
    await page.getByText("Kavitha Raman").first().waitFor();
    // Opened, the enquiry is Read: no New enquiry is left, and the badge goes.
    await open(page, "/admin");
    expect(await page.evaluate(() => (window as unknown as { badges: unknown[] }).badges)).toEqual(["clear"]);
  });

  it("keeps nothing of the inbox: after pages and data under the worker, the origin has no cache at all", async () => {
    await open(page, "/admin");
    await inboxWorkerScope(page);
    await until(() => page.evaluate(() => navigator.serviceWorker.controller !== null), 10_000, "the worker to control the inbox");
    await open(page, `/admin/enquiries/${enquiryId}`);
    expect(await page.evaluate(() => fetch("/admin.data").then((answer) => answer.status))).toBe(200);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
  });
});

/**
 * A stand-in PushManager (see the header): subscribe() records what it was given, and the
 * subscription outlives a page load (in localStorage) as a browser's does.
 */
function standInPushManager({ endpoint, p256dh, auth }: { endpoint: string; p256dh: string; auth: string }) {
  const calls = ((window as unknown as { pushSubscribeCalls: unknown[] }).pushSubscribeCalls = []) as unknown[];
  const KEY = "stand-in-push-subscription";
  const subscription = (key: string) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async function () {
    const key = localStorage.getItem(KEY);
    return (key === null ? null : subscription(key)) as PushSubscription | null;
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = btoa(String.fromCharCode(...(options?.applicationServerKey as Uint8Array)));
    calls.push({ userVisibleOnly: options?.userVisibleOnly, key: key.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "") });
    localStorage.setItem(KEY, key);
    return subscription(key) as unknown as PushSubscription;
  };
}

describe("the notifications page and the inbox's prompt", { timeout: 90_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    const device = push.subscribe();
    context = await ownerPhone();
    await context.addInitScript(standInPushManager, { endpoint: device.endpoint, ...device.keys });
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(() => context?.close());

  it("the inbox asks an owner with no device to turn notifications on; 'Not now' hides it on this phone", async () => {
    await open(page, "/admin");
    const prompt = page.getByRole("complementary", { name: "Notifications" });
    await prompt.getByText("Turn on notifications: this phone rings for each new enquiry").waitFor();
    expect(await prompt.getByRole("link", { name: "Turn on notifications" }).getAttribute("href")).toBe("/admin/notifications");
    await prompt.getByRole("button", { name: "Not now" }).click();
    await prompt.waitFor({ state: "detached" });
    await open(page, "/admin");
    await page.waitForTimeout(300);
    expect(await prompt.count()).toBe(0);
    await page.evaluate(() => localStorage.clear());
    await open(page, "/admin");
    await prompt.waitFor();
  });

  it("turns this phone on: the server's key, the subscription posted, the device listed as this one", async () => {
    await open(page, "/admin/notifications");
    await page.getByText("Notifications are off on this phone.").waitFor();
    await page.getByRole("button", { name: "Turn on notifications on this phone" }).click();
    await page.getByText("Notifications are on for this phone.").waitFor();
    const calls = (await page.evaluate(() => (window as unknown as { pushSubscribeCalls: Array<{ userVisibleOnly: boolean; key: string }> }).pushSubscribeCalls)) ?? [];
    expect(calls).toHaveLength(1);
    expect(calls[0]!.userVisibleOnly).toBe(true);
    expect(calls[0]!.key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const devices = page.getByRole("listitem");
    await devices.getByText("This device").waitFor();
    expect(await devices.count()).toBe(1);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  it("sends a test notification and says to how many devices", async () => {
    const before = push.received.length;
    await page.getByRole("button", { name: "Send a test notification" }).click();
    await page.getByText("Sent to 1 device.").waitFor();
    await until(() => push.received.length === before + 1, 10_000, "the test notification at the push service");
    expect(push.received.at(-1)!.message.tag).toBe("test");
  });

  it("the inbox shows no prompt once the owner has a device", async () => {
    await open(page, "/admin");
    await page.getByRole("heading", { name: "Enquiries" }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole("complementary", { name: "Notifications" }).count()).toBe(0);
  });

  it("removes the device, on the server and on this phone", async () => {
    await open(page, "/admin/notifications");
    await page.getByText("Notifications are on for this phone.").waitFor();
    await page.getByRole("button", { name: /^Remove/ }).click();
    await page.getByText("None yet:", { exact: false }).waitFor();
    await page.getByText("Notifications are off on this phone.").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("stand-in-push-subscription"))).toBeNull();
    expect(errors).toEqual([]);
  });

  it("says how to allow notifications again when they are blocked (the blocked permission stood in for)", async () => {
    // DevTools' Browser.setPermission reaches only the default context; Playwright grants but cannot deny.
    const blocked = await ownerPhone({ allow: false });
    await blocked.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
    const blockedPage = await blocked.newPage();
    await open(blockedPage, "/admin/notifications");
    await blockedPage.getByText("Notifications are blocked for this site").waitFor();
    await blockedPage.getByText("set Notifications to Allow", { exact: false }).waitFor();
    expect(await blockedPage.getByRole("button", { name: "Turn on notifications on this phone" }).count()).toBe(0);
    await blocked.close();
  });

  it("on an iPhone's browser, without push, says to add the inbox to the home screen first", async () => {
    const iphone = await ownerPhone({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1" });
    await iphone.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
    const iphonePage = await iphone.newPage();
    await open(iphonePage, "/admin/notifications");
    await iphonePage.getByText("Add this inbox to your home screen first").waitFor();
    expect(await iphonePage.getByRole("button", { name: "Turn on notifications on this phone" }).count()).toBe(0);
    await iphone.close();
  });

  it("without JavaScript, the page says it needs it, and offers no button that would do nothing", async () => {
    // Playwright's javaScriptEnabled: false stops scripts but still parses <noscript> as text, as a
    // browser with scripting on does: the message is checked in the HTML the server sends.
    const cookie = await signedInCookie(site, store);
    const html = await (await fetch(`${base}/admin/notifications`, { headers: { Cookie: cookie } })).text();
    expect(html).toMatch(/<noscript>.*This page needs JavaScript to turn on notifications\..*<\/noscript>/s);
    const noScript = await ownerPhone({ javaScriptEnabled: false });
    const noScriptPage = await noScript.newPage();
    await noScriptPage.goto(`${base}/admin/notifications`);
    await noScriptPage.getByRole("heading", { name: "Notifications" }).waitFor();
    expect(await noScriptPage.getByRole("button", { name: "Turn on notifications on this phone" }).count()).toBe(0);
    await noScript.close();
  });
});
