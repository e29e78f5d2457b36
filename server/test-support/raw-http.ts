// Stryker disable all: a test helper, not code under test (stryker.config.mjs mutates server/**).
/**
 * A raw HTTP/1.1 client for the server's tests. Requests go over a raw socket, so the request
 * line, the Host header and the body framing are exactly what each test sends (fetch would
 * normalise "//evil.example/contact" or "/../", always send Host, and frame bodies its own way).
 */
import net from "node:net";

// A raw HTTP/1.1 client.

export type Reply = {
  status: number;
  headers: Map<string, string[]>;
  /** A header's value, repeated ones joined with ", "; undefined when absent. */
  header(name: string): string | undefined;
  body: Buffer;
  text: string;
};

export type Sent = {
  method?: string;
  target: string;
  version?: "1.0" | "1.1";
  /** Host header; null sends none; default 127.0.0.1:<port>. */
  host?: string | null;
  headers?: Record<string, string>;
  /** Sent with Content-Length (unless `headers` sets one). */
  body?: string | Buffer;
  /** Sent with Transfer-Encoding: chunked, one chunk each, no Content-Length. */
  chunks?: Array<string | Buffer>;
  /**
   * Leave the connection open (no Connection: close): for answers that must close it
   * themselves. Any other answer waits for the server's keep-alive timeout (5 s).
   */
  keepAlive?: boolean;
};

export function parseReply(data: Buffer): Reply {
  const headerEnd = data.indexOf("\r\n\r\n");
  if (headerEnd === -1) throw new Error(`No complete response head in ${JSON.stringify(data.toString("latin1"))}`);
  const [statusLine, ...lines] = data.subarray(0, headerEnd).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)![1]);
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  let body = data.subarray(headerEnd + 4);
  if (headers.get("transfer-encoding")?.[0] === "chunked") {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf("\r\n", at);
      if (lineEnd === -1) throw new Error("Chunked body cut short");
      const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
      if (size === 0) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return {
    status,
    headers,
    header: (name) => headers.get(name.toLowerCase())?.join(", "),
    body,
    text: body.toString("utf8"),
  };
}

/** Sends one request on a fresh connection (Connection: close unless `keepAlive`) and reads until the server closes. */
export async function send(port: number, sent: Sent): Promise<Reply> {
  return parseReply(await exchange(port, sent));
}

/** The bytes the server sent back, unparsed. */
export function exchange(port: number, sent: Sent): Promise<Buffer> {
  const { method = "GET", target, version = "1.1", headers = {}, body, chunks } = sent;
  const host = sent.host === undefined ? `127.0.0.1:${port}` : sent.host;
  const lines = [`${method} ${target} HTTP/${version}`];
  if (host !== null) lines.push(`Host: ${host}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const hasLength = Object.keys(headers).some((name) => name.toLowerCase() === "content-length");
  if (body !== undefined && !hasLength) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  if (chunks) lines.push("Transfer-Encoding: chunked");
  if (!sent.keepAlive) lines.push("Connection: close");
  const parts: Buffer[] = [Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1")];
  if (body !== undefined) parts.push(Buffer.from(body));
  if (chunks) {
    for (const chunk of chunks) {
      const bytes = Buffer.from(chunk);
      parts.push(Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n"));
    }
    parts.push(Buffer.from("0\r\n\r\n"));
  }
  return sendRaw(port, Buffer.concat(parts));
}

export function sendRaw(port: number, request: Buffer | string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1");
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No end of response after 10 s: ${JSON.stringify(Buffer.concat(received).toString("latin1"))}`));
    }, 10_000);
    socket.on("data", (chunk) => received.push(chunk));
    // The server may cut the upload short with a reset once it has answered (413): what
    // arrived before counts.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(received));
    });
    // Not end(): a client that half-closes is a client that went away, and the server may
    // abort a response still being written. Connection: close makes the server close.
    socket.write(request);
  });
}

/**
 * Sends a request head and a large body the way a simple client does: everything first,
 * then reading the answer. Returns what arrived and how the upload ended (null: all sent).
 */
export function upload(port: number, head: string, body: Buffer): Promise<{ received: Buffer; writeError: Error | null }> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let writeError: Error | null = null;
    const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const timer = setTimeout(() => socket.destroy(new Error("no end after 15 s")), 15_000);
    socket.on("data", (chunk) => received.push(chunk));
    socket.on("error", (error) => (writeError ??= error));
    socket.write(head);
    socket.write(body, (error) => {
      writeError ??= error ?? null;
      if (!socket.destroyed) socket.end();
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ received: Buffer.concat(received), writeError });
    });
  });
}
