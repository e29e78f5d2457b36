/**
 * The owner's push notifications as the /admin routes reach them (server/alerts/owner-alerts.ts):
 * the VAPID public key a page subscribes with, the owner's devices, and the three JSON actions
 * (subscribe, unsubscribe, test). Each action checks the session itself (401 JSON without one);
 * that the post comes from the inbox's own page the server has checked before (server/http/same-origin.ts).
 * A refusal's message is shown on the notifications page, so it is the owner's language's, as
 * the refusal names it (the store's own English words are for the log).
 */
import { data, type RouterContextProvider } from "react-router";
import type { OwnerDevice } from "../../../server/alerts/owner-alerts";
import { adminServices, requireOwner } from "~/routes/admin/owner-session.server";
import { readEmptyOrForm, readJson } from "~/routes/admin/request-body.server";
import { notificationsCopy } from "~/content/admin/notifications";

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };

/** The VAPID public key (base64url): the `applicationServerKey` of `pushManager.subscribe`. */
export function pushPublicKey(context: Context): Promise<string> {
  return adminServices(context).alerts.publicKey();
}

/** The devices the owner turned notifications on in, oldest first. */
export function ownerDevices(context: Context, ownerId: number): Promise<OwnerDevice[]> {
  return adminServices(context).alerts.devices(ownerId);
}

/** `POST /admin/push/subscriptions`: the browser's `PushSubscription.toJSON()`; 201 once kept. */
export async function subscribeAction(args: Args) {
  const { alerts, session, headers, lang } = await requireOwner(args, { download: true });
  const body = await readJson(args.request, lang);
  const change = await alerts.subscribe(session.ownerId, body, args.request.headers.get("User-Agent"));
  if (!change.ok) return data({ message: notificationsCopy[lang].refused[change.refusal] }, { status: change.status, headers });
  return data({ ok: true }, { status: 201, headers });
}

/** `POST /admin/push/subscriptions/delete`: `{endpoint}`, one of the owner's own. */
export async function unsubscribeAction(args: Args) {
  const { alerts, session, headers, lang } = await requireOwner(args, { download: true });
  const body = await readJson(args.request, lang);
  const change = await alerts.unsubscribe(session.ownerId, body);
  if (!change.ok) return data({ message: notificationsCopy[lang].refused[change.refusal] }, { status: change.status, headers });
  return data({ ok: true }, { headers });
}

/** `POST /admin/push/test` (empty or a form): a test notification to each of the owner's devices; 202. */
export async function testAction(args: Args) {
  const { alerts, session, headers, lang } = await requireOwner(args, { download: true });
  await readEmptyOrForm(args.request, lang);
  const devices = await alerts.sendTest(session.ownerId);
  return data({ ok: true, devices }, { status: 202, headers });
}
