/**
 * The owner's inbox has one spelling, /admin. React Router matches routes in any case and
 * percent-decoded, so "/ADMIN", "/Admin/sign-in" or "/%61dmin" would reach the inbox past
 * everything keyed on that spelling (robots.txt, a proxy's rules, the logs an owner reads).
 * Such a request is answered here, before any route runs: a GET or HEAD is sent on to the inbox
 * spelt the site's way (301), anything else is a 404. Both carry the inbox's private headers.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { canonicalInboxPath } from "~/shared/admin-paths";
import { sitePath } from "./request-url";
import { OWNER_PAGE_HEADERS } from "./security-headers";

/** Answers a request for the inbox spelt another way; false for any other request. */
export function redirectToCanonicalInbox(req: IncomingMessage, res: ServerResponse): boolean {
  let url: URL;
  try {
    // Dot segments resolved as React Router's request URL has them ("/x/../ADMIN" is "/ADMIN").
    url = new URL(sitePath(req.url ?? "/"), "http://localhost");
  } catch {
    return false;
  }
  const canonical = canonicalInboxPath(url.pathname);
  if (canonical === null) return false;
  if (req.method === "GET" || req.method === "HEAD") {
    res.writeHead(301, { ...OWNER_PAGE_HEADERS, Location: `${canonical}${url.search}` });
    res.end();
    return true;
  }
  res.writeHead(404, { ...OWNER_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end("Not Found: the inbox is at /admin.\n", () => req.socket.destroySoon());
  return true;
}
