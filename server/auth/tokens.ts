/**
 * Secrets handed to a browser or a mailbox (session cookies, sign-in links, passkey
 * challenge ids): 256 random bits, and only their SHA-256 is stored, so a copy of the
 * database signs nobody in.
 */
import { createHash, randomBytes } from "node:crypto";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as newToken() makes it: anything else is refused before it reaches the database. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
