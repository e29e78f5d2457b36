/**
 * The remembered choice of language (docs/decisions/0045-tamil-site.md). The header's switch
 * sets the `lang` cookie; a visitor who chose Tamil and opens the English home page is sent
 * to /ta with a 302. Only the home page redirects, only on the cookie (never on
 * Accept-Language, so crawlers get what they ask for), and the home page's answers vary by
 * Cookie so that no cache hands one visitor's redirect to another.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseCookie } from "cookie";
import { isLang, LANG_COOKIE, localePath, type Lang } from "../../app/shared/lang";

/** Paths whose answer depends on the language cookie. */
function variesByLanguageCookie(urlPath: string): boolean {
  return urlPath === "/";
}

/** The request headers a file's answer depends on besides Accept-Encoding: Cookie for "/". */
export function languageVary(urlPath: string): string[] {
  return variesByLanguageCookie(urlPath) ? ["Cookie"] : [];
}

/** The language a visitor chose with the switch, if any (a malformed cookie counts as none). */
function chosenLanguage(cookieHeader: string | undefined): Lang | null {
  if (!cookieHeader) return null;
  const value = parseCookie(cookieHeader)[LANG_COOKIE];
  return isLang(value) ? value : null;
}

/**
 * Where a GET or HEAD for the English home page goes when the visitor chose Tamil: "/ta",
 * with the query kept. Always a single-slash path on this site. Null: answer as usual.
 */
function languageRedirect(req: IncomingMessage): string | null {
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

/** Answers a visitor who chose Tamil with a 302 from the English home page to /ta; false for anyone else. */
export function redirectToChosenLanguage(req: IncomingMessage, res: ServerResponse): boolean {
  const location = languageRedirect(req);
  if (!location) return false;
  res.writeHead(302, { Location: location, Vary: "Cookie", "Cache-Control": "private, no-cache", "Content-Length": "0" });
  res.end();
  return true;
}
