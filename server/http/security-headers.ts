/**
 * The security headers of every response (docs/SECURITY.md): nosniff, a strict referrer policy,
 * no powerful features, a same-origin resource policy, no framing, a Content-Security-Policy
 * that allows nothing (HTML answers replace it with the page's own), and behind an HTTPS proxy,
 * HSTS. The owner's inbox (/admin) is also kept private (OWNER_PAGE_HEADERS).
 */
import type { ServerResponse } from "node:http";
import { RESOURCE_CSP } from "./content-security-policy";

/** HSTS for two years, subdomains included, once the site is reached over HTTPS. */
const HSTS = "max-age=63072000; includeSubDomains";

/** Sent with every response. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Resource-Policy": "same-origin",
  // frame-ancestors 'none' in the CSP does this for current browsers; this is for old ones.
  "X-Frame-Options": "DENY",
};

/**
 * Sent with every answer from the owner's inbox, whatever a route says: never kept by a
 * browser or a proxy, never indexed, and in a browsing context group of its own. The
 * same-origin opener policy keeps other sites' windows from holding a handle on the inbox.
 * Public pages do not send it: it makes a browser start a new renderer process for the page
 * (under Lighthouse's mobile simulation it added a median 0.2 s of blocking time to a page of
 * one heading), and they hold nothing that another window could reach
 * (docs/decisions/0053-opener-policy-on-the-inbox-only.md).
 */
export const OWNER_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Sets the headers every response carries; the handlers replace Content-Security-Policy for
 * HTML pages. Called before anything else writes to `res`.
 */
export function applySecurityHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", RESOURCE_CSP);
  if (https) res.setHeader("Strict-Transport-Security", HSTS);
}
