/**
 * The alerts' part of the server's environment (server/config.ts checks it at start-up): a
 * VAPID key pair of the operator's own (both halves or neither), the VAPID subject, the
 * test-only loopback flag, and the webhook with its Standard Webhooks secret (both or neither).
 */
import { Webhook } from "standardwebhooks";
import { z } from "zod";

/** The bytes of a base64url string, or null when it is not one. */
function base64url(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, "base64url") : null;
}

/** An uncompressed P-256 public key in base64url (a VAPID key, a subscription's p256dh): 65 bytes, the first 0x04. */
export function isP256PublicKey(value: string): boolean {
  const bytes = base64url(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 4;
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
  NOTIFY_WEBHOOK_URL: optionalText.refine((value) => {
    if (value === undefined) return true;
    try {
      return ["https:", "http:"].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, "must be an http:// or https:// URL"),
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
