// Stryker disable all: a test fixture, not code under test (stryker.config.mjs mutates server/**).
/**
 * A hand-written React Router server build for the tests of server/app.ts and server/http/
 * (server/test-support/sites.ts). vitest.config.ts aliases `virtual:react-router/server-build`
 * (which only the React Router Vite plugin resolves) to this file, so server/app.ts runs
 * in-process under Vitest with these few routes instead of the site's. The real build
 * (vite.config.ts) never sees it.
 *
 * Nothing here renders React: the document entry answers with a small HTML page that prints
 * what server/http/react-router.ts handed to React Router (the request URL, the status, the per-request
 * context), so the tests can check it.
 *
 * - `/` (index): a page; `/page`: a page with a loader.
 * - `/contact`, `/ta/contact`: pages with an action that reads the whole body (unguarded: a body
 *   the server cuts off fails the action, which the entry's handleError logs unless the request
 *   was aborted, as app/entry.server.tsx does).
 * - `/text.txt`: a resource route answering bare `text/plain` with a Content-Length; `/cached.txt`: one with its own Cache-Control and Vary.
 * - `/cookies.txt`: a resource route setting two cookies; `/picture.bin`: a non-text resource;
 *   `/moved`: a redirect without a body or a Content-Type.
 * - `/boom.txt`: a resource route whose loader throws (React Router answers 500); `/broken.txt`:
 *   one whose body fails after its first chunk, when the headers are already sent; `/slow.txt`:
 *   one that sends a chunk and then waits forever (for a visitor who leaves mid-response);
 *   `/hang.txt`: one whose loader waits until the request is aborted.
 * - `/crash`: a page whose critical-CSS lookup throws, so React Router's handler itself rejects
 *   and server/app.ts's own 500 answers.
 * - `/admin`, `/admin/export.csv` (with `Cache-Control: private, max-age=60` of its own).
 */
import { isRouteErrorResponse, type ServerBuild } from "react-router";
import { adminContext, dataRequestContext, cspNonceContext, enquiryServiceContext, clientAddressContext } from "../http/request-context";

type Module = ServerBuild["routes"][string] extends infer R ? (R extends { module: infer M } ? M : never) : never;
type Context = { get<T>(context: import("react-router").RouterContext<T>): T };

const Page = () => null;

/** What the contact action saw: the body's length and its first bytes. With ?later, it waits 200 ms before reading. */
const contact: Module = {
  default: Page,
  action: async ({ request }: { request: Request }) => {
    if (new URL(request.url).searchParams.has("later")) await new Promise((resolve) => setTimeout(resolve, 200));
    const body = await request.text();
    return { received: body.length, start: body.slice(0, 20) };
  },
};

/**
 * A resource route: a loader and no component (that is what makes it one; React Router's
 * ServerRouteModule type asks for a default export all the same).
 */
const resource = (loader: (args: { request: Request }) => Response | Promise<Response>): Module => ({ loader }) as unknown as Module;
const text = (body: string, headers: Record<string, string> = {}) => resource(() => new Response(body, { headers }));

const modules: Record<string, { parentId?: string; path?: string; index?: boolean; module: Module }> = {
  root: { path: "", module: { default: Page } },
  "routes/home": { parentId: "root", index: true, module: { default: Page } },
  "routes/page": { parentId: "root", path: "page", module: { default: Page, loader: () => ({ page: true }) } },
  "routes/contact": { parentId: "root", path: "contact", module: contact },
  "ta/contact": { parentId: "root", path: "ta/contact", module: contact },
  "routes/text": { parentId: "root", path: "text.txt", module: text("plain text\n", { "Content-Type": "text/plain", "Content-Length": "11" }) },
  "routes/cached": {
    parentId: "root",
    path: "cached.txt",
    module: text("cached\n", { "Content-Type": "text/plain; charset=us-ascii", "Cache-Control": "public, max-age=60", Vary: "Cookie" }),
  },
  "routes/cookies": {
    parentId: "root",
    path: "cookies.txt",
    module: resource(() => {
      const headers = new Headers({ "Content-Type": "text/plain" });
      headers.append("Set-Cookie", "a=1; Path=/");
      headers.append("Set-Cookie", "b=2; Path=/");
      return new Response("cookies\n", { headers });
    }),
  },
  "routes/moved": { parentId: "root", path: "moved", module: resource(() => new Response(null, { status: 302, headers: { Location: "/" } })) },
  "routes/picture": { parentId: "root", path: "picture.bin", module: text("\u0001\u0002", { "Content-Type": "application/octet-stream" }) },
  "routes/boom": {
    parentId: "root",
    path: "boom.txt",
    module: resource(() => {
      throw new Error("loader failed");
    }),
  },
  "routes/broken": {
    parentId: "root",
    path: "broken.txt",
    module: resource(() => {
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent) return controller.error(new Error("stream failed"));
          sent = true;
          controller.enqueue(new TextEncoder().encode("partial\n"));
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/plain" } });
    }),
  },
  "routes/slow": {
    parentId: "root",
    path: "slow.txt",
    module: resource(() => {
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        // One chunk, then nothing until the reader goes away.
        pull(controller) {
          if (sent) return new Promise<void>(() => {});
          sent = true;
          controller.enqueue(new TextEncoder().encode("first chunk\n"));
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/plain" } });
    }),
  },
  "routes/hang": {
    parentId: "root",
    path: "hang.txt",
    // Answers only once the request is aborted (the visitor left).
    module: resource(
      ({ request }) =>
        new Promise<Response>((resolve) => request.signal.addEventListener("abort", () => resolve(new Response("left\n")))),
    ),
  },
  "routes/crash": { parentId: "root", path: "crash", module: { default: Page } },
  "routes/admin": { parentId: "root", path: "admin", module: { default: Page, loader: () => ({ admin: true }) } },
  "routes/admin-export": {
    parentId: "root",
    path: "admin/export.csv",
    module: text("id\n", { "Content-Type": "text/csv", "Cache-Control": "private, max-age=60" }),
  },
};

export const routes: ServerBuild["routes"] = Object.fromEntries(
  Object.entries(modules).map(([id, route]) => [id, { id, parentId: route.parentId, path: route.path, index: route.index, caseSensitive: undefined, module: route.module }]),
);

export const assets: ServerBuild["assets"] = {
  entry: { imports: [], module: "/assets/entry.client.js" },
  url: "/assets/manifest.js",
  version: "test",
  routes: Object.fromEntries(
    Object.entries(modules).map(([id, route]) => [
      id,
      {
        id,
        parentId: route.parentId,
        path: route.path,
        index: route.index,
        hasAction: Boolean(route.module.action),
        hasLoader: Boolean(route.module.loader),
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
        module: `/assets/${id}.js`,
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
    ]),
  ),
};

/** The document entry: a page listing what the server gave React Router for this request. */
export const entry: ServerBuild["entry"] = {
  module: {
    default: (request, status, headers, entryContext, loadContext) => {
      const context = loadContext as unknown as Context;
      const lines = [
        `status=${status}`,
        `url=${request.url}`,
        // Header names and values as one line each: what the server copied from the raw request.
        `headers=${JSON.stringify([...request.headers])}`,
        `nonce=${context.get(cspNonceContext)}`,
        `client=${context.get(clientAddressContext)}`,
        `enquiries=${context.get(enquiryServiceContext) === null ? "none" : "set"}`,
        `admin=${context.get(adminContext) === null ? "none" : "set"}`,
        `data=${context.get(dataRequestContext)}`,
        `action=${JSON.stringify(Object.values(entryContext.staticHandlerContext.actionData ?? {})[0] ?? null)}`,
      ];
      headers.set("Content-Type", "text/html");
      return new Response(`<!doctype html><title>fixture</title><pre>\n${lines.join("\n")}\n</pre>\n`, { status, headers });
    },
    /** As app/entry.server.tsx: what a route throws is logged, unless the request was aborted or it is a 4xx. */
    handleError: (error, { request }) => {
      if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
      console.error(error);
    },
    /** Data requests get a header saying whether the server marked the request as one. */
    handleDataRequest: (response, { context }) => {
      const headers = new Headers(response.headers);
      headers.set("X-Data-Request", String((context as unknown as Context).get(dataRequestContext)));
      return new Response(response.body, { status: response.status, headers });
    },
  },
};

export const unstable_getCriticalCss: ServerBuild["unstable_getCriticalCss"] = ({ pathname }) => {
  if (pathname === "/crash") throw new Error("critical CSS failed");
  return undefined;
};

export const basename: ServerBuild["basename"] = "/";
export const publicPath: ServerBuild["publicPath"] = "/";
export const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"] = "build/client";
export const future: ServerBuild["future"] = { v8_middleware: true, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false };
export const ssr: ServerBuild["ssr"] = true;
export const isSpaMode: ServerBuild["isSpaMode"] = false;
// The pages beacon events may name (server/app.ts sitePages).
export const prerender: ServerBuild["prerender"] = ["/"];
export const routeDiscovery: ServerBuild["routeDiscovery"] = { mode: "lazy", manifestPath: "/__manifest" };
export const allowedActionOrigins: ServerBuild["allowedActionOrigins"] = false;
