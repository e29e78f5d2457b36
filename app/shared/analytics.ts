/**
 * What the site counts about its visits (issue 29, docs/decisions/0064-cookieless-analytics.md):
 * the events, the sources a visit is attributed to, and a visit's attribution. Shared by the
 * beacon in the browser, the form's hidden field, the event endpoint and the owner's dashboard.
 * No zod here: the beacon must stay under 1 KB; the server checks what arrives
 * (server/analytics/event-input.ts).
 */

/**
 * The events: a page view; a tap on WhatsApp (the bubble or any wa.me link), on a tel: link or
 * a mailto: link; an enquiry (recorded by the server when one is stored, never by the browser);
 * a switch of language; a link to another site.
 */
export const EVENT_NAMES = ["pageview", "whatsapp", "call", "email", "enquiry", "language", "outbound"] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** The events the browser may send: all but `enquiry`, which only the server records. */
export const BEACON_EVENT_NAMES = EVENT_NAMES.filter((name) => name !== "enquiry") as Exclude<EventName, "enquiry">[];
export type BeaconEventName = Exclude<EventName, "enquiry">;

/**
 * The events that can be a lead: someone reached out. An enquiry always is; a tap on WhatsApp,
 * a call or an email link is a lead only when the same visitor also viewed a page that IST day
 * (decision 0078): a tap posted alone, with no page seen, is counted as a tap only.
 */
export const LEAD_EVENT_NAMES = ["enquiry", "whatsapp", "call", "email"] as const satisfies readonly EventName[];

/**
 * The values of a breakdown (campaign, page, …) kept per day in the daily totals: the busiest
 * ones by visitors; the rest of the day are added up in one row whose value is OTHER_VALUE.
 * No real value is empty: the server refuses empty texts, and paths and sources never are.
 */
export const DAILY_TOP_VALUES = 50;
export const OTHER_VALUE = "";

/**
 * The dashboard's lead rate when leads outnumber visitors: several people behind one address and
 * browser count as one visitor (decision 0064), so the rate would read above 100% (decision 0085).
 */
export const MORE_LEADS_THAN_VISITORS = "more-leads-than-visitors";

/**
 * Where a visit came from. `ai` is ChatGPT, Perplexity, Gemini and the like; `other` is any
 * other site; `direct` is no referrer and no campaign. An enquiry sent without JavaScript has no
 * attribution at all and reads as `unknown` (stored as NULL), never guessed.
 */
export const SOURCES = ["google", "bing", "facebook", "instagram", "whatsapp", "youtube", "linkedin", "ai", "other", "direct"] as const;
export type Source = (typeof SOURCES)[number];
export const UNKNOWN_SOURCE = "unknown";

/** The paid-click ids we note the presence of (never their value). */
export const CLICK_IDS = ["gclid", "fbclid"] as const;
export type ClickId = (typeof CLICK_IDS)[number];

/**
 * A visit's attribution, read once from its landing page and kept in sessionStorage for the tab.
 * Optional fields are absent when the landing URL or referrer had none.
 */
export type Attribution = {
  source: Source;
  /** The referrer's host name (no path, no query), when there was one from another site. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** Which paid-click id the landing URL carried. */
  click?: ClickId;
  /** The landing page's path (no query). */
  landing: string;
};

/** The longest text kept of a referrer host or UTM value; longer ones are cut by the browser and refused by the server. */
export const ATTRIBUTION_TEXT_MAX = 100;

/** Where the beacon posts, and the largest body the endpoint reads. */
export const EVENTS_PATH = "/api/events";
export const EVENT_BODY_MAX_BYTES = 2048;

/**
 * One event as the beacon sends it (JSON, `text/plain` so sendBeacon needs no preflight):
 * its name, the path of the page it happened on, for `outbound` the other site's host and for
 * `language` the language switched to, and the visit's attribution.
 */
export type BeaconEvent = {
  name: BeaconEventName;
  path: string;
  target?: string;
  attribution: Attribution;
};

/**
 * ANALYTICS=off is the server's, read at run time, and the pages are pre-rendered at build time:
 * the server marks each page it sends with this attribute on `<html>`, and the beacon, seeing it,
 * sends nothing (decision 0082). Without the mark, pages send as before.
 */
export const ANALYTICS_OFF_ATTRIBUTE = "data-analytics-off";

/** A page's HTML (or its first bytes) marked: `<html data-analytics-off lang="ta">`. */
export function withAnalyticsOff(html: string): string {
  return html.replace("<html", `<html ${ANALYTICS_OFF_ATTRIBUTE}`);
}

/** The contact form's hidden field carrying the visit's attribution as JSON (absent without JavaScript). */
export const ATTRIBUTION_FIELD = "attribution";

/** The sessionStorage key the visit's attribution is kept under. */
export const ATTRIBUTION_STORAGE_KEY = "vd-visit";

/**
 * How many days raw events are kept when ANALYTICS_RETENTION_DAYS is not set; daily totals are
 * kept for ever. The privacy page states this number (app/content/{en,ta}/legal.ts).
 */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 400;

/** The dashboard's periods: today (IST), and the last 7, 30 and 90 IST days including today. */
export const PERIODS = ["today", "7d", "30d", "90d"] as const;
export type Period = (typeof PERIODS)[number];
const PERIOD_DAYS: Record<Period, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST date of an instant, as YYYY-MM-DD: the day an event counts on and a salt belongs to. */
export function istDay(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an IST day (YYYY-MM-DD) begins, in milliseconds since the epoch. */
export function istDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;
}

/** The first IST day of a period ending today, as YYYY-MM-DD. */
export function periodFirstDay(period: Period, now: number): string {
  return istDay(istDayStart(istDay(now)) - (PERIOD_DAYS[period] - 1) * DAY_MS);
}
