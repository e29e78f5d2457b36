/**
 * A request's method must fit the route it reaches. Form posts go to a plain path with a route
 * that takes them (only /contact has an action, and the owner's inbox); a route that only takes
 * posts (sign-out, the push and passkey endpoints) is not read with GET or HEAD. Either mismatch
 * is answered here with 405 and the methods the route does take: React Router would refuse it
 * as well, but with a 400 'Unexpected Server Error' or a 405 without Allow, and a stack trace
 * in the log for each, which would let anyone fill the logs.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { matchRoutes, type ServerBuild } from "react-router";
import { sitePath } from "./request-url";

type RouteNode = { id: string; path?: string; index?: boolean; hasAction: boolean; takesGet: boolean; children: RouteNode[] };

/** The route a request to this URL with this method reaches: for a POST, the one whose action runs; for a GET, the deepest. Null where none matches. */
function createRouteMatcher(routes: ServerBuild["routes"]): (target: string, method: "GET" | "POST") => RouteNode | null {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const { action, loader, default: page } = route.module;
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, hasAction: Boolean(action), takesGet: Boolean(loader || page), children: [] });
  }
  const top: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : top).push(node);
  }
  return (target, method) => {
    let url: URL;
    try {
      url = new URL(target, "http://localhost");
    } catch {
      return null;
    }
    // Single-fetch data requests: /contact.data is /contact, /_root.data is /.
    const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
    const matches = matchRoutes(top as never, pathname) as Array<{ route: RouteNode }> | null;
    if (!matches?.length) return null;
    if (method === "GET") return matches.at(-1)!.route;
    // "?index" posts to the index route; otherwise the deepest route that is not an index.
    const wantsIndex = url.searchParams.getAll("index").some((value) => value === "");
    return (wantsIndex ? matches.at(-1)!.route : [...matches].reverse().find((m) => !m.route.index)?.route) ?? null;
  };
}

function refuse(req: IncomingMessage, res: ServerResponse, allow: string, text: string): true {
  res.writeHead(405, { Allow: allow, "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end(text, () => req.socket.destroySoon());
  return true;
}

/**
 * Answers a POST that no action takes: 400 when its target is not a plain path on this site
 * ("//evil.example/contact": React Router's CSRF check would throw on it), 405 (Allow: GET,
 * HEAD) when no route with an action matches. Answers a GET or HEAD of a route that has an
 * action and nothing to read with 405 (Allow: POST). False for anything else.
 */
export function createRouteMethodCheck(routes: ServerBuild["routes"]): (req: IncomingMessage, res: ServerResponse) => boolean {
  const routeOf = createRouteMatcher(routes);
  return (req, res) => {
    const target = req.url ?? "/";
    if (req.method === "GET" || req.method === "HEAD") {
      const route = routeOf(target, "GET");
      return Boolean(route?.hasAction && !route.takesGet) && refuse(req, res, "POST", "Method Not Allowed: this address only takes form posts.\n");
    }
    if (req.method !== "POST") return false;
    if (sitePath(target) !== target) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end("Bad Request: the address must be a plain path such as /contact.\n", () => req.socket.destroySoon());
      return true;
    }
    if (routeOf(target, "POST")?.hasAction) return false;
    return refuse(req, res, "GET, HEAD", "Method Not Allowed: this page takes no form posts.\n");
  };
}
