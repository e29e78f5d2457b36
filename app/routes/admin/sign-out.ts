import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { clearSessionCookie, requireOwner } from "~/routes/admin/owner-session.server";

/** Ends the session on the server, so the cookie (or a copy of it) signs nobody in again. */
export async function action(args: Route.ActionArgs) {
  const { auth, session } = await requireOwner(args);
  await auth.sessions.end(session.id);
  throw redirect("/admin/sign-in?signed-out", { headers: { "Set-Cookie": await clearSessionCookie(args.request) } });
}
