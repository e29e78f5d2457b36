/**
 * The site's own counting in the browser (issue 29, docs/decisions/0065-attribution-first-touch-per-tab.md):
 * a page view for the first page and each client-side navigation to another page, and a tap on
 * WhatsApp, a phone number, an email address, the language switch or another site, each posted
 * to /api/events with the visit's attribution. After hydration only; no cookie, no identifier;
 * a blocked or failing post is dropped without a word, and a tap never waits for it.
 * Mounted by the public layout only, so the owner's inbox is never counted.
 */
import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { ANALYTICS_OFF_ATTRIBUTE, ATTRIBUTION_STORAGE_KEY, EVENTS_PATH, type Attribution, type BeaconEvent } from "~/shared/analytics";
import { hostSource, parseAttribution, readAttribution, visitAttributionOf } from "~/shared/attribution";

type Tap = Pick<BeaconEvent, "name" | "target">;

let visit: Attribution | undefined;
let countedPath: string | undefined;
/** Whether the page shown is counted: a missing page (UNCOUNTED_PAGE) is not. */
let counting = false;
/** ANALYTICS=off: the server marked the page it sent (decision 0082). Read once, as the page loads. */
const analyticsOff = typeof document != "undefined" && document.documentElement.hasAttribute(ANALYTICS_OFF_ATTRIBUTE);

/**
 * What a route's `handle` says when its page is not counted: the "page not found" routes. Their
 * path is no page of the site, and as a landing page it would make the endpoint refuse every
 * later event of the tab; the tab's first real page is its landing.
 */
export const UNCOUNTED_PAGE = { uncounted: true };

/**
 * This visit's attribution: read once per page load from its URL and referrer, against the one
 * the tab kept in sessionStorage (first touch per tab), and kept there again. Storage may be
 * refused (a privacy mode): the attribution then lasts as long as the page.
 */
export function visitAttribution(): Attribution {
  if (!visit) {
    let kept: string | null = null;
    try {
      kept = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    } catch {}
    visit = visitAttributionOf(parseAttribution(kept), readAttribution(new URL(location.href), document.referrer, location.hostname));
    try {
      sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(visit));
    } catch {}
  }
  return visit;
}

/**
 * What a tap on a link is, from its resolved `href` and `hreflang`: WhatsApp (wa.me,
 * api.whatsapp.com and the like), a call, an email, the language switch (a link to this site
 * in another language; target, that language) or another site (target, its host); else nothing.
 */
export function tapOf(href: string, hreflang: string, ownHost: string): Tap | undefined {
  const url = new URL(href);
  if (url.protocol === "tel:") return { name: "call" };
  if (url.protocol === "mailto:") return { name: "email" };
  if (!url.protocol.startsWith("http")) return undefined;
  if (url.host === ownHost) return hreflang ? { name: "language", target: hreflang } : undefined;
  return hostSource(url.hostname) === "whatsapp" ? { name: "whatsapp" } : { name: "outbound", target: url.hostname };
}

/** Posts an event: sendBeacon, else fetch with keepalive; never throws, never waits; with ANALYTICS=off, nothing. */
function send(tap: Tap) {
  if (analyticsOff) return;
  try {
    const body = JSON.stringify({ ...tap, path: location.pathname, attribution: visitAttribution() } satisfies BeaconEvent);
    if (!navigator.sendBeacon?.(EVENTS_PATH, new Blob([body], { type: "text/plain" }))) {
      fetch(EVENTS_PATH, { method: "POST", keepalive: true, body, headers: { "Content-Type": "text/plain" } }).catch(() => {});
    }
  } catch {}
}

/** One listener for the whole page, in the capture phase: it notes the tap and lets it go on at once. */
function onClick(event: MouseEvent) {
  if (!counting) return;
  try {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[href]");
    const tap = link && tapOf(link.href, link.hreflang, location.host);
    if (tap) send(tap);
  } catch {}
}

export function Beacon() {
  const { pathname } = useLocation();
  const uncounted = useMatches().some((match) => match.handle === UNCOUNTED_PAGE);
  // Once per page: a hash or a new query on the same page is not another view; a layout that
  // mounts again on the same page (the other language's) does not count it twice.
  useEffect(() => {
    counting = !uncounted;
    if (uncounted || pathname === countedPath) return;
    countedPath = pathname;
    send({ name: "pageview" });
  }, [pathname, uncounted]);
  useEffect(() => {
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  return null;
}
