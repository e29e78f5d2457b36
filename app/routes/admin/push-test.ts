/** Sends a test notification to each of the signed-in owner's devices (app/routes/admin/push.server.ts). */
import type { Route } from "./+types/push-test";
import { testAction } from "~/routes/admin/push.server";

export function action(args: Route.ActionArgs) {
  return testAction(args);
}
