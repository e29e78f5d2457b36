/**
 * The remembered choice of language (docs/decisions/0045-tamil-site.md). The header's switch
 * sets the `lang` cookie; a visitor who chose Tamil and opens the English home page is sent
 * to /ta with a 302. Only the home page redirects, only on the cookie (never on
 * Accept-Language, so crawlers get what they ask for), and the home page's answers vary by
 * Cookie so that no cache hands one visitor's redirect to another.
 */
import type { IncomingMessage } from "node:http";
import { parseCookie } from "cookie";
import { isLang, LANG_COOKIE, localePath, type Lang } from "../../app/shared/lang";

/** Paths whose answer depends on the language cookie. */
export function variesByLanguageCookie(urlPath: string): boolean {
  return urlPath === "/";
}

/** The language a visitor chose with the switch, if any (a malformed cookie counts as none). */
export function chosenLanguage(cookieHeader: string | undefined): Lang | null {
  if (!cookieHeader) return null;
  const value = parseCookie(cookieHeader)[LANG_COOKIE];
  return isLang(value) ? value : null;
}

/**
 * Where a GET or HEAD for the English home page goes when the visitor chose Tamil: "/ta",
 * with the query kept. Always a single-slash path on this site. Null: answer as usual.
 */
export function languageRedirect(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const urlPath = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!variesByLanguageCookie(urlPath)) return null;
  const lang = chosenLanguage(req.headers.cookie);
  if (lang !== "ta") return null;
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  return `${localePath(lang, "/")}${query}`;
}
