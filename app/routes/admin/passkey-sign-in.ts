/**
 * Signing in with a passkey, in two steps posted as JSON by the sign-in page:
 * `{ step: "options" }` gives a challenge, `{ step: "verify", response }` checks the
 * authenticator's answer and starts a session. Counted against the same per-client limit
 * as sign-in mails. Its refusals are shown on the page, in the browser's language as the page is.
 */
import { data } from "react-router";
import type { Route } from "./+types/passkey-sign-in";
import { adminServices, clientKey, requestLang, startSession } from "~/routes/admin/owner-session.server";
import { readJson } from "~/routes/admin/request-body.server";
import { signInCopy } from "~/content/admin/sign-in";

export async function action({ request, context }: Route.ActionArgs) {
  const services = adminServices(context, request);
  await services.auth.ready();
  const body = (await readJson(request)) as { step?: unknown; response?: unknown } | null;
  const noStore = { "Cache-Control": "no-store" };
  const copy = signInCopy[requestLang(request)];
  if (body?.step === "options") {
    const limit = await services.auth.limitClient(clientKey(context));
    if (!limit.allowed) {
      return data({ message: copy.passkeyTooMany }, { status: 429, headers: { ...noStore, "Retry-After": String(limit.retryAfterSeconds) } });
    }
    return data({ options: await services.auth.passkeys.authenticationOptions() }, { headers: noStore });
  }
  if (body?.step === "verify" && body.response && typeof body.response === "object") {
    const ownerId = await services.auth.passkeys.authenticate(body.response as never);
    if (ownerId === null) return data({ message: copy.passkeyNotOurs }, { status: 401, headers: noStore });
    const cookie = await startSession(services, request, ownerId, "passkey");
    return data({ ok: true }, { headers: { ...noStore, "Set-Cookie": cookie } });
  }
  return data({ message: copy.unexpected }, { status: 400, headers: noStore });
}
