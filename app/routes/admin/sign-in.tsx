import { startAuthentication } from "@simplewebauthn/browser";
import { useState } from "react";
import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { AdminCard, inputClass, primaryButton, secondaryButton } from "~/components/admin/admin-shell";
import { adminServices, clientKey, currentSession, requestLang } from "~/routes/admin/owner-session.server";
import { readForm } from "~/routes/admin/request-body.server";
import { postJson, RequestRefused } from "~/components/admin/post-json";
import { signInSchema, safeNextPath } from "~/shared/sign-in";
import { passkeyCopy } from "~/content/admin/passkeys";
import { signInCopy } from "~/content/admin/sign-in";
import { siteIdentity } from "~/shared/site";
import { passkeyFailure } from "~/components/admin/passkey-host";
import { takeNotice } from "~/routes/admin/flash-notice.server";
import type { Lang } from "~/shared/lang";

export const meta: Route.MetaFunction = ({ data }) => [{ title: signInCopy[data?.lang ?? "en"].pageTitle(siteIdentity.name) }, { name: "robots", content: "noindex, nofollow" }];

/** How to get a link without mail (the words before it are the copy's `noMail`). */
const LINK_COMMAND = "npm run owner -- link YOUR-EMAIL";

/** Passes the action's Retry-After (429) on to the browser. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = adminServices(context, request);
  await services.auth.ready();
  const session = await currentSession(services, request);
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (session) throw redirect(next);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const notice = await takeNotice(request, headers);
  // Passkeys are bound to SITE_URL (decision 0062): on any other address the page says where they work.
  const passkeyOrigin = new URL(services.auth.options.siteUrl).origin;
  // No `now`: the page shows no time, and its answer must be the same bytes for an owner and a
  // stranger (tests/server/enquirer-rights.test.ts); the layout's clock then starts from the browser's.
  return data({ next, signedOut: notice?.kind === "signed-out", passkeyOrigin, lang: requestLang(request) }, { headers });
}

export type SignInResult = { status: "sent" | "no-mail"; message: string } | { status: "invalid" | "limited"; message: string; email: string };

/** Why an address was refused, in the page's language (the schema's own words are the CLI's). */
function addressProblem(code: string | undefined, lang: Lang): string {
  const words = signInCopy[lang].email;
  if (code === "too_big") return words.tooLong;
  if (code === "too_small" || code === "invalid_type") return words.missing;
  return words.invalid;
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = requestLang(request);
  const copy = signInCopy[lang];
  const services = adminServices(context, request);
  await services.auth.ready();
  const form = await readForm(request);
  const email = String(form.get("email") ?? "");
  const client = await services.auth.limitClient(clientKey(context));
  const tooMany = (retryAfterSeconds: number) =>
    data<SignInResult>(
      { status: "limited", message: copy.tooMany(Math.ceil(retryAfterSeconds / 60)), email },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  if (!client.allowed) return tooMany(client.retryAfterSeconds);
  const parsed = signInSchema.safeParse({ email });
  if (!parsed.success) {
    return data<SignInResult>({ status: "invalid", message: addressProblem(parsed.error.issues[0]?.code, lang), email }, { status: 400 });
  }
  const limit = await services.auth.requestLink(parsed.data.email, Date.now(), lang);
  if (!limit.allowed) return tooMany(limit.retryAfterSeconds);
  return data<SignInResult>(services.auth.options.mailConfigured ? { status: "sent", message: copy.sent } : { status: "no-mail", message: copy.noMail });
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const copy = signInCopy[loaderData.lang];
  const result = useActionData<typeof action>();
  const refused = result && "email" in result ? result : null;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  async function signInWithPasskey() {
    setPasskeyError(null);
    const elsewhere = passkeyFailure(loaderData.passkeyOrigin, loaderData.lang);
    if (elsewhere) return setPasskeyError(elsewhere);
    setPasskeyBusy(true);
    try {
      const { options } = await postJson("/admin/sign-in/passkey", { step: "options" });
      const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
      await postJson("/admin/sign-in/passkey", { step: "verify", response });
      // A full load: the session cookie is new, and the inbox's loaders must see it.
      window.location.assign(loaderData.next);
    } catch (error) {
      console.error("Passkey sign-in failed:", error);
      setPasskeyError(error instanceof RequestRefused ? error.message : passkeyFailure(loaderData.passkeyOrigin, loaderData.lang, error) ?? copy.passkeyFailed);
      setPasskeyBusy(false);
    }
  }

  const notice =
    params.get("error") === "link"
      ? copy.linkExpired
      : params.has("again")
        ? passkeyCopy[loaderData.lang].signInAgainNotice
        : loaderData.signedOut
          ? copy.signedOut
          : null;

  return (
    <AdminCard title={copy.title}>
      {notice ? (
        <p role="status" className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {notice}
        </p>
      ) : null}
      {result?.status === "sent" ? (
        <div role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="font-semibold">{copy.sentTitle}</p>
          <p className="mt-1">{result.message}</p>
        </div>
      ) : result?.status === "no-mail" ? (
        <div role="status" className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">{copy.noMailTitle}</p>
          <p className="mt-1">{result.message}</p>
          <p className="mt-2 rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-ink">{LINK_COMMAND}</p>
        </div>
      ) : (
        <Form method="post" className="mt-4 space-y-3" noValidate>
          <div>
            <label htmlFor="email" className="block text-sm font-semibold text-slate-800">
              {copy.emailLabel}
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username webauthn"
              inputMode="email"
              required
              defaultValue={refused?.email ?? ""}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? "email-error" : undefined}
              className={`mt-1 ${inputClass}`}
            />
            {refused ? (
              <p id="email-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                {refused.message}
              </p>
            ) : null}
          </div>
          <button type="submit" className={`${primaryButton} w-full`} disabled={sending}>
            {sending ? copy.sending : copy.send}
          </button>
        </Form>
      )}
      <div className="my-5 flex items-center gap-3 text-xs font-semibold text-slate-600 uppercase">
        <span className="h-px flex-1 bg-slate-200" /> {copy.or} <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button type="button" onClick={signInWithPasskey} disabled={passkeyBusy} className={`${secondaryButton} w-full`}>
        {passkeyBusy ? copy.passkeyBusy : copy.passkey}
      </button>
      {passkeyError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {passkeyError}
        </p>
      ) : null}
    </AdminCard>
  );
}
