import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { AdminCard } from "./admin-shell";
import { useAdminLang } from "~/components/admin/admin-lang";
import { layoutCopy } from "~/content/admin/layout";
import { errorCopy } from "~/components/admin/error-copy";
import { isLang } from "~/shared/lang";

/** What the inbox shows when a page cannot be shown, in the owner's language when it is known (else English). */
export function AdminError({ status, lang: errorLang }: { status: number; lang?: string }) {
  const pageLang = useAdminLang();
  const lang = isLang(errorLang) ? errorLang : pageLang;
  const copy = layoutCopy[lang].errors;
  const message = errorCopy(status, lang);
  return (
    <AdminCard title={message.title}>
      <p className="mt-2 text-slate-700">{message.text}</p>
      <Link to={status === 401 ? "/admin/sign-in" : "/admin"} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {status === 401 ? copy.signIn : copy.backToInbox}
      </Link>
    </AdminCard>
  );
}

/**
 * Every inbox page's ErrorBoundary: errors stay inside the inbox's own code. A page whose loader
 * threw has no loader data to name the owner's language; a thrown `data({ lang })` names it.
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const lang = isRouteErrorResponse(error) ? (error.data as { lang?: string } | null)?.lang : undefined;
  return <AdminError status={isRouteErrorResponse(error) ? error.status : 500} lang={lang} />;
}
