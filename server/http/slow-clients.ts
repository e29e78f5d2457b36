/**
 * What one client, and all of them together, may hold of the server. A client that opens
 * connection after connection, or sends a small form a byte at a time, holds sockets and
 * memory for nothing (one address held 3,000 trickling posts open, and the server's memory
 * doubled). So:
 * - one client (an IPv4 address, or an IPv6 /64) holds at most MAX_CONNECTIONS_PER_CLIENT open
 *   connections; one more is closed at once. A trusted proxy is not counted: it speaks for
 *   many visitors, and limits them itself.
 * - all clients together hold at most MAX_CONNECTIONS (node:http's maxConnections).
 * - a body declared at up to 64 KiB, or chunked (a browser sends a form with its length; a
 *   chunked post is a script's), must have arrived BODY_TIMEOUT_SECONDS after its headers, or
 *   the request is answered 408 and its connection closed. A larger declared body (possible
 *   only with a larger MAX_BODY_BYTES) keeps the request timeout (60 s).
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { clientGroup, type TrustedProxy } from "./client-address";

type ConnectionLimits = { maxConnections: number; perClient: number; trusted: TrustedProxy };

/** Caps the connections of each client and of all of them together. */
export function limitConnections(server: Server, { maxConnections, perClient, trusted }: ConnectionLimits): void {
  server.maxConnections = maxConnections;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const peer = socket.remoteAddress;
    if (!peer || trusted(peer)) return;
    const client = clientGroup(peer);
    const count = (open.get(client) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once("close", () => {
      const left = open.get(client)! - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}

/** Bodies declared at up to this many bytes, and chunked ones, get the short timeout. */
const SMALL_BODY_BYTES = 64 * 1024;

function hasSmallBody(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = Number(req.headers["content-length"] ?? 0);
  return length > 0 && length <= SMALL_BODY_BYTES;
}

const TIMED_OUT = "Request Timeout: the form took too long to arrive.\n";

/** Answers 408 (unless an answer has begun) straight on the socket, as node:http's own request timeout does, and closes it. */
function cutOff(res: ServerResponse): void {
  const socket = res.socket;
  if (!socket || socket.destroyed) return;
  if (!res.headersSent) {
    // The security headers the server set first (security-headers.ts) go out with it.
    const headers = { ...res.getHeaders(), "content-type": "text/plain; charset=utf-8", "content-length": Buffer.byteLength(TIMED_OUT), connection: "close" };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);
    socket.write(`HTTP/1.1 408 Request Timeout\r\n${lines.join("\r\n")}\r\n\r\n${TIMED_OUT}`);
  }
  socket.destroy();
}

/** Gives a small body `timeoutMs` from its headers to arrive. */
export function limitSlowBodies(server: Server, timeoutMs: number): void {
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!hasSmallBody(req)) return;
    const timer = setTimeout(() => {
      if (!req.complete) cutOff(res);
    }, timeoutMs);
    timer.unref();
    // Until the body has arrived or the connection is gone. The socket's listener goes with the
    // body: a kept-alive connection serves request after request, and a listener left on it for
    // each small POST held that request and its response until the socket closed (one
    // connection posting for 10 s gathered 18,770 of them and 90 MB).
    const socket = req.socket;
    const clear = () => {
      clearTimeout(timer);
      req.off("end", clear);
      socket.off("close", clear);
    };
    req.once("end", clear);
    socket.once("close", clear);
  });
}
