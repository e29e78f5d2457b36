/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: a signed-in owner adds one, and later
 * signs in with one tap. Discoverable credentials, so the sign-in needs no address typed.
 * Each challenge is kept (hashed) for 5 minutes, for one ceremony (a registration for the
 * session that asked for it, or a sign-in), and is used up by the first answer that names it,
 * whether or not that answer holds. The relying party is SITE_URL's origin and host, never the
 * request's Host header. Every ceremony requires user verification (fingerprint, face or screen
 * lock), not just a tap.
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
import type { Lang } from "../../app/shared/lang";
import { toNullableNumber, toNumber, type SqlDatabase } from "../db/sql";
import { deviceName } from "./device-name";
import { passkeyAddedMail } from "./passkey-mail";
import { hashToken } from "./tokens";

const CHALLENGE_TTL_MS = 5 * 60_000;

type RelyingParty = { origin: string; rpID: string; name: string };

/** What a challenge was made for: a sign-in, or a registration by one session (its id). */
type Ceremony = { kind: "sign-in" } | { kind: "registration"; sessionId: string };

type PasskeyOptions = {
  /** The site's relying party: relyingParty(SITE_URL, site name). */
  rp: RelyingParty;
  /** A mail was queued (a passkey was added): deliver it now instead of at the next poll. */
  onMailQueued?: () => void;
};

type Passkey = { id: string; name: string; createdAt: number; lastUsedAt: number | null };

/** The relying party of the site at `siteUrl` (SITE_URL): its origin, and that host. */
export function relyingParty(siteUrl: string, name: string): RelyingParty {
  const url = new URL(siteUrl);
  return { origin: url.origin, rpID: url.hostname, name };
}

export class Passkeys {
  private readonly rp: RelyingParty;

  constructor(
    private readonly sql: SqlDatabase,
    private readonly options: PasskeyOptions,
  ) {
    this.rp = options.rp;
  }

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

  /** A challenge for `sessionId` (the signed-in session asking) to add a passkey for `owner`. */
  async registrationOptions(owner: { id: number; email: string }, sessionId: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const rp = this.rp;
    const existing = await this.sql.query("SELECT id, transports FROM passkeys WHERE owner_id = ?", [owner.id]);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.rpID,
      userName: owner.email,
      userID: new TextEncoder().encode(`owner-${owner.id}`),
      attestationType: "none",
      excludeCredentials: existing.map((row) => ({ id: String(row.id), transports: splitTransports(row.transports) })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    await this.keepChallenge(options.challenge, { kind: "registration", sessionId });
    return options;
  }

  /**
   * Verifies the new passkey and keeps it, with a mail to the owner in the same transaction;
   * false when the answer does not hold.
   */
  async register(
    owner: { id: number; email: string; language?: Lang },
    sessionId: string,
    response: RegistrationResponseJSON,
    userAgent: string | null,
    now = Date.now(),
  ): Promise<boolean> {
    const challenge = await this.takeChallenge(response, { kind: "registration", sessionId }, now);
    if (!challenge) return false;
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        requireUserVerification: true,
      });
    } catch {
      return false;
    }
    if (!verification.verified) return false;
    const { credential } = verification.registrationInfo;
    const added = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" }).format(now);
    const device = deviceName(userAgent);
    const mail = passkeyAddedMail(this.rp.name, this.rp.origin, device, now, owner.language);
    const [rows] = await this.sql.batch([
      {
        sql: `INSERT INTO passkeys (id, owner_id, public_key, counter, transports, name, created_at)
              VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
        params: [credential.id, owner.id, Buffer.from(credential.publicKey).toString("base64url"), credential.counter, (credential.transports ?? []).join(","), `${device}, added ${added}`, now],
      },
      // The mail only if the passkey was kept just now (a passkey already known adds nothing).
      {
        sql: `INSERT INTO mail_outbox (recipient, subject, body, next_attempt_at)
              SELECT CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS BIGINT)
              WHERE EXISTS (SELECT 1 FROM passkeys WHERE id = ? AND owner_id = ? AND created_at = ?)`,
        params: [owner.email, mail.subject, mail.text, now, credential.id, owner.id, now],
      },
    ]);
    if (!rows?.length) return false;
    this.options.onMailQueued?.();
    return true;
  }

  async authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: this.rp.rpID, allowCredentials: [], userVerification: "required" });
    await this.keepChallenge(options.challenge, { kind: "sign-in" });
    return options;
  }

  /** The owner the passkey belongs to, or null when the answer does not hold. */
  async authenticate(response: AuthenticationResponseJSON, now = Date.now()): Promise<number | null> {
    if (typeof response?.id !== "string") return null;
    const challenge = await this.takeChallenge(response, { kind: "sign-in" }, now);
    if (!challenge) return null;
    const [row] = await this.sql.query("SELECT id, owner_id, public_key, counter, transports FROM passkeys WHERE id = ?", [response.id]);
    if (!row) return null;
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        credential: {
          id: String(row.id),
          publicKey: new Uint8Array(Buffer.from(String(row.public_key), "base64url")),
          counter: toNumber(row.counter),
          transports: splitTransports(row.transports),
        },
        requireUserVerification: true,
      });
    } catch {
      return null;
    }
    if (!verification.verified) return null;
    await this.sql.query("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?", [verification.authenticationInfo.newCounter, now, row.id as string]);
    return toNumber(row.owner_id);
  }

  private async keepChallenge(challenge: string, ceremony: Ceremony, now = Date.now()): Promise<void> {
    const sessionId = ceremony.kind === "registration" ? ceremony.sessionId : null;
    await this.sql.batch([
      // Expired challenges are swept whenever a new one is made (and daily: server/auth/sweep.ts).
      { sql: "DELETE FROM passkey_challenges WHERE expires_at <= ?", params: [now] },
      { sql: "INSERT INTO passkey_challenges (id, ceremony, session_id, expires_at) VALUES (?, ?, ?, ?)", params: [hashToken(challenge), ceremony.kind, sessionId, now + CHALLENGE_TTL_MS] },
    ]);
  }

  /**
   * The challenge the answer names, used up in one statement before anything else is checked
   * (so an answer that fails later still spends it), if this server made it in the last
   * 5 minutes for this ceremony (and, for a registration, this session); else null.
   */
  private async takeChallenge(response: { response?: { clientDataJSON?: unknown } }, ceremony: Ceremony, now: number): Promise<string | null> {
    const challenge = challengeOf(response);
    if (!challenge) return null;
    const [row] = await this.sql.query("DELETE FROM passkey_challenges WHERE id = ? RETURNING ceremony, session_id, expires_at", [hashToken(challenge)]);
    if (!row || toNumber(row.expires_at) <= now || row.ceremony !== ceremony.kind) return null;
    if (ceremony.kind === "registration" && row.session_id !== ceremony.sessionId) return null;
    return challenge;
  }
}

/** The challenge in an answer's client data, or null when there is none to read. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const encoded = response?.response?.clientDataJSON;
  if (typeof encoded !== "string") return null;
  try {
    const clientData = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as { challenge?: unknown } | null;
    return typeof clientData?.challenge === "string" && clientData.challenge !== "" ? clientData.challenge : null;
  } catch {
    return null;
  }
}

function splitTransports(value: unknown): AuthenticatorTransport[] {
  return String(value ?? "")
    .split(",")
    .filter(Boolean) as AuthenticatorTransport[];
}
