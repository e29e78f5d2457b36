import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BellIcon, CloseIcon } from "~/components/admin/icons";
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
 * One line on the inbox for an owner with no device that rings: where to turn notifications on,
 * and a close button ('Not now').
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
    // One link and a close button on one row: at most 3 lines at 320 px (decision 0087); 'Not now' is the button's name.
    <aside aria-label={copy.navLabel} data-testid="notifications-prompt" className="mb-4 flex items-center gap-2 rounded-2xl border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
      <BellIcon aria-hidden="true" className="size-5 shrink-0 text-brand-700 max-[359px]:hidden" />
      <Link to="/admin/notifications" className="min-w-0 flex-1 py-2 font-semibold text-brand-800 underline">
        {copy.prompt.short}
      </Link>
      <button type="button" onClick={dismiss} aria-label={copy.prompt.dismiss} title={copy.prompt.dismiss} className="grid size-11 shrink-0 place-items-center rounded-lg text-brand-800 hover:bg-brand-100">
        <CloseIcon aria-hidden="true" className="size-5" />
      </button>
    </aside>
  );
}
