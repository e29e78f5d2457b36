/**
 * The production server, bundled by Vite beside React Router's server build
 * (vite.config.ts), so the route modules and the server share one module graph.
 *
 * Requests go to the pre-rendered files first, then to React Router. Around that it
 * checks the environment at start-up, runs the enquiry store's migrations, runs the mail
 * worker, caps request bodies (413) and shuts down gracefully on SIGTERM.
 */
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, matchRoutes, RouterContextProvider, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { buildEnv } from "~/shared/build-env";
import { cspNonceContext, adminContext, dataRequestContext, type AdminServices, enquiryServiceContext, clientAddressContext } from "./http/request-context";
import { isAdminPath } from "~/shared/admin-paths";
import { site } from "~/content/site";
import { acceptedEncodings, createCompressor, isCompressible } from "./http/compression";
import { ConfigError, loadConfig, type ServerConfig } from "./config";
import { OwnerAuth } from "./auth/owner-auth";
import { EnquiryService } from "./enquiries/service";
import { EnquiryInbox } from "./inbox/inbox";
import { liveChatOrigin, loadCspHashes, newNonce, pagePolicies, type CspHashManifest } from "./http/content-security-policy";
import { redirectToHttps } from "./http/https-redirect";
import { forwardedProto, sitePath, validHost, type ForwardedProto } from "./http/request-url";
import { applySecurityHeaders, OWNER_PAGE_HEADERS } from "./http/security-headers";
import { languageRedirect, variesByLanguageCookie } from "./http/language-redirect";
import { loadStaticFiles } from "./http/static";

export type SiteServerOptions = {
  /** build/client: pre-rendered pages and assets; null in development, where Vite serves the assets and every page is rendered. */
  clientDir: string | null;
  /** Where /contact stores enquiries; null answers them with 503. */
  enquiries: EnquiryService | null;
  /** The owner's inbox and its sign-in; null answers /admin with 503. */
  admin?: AdminServices | null;
  /** Larger request bodies are refused with 413 before they are read. */
  maxBodyBytes: number;
  /** Behind a reverse proxy: honour X-Forwarded-Proto (and X-Forwarded-For, in the service). */
  trustProxy: boolean;
  /** Inline-script hashes of the pre-rendered pages; default: build/csp-hashes.json beside clientDir. */
  cspHashes?: CspHashManifest;
  /** Origin the live-chat script comes from; default: that of the build's LIVE_CHAT_SCRIPT_URL. */
  liveChat?: string | null;
};

const PAYLOAD_TOO_LARGE = "Payload Too Large: the form is larger than this site accepts.\n";

/**
 * The request body as a web stream that errors once more than `maxBytes` arrived, so a
 * chunked upload without Content-Length is cut off instead of buffered. It reads from
 * the socket only as fast as the route consumes it.
 */
export function limitedBody(req: http.IncomingMessage, maxBytes: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let received = 0;
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (settled) return;
          received += chunk.byteLength;
          if (received > maxBytes) {
            settled = true;
            req.pause();
            onTooLarge();
            controller.error(new Error(`Request body larger than ${maxBytes} bytes`));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once("end", () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        req.once("error", (error) => {
          if (settled) return;
          settled = true;
          controller.error(error);
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        settled = true;
        req.pause();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/**
 * After a 413, how much more of the refused body is read (and dropped, never kept) and for how
 * long. Closing at once while the client is still sending makes the kernel answer its data
 * with a reset, which destroys the 413 before the client reads it ("lingering close").
 */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 5_000;

function sendPayloadTooLarge(req: http.IncomingMessage, res: http.ServerResponse): void {
  const socket = req.socket;
  // Node closes a "Connection: close" socket as soon as the answer is written; here it only
  // half-closes, and keeps reading until the client has sent what it meant to (or the bounds).
  socket.destroySoon = () => void socket.end();
  res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end(PAYLOAD_TOO_LARGE);
  if (req.complete) return;
  // Whatever happens, the connection is gone after LINGER_MS or LINGER_BYTES more bytes.
  const cut = () => socket.destroy();
  setTimeout(cut, LINGER_MS).unref();
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > LINGER_BYTES) cut();
  });
  req.resume();
}

/** Text types get an explicit charset (React Router sends its data as bare text/x-script). */
export function withCharset(contentType: string | null): string | null {
  if (!contentType || /;\s*charset=/i.test(contentType)) return contentType;
  return /^(text\/|application\/(json|javascript|xml))/i.test(contentType) ? `${contentType}; charset=utf-8` : contentType;
}

async function sendResponse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: Response,
  { csp, privatePage }: { csp: string; privatePage: boolean },
): Promise<void> {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") headers[name] = value;
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const contentType = withCharset(response.headers.get("content-type"));
  if (contentType) headers["content-type"] = contentType;
  const isHtml = /^text\/html\b/i.test(contentType ?? "");
  // A page rendered per request carries a nonce of its own: never cache or share it.
  if (isHtml) headers["content-security-policy"] = csp;
  if (!response.headers.has("cache-control")) headers["cache-control"] = isHtml ? "no-store" : "no-cache";
  if (privatePage) {
    // The owner's inbox: never kept by a browser or a proxy, never indexed, whatever a route
    // says, and in a browsing context group of its own.
    headers["cache-control"] = "no-store";
    headers["x-robots-tag"] = "noindex, nofollow";
    for (const [name, value] of Object.entries(OWNER_PAGE_HEADERS)) headers[name.toLowerCase()] = value;
  }

  const bodyAllowed = response.body && req.method !== "HEAD" && response.status !== 204 && response.status !== 304;
  const compressible = isCompressible(contentType) && !response.headers.has("content-encoding");
  if (compressible) headers.vary = response.headers.has("vary") ? `${response.headers.get("vary")}, Accept-Encoding` : "Accept-Encoding";
  const encoding = compressible ? acceptedEncodings(req.headers["accept-encoding"])[0] : undefined;
  if (bodyAllowed && encoding) {
    headers["content-encoding"] = encoding;
    delete headers["content-length"];
    res.writeHead(response.status, headers);
    try {
      await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), createCompressor(encoding), res);
    } catch (error) {
      // The visitor went away mid-response; nothing more to do.
      if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
    }
    return;
  }
  res.writeHead(response.status, headers);
  if (bodyAllowed) {
    await writeReadableStreamToWritable(response.body!, res);
  } else {
    await response.body?.cancel();
    res.end();
  }
}

/** The site reads pages and takes form posts; nothing else (fetch's Request refuses TRACE, CONNECT, …). */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

function refuseMethod(req: http.IncomingMessage, res: http.ServerResponse): void {
  const allow = ALLOWED_METHODS.join(", ");
  if (req.method === "OPTIONS") {
    res.writeHead(204, { Allow: allow });
    res.end();
    return;
  }
  res.writeHead(405, { Allow: allow, "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end("Method Not Allowed\n", () => req.socket.destroySoon());
}

type RouteNode = { id: string; path?: string; index?: boolean; hasAction: boolean; children: RouteNode[] };

/**
 * Whether a POST to this URL reaches a route with an action (only /contact has one). Posts
 * to any other page are answered 405 here: React Router would answer the same, but log a
 * stack trace for each, which would let anyone fill the logs.
 */
export function createActionMatcher(routes: ServerBuild["routes"]): (url: string) => boolean {
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

function refuseNoAction(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end("Method Not Allowed: this page takes no form posts.\n", () => req.socket.destroySoon());
}

/**
 * A browser always sends Origin with a form post; when it names another host (or is not a
 * web origin at all: "null", "file://"), the post is cross-site and refused before the body
 * is read. Clients that send no Origin (curl, old browsers) are not cross-site requests.
 */
function sameOrigin(req: http.IncomingMessage): boolean {
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

function refuseOddTarget(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end("Bad Request: the address must be a plain path such as /contact.\n", () => req.socket.destroySoon());
}

function refuseForeignOrigin(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end("Forbidden: this form only accepts posts from its own pages.\n", () => req.socket.destroySoon());
}

/**
 * `/contact?service=slug` (linked from every service page) is rendered per request so
 * that the service is preselected in the HTML, also for visitors without JavaScript;
 * plain `/contact` is the pre-rendered file. The same for the Tamil `/ta/contact`.
 */
function rendersPerRequest(req: http.IncomingMessage): boolean {
  const url = req.url ?? "/";
  return ["/contact?", "/ta/contact?"].some(
    (prefix) => url.startsWith(prefix) && new URLSearchParams(url.slice(prefix.length)).has("service"),
  );
}

/** The site's request handling: the production server's, and the dev server's behind Vite (scripts/dev.ts). */
export function createRequestListener({
  clientDir,
  enquiries,
  maxBodyBytes,
  trustProxy,
  cspHashes = clientDir ? loadCspHashes(path.dirname(clientDir)) : {},
  liveChat = liveChatOrigin(buildEnv.liveChatScriptUrl),
  admin = null,
}: SiteServerOptions): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
  const staticFiles = clientDir ? loadStaticFiles(clientDir) : null;
  const takesPosts = createActionMatcher(build.routes);
  const policies = pagePolicies(cspHashes, liveChat);

  async function handleRoute(req: http.IncomingMessage, res: http.ServerResponse, proto: ForwardedProto): Promise<void> {
    const method = req.method ?? "GET";
    const hasBody = method !== "GET" && method !== "HEAD";
    const declaredLength = Number(req.headers["content-length"] ?? 0);
    if (hasBody && declaredLength > maxBodyBytes) return sendPayloadTooLarge(req, res);

    // A malformed Host (or request target) must not turn into a 500: fall back to a plain one.
    const host = validHost(req.headers.host) ?? "localhost";
    let url: URL;
    try {
      // Joined, not resolved: a target of "//evil.example/x" stays a path on this host.
      url = new URL(`${proto ?? "http"}://${host}${sitePath(req.url ?? "/")}`);
    } catch {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end("Bad Request\n");
      return;
    }
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);

    const controller = new AbortController();
    res.on("close", () => controller.abort());
    let tooLarge = false;
    const request = new Request(url, {
      method,
      headers,
      signal: controller.signal,
      ...(hasBody ? { body: limitedBody(req, maxBodyBytes, () => (tooLarge = true)), duplex: "half" } : {}),
    } as RequestInit);

    const nonce = newNonce();
    const context = new RouterContextProvider();
    context.set(clientAddressContext, req.socket.remoteAddress ?? "0.0.0.0");
    context.set(enquiryServiceContext, enquiries);
    context.set(cspNonceContext, nonce);
    context.set(adminContext, admin);
    context.set(dataRequestContext, url.pathname.endsWith(".data"));
    const response = await handleRequest(request, context);
    if (tooLarge) {
      await response.body?.cancel();
      return sendPayloadTooLarge(req, res);
    }
    await sendResponse(req, res, response, {
      csp: policies.rendered(nonce, proto === "https"),
      privatePage: isAdminPath(url.pathname),
    });
  }

  return async (req, res) => {
    try {
      const proto = forwardedProto(req, trustProxy);
      applySecurityHeaders(res, { https: proto === "https" });
      if (redirectToHttps(req, res, { proto, siteUrl: buildEnv.siteUrl })) return;
      const htmlCsp = (file: string) => policies.prerendered(file, proto === "https");
      if (!ALLOWED_METHODS.includes(req.method ?? "")) return refuseMethod(req, res);
      if (req.method === "POST" && !sameOrigin(req)) return refuseForeignOrigin(req, res);
      // "//evil.example/contact" and the like: React Router's CSRF check would throw (and log
      // a stack trace for each), so the odd target is refused here in one line.
      if (req.method === "POST" && sitePath(req.url ?? "/") !== (req.url ?? "/")) return refuseOddTarget(req, res);
      if (req.method === "POST" && !takesPosts(req.url ?? "/")) return refuseNoAction(req, res);
      const remembered = languageRedirect(req);
      if (remembered) {
        res.writeHead(302, { Location: remembered, Vary: "Cookie", "Cache-Control": "private, no-cache", "Content-Length": "0" });
        res.end();
        return;
      }
      const vary = (urlPath: string) => (variesByLanguageCookie(urlPath) ? ["Cookie"] : []);
      if (staticFiles && !rendersPerRequest(req) && staticFiles.serve(req, res, { htmlCsp, vary })) return;
      await handleRoute(req, res, proto);
    } catch (error) {
      console.error("Unhandled request error", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  };
}

export function createSiteServer(options: SiteServerOptions): http.Server {
  const server = http.createServer(createRequestListener(options));
  // A client that trickles its headers or body (slowloris) is cut off instead of holding a socket.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  return server;
}

/** How long SIGTERM waits for requests in flight before closing their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The environment, checked: a bad one exits with status 1 and a message naming what is wrong. */
export function configOrExit(env: NodeJS.ProcessEnv): ServerConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export type SiteServices = { enquiries: EnquiryService; admin: AdminServices };

/** Opens and migrates the enquiry store, starts the mail worker, and sets up the owner's inbox. */
export async function openServices(config: ServerConfig): Promise<SiteServices> {
  const enquiries = await EnquiryService.open(config);
  await enquiries.start();
  const auth = new OwnerAuth(enquiries.store.sql, {
    siteUrl: buildEnv.siteUrl,
    siteName: site.name,
    ready: () => enquiries.ready(),
    onMailQueued: () => enquiries.worker.notify(),
  });
  return { enquiries, admin: { auth, inbox: new EnquiryInbox(enquiries.store.sql) } };
}

/**
 * Listens on the configured port, and on SIGTERM or SIGINT stops in reverse order: no new
 * connections, requests in flight finished, then `beforeStop` (the dev server closes Vite),
 * the mail worker and the database.
 */
export async function serve(
  server: http.Server,
  config: ServerConfig,
  { enquiries }: SiteServices,
  beforeStop: () => Promise<void> = async () => {},
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const where = config.DATABASE_URL.kind === "sqlite" ? config.DATABASE_URL.file : "PostgreSQL";
  console.log(`Site ready on http://localhost:${config.PORT} (enquiries: ${where})`);

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    // Stops accepting connections, closes idle keep-alive ones, waits for the rest.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(force);
    await beforeStop();
    console.log("Requests finished; stopping the mail worker.");
    await enquiries.stop();
    console.log("Mail worker stopped and database closed. Bye.");
    process.exit(0);
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      shutdown(signal).catch((error) => {
        console.error("Shutdown failed", error);
        process.exit(1);
      });
    });
  }
}

/** Starts the site from the build (`node server.js`). */
export async function runSite({ clientDir, env = process.env }: { clientDir: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  const config = configOrExit(env);
  const services = await openServices(config);
  const server = createSiteServer({ clientDir, ...services, maxBodyBytes: config.MAX_BODY_BYTES, trustProxy: config.TRUST_PROXY });
  await serve(server, config, services);
}
