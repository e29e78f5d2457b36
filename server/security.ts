/**
 * The security headers of every response (docs/SECURITY.md).
 *
 * - Every response: nosniff, a strict referrer policy, no powerful features, a same-origin
 *   resource policy, no framing; behind an HTTPS proxy, HSTS.
 * - The owner's inbox (/admin): also a same-origin opener policy (OWNER_PAGE_HEADERS).
 * - HTML: a Content-Security-Policy whose script-src admits only this origin's files, the
 *   live-chat origin from the build, and the page's own inline scripts: by their SHA-256
 *   hashes for pre-rendered pages (build/csp-hashes.json, written by scripts/csp-hashes.js)
 *   or by a fresh nonce for pages rendered per request (app/entry.server.tsx).
 * - Anything else (scripts, data, images, errors): a policy that allows nothing, so a file
 *   opened as a document (an SVG, say) can run nothing.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

/** HSTS for two years, subdomains included, once the site is reached over HTTPS. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Resource-Policy": "same-origin",
  // frame-ancestors 'none' in the CSP does this for current browsers; this is for old ones.
  "X-Frame-Options": "DENY",
};

/**
 * Sent with the owner's pages only. A same-origin opener policy puts the inbox in a browsing
 * context group of its own: no other site's window keeps a handle on it. Public pages do not
 * send it: it makes a browser start a new renderer process for the page (under Lighthouse's
 * mobile simulation it added a median 0.2 s of blocking time to a page of one heading), and
 * they hold nothing that another window could reach (docs/decisions/0053-opener-policy-on-the-inbox-only.md).
 */
export const OWNER_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The policy of every response that is not an HTML page. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The origin of LIVE_CHAT_SCRIPT_URL (e.g. https://embed.chat.example), or null without one. */
export function liveChatOrigin(scriptUrl: string | null | undefined): string | null {
  if (!scriptUrl) return null;
  try {
    return new URL(scriptUrl).origin;
  } catch {
    return null;
  }
}

export type PageCspOptions = {
  /** CSP source expressions for the page's inline scripts: `'sha256-…'` or `'nonce-…'`. */
  inlineScripts: readonly string[];
  /** The live-chat widget's origin: it may load scripts from there, connect and frame it. */
  liveChat: string | null;
};

/**
 * The policy of an HTML page. Styles allow 'unsafe-inline' (and only styles): the splash
 * sets a style attribute, which no nonce can cover and a hash covers only with
 * 'unsafe-hashes', and third-party chat widgets add inline styles (docs/SECURITY.md).
 */
export function pageCsp({ inlineScripts, liveChat }: PageCspOptions): string {
  const chat = liveChat ? [liveChat] : [];
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...inlineScripts, ...chat]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...chat]],
    ["manifest-src", ["'self'"]],
    ["frame-src", chat.length ? chat : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** A fresh nonce for one server-rendered response: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** build/csp-hashes.json: the inline-script hashes of each pre-rendered page, by file. */
export type CspHashManifest = Record<string, string[]>;

export function loadCspHashes(buildDir: string): CspHashManifest {
  const file = path.join(buildDir, "csp-hashes.json");
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` (scripts/postbuild.js writes it).`);
  }
  return JSON.parse(readFileSync(file, "utf8")) as CspHashManifest;
}

/**
 * The scheme the visitor used, from X-Forwarded-Proto when a trusted proxy sets it,
 * otherwise null (the server itself only speaks plain HTTP). The right-most value is the
 * one the trusted proxy wrote; values to its left may come from the client, as with
 * X-Forwarded-For.
 */
export function forwardedProto(req: IncomingMessage, trustProxy: boolean): "http" | "https" | null {
  if (!trustProxy) return null;
  const value = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")
    .at(-1)
    ?.trim()
    .toLowerCase();
  return value === "https" || value === "http" ? value : null;
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The Host header if it is a plain host[:port], else null (it may come from anyone). */
export function validHost(host: string | undefined): string | null {
  return host && host.length <= 260 && HOST.test(host) ? host : null;
}

/**
 * Where a plain-HTTP request behind an HTTPS proxy is sent: the same path on SITE_URL's
 * host over https. The request's Host is not used: it may come from anyone. Null for a
 * request with no valid Host (it is answered as it is, not redirected).
 */
export function httpsLocation(req: IncomingMessage, siteUrl: string): string | null {
  if (!validHost(req.headers.host)) return null;
  const target = (req.url ?? "/").startsWith("/") ? (req.url ?? "/") : "/";
  return `https://${new URL(siteUrl).host}${target}`;
}

/**
 * Sets the headers every response carries; the handlers replace Content-Security-Policy for
 * HTML pages. Called before anything else writes to `res`.
 */
export function applySecurityHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", RESOURCE_CSP);
  if (https) res.setHeader("Strict-Transport-Security", HSTS);
}
