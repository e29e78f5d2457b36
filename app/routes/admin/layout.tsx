import { useEffect } from "react";
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { registerInboxWorker } from "~/components/admin/phone-notifications";
import { SkipLink } from "~/components/ui/skip-link";
import { AdminLocaleProvider, useLoaderLocale } from "~/components/admin/admin-lang";
import { layoutCopy } from "~/content/admin/layout";

/**
 * Every page under /admin: the inbox's own background and skip link, none of the public site's
 * splash, header, footer or chat, and errors that stay inside the inbox. The owner's session is
 * not checked here: a layout's loader runs beside its pages', so it could not guard them, and
 * each page's loader and action checks the session itself (./owner-session.server.ts).
 */
export const handle = { lang: "en" };
// The owner's own language (issue 30) comes with each page's loader data (`lang`), which the
// root prefers to this default, and which AdminDocument provides to the screens.

/** The inbox installs as an app of its own (decision 0063): its manifest, not the site's. */
export const links: Route.LinksFunction = () => [{ rel: "manifest", href: "/admin/manifest.webmanifest" }];

/**
 * Registers the inbox's service worker once the page has loaded, so that it never competes with
 * the page's own requests. Only the inbox's pages run this: the public site registers none.
 */
function useInboxServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => {
      registerInboxWorker().catch((error: unknown) => console.warn("The inbox's service worker was not registered:", error));
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);
}

function AdminDocument({ children }: { children: React.ReactNode }) {
  useInboxServiceWorker();
  const { lang, now } = useLoaderLocale();
  return (
    <AdminLocaleProvider lang={lang} now={now}>
      <div className="min-h-dvh bg-slate-100">
        <SkipLink label={layoutCopy[lang].skipLink} />
        {children}
      </div>
    </AdminLocaleProvider>
  );
}

export default function AdminLayout() {
  return (
    <AdminDocument>
      <Outlet />
    </AdminDocument>
  );
}

export function ErrorBoundary() {
  return (
    <AdminDocument>
      <AdminErrorBoundary />
    </AdminDocument>
  );
}
