/**
 * The site's two languages and how a path carries one: English at the root ("/about"),
 * Tamil under "/ta" with the same slugs ("/ta/about"). Pure functions, shared by the
 * routes, the components, the sitemap and the Node server (docs/decisions/0045-tamil-site.md).
 */
export const LANGS = ["en", "ta"] as const;
export type Lang = (typeof LANGS)[number];

export const TAMIL_PREFIX = "/ta";

/**
 * The language tag in markup: a page's <html lang>, the switch's `lang` and `hreflang`, and the
 * alternate links of the head and the sitemap, so that a page and its links name it alike.
 */
export const LANG_TAG: Record<Lang, string> = { en: "en", ta: "ta" };
/** Open Graph locale. */
export const OG_LOCALE: Record<Lang, string> = { en: "en_IN", ta: "ta_IN" };
/** schema.org inLanguage and the feeds' language. */
export const CONTENT_LANGUAGE: Record<Lang, string> = { en: "en-IN", ta: "ta-IN" };

/** The cookie that remembers a visitor's explicit choice of language (the header's switch). */
export const LANG_COOKIE = "lang";
/** A year: the choice is a preference, not a session. */
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "ta";
}

/** The language of a path: "/ta" and "/ta/..." are Tamil, everything else English. */
export function langOfPath(pathname: string): Lang {
  return pathname === TAMIL_PREFIX || pathname.startsWith(`${TAMIL_PREFIX}/`) ? "ta" : "en";
}

/** The English path of any page path: "/ta/about" -> "/about", "/ta" -> "/", "/about" -> "/about". */
export function englishPath(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  return pathname.slice(TAMIL_PREFIX.length) || "/";
}

/**
 * An English site path (starting with "/", optionally with ?query or #hash) in a language:
 * ("ta", "/") -> "/ta", ("ta", "/contact?service=seo") -> "/ta/contact?service=seo".
 */
export function localePath(lang: Lang, path: string): string {
  if (lang === "en" || !path.startsWith("/")) return path;
  if (path === "/") return TAMIL_PREFIX;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${TAMIL_PREFIX}${path.slice(1)}`;
  return `${TAMIL_PREFIX}${path}`;
}

/** The same page in the other language. */
export function counterpartPath(pathname: string): string {
  return localePath(otherLang(langOfPath(pathname)), englishPath(pathname));
}

/** A page's path in every language, from its English path. */
export function alternatePaths(englishPagePath: string): Record<Lang, string> {
  return { en: englishPagePath, ta: localePath("ta", englishPagePath) };
}

/** Each language's name in itself: the switch's text, readable by whoever needs that language. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", ta: "தமிழ்" };

/** The other language (the switch's target). */
export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "ta" : "en";
}

/** The Set-Cookie value of an explicit choice, as the browser's switch writes it. */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Each language's English name, for the owner's mail and inbox (which are in English). */
export const LANGUAGE_ENGLISH_NAMES: Record<Lang, string> = { en: "English", ta: "Tamil" };

/**
 * The language a browser asks for first among ours, from its Accept-Language header ("ta-IN,ta;q=0.9,en;q=0.8"
 * -> "ta"); English when it names neither. Used once per owner, to choose the inbox's first language.
 */
export function browserLang(acceptLanguage: string | null | undefined): Lang {
  let best: { lang: Lang; q: number } | null = null;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const primary = range.split("-")[0];
    if (!isLang(primary)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? "en";
}
