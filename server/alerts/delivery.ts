/**
 * One push or one webhook call over HTTP, and what came of it. The push is encrypted and signed
 * by web-push (RFC 8291 aes128gcm, a VAPID JWT) but sent with the platform's fetch, so a
 * loopback http: push service works in tests (web-push's own sender speaks https only).
 */
import { Webhook } from "standardwebhooks";
import webPush from "web-push";
import { enquiryPath } from "../../app/shared/admin-paths";
import type { Enquiry } from "../enquiries/store";
import type { PushSubscriptionRow } from "./alert-store";
import type { PushMessage } from "./push-message";
import type { VapidKeys } from "./vapid";

/** delivered: the receiver took it. gone: the subscription no longer exists (404, 410). failed: try again later. */
export type Outcome = { result: "delivered" } | { result: "gone"; status: number } | { result: "failed"; error: string };

/** A day: a push the phone cannot take within it (switched off) is not worth showing later. */
export const PUSH_TTL_SECONDS = 86_400;

/** Well inside the outbox lease: a receiver that hangs fails the attempt instead of holding the job. */
const REQUEST_TIMEOUT_MS = 15_000;

async function post(url: string, headers: Record<string, string>, body: Uint8Array | string): Promise<Response | { error: string }> {
  try {
    const response = await fetch(url, { method: "POST", headers, body: typeof body === "string" ? body : new Uint8Array(body), redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer().catch(() => undefined);
    return response;
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return { error: cause?.message ?? (error as Error).message };
  }
}

export async function sendPush(subscription: PushSubscriptionRow, message: PushMessage, vapid: VapidKeys & { subject: string }): Promise<Outcome> {
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: "high", contentEncoding: "aes128gcm" },
  );
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  const response = await post(request.endpoint, headers, request.body!);
  if ("error" in response) return { result: "failed", error: response.error };
  if (response.status === 404 || response.status === 410) return { result: "gone", status: response.status };
  if (response.status >= 200 && response.status < 300) return { result: "delivered" };
  return { result: "failed", error: `the push service answered ${response.status}` };
}

/** The Standard Webhooks body of a new enquiry; `siteUrl` makes its inbox link absolute. */
function webhookBody(enquiry: Enquiry, siteUrl: string) {
  return {
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
      language: enquiry.language,
      url: new URL(enquiryPath(enquiry.id), siteUrl).href,
    },
  };
}

/**
 * Posts the enquiry, signed (webhook-id, webhook-timestamp, webhook-signature). The id is the
 * enquiry's, so the receiver can tell a retry from a new enquiry; the timestamp is the attempt's,
 * as the spec has it (receivers refuse old ones to stop replays).
 */
export async function sendWebhook(enquiry: Enquiry, { url, secret, siteUrl }: { url: string; secret: string; siteUrl: string }, now = new Date()): Promise<Outcome> {
  const id = `msg_enquiry_${enquiry.id}`;
  const body = JSON.stringify(webhookBody(enquiry, siteUrl));
  const headers = {
    "Content-Type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, now, body),
  };
  const response = await post(url, headers, body);
  if ("error" in response) return { result: "failed", error: response.error };
  if (response.status >= 200 && response.status < 300) return { result: "delivered" };
  return { result: "failed", error: `the webhook answered ${response.status}` };
}
