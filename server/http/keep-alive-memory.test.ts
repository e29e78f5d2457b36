/**
 * One kept-alive connection posting small bodies without pause must not grow the server's
 * memory. limitSlowBodies once added a `close` listener to the socket for every small POST and
 * dropped it only when the socket closed: 10 s of beacons on one connection left 18,770
 * listeners, each holding its request and response, and the heap went from 21 to 111 MB.
 *
 * The whole site's pipeline runs here in this process (so the test can count the socket's
 * listeners and collect garbage), on a real SQLite file, posting beacon events to
 * /api/events: 204 while the client's rate allows, then 429.
 */
import http from "node:http";
import type net from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, expect, it } from "vitest";
import { EVENTS_PATH } from "../../app/shared/analytics";
import { createRequestListener } from "../app";
import { loadConfig } from "../config";
import { openServices } from "../services";
import { useTempDir } from "../test-support/temp-dir";
import { createSiteServer } from "./lifecycle";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const POSTING_MS = 5_000;
/** Posted at the least, however slow the machine: enough to see the server close a connection after 1,000. */
const AT_LEAST = 2_500;
const { sqliteFile } = useTempDir("keep-alive-memory-");
const config = loadConfig({ DATABASE_URL: `sqlite:${sqliteFile()}`, HOST: "127.0.0.1" });
const services = await openServices(config);
const listener = createRequestListener({ clientDir: null, ...services, maxBodyBytes: config.MAX_BODY_BYTES, trustProxy: false });
const server = createSiteServer(listener, config);
const sockets = new Set<net.Socket>();
let connections = 0;
server.on("connection", (socket) => {
  connections++;
  sockets.add(socket);
  socket.once("close", () => sockets.delete(socket));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as net.AddressInfo).port;

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await services.sweep.stop();
  await services.analytics.stop();
  await services.enquiries.stop();
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const event = JSON.stringify({ name: "pageview", path: "/", attribution: { source: "direct", landing: "/" } });

function postEvent(): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        port,
        host: "127.0.0.1",
        method: "POST",
        path: EVENTS_PATH,
        headers: { "Content-Type": "text/plain", "Content-Length": Buffer.byteLength(event), Origin: `http://127.0.0.1:${port}`, "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile" },
      },
      (response) => {
        response.resume();
        response.once("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.once("error", reject);
    request.end(event);
  });
}

function heapAfterGc(): number {
  for (let round = 0; round < 3; round++) collectGarbage();
  return process.memoryUsage().heapUsed;
}

it("keeps no memory per request on a kept-alive connection: the socket's close listeners stay under 10, the heap within 5 MB", async () => {
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  // Warmed up within the client's rate (120 a minute), so both answers are seen.
  for (let i = 0; i < 50; i++) count(await postEvent());
  const before = heapAfterGc();
  let mostCloseListeners = 0;
  let requests = 0;
  const until = Date.now() + POSTING_MS;
  while (Date.now() < until || requests < AT_LEAST) {
    count(await postEvent());
    if (++requests % 100 === 0) for (const socket of sockets) mostCloseListeners = Math.max(mostCloseListeners, socket.listenerCount("close"));
  }
  const seconds = (Date.now() - until + POSTING_MS) / 1000;
  const grown = heapAfterGc() - before;
  console.log(`${requests} posts in ${seconds.toFixed(1)} s (${[...statuses].map(([status, count]) => `${count}× ${status}`).join(", ")}); ${connections} connections; most close listeners on a socket: ${mostCloseListeners}; heap after GC grew ${(grown / 1e6).toFixed(1)} MB`);
  expect([...statuses.keys()].sort()).toEqual([204, 429]);
  expect(mostCloseListeners).toBeLessThan(10);
  // And the server closes a kept-alive connection after 1,000 requests (maxRequestsPerSocket).
  expect(connections).toBe(Math.ceil((requests + 50) / 1_000));
  expect(grown).toBeLessThan(5 * 1024 * 1024);
}, 90_000);
