/** What clients may hold of the server: connections per client and in all, and time for a small body; through createSiteServer. */
import type http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createSiteServer } from "./lifecycle";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A site server with these limits, whose listener reads the whole body and answers with its length. */
async function start(env: Record<string, string>): Promise<number> {
  const server = createSiteServer((req, res) => {
    // As the site's listener does first (security-headers.ts).
    res.setHeader("X-Content-Type-Options", "nosniff");
    let length = 0;
    req.on("data", (chunk: Buffer) => (length += chunk.length));
    req.on("end", () => res.end(`read ${length}\n`));
    req.on("error", () => {});
  }, loadConfig(env));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

type Connection = { socket: net.Socket; closed: Promise<string>; isOpen: () => boolean };

/** Opens a connection from `localAddress` and sends `head`; `closed` resolves with what the server wrote, once it closes. */
function open(port: number, localAddress: string, head: string): Connection {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress });
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
  socket.on("error", () => {});
  socket.on("connect", () => socket.write(head));
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(answer)));
  return { socket, closed, isOpen: () => !socket.destroyed && socket.readyState === "open" };
}

const postHead = (length: number | "chunked") =>
  `POST /form HTTP/1.1\r\nHost: localhost\r\n${length === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`}\r\n\r\n`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("connection limits", () => {
  it("closes a client's connections past MAX_CONNECTIONS_PER_CLIENT at once, and counts IPv4 clients by address", async () => {
    const port = await start({ MAX_CONNECTIONS_PER_CLIENT: "3" });
    const first = Array.from({ length: 5 }, () => open(port, "127.0.0.2", postHead(10)));
    const other = Array.from({ length: 3 }, () => open(port, "127.0.0.3", postHead(10)));
    await pause(300);
    expect(first.filter((one) => one.isOpen()).length).toBe(3);
    expect(other.filter((one) => one.isOpen()).length).toBe(3);
    // A connection that ends makes room for another.
    first.find((one) => one.isOpen())!.socket.destroy();
    await pause(100);
    const again = open(port, "127.0.0.2", "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(await again.closed).toMatch(/^HTTP\/1\.1 200 /);
    for (const one of [...first, ...other]) one.socket.destroy();
  });

  it("does not count a trusted proxy: it speaks for many visitors", async () => {
    const port = await start({ MAX_CONNECTIONS_PER_CLIENT: "2", TRUST_PROXY: "1" });
    const fromProxy = Array.from({ length: 5 }, () => open(port, "127.0.0.1", postHead(10)));
    await pause(300);
    expect(fromProxy.filter((one) => one.isOpen()).length).toBe(5);
    for (const one of fromProxy) one.socket.destroy();
  });

  it("holds at most MAX_CONNECTIONS in all", async () => {
    const port = await start({ MAX_CONNECTIONS: "10", MAX_CONNECTIONS_PER_CLIENT: "2" });
    const many = Array.from({ length: 14 }, (_, i) => open(port, `127.0.2.${i + 1}`, postHead(10)));
    await pause(300);
    expect(many.filter((one) => one.isOpen()).length).toBe(10);
    for (const one of many) one.socket.destroy();
  });
});

describe("the body timeout", () => {
  it("answers 408 and closes when a small body has not arrived BODY_TIMEOUT_SECONDS after the headers", async () => {
    const port = await start({ BODY_TIMEOUT_SECONDS: "1" });
    const started = Date.now();
    for (const length of [10, 64 * 1024, "chunked"] as const) {
      const slow = open(port, "127.0.0.4", `${postHead(length)}${length === "chunked" ? "1\r\na\r\n" : "a"}`);
      const answer = await slow.closed;
      expect(answer, String(length)).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(answer).toMatch(/\r\n\r\nRequest Timeout: the form took too long to arrive\.\n$/);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("leaves a body that arrives in time, a request without a body, and a larger declared upload alone", async () => {
    const port = await start({ BODY_TIMEOUT_SECONDS: "1" });
    const onTime = open(port, "127.0.0.5", `${postHead(10)}a`);
    setTimeout(() => onTime.socket.write("bcdefghij"), 500);
    const get = open(port, "127.0.0.5", "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const large = open(port, "127.0.0.5", `${postHead(64 * 1024 + 1)}a`);
    await pause(1_500);
    expect({ onTime: onTime.isOpen(), get: get.isOpen(), large: large.isOpen() }).toEqual({ onTime: true, get: true, large: true });
    onTime.socket.end();
    expect(await onTime.closed).toMatch(/^HTTP\/1\.1 200 [\s\S]*read 10\n$/);
    for (const one of [get, large]) one.socket.destroy();
  });
});
