import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/sign-out";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { AdminCard, adminTitle, primaryButton, secondaryButton } from "~/components/admin/admin-shell";
import { signOutCopy } from "~/content/admin/sign-out";
import { clearSessionCookie, hasWayBackIn, requireOwner } from "~/routes/admin/owner-session.server";
import { flashNotice } from "~/routes/admin/flash-notice.server";
import { readEmptyOrForm } from "~/routes/admin/request-body.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: adminTitle(signOutCopy[data?.lang ?? "en"].title, 0) }, { name: "robots", content: "noindex, nofollow" }];

/**
 * The question before signing out, as a page of its own: where the header's Sign out lands when
 * this phone would have no way back in (the action's answer), and what a reload of it shows.
 */
export async function loader(args: Route.LoaderArgs) {
  const { auth, session, headers, lang } = await requireOwner(args);
  const again = new URL(args.request.url).searchParams.has("again");
  return data(
    {
      lang,
      now: Date.now(),
      again,
      wayBackIn: await hasWayBackIn(auth, session),
    },
    { headers },
  );
}

/**
 * Ends the session on the server, so the cookie (or a copy of it) signs nobody in again. Unless
 * this phone could not sign in again (no passkey here, no mail: server/auth/way-back-in.ts)
 * and the owner has not yet said 'Sign out anyway' (`confirm=yes`): then nothing ends, and the
 * page asks. `?again` is the passkeys page's "Sign in again": the sign-in page then says why and
 * leads back there. Otherwise the sign-in page says 'You are signed out.' once.
 */
export async function action(args: Route.ActionArgs) {
  const { auth, session, headers, lang } = await requireOwner(args);
  const confirmed = (await readEmptyOrForm(args.request, lang)).get("confirm") === "yes";
  if (!confirmed && !(await hasWayBackIn(auth, session))) return data({ asked: true }, { headers });
  await auth.sessions.end(session.id);
  const out = new Headers({
    "Set-Cookie": await clearSessionCookie(args.request),
  });
  if (new URL(args.request.url).searchParams.has("again"))
    throw redirect("/admin/sign-in?again&next=%2Fadmin%2Fpasskeys", {
      headers: out,
    });
  // The notice rides on a cookie the sign-in page removes, not in its address (flash-notice.server.ts).
  out.append("Set-Cookie", await flashNotice(args.request, { kind: "signed-out" }));
  throw redirect("/admin/sign-in", { headers: out });
}

export default function SignOut({ loaderData }: Route.ComponentProps) {
  const { lang, again, wayBackIn } = loaderData;
  const copy = signOutCopy[lang];
  return (
    <AdminCard title={copy.title}>
      {wayBackIn ? null : (
        <p role="alert" className="mt-3 text-slate-800" data-testid="sign-out-question">
          {copy.noWayBack}
        </p>
      )}
      <Form method="post" action={again ? "/admin/sign-out?again" : "/admin/sign-out"} reloadDocument={again} className="mt-5">
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className={`${primaryButton} w-full`}>
          {wayBackIn ? copy.signOut : copy.signOutAnyway}
        </button>
      </Form>
      {wayBackIn ? null : (
        <Link to="/admin/passkeys" className={`${secondaryButton} mt-3 w-full`}>
          {copy.addPasskey}
        </Link>
      )}
      <Link to={again ? "/admin/passkeys" : "/admin"} className={`${secondaryButton} mt-3 w-full`}>
        {copy.stay}
      </Link>
    </AdminCard>
  );
}
