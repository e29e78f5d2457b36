/**
 * Where a visit came from, read from its landing page (issue 29, docs/decisions/0065-attribution-first-touch-per-tab.md).
 * Pure functions: the beacon and the contact form run them in the browser; the server may too.
 * Small on purpose, as they ship with every page's first visit (no zod: the server checks
 * what arrives).
 */
import { ATTRIBUTION_TEXT_MAX, CLICK_IDS, type Attribution, type Source } from "./analytics";

/**
 * The sites a referrer host (or a host written as utm_source) is read as, each with its own
 * host and every subdomain of it. Gemini is Google's, so the AI assistants are looked at first.
 * Google is any of its country domains: google.com, google.co.in, www.google.de, news.google.com.
 */
const SITES: [Exclude<Source, "other" | "direct">, string[]][] = [
  ["ai", ["chatgpt.com", "chat.openai.com", "perplexity.ai", "gemini.google.com", "copilot.microsoft.com", "claude.ai"]],
  ["bing", ["bing.com"]],
  ["facebook", ["facebook.com", "fb.com", "fb.me"]],
  ["instagram", ["instagram.com"]],
  ["whatsapp", ["wa.me", "whatsapp.com"]],
  ["youtube", ["youtube.com", "youtu.be"]],
  ["linkedin", ["linkedin.com", "lnkd.in"]],
];
const GOOGLE_HOST = /(^|\.)google(\.[a-z]{2,3}){1,2}$/;

/**
 * The names campaigns write in utm_source, beside a network's host (`l.instagram.com`) and its
 * name (`instagram`, read as instagram.com): the usual shorthands and the AI assistants' names.
 */
const SOURCE_NAMES: Record<string, Source> = {
  ig: "instagram",
  insta: "instagram",
  fb: "facebook",
  meta: "facebook",
  yt: "youtube",
  wa: "whatsapp",
  li: "linkedin",
  adwords: "google",
  chatgpt: "ai",
  openai: "ai",
  perplexity: "ai",
  gemini: "ai",
  copilot: "ai",
  claude: "ai",
};

/** The site a host belongs to, or `other` for any other site. */
export function hostSource(host: string): Source {
  if (GOOGLE_HOST.test(host) && host !== "gemini.google.com") return "google";
  const site = SITES.find(([, hosts]) => hosts.some((own) => host === own || host.endsWith(`.${own}`)));
  return site ? site[0] : "other";
}

/** What a campaign's utm_source says: a network by name, shorthand or host, else `other`. */
function campaignSource(utmSource: string): Source {
  const name = utmSource.toLowerCase();
  return SOURCE_NAMES[name] ?? hostSource(name.includes(".") ? name : `${name}.com`);
}

/**
 * A visitor's text without control characters or bidirectional overrides (which the server
 * refuses: the whole visit would go uncounted), cut to ATTRIBUTION_TEXT_MAX without half of a
 * character at the cut; empty is none.
 */
function text(value: string | null): string | undefined {
  const trimmed = value
    ?.replace(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, "")
    .trim()
    .slice(0, ATTRIBUTION_TEXT_MAX)
    .replace(/[\uD800-\uDBFF]$/, "");
  return trimmed || undefined;
}

/** The host name of a referrer URL, or none when it is empty, unreadable or this site itself. */
function referrerHost(referrer: string, ownHost: string): string | undefined {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
  return host && bare(host) !== bare(ownHost) ? text(host) : undefined;
}

/**
 * A visit's attribution from the page it landed on (its URL) and `document.referrer`:
 * - the utm_* values, trimmed and cut to ATTRIBUTION_TEXT_MAX; which click id the URL carried
 *   (gclid before fbclid), never its value; the referrer's host only; the landing page's path.
 * - the source: utm_source first (a known network by name, shorthand or host, any other name
 *   `other`); then gclid (Google Ads) or fbclid (Meta's ads, and Meta's links: Instagram when
 *   the referrer is Instagram, else Facebook); then the referrer's host; none, or this site
 *   itself (`ownHost`, with or without www.), is `direct`.
 */
export function readAttribution(landingUrl: URL, referrer: string, ownHost: string): Attribution {
  const param = (name: string) => text(landingUrl.searchParams.get(name));
  const click = CLICK_IDS.find((id) => landingUrl.searchParams.has(id));
  const host = referrerHost(referrer, ownHost);
  const fromReferrer = host ? hostSource(host) : "direct";
  const utmSource = param("utm_source");
  const source: Source = utmSource
    ? campaignSource(utmSource)
    : click === "gclid"
      ? "google"
      : click && fromReferrer !== "instagram"
        ? "facebook"
        : fromReferrer;
  // Absent values are undefined, which JSON (sessionStorage, the beacon, the form) leaves out.
  return {
    source,
    referrer: host,
    utmSource,
    utmMedium: param("utm_medium"),
    utmCampaign: param("utm_campaign"),
    utmTerm: param("utm_term"),
    utmContent: param("utm_content"),
    click,
    landing: landingUrl.pathname,
  };
}

/**
 * The attribution a page load goes on with, given the one the tab kept (or none) and the one
 * its own landing reads. The first touch of a tab is kept for every later page; a load that
 * brings a new touch, campaign parameters or another site's referrer different from the kept
 * ones (a second ad tapped in the same tab), starts a new attribution. A reload, a typed URL or
 * a link from this site's own pages keeps the first.
 */
export function visitAttributionOf(kept: Attribution | null, landed: Attribution): Attribution {
  if (!kept) return landed;
  const touch = ({ landing: _landing, ...rest }: Attribution) => JSON.stringify(rest);
  const newTouch = touch(landed) !== touch({ source: "direct", landing: "" }) && touch(landed) !== touch(kept);
  return newTouch ? landed : kept;
}

/** A kept attribution read back from sessionStorage, or null when there is none or it is not one of ours. */
export function parseAttribution(json: string | null): Attribution | null {
  try {
    const value = JSON.parse(json ?? "null") as Partial<Attribution> | null;
    return typeof value?.source === "string" && typeof value.landing === "string" ? (value as Attribution) : null;
  } catch {
    return null;
  }
}
