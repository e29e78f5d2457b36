/**
 * A browser always sends Origin with a form post; when it names another host (or is not a
 * web origin at all: "null", "file://"), the post is cross-site and refused before the body
 * is read. Clients that send no Origin (curl, old browsers) are not cross-site requests.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { validHost } from "./request-url";

function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = validHost(req.headers.host);
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && host !== null && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Answers a POST from another site's page with 403; false for any other request. */
export function refuseForeignOrigin(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "POST" || sameOrigin(req)) return false;
  res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end("Forbidden: this form only accepts posts from its own pages.\n", () => req.socket.destroySoon());
  return true;
}
