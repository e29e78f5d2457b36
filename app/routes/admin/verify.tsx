import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { AdminCard, primaryButton } from "~/components/admin/admin-shell";
import { signInCopy } from "~/content/admin/sign-in";
import { siteIdentity } from "~/shared/site";
import { adminServices, requestLang, startSession } from "~/routes/admin/owner-session.server";
import { readForm } from "~/routes/admin/request-body.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: signInCopy[data?.lang ?? "en"].pageTitle(siteIdentity.name) }, { name: "robots", content: "noindex, nofollow" }];

/**
 * Opening the link only shows a button; the tap (a POST) uses the link. Mail scanners and
 * link previews that fetch every URL in a mail therefore cannot use it up.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ token, lang: requestLang(request), now: Date.now() }, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" } });
}

/**
 * The token is in this page's URL: no Referer carries it to another site. Not "no-referrer":
 * with it a browser sends the button's native post (no JavaScript yet, or none) with
 * `Origin: null`, which the same-origin check refuses (issue 27, finding 4).
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = adminServices(context, request);
  await services.auth.ready();
  const form = await readForm(request);
  const ownerId = await services.auth.links.consume(form.get("token"));
  if (ownerId === null) throw redirect("/admin/sign-in?error=link");
  const cookie = await startSession(services, request, ownerId, "link");
  throw redirect("/admin", { headers: { "Set-Cookie": cookie } });
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const copy = signInCopy[loaderData.lang];
  return (
    <AdminCard title={copy.title}>
      {loaderData.token ? (
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-sm text-slate-700">{copy.verify.prompt}</p>
          <button type="submit" className={`${primaryButton} w-full`} disabled={navigation.state !== "idle"}>
            {navigation.state !== "idle" ? copy.verify.signingIn : copy.verify.continue}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {copy.verify.incomplete}{" "}
          <Link to="/admin/sign-in" className="font-semibold text-brand-700 underline">
            {copy.verify.askNew}
          </Link>
          .
        </p>
      )}
    </AdminCard>
  );
}
