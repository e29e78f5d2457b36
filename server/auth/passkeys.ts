/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: a signed-in owner adds one, and later
 * signs in with one tap. Discoverable credentials, so the sign-in needs no address typed.
 * Each challenge is kept (hashed) for 5 minutes and answers one ceremony only.
 * The relying party is the host the owner's browser is on (the request's own origin).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { toNullableNumber, toNumber, type SqlDatabase } from "../db/sql";
import { deviceName } from "./device-name";
import { hashToken } from "./tokens";

const CHALLENGE_TTL_MS = 5 * 60_000;

type RelyingParty = { origin: string; rpID: string; name: string };

type Passkey = { id: string; name: string; createdAt: number; lastUsedAt: number | null };

/** The relying party for a request: its origin as the browser sees it, and that host. */
export function relyingParty(requestUrl: string, name: string): RelyingParty {
  const url = new URL(requestUrl);
  return { origin: url.origin, rpID: url.hostname, name };
}

export class Passkeys {
  constructor(private readonly sql: SqlDatabase) {}

  async list(ownerId: number): Promise<Passkey[]> {
    const rows = await this.sql.query("SELECT id, name, created_at, last_used_at FROM passkeys WHERE owner_id = ? ORDER BY created_at", [ownerId]);
    return rows.map((row) => ({
      id: String(row.id),
      name: String(row.name),
      createdAt: toNumber(row.created_at),
      lastUsedAt: toNullableNumber(row.last_used_at),
    }));
  }

  async remove(ownerId: number, id: string): Promise<boolean> {
    return (await this.sql.query("DELETE FROM passkeys WHERE owner_id = ? AND id = ? RETURNING id", [ownerId, id])).length > 0;
  }

  async registrationOptions(rp: RelyingParty, owner: { id: number; email: string }): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.sql.query("SELECT id, transports FROM passkeys WHERE owner_id = ?", [owner.id]);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.rpID,
      userName: owner.email,
      userID: new TextEncoder().encode(`owner-${owner.id}`),
      attestationType: "none",
      excludeCredentials: existing.map((row) => ({ id: String(row.id), transports: splitTransports(row.transports) })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    await this.keepChallenge(options.challenge);
    return options;
  }

  /** Verifies the new passkey and keeps it; false when the answer does not hold. */
  async register(rp: RelyingParty, ownerId: number, response: RegistrationResponseJSON, userAgent: string | null, now = Date.now()): Promise<boolean> {
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => this.takeChallenge(challenge, now),
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
      });
    } catch {
      return false;
    }
    if (!verification.verified) return false;
    const { credential } = verification.registrationInfo;
    const added = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" }).format(now);
    const name = `${deviceName(userAgent)}, added ${added}`;
    const rows = await this.sql.query(
      `INSERT INTO passkeys (id, owner_id, public_key, counter, transports, name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [credential.id, ownerId, Buffer.from(credential.publicKey).toString("base64url"), credential.counter, (credential.transports ?? []).join(","), name, now],
    );
    return rows.length > 0;
  }

  async authenticationOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: rp.rpID, allowCredentials: [], userVerification: "preferred" });
    await this.keepChallenge(options.challenge);
    return options;
  }

  /** The owner the passkey belongs to, or null when the answer does not hold. */
  async authenticate(rp: RelyingParty, response: AuthenticationResponseJSON, now = Date.now()): Promise<number | null> {
    if (typeof response?.id !== "string") return null;
    const [row] = await this.sql.query("SELECT id, owner_id, public_key, counter, transports FROM passkeys WHERE id = ?", [response.id]);
    if (!row) return null;
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => this.takeChallenge(challenge, now),
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: String(row.id),
          publicKey: new Uint8Array(Buffer.from(String(row.public_key), "base64url")),
          counter: toNumber(row.counter),
          transports: splitTransports(row.transports),
        },
        requireUserVerification: false,
      });
    } catch {
      return null;
    }
    if (!verification.verified) return null;
    await this.sql.query("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?", [verification.authenticationInfo.newCounter, now, row.id as string]);
    return toNumber(row.owner_id);
  }

  private async keepChallenge(challenge: string, now = Date.now()): Promise<void> {
    await this.sql.batch([
      // Expired challenges are swept whenever a new one is made.
      { sql: "DELETE FROM passkey_challenges WHERE expires_at <= ?", params: [now] },
      { sql: "INSERT INTO passkey_challenges (id, expires_at) VALUES (?, ?)", params: [hashToken(challenge), now + CHALLENGE_TTL_MS] },
    ]);
  }

  /** True once for a challenge this server made in the last 5 minutes; it is used up. */
  private async takeChallenge(challenge: string, now: number): Promise<boolean> {
    const rows = await this.sql.query("DELETE FROM passkey_challenges WHERE id = ? AND expires_at > ? RETURNING id", [hashToken(challenge), now]);
    return rows.length > 0;
  }
}

function splitTransports(value: unknown): AuthenticatorTransport[] {
  return String(value ?? "")
    .split(",")
    .filter(Boolean) as AuthenticatorTransport[];
}
