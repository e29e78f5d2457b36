/**
 * The alerts' part of the server's environment (server/config.ts checks it at start-up): a
 * VAPID key pair of the operator's own (both halves or neither), the VAPID subject, the
 * test-only loopback flag, and the webhook with its Standard Webhooks secret (both or neither).
 */
import { createPublicKey } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { z } from "zod";

/** The bytes of a base64url text (unpadded), or null unless it is their one spelling. */
export function base64url(value: string): Buffer | null {
  const bytes = Buffer.from(value, "base64url");
  return value !== "" && bytes.toString("base64url") === value ? bytes : null;
}

/**
 * An uncompressed P-256 public key in base64url (a VAPID key, a subscription's p256dh): 65
 * bytes, the first 0x04, and the rest a point on the curve (node:crypto refuses one that is not).
 */
export function isP256PublicKey(value: string): boolean {
  const bytes = base64url(value);
  if (bytes === null || bytes.length !== 65 || bytes[0] !== 4) return false;
  const coordinate = (from: number) => bytes.subarray(from, from + 32).toString("base64url");
  try {
    createPublicKey({ key: { kty: "EC", crv: "P-256", x: coordinate(1), y: coordinate(33) }, format: "jwk" });
    return true;
  } catch {
    return false;
  }
}

/** This machine's loopback, as an http: URL names it: the tests' push service, a webhook receiver beside the site. */
const LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "[::1]"];

export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && LOOPBACK_HOSTS.includes(url.hostname);
}

const isVapidPrivateKey = (value: string) => base64url(value)?.length === 32;

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const alertEnvFields = {
  VAPID_PUBLIC_KEY: optionalText.refine((value) => value === undefined || isP256PublicKey(value), "must be a P-256 public key in base64url (87 characters, as web-push generate-vapid-keys prints it)"),
  VAPID_PRIVATE_KEY: optionalText.refine((value) => value === undefined || isVapidPrivateKey(value), "must be a P-256 private key in base64url (43 characters, as web-push generate-vapid-keys prints it)"),
  VAPID_SUBJECT: optionalText.refine((value) => value === undefined || /^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/.test(value), "must be an https: URL or a mailto: address"),
  // The enquirer's details go there: over https, or over http only to this machine.
  NOTIFY_WEBHOOK_URL: optionalText.refine((value) => {
    if (value === undefined) return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" || isLoopbackHttp(url);
    } catch {
      return false;
    }
  }, "must be an https:// URL (http:// only on this machine: 127.0.0.1, localhost or [::1])"),
  NOTIFY_WEBHOOK_SECRET: optionalText.refine((value) => value === undefined || isWebhookSecret(value), "must be a Standard Webhooks secret: whsec_ followed by base64 (at least 24 bytes)"),
};

function isWebhookSecret(value: string): boolean {
  const encoded = value.startsWith("whsec_") ? value.slice("whsec_".length) : null;
  if (!encoded || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || Buffer.from(encoded, "base64").length < 24) return false;
  try {
    new Webhook(value);
    return true;
  } catch {
    return false;
  }
}

type AlertEnv = { [K in keyof typeof alertEnvFields]?: string | undefined };

/** The pairs that go together: both keys or neither, the webhook's URL and its secret. */
export function checkAlertPairs(env: AlertEnv, addIssue: (key: keyof AlertEnv, message: string) => void): void {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    const missing = env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
    addIssue(missing, "is required when the other VAPID key is set (set both, or neither to use the keys kept in the database)");
  }
  if (env.NOTIFY_WEBHOOK_URL && !env.NOTIFY_WEBHOOK_SECRET) addIssue("NOTIFY_WEBHOOK_SECRET", "is required when NOTIFY_WEBHOOK_URL is set");
  if (env.NOTIFY_WEBHOOK_SECRET && !env.NOTIFY_WEBHOOK_URL) addIssue("NOTIFY_WEBHOOK_URL", "is required when NOTIFY_WEBHOOK_SECRET is set");
}
