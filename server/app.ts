/**
 * The production server, bundled by Vite beside React Router's server build
 * (vite.config.ts), so the route modules and the server share one module graph.
 *
 * Each request goes through the pieces in server/http/ in this order, and the first that
 * answers it ends it: the security headers, the health check (/healthz), the redirect to HTTPS,
 * methods, the beacon's events (/api/events), the inbox's one spelling, the same-origin check,
 * a method that fits the route, the remembered language, the live chat's frame, the pre-rendered files, then
 * React Router.
 * runSite starts it all: configuration, services, server, serve.
 */
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import * as build from "virtual:react-router/server-build";
import { buildEnv } from "~/shared/build-env";
import { createEventsEndpoint } from "./analytics/events-endpoint";
import type { SitePages } from "./analytics/event-input";
import type { SiteAnalytics } from "./analytics/site-analytics";
import type { EnquiryService } from "./enquiries/service";
import { trustedProxy, type ProxyRange } from "./http/client-address";
import { liveChatOrigin, loadCspHashes, pagePolicies, type CspHashManifest } from "./http/content-security-policy";
import { redirectToHttps } from "./http/https-redirect";
import { redirectToCanonicalInbox } from "./http/inbox-spelling";
import { languageVary, redirectToChosenLanguage } from "./http/language-redirect";
import { configOrExit, createSiteServer, serve } from "./http/lifecycle";
import { createHealthCheck } from "./http/health-check";
import { createLiveChatFrame } from "./http/live-chat-frame";
import { refuseOtherMethods } from "./http/methods";
import { createRouteMethodCheck } from "./http/route-methods";
import { createReactRouterHandler } from "./http/react-router";
import type { AdminServices } from "./http/request-context";
import { forwardedProto } from "./http/request-url";
import { refuseForeignOrigin } from "./http/same-origin";
import { applySecurityHeaders } from "./http/security-headers";
import { loadStaticFiles, rendersPerRequest } from "./http/static";
import { openServices } from "./services";

type SiteOptions = {
  /** build/client: pre-rendered pages and assets; null in development, where Vite serves the assets and every page is rendered. */
  clientDir: string | null;
  /** Where /contact stores enquiries; null answers them with 503. */
  enquiries: EnquiryService | null;
  /** The owner's inbox and its sign-in; null answers /admin with 503. */
  admin?: AdminServices | null;
  /** The counting behind /api/events; null answers every event 204 and keeps none. With ANALYTICS=off, pages are also sent marked so, and their beacon sends nothing (decision 0082). */
  analytics?: SiteAnalytics | null;
  /** Larger request bodies are refused with 413 before they are read. */
  maxBodyBytes: number;
  /** Behind a reverse proxy: honour X-Forwarded-Proto and X-Forwarded-For from loopback and `trustedProxies`. */
  trustProxy: boolean;
  /** TRUSTED_PROXIES: the proxies besides loopback whose forwarded headers are believed. */
  trustedProxies?: readonly ProxyRange[];
  /** Inline-script hashes of the pre-rendered pages; default: build/csp-hashes.json beside clientDir. */
  cspHashes?: CspHashManifest;
  /** The third-party live-chat script, run in its sandboxed frame; default: the build's LIVE_CHAT_SCRIPT_URL. */
  liveChatScript?: string | null;
};

/** The pages an event may be about: what React Router pre-renders, less the feeds, sitemap and robots.txt. */
function sitePages(prerendered: readonly string[]): SitePages {
  return new Set(prerendered.filter((path) => !/\.(xml|txt|json)$/.test(path)));
}

/** The site's request handling: the production server's, and the dev server's behind Vite (scripts/dev.ts). */
export function createRequestListener({
  clientDir,
  enquiries,
  maxBodyBytes,
  trustProxy,
  trustedProxies = [],
  cspHashes = clientDir ? loadCspHashes(path.dirname(clientDir)) : {},
  liveChatScript = buildEnv.liveChatScriptUrl,
  admin = null,
  analytics = null,
}: SiteOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const policies = pagePolicies(cspHashes, { chatFrame: liveChatOrigin(liveChatScript) !== null });
  const liveChatFrame = createLiveChatFrame(liveChatScript);
  const analyticsOff = analytics?.enabled === false;
  const staticFiles = clientDir ? loadStaticFiles(clientDir, { analyticsOff }) : null;
  const refuseWrongMethod = createRouteMethodCheck(build.routes);
  const trusted = trustedProxy(trustProxy, trustedProxies);
  const events = createEventsEndpoint({ analytics, pages: sitePages(build.prerender), trusted });
  const reactRouter = createReactRouterHandler(build, { enquiries, admin, maxBodyBytes, policies, trusted, analyticsOff });
  const healthCheck = createHealthCheck(enquiries);

  return async (req, res) => {
    try {
      const proto = forwardedProto(req, trusted);
      applySecurityHeaders(res, { https: proto === "https" });
      if (await healthCheck(req, res)) return;
      if (redirectToHttps(req, res, { proto, siteUrl: buildEnv.siteUrl })) return;
      if (refuseOtherMethods(req, res)) return;
      if (events(req, res, proto)) return;
      if (redirectToCanonicalInbox(req, res)) return;
      if (refuseForeignOrigin(req, res, proto)) return;
      if (refuseWrongMethod(req, res)) return;
      if (redirectToChosenLanguage(req, res)) return;
      if (liveChatFrame(req, res, proto === "https")) return;
      const htmlCsp = (file: string) => policies.prerendered(file);
      if (staticFiles && !rendersPerRequest(req) && staticFiles.serve(req, res, { htmlCsp, vary: languageVary })) return;
      await reactRouter(req, res, proto);
    } catch (error) {
      console.error("Unhandled request error", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  };
}

/** Starts the site from the build (`node server.js`). */
export async function runSite({ clientDir, env = process.env }: { clientDir: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  const config = configOrExit(env);
  const services = await openServices(config);
  const listener = createRequestListener({ clientDir, ...services, maxBodyBytes: config.MAX_BODY_BYTES, trustProxy: config.TRUST_PROXY, trustedProxies: config.TRUSTED_PROXIES });
  await serve(createSiteServer(listener, config), config, services);
}
