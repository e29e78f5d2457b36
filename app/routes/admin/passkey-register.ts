/**
 * Adding a passkey, in two steps posted as JSON by the passkeys page (a signed-in owner):
 * `{ step: "options" }` gives a challenge, `{ step: "register", response }` checks the
 * authenticator's answer and keeps the passkey.
 */
import { data } from "react-router";
import type { Route } from "./+types/passkey-register";
import { relyingParty, requireOwner } from "~/routes/admin/owner-session.server";
import { readJson } from "~/routes/admin/request-body.server";

export async function action(args: Route.ActionArgs) {
  const { auth, session, headers } = await requireOwner(args, { download: true });
  const { request } = args;
  const rp = relyingParty(request);
  const body = (await readJson(request)) as { step?: unknown; response?: unknown } | null;
  if (body?.step === "options") {
    return data({ options: await auth.passkeys.registrationOptions(rp, { id: session.ownerId, email: session.email }) }, { headers });
  }
  if (body?.step === "register" && body.response && typeof body.response === "object") {
    const added = await auth.passkeys.register(rp, session.ownerId, body.response as never, request.headers.get("User-Agent"));
    if (!added) return data({ message: "The passkey could not be added. Please try again." }, { status: 400, headers });
    return data({ ok: true }, { headers });
  }
  return data({ message: "Unexpected request." }, { status: 400, headers });
}
