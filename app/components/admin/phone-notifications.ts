/**
 * Notifications on the owner's phone, as the browser sees them: whether this browser can have
 * them, whether the owner allowed them, and this browser's push subscription, which the server
 * keeps as one of the owner's devices (POST /admin/push/subscriptions). Browser-only: every
 * function here runs after hydration.
 */
import { postJson, RequestRefused } from "~/components/admin/post-json";

/** The inbox's service worker and what it controls: /admin and below, never a public page (decision 0063). */
const INBOX_WORKER = { url: "/admin/sw.js", scope: "/admin" } as const;

/** Registers the inbox's service worker, or finds it registered already. */
export function registerInboxWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(INBOX_WORKER.url, { scope: INBOX_WORKER.scope });
}

/** Where this browser stands. `on` only when the server has this browser's subscription too. */
export type PhoneState =
  | { kind: "checking" }
  | { kind: "unsupported"; iphone: boolean; privateWindow: boolean }
  | { kind: "denied" }
  | { kind: "off" }
  | { kind: "on"; endpoint: string };

/** An iPhone or iPad, where Safari offers push only to an inbox added to the home screen. */
function isIphone(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
}

function supportsPush(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(INBOX_WORKER.scope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPhoneState(serverEndpoints: readonly string[]): Promise<PhoneState> {
  // A browser with push but no service workers is a private window (Firefox's) or one that blocks them.
  if (!supportsPush()) return { kind: "unsupported", iphone: isIphone(), privateWindow: "PushManager" in window && !("serviceWorker" in navigator) };
  if (Notification.permission === "denied") return { kind: "denied" };
  const subscription = await currentSubscription();
  if (subscription && Notification.permission === "granted" && serverEndpoints.includes(subscription.endpoint)) return { kind: "on", endpoint: subscription.endpoint };
  return { kind: "off" };
}

/** The VAPID public key as subscribe() takes it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * Why turning notifications on failed, as the owner can act on it (decision 0087): the question
 * closed without 'Allow', no service worker (a private window), the browser's push service
 * refused this browser, or the inbox was not reached. A refusal by the inbox stays RequestRefused.
 */
export type TurnOnReason = "dismissed" | "noWorker" | "pushService" | "offline";

export class TurnOnFailed extends Error {
  constructor(
    readonly reason: TurnOnReason,
    options?: { cause: unknown },
  ) {
    super(`Notifications not turned on: ${reason}`, options);
  }
}

/** `work`, with any failure of it named as `reason`. */
async function failingAs<T>(reason: TurnOnReason, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    if (cause instanceof RequestRefused) throw cause;
    throw new TurnOnFailed(reason, { cause });
  }
}

/**
 * Asks the owner's permission, subscribes/**
 * Asks the owner's permission, subscribes this browser with the server's key and hands the
 * subscription to the server. A subscription made with another key (the server's keys were
 * replaced) is dropped first: the push service would refuse the server's messages to it.
 */
export async function turnOnNotifications(publicKey: string): Promise<PhoneState> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return { kind: "denied" };
  if (permission !== "granted") throw new TurnOnFailed("dismissed");
  const registration = await failingAs("noWorker", async () => {
    await registerInboxWorker();
    return navigator.serviceWorker.ready;
  });
  const key = keyBytes(publicKey);
  const subscription = await failingAs("pushService", async () => {
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
    await existing?.unsubscribe();
    return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  });
  await failingAs("offline", () => postJson("/admin/push/subscriptions", subscription.toJSON()));
  return { kind: "on", endpoint: subscription.endpoint };
}

/** Asks the server to ring every device of the owner's; how many it sent to. */
export async function sendTestNotification(): Promise<number> {
  const { devices } = await postJson("/admin/push/test", undefined);
  return typeof devices === "number" ? devices : 0;
}

/** Removes a device on the server; when it is this browser, its subscription goes too. */
export async function removeDevice(endpoint: string): Promise<void> {
  await postJson("/admin/push/subscriptions/delete", { endpoint });
  if (!supportsPush()) return;
  const subscription = await currentSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}

/** This browser's subscription endpoint, to mark it in the list of devices. */
export async function thisBrowserEndpoint(): Promise<string | null> {
  if (!supportsPush()) return null;
  return (await currentSubscription())?.endpoint ?? null;
}
