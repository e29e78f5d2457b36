import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/devices";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell, adminTitle, secondaryButton } from "~/components/admin/admin-shell";
import { formatWhen } from "~/shared/ist-time";
import { devicesCopy } from "~/content/admin/devices";
import { deviceLabel } from "~/shared/device-label";
import { requireOwner } from "~/routes/admin/owner-session.server";
import { readForm } from "~/routes/admin/request-body.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: adminTitle(devicesCopy[data?.lang ?? "en"].title, data?.newCount ?? 0) }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { auth, inbox, session, headers, lang } = await requireOwner(args);
  const [sessions, counts] = await Promise.all([auth.sessions.list(session.ownerId), inbox.counts()]);
  const devices = sessions.map((summary) => ({ ...summary, current: summary.id === session.id }));
  return data({ devices, email: session.email, lang, now: Date.now(), newCount: counts.new }, { headers });
}

/**
 * Signs out one of the owner's other devices (`intent=end`, `session` its id), or all of them
 * (`intent=end-others`). Only the owner's own sessions: the DELETE names the owner. This
 * device signs out through /admin/sign-out, which also clears its cookie.
 */
export async function action(args: Route.ActionArgs) {
  const { auth, session, headers, lang } = await requireOwner(args);
  const copy = devicesCopy[lang];
  const form = await readForm(args.request, lang);
  const intent = form.get("intent");
  const target = form.get("session");
  if (intent === "end-others") {
    const count = await auth.sessions.endOthers(session.ownerId, session.id);
    return data({ message: copy.signedOutOthers(count), error: false }, { headers });
  }
  if (intent === "end" && typeof target === "string" && target !== session.id) {
    const ended = await auth.sessions.endOwn(session.ownerId, target);
    return data({ message: ended ? copy.signedOutOne : copy.alreadySignedOut, error: false }, { headers });
  }
  return data({ message: copy.notUnderstood, error: true }, { status: 400, headers });
}

export default function DevicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { devices, email, newCount, lang } = loaderData;
  const copy = devicesCopy[lang];
  const busy = useNavigation().state !== "idle";
  const others = devices.filter((device) => !device.current).length;
  return (
    <AdminShell newCount={newCount} email={email}>
      <h1 className="text-2xl font-bold text-ink">{copy.title}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{copy.intro}</p>
      {actionData?.message ? (
        <p role={actionData.error ? "alert" : "status"} className={`mt-3 text-sm font-medium ${actionData.error ? "text-red-700" : "text-emerald-800"}`}>
          {actionData.message}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {deviceLabel(device.device, lang)}
                {device.current ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{copy.thisDevice}</span> : null}
              </p>
              <p className="text-sm text-slate-600">
                {copy.signedIn(formatWhen(device.signedInAt, lang))} <span className="whitespace-nowrap">{copy.via(copy.methods[device.method])}</span>
              </p>
              <p className="text-sm text-slate-600">{copy.lastUsed(formatWhen(device.lastSeenAt, lang))}</p>
              {device.current ? <p className="mt-1 text-sm text-slate-600">{copy.thisDeviceHint}</p> : null}
            </div>
            {device.current ? null : (
              <Form method="post">
                <input type="hidden" name="session" value={device.id} />
                <button type="submit" name="intent" value="end" disabled={busy} className={secondaryButton}>
                  {copy.signOut}
                  <span className="sr-only"> {deviceLabel(device.device, lang)}</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="end-others" disabled={busy} className={secondaryButton}>
            {copy.signOutAllOthers}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{copy.onlyThisDevice}</p>
      )}
    </AdminShell>
  );
}
