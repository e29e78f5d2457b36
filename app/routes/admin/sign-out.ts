import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { clearSessionCookie, requireOwner } from "~/routes/admin/owner-session.server";
import { flashNotice } from "~/routes/admin/flash-notice.server";

/**
 * Ends the session on the server, so the cookie (or a copy of it) signs nobody in again.
 * `?again` is the passkeys page's "Sign in again": the sign-in page then says why and leads back there.
 * Otherwise the sign-in page says 'You are signed out.' once.
 */
export async function action(args: Route.ActionArgs) {
  const { auth, session } = await requireOwner(args);
  await auth.sessions.end(session.id);
  const headers = new Headers({ "Set-Cookie": await clearSessionCookie(args.request) });
  if (new URL(args.request.url).searchParams.has("again")) throw redirect("/admin/sign-in?again&next=%2Fadmin%2Fpasskeys", { headers });
  // The notice rides on a cookie the sign-in page removes, not in its address (flash-notice.server.ts).
  headers.append("Set-Cookie", await flashNotice(args.request, { kind: "signed-out" }));
  throw redirect("/admin/sign-in", { headers });
}
