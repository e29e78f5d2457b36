/**
 * Behind an HTTPS proxy (TRUST_PROXY), plain HTTP only ever redirects: 308 (which keeps a POST
 * a POST) to the same path on SITE_URL's host over https.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { validHost, type ForwardedProto } from "./request-url";

/**
 * Where a plain-HTTP request is sent. The request's Host is not used: it may come from
 * anyone. Null for a request with no valid Host (it is answered as it is, not redirected).
 */
function httpsLocation(req: IncomingMessage, siteUrl: string): string | null {
  if (!validHost(req.headers.host)) return null;
  const target = (req.url ?? "/").startsWith("/") ? (req.url ?? "/") : "/";
  return `https://${new URL(siteUrl).host}${target}`;
}

/** Answers a request the trusted proxy says came over plain HTTP with a 308 to https; false for any other. */
export function redirectToHttps(req: IncomingMessage, res: ServerResponse, { proto, siteUrl }: { proto: ForwardedProto; siteUrl: string }): boolean {
  if (proto !== "http") return false;
  const location = httpsLocation(req, siteUrl);
  if (!location) return false;
  res.writeHead(308, { Location: location, "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end(`Moved to ${location}\n`, () => req.socket.destroySoon());
  return true;
}
