import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "./ui/button";

/** The 404 page (spec section 8): the server answers it with HTTP 404. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.log(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-5 pt-24 pb-16">
      <div className="text-center">
        <p className="text-7xl font-extrabold text-brand-700">404</p>
        <h1 tabIndex={-1} className="mt-4 text-3xl font-bold tracking-tight">
          Oops! Page not found
        </h1>
        <p className="mt-3 text-slate-600">The page you are looking for doesn't exist or has moved.</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          Return to Home
        </ButtonLink>
      </div>
    </section>
  );
}
