import { Outlet } from "react-router";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { SkipLink } from "~/components/ui/skip-link";

/**
 * Every page under /admin: the inbox's own background and skip link, none of the public site's
 * splash, header, footer or chat, and errors that stay inside the inbox. The owner's session is
 * not checked here: a layout's loader runs beside its pages', so it could not guard them, and
 * each page's loader and action checks the session itself (./owner-session.server.ts).
 */
export const handle = { lang: "en" };

function AdminDocument({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-100">
      <SkipLink label="Skip to main content" />
      {children}
    </div>
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
