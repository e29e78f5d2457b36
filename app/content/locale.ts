/**
 * The copy of a page's language as components read it: interface strings, the site's words
 * and navigation. Each language's layout route (app/routes/public/layout.<lang>.tsx) imports
 * its own locale and provides it here, so a page ships only its own language's words; route
 * modules, shared by both languages, never import a language directly. Page copy (services,
 * about, legal, articles, meta tags) comes from each route's loader instead.
 */
import { createContext, useContext } from "react";
import { localePath, type Lang } from "~/shared/lang";
import { whatsappHref } from "~/shared/site";
import { JSON_FEED_PATH, RSS_PATH, RSS_PATH_TA } from "~/shared/urls";
import type { LegalNav, MainNav } from "./en/site";
import type { UiStrings } from "./en/ui";
import type { Site } from "./site";

export type LocaleCopy = {
  ui: UiStrings;
  site: Site;
  mainNav: MainNav;
  legalNav: LegalNav;
};

export type FeedLink = { type: string; title: string; href: string };

export type Locale = LocaleCopy & {
  lang: Lang;
  /** An English site path in this page's language ("/about" -> "/ta/about" on a Tamil page). */
  path: (englishPath: string) => string;
  /** The WhatsApp link with the prefilled message in this language. */
  whatsappHref: string;
  /** The blog's feeds in this language, as a page's <head> and the blog advertise them. */
  feeds: FeedLink[];
};

export function makeLocale(lang: Lang, copy: LocaleCopy): Locale {
  const rss = { type: "application/rss+xml", title: copy.ui.feed.title(copy.site.name), href: lang === "en" ? RSS_PATH : RSS_PATH_TA };
  return {
    lang,
    ...copy,
    path: (englishPath) => localePath(lang, englishPath),
    whatsappHref: whatsappHref(copy.site.whatsappMessage),
    // The JSON Feed is English only.
    feeds: lang === "en" ? [rss, { type: "application/feed+json", title: rss.title, href: JSON_FEED_PATH }] : [rss],
  };
}

export const LocaleContext = createContext<Locale | null>(null);

/** The locale of the page being shown: its layout's. */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error("useLocale() outside a public layout (app/routes/public/layout.<lang>.tsx)");
  return locale;
}
