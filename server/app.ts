/**
 * The production server, bundled by Vite beside React Router's server build
 * (vite.config.ts), so the route modules and the server share one module graph.
 */
import http from "node:http";
import { createRequestListener } from "@react-router/node";
import { RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { clientAddressContext } from "~/lib/request-context";
import { serveStatic } from "./static";

export type SiteServerOptions = {
  /** build/client: pre-rendered pages and assets. */
  clientDir: string;
};

export function createSiteServer({ clientDir }: SiteServerOptions): http.Server {
  const handleRoute = createRequestListener({
    build,
    getLoadContext(_request, client) {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, client.address);
      return context;
    },
  });

  return http.createServer(async (req, res) => {
    try {
      if (await serveStatic(clientDir, req, res)) return;
      await handleRoute(req, res);
    } catch (error) {
      console.error("Unhandled request error", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  });
}
