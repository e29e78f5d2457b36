/**
 * Sign-in links: a token in a URL, mailed to an owner (through the outbox) or printed by
 * `npm run owner -- link`. Stored only as a hash; valid for 15 minutes; dies on first use,
 * and with its owner (ON DELETE CASCADE).
 */
import { toNumber, type SqlDatabase, type SqlStatement } from "../db/sql";
import { hashToken, isWellFormedToken, newToken } from "./tokens";

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
const SIGN_IN_PATH = "/admin/sign-in/verify";

/** The link on `origin` (SITE_URL's, never the request's Host, which a client can forge). */
export function signInUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}${SIGN_IN_PATH}?token=${token}`;
}

export class SignInLinks {
  constructor(private readonly sql: SqlDatabase) {}

  /** A new link's token, and the statement that stores it (to run with others, in one transaction). */
  prepare(ownerId: number, now = Date.now()): { token: string; statement: SqlStatement } {
    const token = newToken();
    return {
      token,
      statement: {
        sql: "INSERT INTO sign_in_links (token_hash, owner_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
        params: [hashToken(token), ownerId, now, now + SIGN_IN_LINK_TTL_MS],
      },
    };
  }

  async create(ownerId: number, now = Date.now()): Promise<string> {
    const { token, statement } = this.prepare(ownerId, now);
    await this.sql.batch([statement]);
    return token;
  }

  /**
   * Uses the link: the owner it signs in, or null when it is unknown, used, expired or its
   * owner was removed. One conditional UPDATE, so two clicks at the same moment cannot both win.
   */
  async consume(token: unknown, now = Date.now()): Promise<number | null> {
    if (!isWellFormedToken(token)) return null;
    const [row] = await this.sql.query(
      "UPDATE sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING owner_id",
      [now, hashToken(token), now],
    );
    return row ? toNumber(row.owner_id) : null;
  }
}
