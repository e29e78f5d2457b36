import { useEffect } from "react";
import { useLocation } from "react-router";
import { useLocale } from "~/content/locale";
import { ButtonLink } from "../ui/button";

/** The 404 page (spec section 8): the server answers it with HTTP 404. */
export function NotFound() {
  const { pathname } = useLocation();
  const { ui, path } = useLocale();
  useEffect(() => {
    console.log(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-5 pt-24 pb-16">
      <div className="text-center">
        <p className="text-7xl font-extrabold text-brand-700">404</p>
        <h1 tabIndex={-1} className="mt-4 text-3xl font-bold tracking-tight">
          {ui.notFound.title}
        </h1>
        <p className="mt-3 text-slate-600">{ui.notFound.text}</p>
        <ButtonLink to={path("/")} size="lg" className="mt-8">
          {ui.notFound.backHome}
        </ButtonLink>
      </div>
    </section>
  );
}
