// `npm run dev`: the production server's own request handling (server/app.ts), with Vite in
// front of it serving the app's modules and hot-reloading them, as React Router's
// node-custom-server template does. So the contact form stores enquiries and the owner's
// inbox works in development, against the same DATABASE_URL rules as `npm start`.
//
// Differences from production, all on purpose: every page is rendered per request (there
// are no pre-rendered files yet), and the share images that `npm run build` draws are absent.
import http from "node:http";
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
type SiteApp = typeof import("../server/app");

const server = http.createServer();
const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
// Vite reloads server/app.ts (and the routes it imports) whenever one of their files changes.
const loadApp = () => vite.ssrLoadModule("/server/app.ts") as Promise<SiteApp>;

// Loaded at start-up, so that an error in it shows at once; then again on each request, which
// is free until a file changes.
await loadApp();
// Loaded through Vite as well, so that the services are the ones the routes' modules know.
const { configOrExit, serve } = (await vite.ssrLoadModule("/server/http/lifecycle.ts")) as typeof import("../server/http/lifecycle");
const { openServices } = (await vite.ssrLoadModule("/server/services.ts")) as typeof import("../server/services");
const config = configOrExit(process.env);
// The store, mail worker and inbox stay open across reloads; only the request handling is reloaded.
const services = await openServices(config);

let current: { app: SiteApp; listener: ReturnType<SiteApp["createRequestListener"]> } | null = null;
server.on("request", (req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const app = await loadApp();
      if (current?.app !== app) {
        const listener = app.createRequestListener({
          clientDir: null,
          ...services,
          maxBodyBytes: config.MAX_BODY_BYTES,
          trustProxy: config.TRUST_PROXY,
          trustedProxies: config.TRUSTED_PROXIES,
        });
        current = { app, listener };
      }
      await current.listener(req, res);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(`Internal Server Error\n\n${error instanceof Error ? error.stack : String(error)}\n`);
    }
  });
});

await serve(server, config, services, () => vite.close());
