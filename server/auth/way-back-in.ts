/**
 * Whether an owner who signs out of this browser could sign in on it again by themselves
 * (decision 0087): by a mailed link (SMTP_URL is set), or by a passkey on this device. The server
 * cannot see which device holds a passkey, so it counts what it knows: this session began with a
 * passkey, or one was added since this session signed in (from this session, or while it was on).
 * A link printed by `npm run owner` does not count: it needs whoever runs the server.
 */
import type { OwnerAuth } from "./owner-auth";
import type { OwnerSession } from "./sessions";

type SessionFacts = Pick<OwnerSession, "ownerId" | "method" | "signedInAt">;

export async function hasWayBackIn(auth: Pick<OwnerAuth, "options" | "passkeys">, session: SessionFacts): Promise<boolean> {
  if (auth.options.mailConfigured) return true;
  if (session.method === "passkey") return true;
  const passkeys = await auth.passkeys.list(session.ownerId);
  return passkeys.some((passkey) => passkey.createdAt >= session.signedInAt);
}
