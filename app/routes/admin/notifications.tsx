import { useEffect, useState } from "react";
import { data, useRevalidator } from "react-router";
import type { Route } from "./+types/notifications";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell, adminTitle, primaryButton, secondaryButton } from "~/components/admin/admin-shell";
import { formatWhen } from "~/shared/ist-time";
import { deviceLabel } from "~/shared/device-label";
import { BellIcon } from "~/components/admin/icons";
import { RequestRefused } from "~/components/admin/post-json";
import { readPhoneState, removeDevice, sendTestNotification, thisBrowserEndpoint, TurnOnFailed, turnOnNotifications, type PhoneState } from "~/components/admin/phone-notifications";
import { notificationsCopy } from "~/content/admin/notifications";
import { useAdminLang } from "~/components/admin/admin-lang";
import { requireOwner } from "~/routes/admin/owner-session.server";
import { ownerDevices, pushPublicKey } from "~/routes/admin/push.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: adminTitle(notificationsCopy[data?.lang ?? "en"].title, data?.newCount ?? 0) }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { inbox, session, headers, lang } = await requireOwner(args);
  const [devices, publicKey, counts] = await Promise.all([ownerDevices(args.context, session.ownerId), pushPublicKey(args.context), inbox.counts()]);
  return data({ devices, publicKey, email: session.email, lang, now: Date.now(), newCount: counts.new }, { headers });
}

type Message = { text: string; error: boolean } | null;

/** What a refusal says, or the page's own words for a failure. */
function failure(error: unknown, fallback: string): Message {
  console.error(fallback, error);
  return { text: error instanceof RequestRefused ? error.message : fallback, error: true };
}

function Notice({ title, children, tone }: { title: string; children: React.ReactNode; tone: "warning" | "neutral" | "good" }) {
  const tones = { warning: "border-amber-300 bg-amber-50", neutral: "border-slate-200 bg-white", good: "border-emerald-300 bg-emerald-50" };
  return (
    <div className={`mt-5 rounded-2xl border p-4 sm:p-5 ${tones[tone]}`}>
      <p className="font-semibold text-ink">{title}</p>
      <div className="mt-1 text-slate-700">{children}</div>
    </div>
  );
}

/** This phone: what it can do, and the buttons for what comes next. */
function ThisPhone({ state, busy, onTurnOn, onTest }: { state: PhoneState; busy: boolean; onTurnOn: () => void; onTest: () => void }) {
  const copy = notificationsCopy[useAdminLang()];
  switch (state.kind) {
    case "checking":
      return (
        <p className="mt-5 text-slate-600 [@media(scripting:none)]:hidden" role="status">
          {copy.checking}
        </p>
      );
    case "unsupported":
      return (
        <Notice tone="warning" title={state.iphone ? copy.unsupported.iphoneTitle : state.privateWindow ? copy.unsupported.privateTitle : copy.unsupported.otherTitle}>
          <p>{state.iphone ? copy.unsupported.iphoneSteps : state.privateWindow ? copy.unsupported.privateSteps : copy.unsupported.otherSteps}</p>
        </Notice>
      );
    case "denied":
      return (
        <Notice tone="warning" title={copy.denied.title}>
          <p>{copy.denied.steps}</p>
        </Notice>
      );
    case "off":
      return (
        <Notice tone="neutral" title={copy.status.off}>
          <p>{copy.status.offHint}</p>
          <button type="button" onClick={onTurnOn} disabled={busy} className={`${primaryButton} mt-4 w-full sm:w-auto`}>
            <BellIcon aria-hidden="true" className="size-5" />
            {busy ? copy.turningOn : copy.turnOn}
          </button>
        </Notice>
      );
    case "on":
      return (
        <Notice tone="good" title={copy.status.on}>
          <button type="button" onClick={onTest} disabled={busy} className={`${secondaryButton} mt-3 w-full sm:w-auto`}>
            {busy ? copy.sending : copy.sendTest}
          </button>
        </Notice>
      );
  }
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { devices, publicKey, email, newCount, lang } = loaderData;
  const copy = notificationsCopy[lang];
  const revalidator = useRevalidator();
  const [state, setState] = useState<PhoneState>({ kind: "checking" });
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const serverEndpoints = devices.map((device) => device.endpoint).join("\n");

  useEffect(() => {
    let current = true;
    Promise.all([readPhoneState(serverEndpoints.split("\n")), thisBrowserEndpoint()])
      .then(([phone, endpoint]) => {
        if (!current) return;
        setState(phone);
        setThisEndpoint(endpoint);
      })
      .catch(() => current && setState({ kind: "off" }));
    return () => {
      current = false;
    };
  }, [serverEndpoints]);

  async function act(work: () => Promise<Message>) {
    setBusy(true);
    setMessage(null);
    setMessage(await work());
    setBusy(false);
  }

  const turnOn = () =>
    act(async () => {
      try {
        setState(await turnOnNotifications(publicKey));
        await revalidator.revalidate();
        return null;
      } catch (error) {
        // The real reason, never a guess at the connection (decision 0087).
        return failure(error, error instanceof TurnOnFailed ? copy.turnOnFailedBecause[error.reason] : copy.turnOnFailedBecause.offline);
      }
    });
  const test = () =>
    act(async () => {
      try {
        return { text: copy.sentTo(await sendTestNotification()), error: false };
      } catch (error) {
        return failure(error, copy.sendFailed);
      }
    });
  const remove = (endpoint: string) =>
    act(async () => {
      try {
        await removeDevice(endpoint);
        await revalidator.revalidate();
        return null;
      } catch (error) {
        return failure(error, copy.devices.removeFailed);
      }
    });

  return (
    <AdminShell newCount={newCount} email={email}>
      <h1 className="text-2xl font-bold text-ink">{copy.title}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{copy.intro}</p>
      <noscript>
        <Notice tone="warning" title={copy.needsJavaScript}>
          {null}
        </Notice>
      </noscript>
      <ThisPhone state={state} busy={busy} onTurnOn={turnOn} onTest={test} />
      <p role="status" className={`mt-3 min-h-6 text-sm font-medium ${message?.error ? "text-red-700" : "text-emerald-800"}`}>
        {message?.text}
      </p>

      <h2 className="mt-6 text-lg font-bold text-ink">{copy.devices.heading}</h2>
      {devices.length === 0 ? (
        <p className="mt-2 text-slate-700">{copy.devices.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {devices.map((device) => (
            <li key={device.endpoint} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-ink">
                  {deviceLabel(device.deviceName, lang)}
                  {device.endpoint === thisEndpoint ? <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{copy.devices.thisDevice}</span> : null}
                </p>
                <p className="text-sm text-slate-600">{copy.devices.added(formatWhen(device.createdAt, lang))}</p>
              </div>
              <button type="button" onClick={() => remove(device.endpoint)} disabled={busy || state.kind === "checking"} className={secondaryButton}>
                {copy.devices.remove}
                <span className="sr-only"> {deviceLabel(device.deviceName, lang)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}
