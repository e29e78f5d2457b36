import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { clearSessionCookie, requireOwner } from "~/routes/admin/owner-session.server";

/**
 * Ends the session on the server, so the cookie (or a copy of it) signs nobody in again.
 * `?again` is the passkeys page's "Sign in again": the sign-in page then says why and leads back there.
 */
export async function action(args: Route.ActionArgs) {
  const { auth, session } = await requireOwner(args);
  await auth.sessions.end(session.id);
  const again = new URL(args.request.url).searchParams.has("again");
  const target = again ? "/admin/sign-in?again&next=%2Fadmin%2Fpasskeys" : "/admin/sign-in?signed-out";
  throw redirect(target, { headers: { "Set-Cookie": await clearSessionCookie(args.request) } });
}
