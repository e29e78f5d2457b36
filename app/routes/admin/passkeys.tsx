import { startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";
import { data, Form, useRevalidator } from "react-router";
import type { Route } from "./+types/passkeys";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell, adminTitle, primaryButton, secondaryButton } from "~/components/admin/admin-shell";
import { formatDate, formatWhen } from "~/shared/ist-time";
import { passkeyLabel } from "~/shared/device-label";
import { requireOwner, signedInRecently } from "~/routes/admin/owner-session.server";
import { readForm } from "~/routes/admin/request-body.server";
import { postJson, RequestRefused } from "~/components/admin/post-json";
import { passkeyCopy } from "~/content/admin/passkeys";
import { passkeyFailure } from "~/components/admin/passkey-host";

export const meta: Route.MetaFunction = ({ data }) => [{ title: adminTitle(passkeyCopy[data?.lang ?? "en"].title, data?.newCount ?? 0) }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { auth, inbox, session, headers, lang } = await requireOwner(args);
  const [passkeys, counts] = await Promise.all([auth.passkeys.list(session.ownerId), inbox.counts()]);
  // Adding a passkey needs a recent sign-in (passkey-register.ts): ask for one up front rather than after the device prompt.
  const passkeyOrigin = new URL(auth.options.siteUrl).origin;
  return data({ passkeys, email: session.email, lang, now: Date.now(), newCount: counts.new, signInAgain: !signedInRecently(session), passkeyOrigin, mailConfigured: Boolean(auth.options.mailConfigured) }, { headers });
}

/** Removes one of the owner's passkeys (adding one goes through /admin/passkeys/register). */
export async function action(args: Route.ActionArgs) {
  const { auth, session, headers, lang } = await requireOwner(args);
  const id = (await readForm(args.request, lang)).get("remove");
  if (typeof id === "string") await auth.passkeys.remove(session.ownerId, id);
  return data({ ok: true }, { headers });
}

export default function PasskeysPage({ loaderData }: Route.ComponentProps) {
  const { passkeys, email, newCount, lang } = loaderData;
  const copy = passkeyCopy[lang];
  const revalidator = useRevalidator();
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: boolean }>({ busy: false, message: null, error: false });
  const [refusedAsStale, setRefusedAsStale] = useState(false);
  const signInAgain = loaderData.signInAgain || refusedAsStale;

  async function addPasskey() {
    const elsewhere = passkeyFailure(loaderData.passkeyOrigin, lang);
    if (elsewhere) return setState({ busy: false, message: elsewhere, error: true });
    setState({ busy: true, message: null, error: false });
    try {
      const { options } = await postJson("/admin/passkeys/register", { step: "options" });
      const response = await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"] });
      await postJson("/admin/passkeys/register", { step: "register", response });
      setState({ busy: false, message: loaderData.mailConfigured ? copy.added : copy.addedNoMail, error: false });
      await revalidator.revalidate();
    } catch (error) {
      console.error("Passkey not added:", error);
      if (error instanceof RequestRefused && error.signInAgain) {
        setRefusedAsStale(true);
        setState({ busy: false, message: null, error: false });
        return;
      }
      const message = error instanceof RequestRefused ? error.message : (passkeyFailure(loaderData.passkeyOrigin, lang, error) ?? copy.cancelled);
      setState({ busy: false, message, error: true });
    }
  }

  return (
    <AdminShell newCount={newCount} email={email}>
      <h1 className="text-2xl font-bold text-ink">{copy.title}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{copy.intro}</p>
      {signInAgain ? (
        <section aria-labelledby="sign-in-again" className="mt-4 max-w-prose rounded-2xl border border-amber-300 bg-amber-50 p-4">
          <h2 id="sign-in-again" className="font-bold text-ink">
            {copy.signInAgainTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-800">{loaderData.mailConfigured ? copy.signInAgain : copy.signInAgainNoMail}</p>
          <Form method="post" action="/admin/sign-out?again" reloadDocument className="mt-3">
            <button type="submit" className={primaryButton}>
              {copy.signInAgainButton}
            </button>
          </Form>
        </section>
      ) : (
        <button type="button" onClick={addPasskey} disabled={state.busy} className={`${primaryButton} mt-4`}>
          {state.busy ? copy.adding : copy.add}
        </button>
      )}
      {state.message ? (
        <p role={state.error ? "alert" : "status"} className={`mt-3 text-sm font-medium ${state.error ? "text-red-700" : "text-emerald-800"}`}>
          {state.message}
        </p>
      ) : null}
      <h2 className="mt-8 text-lg font-bold text-ink">{copy.yours}</h2>
      {passkeys.length === 0 ? (
        <p className="mt-2 text-slate-700">{copy.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-ink">{passkeyLabel(passkey.name, lang, formatDate(passkey.createdAt, lang))}</p>
                <p className="text-sm text-slate-600">{passkey.lastUsedAt ? copy.lastUsed(formatWhen(passkey.lastUsedAt, lang)) : copy.notUsed}</p>
              </div>
              <Form method="post">
                <button type="submit" name="remove" value={passkey.id} className={secondaryButton}>
                  {copy.remove}
                  <span className="sr-only"> {passkeyLabel(passkey.name, lang, formatDate(passkey.createdAt, lang))}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}
