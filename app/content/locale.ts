/**
 * The chrome of a page in its language: interface strings, site text and navigation. The
 * language comes from the path (app/shared/lang.ts), so a component needs no prop for it; page
 * copy (services, about, legal, articles) comes from each route's loader instead.
 */
import { useLocation } from "react-router";
import { langOfPath, localePath, type Lang } from "~/shared/lang";
import { staticPages, type StaticPagesCopy } from "./pages";
import { legalNav, mainNav, site, whatsappHref } from "./site";
import { staticPagesTa } from "./ta/pages";
import { legalNavTa, mainNavTa, siteTa } from "./ta/site";
import { uiTa } from "./ta/ui";
import { uiEn, type UiStrings } from "./ui";

type Chrome = {
  ui: UiStrings;
  site: typeof site | typeof siteTa;
  mainNav: ReadonlyArray<{ to: string; label: string }>;
  legalNav: ReadonlyArray<{ to: string; label: string }>;
  /** Titles and descriptions of the fixed pages (their meta and heroes). */
  pages: StaticPagesCopy;
};

export const chrome: Record<Lang, Chrome> = {
  en: { ui: uiEn, site, mainNav, legalNav, pages: staticPages },
  ta: { ui: uiTa, site: siteTa, mainNav: mainNavTa, legalNav: legalNavTa, pages: staticPagesTa },
};

export type Locale = Chrome & {
  lang: Lang;
  /** An English site path in this page's language ("/about" -> "/ta/about" on a Tamil page). */
  path: (englishPath: string) => string;
  /** The WhatsApp link with the prefilled message in this language. */
  whatsappHref: string;
};

export function localeFor(lang: Lang): Locale {
  return {
    lang,
    ...chrome[lang],
    path: (englishPath) => localePath(lang, englishPath),
    whatsappHref: whatsappHref(chrome[lang].site.whatsappMessage),
  };
}

/** The locale of a page path (for meta functions, which get the location). */
export function localeOfPath(pathname: string): Locale {
  return localeFor(langOfPath(pathname));
}

/** The locale of the page being shown. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
