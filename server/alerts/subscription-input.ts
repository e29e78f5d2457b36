/**
 * What the browser posts when the owner turns notifications on: `PushSubscription.toJSON()`.
 * Read strictly: an endpoint on a known push service (or with PUSH_ALLOW_LOOPBACK, tests only,
 * an http: one on this machine's loopback), and the two keys RFC 8291 needs. Anything else is
 * the client's mistake, answered 400; `problem` says which, for the owner's words.
 */
import { base64url, isLoopbackHttp, isP256PublicKey } from "./alert-config";

export type PushSubscriptionInput = { endpoint: string; p256dh: string; auth: string };

/** Long enough for every push service's endpoints (FCM's are about 190 characters). */
const MAX_ENDPOINT_LENGTH = 2048;

/**
 * The hosts of the browsers' push services: Chrome and most Android browsers (FCM), Safari
 * (web.push.apple.com, and Apple's other *.push.apple.com hosts), Firefox, Edge (WNS, whose
 * hosts are regional: wns2-par02p.notify.windows.com). The server posts only to these, so a
 * subscription cannot make it post into the network it runs in (decision 0080).
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "web.push.apple.com", "updates.push.services.mozilla.com"];
const PUSH_SERVICE_DOMAINS = ["push.apple.com", "notify.windows.com"];

/** One or more DNS labels: what may stand before a push service's domain. */
const DNS_LABELS = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

const SUBSCRIPTION_PROBLEMS = {
  shape: "Expected the browser's push subscription: {endpoint, keys: {p256dh, auth}}.",
  endpoint: "The push endpoint must be an https:// address on a known push service (FCM, Apple, Mozilla or Windows).",
  keys: "The push subscription's keys are not valid: p256dh must be a point on P-256 and auth 16 bytes.",
} as const;

type SubscriptionProblem = keyof typeof SUBSCRIPTION_PROBLEMS;

type Read<T> = { ok: true; value: T } | { ok: false; problem: SubscriptionProblem; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPushServiceHost(hostname: string): boolean {
  if (PUSH_SERVICE_HOSTS.includes(hostname)) return true;
  return PUSH_SERVICE_DOMAINS.some((domain) => hostname.endsWith(`.${domain}`) && DNS_LABELS.test(hostname.slice(0, -domain.length - 1)));
}

/**
 * Whether the server may post to this endpoint: an https: URL on a push service's host, on its
 * own port, as the browser writes it (no user, no other spelling of the same URL); with
 * `allowLoopback`, also http://127.0.0.1:PORT/…, http://localhost:PORT/… or http://[::1]:PORT/….
 * Checked when a subscription arrives and again before each push (alert-channel.ts).
 */
export function isPushEndpoint(value: string, { allowLoopback }: { allowLoopback: boolean }): boolean {
  if (value.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.href !== value) return false;
  if (url.protocol === "https:") return url.port === "" && isPushServiceHost(url.hostname);
  return allowLoopback && isLoopbackHttp(url) && url.port !== "";
}

export function readSubscription(body: unknown, options: { allowLoopback: boolean }): Read<PushSubscriptionInput> {
  const refuse = (problem: SubscriptionProblem) => ({ ok: false as const, problem, message: SUBSCRIPTION_PROBLEMS[problem] });
  if (!isRecord(body) || typeof body.endpoint !== "string" || !isRecord(body.keys)) return refuse("shape");
  if (!isPushEndpoint(body.endpoint, options)) return refuse("endpoint");
  // Browsers send base64url without padding; padding is taken off, not refused.
  const p256dh = typeof body.keys.p256dh === "string" ? body.keys.p256dh.replace(/={1,2}$/, "") : "";
  const auth = typeof body.keys.auth === "string" ? body.keys.auth.replace(/={1,2}$/, "") : "";
  // auth: 16 random bytes (RFC 8291 section 3.2); p256dh: the browser's key, a point on P-256.
  if (!isP256PublicKey(p256dh) || base64url(auth)?.length !== 16) return refuse("keys");
  return { ok: true, value: { endpoint: body.endpoint, p256dh, auth } };
}

/** `{endpoint}` of a subscription to remove: any string is looked up, nothing else is read. */
export function readEndpoint(body: unknown): { ok: true; value: string } | { ok: false; message: string } {
  if (!isRecord(body) || typeof body.endpoint !== "string" || body.endpoint.length === 0 || body.endpoint.length > MAX_ENDPOINT_LENGTH) {
    return { ok: false, message: "Expected {endpoint}: the push subscription to remove." };
  }
  return { ok: true, value: body.endpoint };
}
