/** Keeps the browser's push subscription for the signed-in owner (app/routes/admin/push.server.ts). */
import type { Route } from "./+types/push-subscribe";
import { subscribeAction } from "~/routes/admin/push.server";

export function action(args: Route.ActionArgs) {
  return subscribeAction(args);
}
