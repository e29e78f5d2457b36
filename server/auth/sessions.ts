/**
 * Owner sessions: a row per signed-in browser, found by the hash of the token in its
 * cookie. Revocable: signing out deletes the row (a copied cookie then signs nobody in),
 * the owner can end their other sessions (/admin/devices), a new sign-in ends the browser's
 * previous one, and removing the owner deletes them all. 30 days, sliding: each use pushes
 * the end back (at most once an hour, to spare the database a write per request), but never
 * past 90 days from the sign-in, so a stolen cookie kept in use dies too (issue 27, finding 8).
 */
import { createCookie } from "react-router";
import { toNumber, type SqlDatabase } from "../db/sql";
import { deviceName } from "./device-name";
import { hashToken, isWellFormedToken, newToken } from "./tokens";

const DAY_MS = 24 * 60 * 60_000;
const SESSION_TTL_MS = 30 * DAY_MS;
/** However often it is used, a session ends this long after its sign-in. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;
const REFRESH_AFTER_MS = 60 * 60_000;
/** How recent a sign-in must be for a change that grants sign-in (adding a passkey). */
const RECENT_SIGN_IN_MS = 10 * 60_000;

type SignInMethod = "email" | "link" | "passkey";

export type OwnerSession = {
  id: string;
  ownerId: number;
  email: string;
  method: SignInMethod;
  /** When the owner signed in (by link or passkey) and this session began; sliding never moves it. */
  signedInAt: number;
  expiresAt: number;
  /** The end moved on this request: the cookie must be sent again. */
  refreshed: boolean;
};

/** One of an owner's sessions as the devices page shows it. */
type SessionSummary = {
  /** The row's id: the hash of the cookie's token, which signs nobody in by itself. */
  id: string;
  device: string;
  method: SignInMethod;
  signedInAt: number;
  /** Last use, to the hour (the end is pushed back at most once an hour). */
  lastSeenAt: number;
};

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent with cross-site
 * posts or subresources), Secure on https. Its value is the bare token. Path=/ rather than
 * /admin: the inbox's own data requests go to /admin.data, which a /admin cookie does not
 * reach (RFC 6265 path-match needs a "/" after the prefix).
 */
const sessionCookie = createCookie("vd_owner_session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: SESSION_TTL_MS / 1000,
});

export function readSessionToken(cookieHeader: string | null): Promise<string | null> {
  return sessionCookie.parse(cookieHeader).then((value: unknown) => (isWellFormedToken(value) ? value : null)).catch(() => null);
}

export function sessionSetCookie(token: string, { secure }: { secure: boolean }): Promise<string> {
  return sessionCookie.serialize(token, { secure });
}

export function sessionClearCookie({ secure }: { secure: boolean }): Promise<string> {
  return sessionCookie.serialize("", { secure, maxAge: 0, expires: new Date(0) });
}

/** Whether the session's sign-in was in the last 10 minutes (a stolen or left-open session soon is not). */
export function signedInRecently(session: Pick<OwnerSession, "signedInAt">, now = Date.now()): boolean {
  return now - session.signedInAt < RECENT_SIGN_IN_MS;
}

export class OwnerSessions {
  constructor(private readonly sql: SqlDatabase) {}

  /**
   * A new session's token. `replacing` is the token this browser's cookie held before: its
   * session (whoever's it was) is deleted with the insert, so a sign-in leaves no session
   * behind that no cookie points at any more.
   */
  async create(ownerId: number, method: SignInMethod, userAgent: string | null, now = Date.now(), replacing: string | null = null): Promise<string> {
    const token = newToken();
    await this.sql.batch([
      ...(replacing ? [{ sql: "DELETE FROM owner_sessions WHERE id = ?", params: [hashToken(replacing)] }] : []),
      {
        sql: `INSERT INTO owner_sessions (id, owner_id, method, created_at, refreshed_at, expires_at, user_agent)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
        params: [hashToken(token), ownerId, method, now, now, now + SESSION_TTL_MS, userAgent?.slice(0, 300) ?? null],
      },
    ]);
    return token;
  }

  /** The live session the token belongs to, its end pushed back; null when there is none. */
  async find(token: string | null, now = Date.now()): Promise<OwnerSession | null> {
    if (!token) return null;
    const id = hashToken(token);
    const [row] = await this.sql.query(
      `SELECT s.id, s.owner_id, s.method, s.created_at, s.refreshed_at, s.expires_at, o.email
       FROM owner_sessions s JOIN owners o ON o.id = s.owner_id
       WHERE s.id = ? AND s.expires_at > ? AND s.created_at > ?`,
      [id, now, now - SESSION_MAX_AGE_MS],
    );
    if (!row) return null;
    const session: OwnerSession = {
      id,
      ownerId: toNumber(row.owner_id),
      email: String(row.email),
      method: row.method as SignInMethod,
      signedInAt: toNumber(row.created_at),
      expiresAt: toNumber(row.expires_at),
      refreshed: false,
    };
    if (toNumber(row.refreshed_at) <= now - REFRESH_AFTER_MS) {
      session.expiresAt = Math.min(now + SESSION_TTL_MS, toNumber(row.created_at) + SESSION_MAX_AGE_MS);
      session.refreshed = true;
      await this.sql.query("UPDATE owner_sessions SET refreshed_at = ?, expires_at = ? WHERE id = ?", [now, session.expiresAt, id]);
    }
    return session;
  }

  async end(sessionId: string): Promise<void> {
    await this.sql.query("DELETE FROM owner_sessions WHERE id = ?", [sessionId]);
  }

  /** The owner's live sessions, the most recently used first. */
  async list(ownerId: number, now = Date.now()): Promise<SessionSummary[]> {
    const rows = await this.sql.query(
      `SELECT id, method, created_at, refreshed_at, user_agent FROM owner_sessions
       WHERE owner_id = ? AND expires_at > ? AND created_at > ? ORDER BY refreshed_at DESC, created_at DESC, id`,
      [ownerId, now, now - SESSION_MAX_AGE_MS],
    );
    return rows.map((row) => ({
      id: String(row.id),
      device: deviceName(row.user_agent as string | null),
      method: row.method as SignInMethod,
      signedInAt: toNumber(row.created_at),
      lastSeenAt: toNumber(row.refreshed_at),
    }));
  }

  /** Ends one of this owner's sessions; false when it is not theirs (or no longer exists). */
  async endOwn(ownerId: number, sessionId: string): Promise<boolean> {
    const ended = await this.sql.query("DELETE FROM owner_sessions WHERE id = ? AND owner_id = ? RETURNING id", [sessionId, ownerId]);
    return ended.length > 0;
  }

  /** Ends every session of this owner but `keepId` (the one asking); how many ended. */
  async endOthers(ownerId: number, keepId: string): Promise<number> {
    const ended = await this.sql.query("DELETE FROM owner_sessions WHERE owner_id = ? AND id <> ? RETURNING id", [ownerId, keepId]);
    return ended.length;
  }
}
