/**
 * The one same-origin check, for every state-changing request (any method but GET and HEAD;
 * the site takes POST only), before its body is read and before React Router (whose own check
 * then never fires). A browser always sends Origin with a post, and the post is the site's own
 * when Origin is this request's origin, scheme, host and port, exactly as React Router's
 * request URL has it: the scheme the trusted proxy reports (else http) and a valid Host.
 * Anything else is refused with 403: another site, another scheme, "null", "file://", a
 * request without a usable Host.
 *
 * A request without Origin (curl, old browsers) is not a cross-site request and may post the
 * contact form. The owner's inbox takes none: its pages always send one.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isInboxPath } from "~/shared/admin-paths";
import { sitePath, validHost, type ForwardedProto } from "./request-url";

/** This request's own origin, as a browser on one of its pages names it; null without a valid Host. */
function ownOrigin(req: IncomingMessage, proto: ForwardedProto): string | null {
  const host = validHost(req.headers.host);
  if (!host) return null;
  try {
    return new URL(`${proto ?? "http"}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Whether the target is the owner's inbox as React Router routes it: dot segments resolved, then however it is spelt. */
function isInboxTarget(target: string): boolean {
  try {
    return isInboxPath(new URL(sitePath(target), "http://localhost").pathname);
  } catch {
    return false;
  }
}

/** Whether the request's Origin is its own origin (also the event endpoint's check, server/analytics/events-endpoint.ts). */
export function isOwnOrigin(req: IncomingMessage, proto: ForwardedProto): boolean {
  return req.headers.origin !== undefined && req.headers.origin === ownOrigin(req, proto);
}

function sameOrigin(req: IncomingMessage, proto: ForwardedProto): boolean {
  if (req.headers.origin === undefined) return !isInboxTarget(req.url ?? "/");
  return isOwnOrigin(req, proto);
}

/** Answers a state-changing request that does not come from the site's own pages with 403; false for any other. */
export function refuseForeignOrigin(req: IncomingMessage, res: ServerResponse, proto: ForwardedProto): boolean {
  if (req.method === "GET" || req.method === "HEAD" || sameOrigin(req, proto)) return false;
  res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end("Forbidden: this form only accepts posts from its own pages.\n", () => req.socket.destroySoon());
  return true;
}
