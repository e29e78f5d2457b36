/**
 * The start-up splash opens a visit and nothing else (decision 0068): it shows on a page the
 * visitor arrived at from outside the site (a link elsewhere, a typed address, a bookmark), and
 * never on a page reached from one of the site's own pages, nor on the page that answers a form's
 * post. The browser says which by `Sec-Fetch-Site` on every navigation, with or without
 * JavaScript. A browser that sends no such header (before 2023) sees it on each page load, as
 * before. Shared by the server rendering (app/entry.server.tsx) and the pre-rendered files
 * (server/http/static.ts), so both decide alike.
 */
export function splashOpensPage(method: string, secFetchSite: string | null | undefined): boolean {
  return (method === "GET" || method === "HEAD") && secFetchSite !== "same-origin";
}

/** The splash's opening tag as React renders it (app/components/layout/splash.tsx), shown and hidden. */
const SHOWN_SPLASH = '<div id="splash" aria-hidden="true"';
const HIDDEN_SPLASH = '<div id="splash" hidden="" aria-hidden="true"';

/** A rendered page with its splash hidden, or null when the page has no splash. */
export function withSplashHidden(html: string): string | null {
  return html.includes(SHOWN_SPLASH) ? html.replace(SHOWN_SPLASH, HIDDEN_SPLASH) : null;
}
