/**
 * The owner's language and clock on every inbox screen (issue 30). AdminShell and AdminCard
 * provide them from the loader's `lang` and `now`, so that what the server drew and what the
 * browser hydrates say the same ('5 min ago' as of the loader's time); after that the browser's
 * clock moves the relative times on every minute.
 */
import { createContext, useContext, useEffect, useState } from "react";
import { useMatches } from "react-router";
import { isLang, type Lang } from "~/shared/lang";

type AdminLocale = { lang: Lang; now: number };

const AdminLocaleContext = createContext<AdminLocale>({ lang: "en", now: 0 });

export function AdminLocaleProvider({ lang, now, children }: { lang: Lang; now: number; children: React.ReactNode }) {
  const [clock, setClock] = useState(now);
  useEffect(() => {
    setClock(Date.now());
    const timer = window.setInterval(() => setClock(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return <AdminLocaleContext.Provider value={{ lang, now: clock }}>{children}</AdminLocaleContext.Provider>;
}

/** The owner's language: pick a screen's words with `copy[useAdminLang()]`. */
export function useAdminLang(): Lang {
  return useContext(AdminLocaleContext).lang;
}

/** 'Now' for relative times: the loader's time while hydrating, then the browser's, each minute. */
export function useAdminNow(): number {
  return useContext(AdminLocaleContext).now;
}

/**
 * The language and time the page's loader sent (`lang`, `now`: every /admin loader returns
 * them), for the layout to provide. A page whose loader failed shows its error in English.
 */
export function useLoaderLocale(): AdminLocale {
  const data = useMatches()
    .map((match) => match.loaderData as { lang?: unknown; now?: unknown } | undefined)
    .findLast((loaderData) => isLang(loaderData?.lang));
  return { lang: isLang(data?.lang) ? data.lang : "en", now: typeof data?.now === "number" ? data.now : Date.now() };
}
