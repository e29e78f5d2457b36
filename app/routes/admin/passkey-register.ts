/**
 * Adding a passkey, in two steps posted as JSON by the passkeys page (a signed-in owner):
 * `{ step: "options" }` gives a challenge for this session, `{ step: "register", response }`
 * checks the authenticator's answer, keeps the passkey and mails the owner. Both need a sign-in
 * in the last 10 minutes: a session left open or taken over cannot quietly add a way back in.
 * Its refusals are shown on the passkeys page, in the owner's language.
 */
import { data } from "react-router";
import type { Route } from "./+types/passkey-register";
import { requireOwner, signedInRecently } from "~/routes/admin/owner-session.server";
import { readJson } from "~/routes/admin/request-body.server";
import { passkeyCopy } from "~/content/admin/passkeys";

export async function action(args: Route.ActionArgs) {
  const { auth, session, headers, lang } = await requireOwner(args, { download: true });
  const copy = passkeyCopy[lang];
  const { request } = args;
  const body = (await readJson(request, lang)) as { step?: unknown; response?: unknown } | null;
  const owner = { id: session.ownerId, email: session.email, language: lang };
  const known = body?.step === "options" || (body?.step === "register" && body.response && typeof body.response === "object");
  if (!known) return data({ message: copy.unexpected }, { status: 400, headers });
  if (!signedInRecently(session)) return data({ message: copy.signInAgain, signInAgain: true }, { status: 403, headers });
  if (body.step === "options") {
    return data({ options: await auth.passkeys.registrationOptions(owner, session.id) }, { headers });
  }
  const added = await auth.passkeys.register(owner, session.id, body.response as never, request.headers.get("User-Agent"));
  if (!added) return data({ message: copy.notAdded }, { status: 400, headers });
  return data({ ok: true }, { headers });
}
