import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { AdminError } from "~/components/admin/admin-error";
import { adminTitle } from "~/components/admin/admin-shell";
import { layoutCopy } from "~/content/admin/layout";
import { adminServices, currentSession, requestLang } from "~/routes/admin/owner-session.server";

/**
 * Any other path under /admin: a 404 inside the inbox's own layout, never the public site's, in
 * the owner's language (their setting when signed in, else the browser's). The loader answers
 * 404 with data rather than throwing, so that `lang` reaches the layout and the root's <html lang>.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const browser = requestLang(request);
  const services = adminServices(context, request);
  await services.auth.ready();
  const session = await currentSession(services, request);
  const lang = session ? (await services.settings.read(session.ownerId, browser)).language : browser;
  return data({ lang, now: Date.now() }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: adminTitle(layoutCopy[data?.lang ?? "en"].errors[404].title, 0) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminNotFound() {
  return <AdminError status={404} />;
}
