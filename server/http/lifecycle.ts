/**
 * Start and stop: the environment checked, the server's timeouts and connection limits,
 * listening on the configured port, and a graceful stop on SIGTERM or SIGINT.
 */
import http from "node:http";
import { ConfigError, loadConfig, type ServerConfig } from "../config";
import type { SiteServices } from "../services";
import { trustedProxy } from "./client-address";
import { limitConnections, limitSlowBodies } from "./slow-clients";

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

const MAX_REQUESTS_PER_SOCKET = 1_000;

type ClientLimits = Pick<ServerConfig, "MAX_CONNECTIONS" | "MAX_CONNECTIONS_PER_CLIENT" | "BODY_TIMEOUT_SECONDS" | "TRUST_PROXY" | "TRUSTED_PROXIES">;

/**
 * The production server: a client that trickles its headers, its form or its request
 * (slowloris) is cut off instead of holding a socket, and no client holds more than its share
 * of connections (server/http/slow-clients.ts).
 */
export function createSiteServer(listener: http.RequestListener, config: ClientLimits): http.Server {
  const server = http.createServer(listener);
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  // A kept-alive connection is closed after this many requests (as nginx's keepalive_requests),
  // so no state that lives as long as a socket can grow with its requests for ever. A browser's
  // visit makes a few dozen.
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_SOCKET;
  const trusted = trustedProxy(config.TRUST_PROXY, config.TRUSTED_PROXIES);
  limitConnections(server, { maxConnections: config.MAX_CONNECTIONS, perClient: config.MAX_CONNECTIONS_PER_CLIENT, trusted });
  limitSlowBodies(server, config.BODY_TIMEOUT_SECONDS * 1000);
  return server;
}

/** How long SIGTERM waits for requests in flight before closing their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens on the configured port, and on SIGTERM or SIGINT stops in reverse order: no new
 * connections, requests in flight finished, then `beforeStop` (the dev server closes Vite),
 * the daily sweep, the counted events still queued written, the mail worker and the database.
 */
export async function serve(
  server: http.Server,
  config: ServerConfig,
  { enquiries, sweep, analytics }: SiteServices,
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
    await sweep.stop();
    await analytics.stop();
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
