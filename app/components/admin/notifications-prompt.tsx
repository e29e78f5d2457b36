import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BellIcon } from "~/components/admin/icons";
import { notificationsCopy } from "~/content/admin/notifications";
import { useAdminLang } from "~/components/admin/admin-lang";

/** Remembers on this browser that the owner said 'Not now' (a device of theirs elsewhere does not hide it here). */
const DISMISSED_KEY = "inbox.notificationsPrompt.dismissed";

function dismissedHere(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * One line on the inbox for an owner with no device that rings: where to turn notifications on.
 * It appears after hydration, since only the browser knows whether it was dismissed here, and
 * never once the owner has a device.
 */
export function NotificationsPrompt({ ownerHasDevice }: { ownerHasDevice: boolean }) {
  const copy = notificationsCopy[useAdminLang()];
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(!ownerHasDevice && !dismissedHere()), [ownerHasDevice]);
  if (!shown) return null;

  function dismiss() {
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Private mode without storage: hidden until the next visit.
    }
    setShown(false);
  }

  return (
    <aside aria-label={copy.navLabel} className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-brand-200 bg-brand-50 py-2 pr-2 pl-3 text-sm text-brand-900">
      <BellIcon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <p className="min-w-48 flex-1">
        {copy.prompt.text} —{" "}
        <Link to="/admin/notifications" className="font-semibold text-brand-800 underline">
          {copy.prompt.link}
        </Link>
      </p>
      <button type="button" onClick={dismiss} className="ml-auto min-h-11 shrink-0 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-100">
        {copy.prompt.dismiss}
      </button>
    </aside>
  );
}
