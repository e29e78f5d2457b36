import { useEffect } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { BellIcon, ChartIcon, GearIcon, InboxIcon, SignOutIcon } from "~/components/admin/icons";
import { notificationsCopy } from "~/content/admin/notifications";
import { siteIdentity } from "~/shared/site";
import type { EnquiryStatus } from "~/shared/inbox";
import { statusCopy } from "~/content/admin/statuses";
import { useAdminLang } from "~/components/admin/admin-lang";
import { insightsCopy } from "~/content/admin/insights";
import { layoutCopy } from "~/content/admin/layout";

/**
 * The installed inbox's icon shows how many enquiries are New, as the inbox link does; none
 * clears it. The service worker sets it between visits (public/admin/sw.js); each page the
 * owner opens puts the exact count back. Browsers without app badges skip it.
 */
function useAppBadge(newCount: number) {
  useEffect(() => {
    if (!("setAppBadge" in navigator)) return;
    (newCount > 0 ? navigator.setAppBadge(newCount) : navigator.clearAppBadge()).catch(() => undefined);
  }, [newCount]);
}

/** The pages the Settings page leads to: the header's Settings link is current on them too. */
const SETTINGS_PAGES = ["/admin/settings", "/admin/passkeys", "/admin/devices"];

/**
 * The inbox's chrome: the brand, the inbox link with its New count, notifications, insights (wide
 * screens), settings and sign-out, in the owner's language. Passkeys and signed-in devices are
 * reached from Settings (decision 0073): with them, six controls of 44 px did not fit a 320 px
 * phone beside a three-digit count in Tamil. Below 1024 px the links are icons (their words stay
 * for screen readers), so that the bar fits at 320 px in either language; Sign out keeps its word
 * (decision 0087), and asks first when this phone could not sign in again (routes/admin/sign-out.tsx).
 */
export function AdminShell({ newCount, email, children }: { newCount: number; email: string; children: React.ReactNode }) {
  useAppBadge(newCount);
  const lang = useAdminLang();
  const copy = layoutCopy[lang].nav;
  const { pathname } = useLocation();
  const navItem = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-sm font-semibold lg:px-3 ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-4xl items-center gap-2 px-3 sm:px-4">
          {/* Below 360 px the brand gives way, so that the controls keep 44 px each. Its name is for
              screen readers only: in Tamil the wide screen's labels need its room (decision 0073). */}
          <Link to="/admin" className="mr-1 hidden items-center gap-2 font-bold text-ink min-[360px]:flex">
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-700 text-xs text-white">
              {siteIdentity.initials}
            </span>
            <span className="sr-only">{siteIdentity.name}</span>
          </Link>
          <nav aria-label={copy.label} className="flex flex-1 items-center gap-0.5 sm:gap-1">
            <NavLink to="/admin" end className={navItem}>
              {/* Below 360 px an icon, its word for screen readers: Sign out's word needs the room (decision 0087). */}
              <InboxIcon aria-hidden="true" className="size-5 min-[360px]:hidden" />
              <span className="max-[359px]:sr-only">{copy.inbox}</span>
              {newCount > 0 ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                  {newCount}
                  <span className="sr-only">{copy.newCount}</span>
                </span>
              ) : null}
            </NavLink>
            <NavLink to="/admin/notifications" className={navItem}>
              <BellIcon aria-hidden="true" className="size-5" />
              <span className="sr-only lg:not-sr-only lg:whitespace-nowrap">{notificationsCopy[lang].navLabel}</span>
            </NavLink>
            {/* Below 1024 px the bar is full: the inbox's heading links to Insights there. */}
            <NavLink to="/admin/insights" className={(state) => `${navItem(state)} max-lg:hidden`}>
              <ChartIcon aria-hidden="true" className="size-5" />
              {insightsCopy[lang].navLabel}
            </NavLink>
            <NavLink to="/admin/settings" className={() => navItem({ isActive: SETTINGS_PAGES.includes(pathname) })}>
              <GearIcon aria-hidden="true" className="size-5" />
              <span className="sr-only lg:not-sr-only lg:whitespace-nowrap">{copy.settings}</span>
            </NavLink>
          </nav>
          <Form method="post" action="/admin/sign-out">
            <button
              type="submit"
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 lg:px-3"
              title={copy.signedInAs(email)}
            >
              {/* A word, not only an icon (decision 0087): a first-time owner did not know the icon. */}
              <SignOutIcon aria-hidden="true" className="size-5 max-sm:hidden lg:hidden" />
              {copy.signOut}
            </button>
          </Form>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-3 pt-4 pb-16 sm:px-4 sm:pt-6">
        {children}
      </main>
    </div>
  );
}

const BADGE_STYLES: Record<EnquiryStatus, string> = {
  new: "bg-brand-700 text-white",
  read: "bg-slate-200 text-slate-800",
  replied: "bg-emerald-100 text-emerald-900",
  spam: "bg-red-100 text-red-900",
  archived: "bg-amber-100 text-amber-900",
};

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const labels = statusCopy[useAdminLang()].labels;
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_STYLES[status]}`}>{labels[status]}</span>;
}

/** A centred card for the signed-out pages (sign-in, link confirmation). */
export function AdminCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="grid min-h-dvh place-items-start px-4 py-10 sm:place-items-center">
      <div className="mx-auto w-full max-w-sm">
        <p className="mb-6 flex items-center justify-center gap-2 font-bold text-ink">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-brand-700 text-sm text-white">
            {siteIdentity.initials}
          </span>
          {siteIdentity.name}
        </p>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="text-xl font-bold text-ink">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}

export function adminTitle(title: string, newCount: number): string {
  return `${newCount > 0 ? `(${newCount}) ` : ""}${title} · ${siteIdentity.name}`;
}

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";
export const inputClass =
  "block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600";
