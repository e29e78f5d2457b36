/**
 * What the browser posts when the owner turns notifications on: `PushSubscription.toJSON()`.
 * Read strictly: an endpoint that is an https: URL (a push service), or with PUSH_ALLOW_LOOPBACK
 * (tests only) an http: one on this machine's loopback, and the two keys RFC 8291 needs.
 * Anything else is the client's mistake, answered 400 with one of these messages.
 */
import { isP256PublicKey } from "./alert-config";

export type PushSubscriptionInput = { endpoint: string; p256dh: string; auth: string };

/** Long enough for every push service's endpoints (FCM's are about 190 characters). */
const MAX_ENDPOINT_LENGTH = 2048;

const SUBSCRIPTION_PROBLEMS = {
  shape: "Expected the browser's push subscription: {endpoint, keys: {p256dh, auth}}.",
  endpoint: "The push endpoint must be an https:// address of a push service.",
  keys: "The push subscription's keys are not valid.",
} as const;

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An endpoint the server may post to, or null. */
function pushEndpoint(value: unknown, { allowLoopback }: { allowLoopback: boolean }): string | null {
  if (typeof value !== "string" || value.length > MAX_ENDPOINT_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.href !== value) return null;
  if (url.protocol === "https:") return url.href;
  const loopback = url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost") && url.port !== "";
  return allowLoopback && loopback ? url.href : null;
}

export function readSubscription(body: unknown, options: { allowLoopback: boolean }): Read<PushSubscriptionInput> {
  if (!isRecord(body) || typeof body.endpoint !== "string" || !isRecord(body.keys)) return { ok: false, message: SUBSCRIPTION_PROBLEMS.shape };
  const endpoint = pushEndpoint(body.endpoint, options);
  if (!endpoint) return { ok: false, message: SUBSCRIPTION_PROBLEMS.endpoint };
  // Browsers send base64url without padding; padding is taken off, not refused.
  const p256dh = typeof body.keys.p256dh === "string" ? body.keys.p256dh.replace(/={1,2}$/, "") : "";
  const auth = typeof body.keys.auth === "string" ? body.keys.auth.replace(/={1,2}$/, "") : "";
  // auth: 16 random bytes (RFC 8291), in base64url.
  if (!isP256PublicKey(p256dh) || !/^[A-Za-z0-9_-]{22}$/.test(auth)) return { ok: false, message: SUBSCRIPTION_PROBLEMS.keys };
  return { ok: true, value: { endpoint, p256dh, auth } };
}

/** `{endpoint}` of a subscription to remove: any string is looked up, nothing else is read. */
export function readEndpoint(body: unknown): Read<string> {
  if (!isRecord(body) || typeof body.endpoint !== "string" || body.endpoint.length === 0 || body.endpoint.length > MAX_ENDPOINT_LENGTH) {
    return { ok: false, message: "Expected {endpoint}: the push subscription to remove." };
  }
  return { ok: true, value: body.endpoint };
}
