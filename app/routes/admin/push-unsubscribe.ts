/** Removes one of the signed-in owner's push subscriptions (app/routes/admin/push.server.ts). */
import type { Route } from "./+types/push-unsubscribe";
import { unsubscribeAction } from "~/routes/admin/push.server";

export function action(args: Route.ActionArgs) {
  return unsubscribeAction(args);
}
