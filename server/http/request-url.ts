/**
 * The URL a visitor asked for, as far as the server trusts the request's own words for it: the
 * scheme from a trusted proxy (forwardedProto), the Host header when it is a plain host
 * (validHost), and the request target as a path on this site (sitePath).
 */
import type { IncomingMessage } from "node:http";
import type { TrustedProxy } from "./client-address";

/** The scheme the visitor used; null when no trusted proxy said (the server itself only speaks plain HTTP). */
export type ForwardedProto = "http" | "https" | null;

/**
 * The scheme the visitor used, from X-Forwarded-Proto when the peer is a trusted proxy,
 * otherwise null. The right-most value is the one the trusted proxy wrote; values to its
 * left may come from the client, as with X-Forwarded-For.
 */
export function forwardedProto(req: IncomingMessage, trusted: TrustedProxy): ForwardedProto {
  if (!trusted(req.socket.remoteAddress)) return null;
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
 * A request target whose path stays on this site: one leading "/", no backslash, no run of
 * slashes (browsers read "//host" and "/\\host" as another host). The query is kept as it is.
 */
export function sitePath(target: string): string {
  const queryAt = target.indexOf("?");
  const urlPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt);
  return `/${urlPath.replace(/[/\\]+/g, "/").replace(/^\/+/, "")}${query}`;
}
