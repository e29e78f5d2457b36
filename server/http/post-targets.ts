/**
 * Form posts go to a plain path with a route that takes them (only /contact has an action, and
 * the owner's inbox). Any other post is answered here: React Router would refuse it as well,
 * but log a stack trace for each, which would let anyone fill the logs.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { matchRoutes, type ServerBuild } from "react-router";
import { sitePath } from "./request-url";

type RouteNode = { id: string; path?: string; index?: boolean; hasAction: boolean; children: RouteNode[] };

/** Whether a POST to this URL reaches a route with an action. */
function createActionMatcher(routes: ServerBuild["routes"]): (target: string) => boolean {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, hasAction: Boolean(route.module.action), children: [] });
  }
  const top: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : top).push(node);
  }
  return (target) => {
    let url: URL;
    try {
      url = new URL(target, "http://localhost");
    } catch {
      return false;
    }
    // Single-fetch data requests: /contact.data is /contact, /_root.data is /.
    const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
    const matches = matchRoutes(top as never, pathname) as Array<{ route: RouteNode }> | null;
    if (!matches?.length) return false;
    // "?index" posts to the index route; otherwise the deepest route that is not an index.
    const wantsIndex = url.searchParams.getAll("index").some((value) => value === "");
    const leaf = wantsIndex ? matches.at(-1)!.route : [...matches].reverse().find((m) => !m.route.index)?.route;
    return Boolean(leaf?.hasAction);
  };
}

/**
 * Answers a POST that no action takes: 400 when its target is not a plain path on this site
 * ("//evil.example/contact": React Router's CSRF check would throw on it), 405 (Allow: GET,
 * HEAD) when no route with an action matches. False for anything else.
 */
export function createPostTargetCheck(routes: ServerBuild["routes"]): (req: IncomingMessage, res: ServerResponse) => boolean {
  const takesPosts = createActionMatcher(routes);
  return (req, res) => {
    if (req.method !== "POST") return false;
    const target = req.url ?? "/";
    if (sitePath(target) !== target) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end("Bad Request: the address must be a plain path such as /contact.\n", () => req.socket.destroySoon());
      return true;
    }
    if (takesPosts(target)) return false;
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
    res.end("Method Not Allowed: this page takes no form posts.\n", () => req.socket.destroySoon());
    return true;
  };
}
