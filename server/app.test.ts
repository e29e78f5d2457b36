/**
 * server/app.ts in-process: createRequestListener behind a real http.Server on loopback, with
 * the hand-written React Router build of server/test-support/server-build.ts (vitest.config.ts
 * aliases the virtual module to it). Requests go over a raw socket, so the request line, the
 * Host header and the body framing are exactly what each test sends (fetch would normalise
 * "//evil.example/contact" or "/../", always send Host, and frame bodies its own way).
 */
import { EventEmitter } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  configOrExit,
  createActionMatcher,
  createRequestListener,
  createSiteServer,
  limitedBody,
  openServices,
  runSite,
  serve,
  withCharset,
  type SiteServerOptions,
  type SiteServices,
} from "./app";
import { loadConfig } from "./config";
import { MailWorker } from "./enquiries/mail";
import { freePort } from "../scripts/lib/local-site";
import { until } from "../tests/support/wait";
import { pagePolicies, RESOURCE_CSP } from "./http/content-security-policy";
import { applySecurityHeaders } from "./http/security-headers";
import { fakeResponse } from "./test-support/fake-http";

// ---------------------------------------------------------------------------------------
// A raw HTTP/1.1 client.

type Reply = {
  status: number;
  headers: Map<string, string[]>;
  /** A header's value, repeated ones joined with ", "; undefined when absent. */
  header(name: string): string | undefined;
  body: Buffer;
  text: string;
};

type Sent = {
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

function parseReply(data: Buffer): Reply {
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
async function send(port: number, sent: Sent): Promise<Reply> {
  return parseReply(await exchange(port, sent));
}

/** The bytes the server sent back, unparsed. */
function exchange(port: number, sent: Sent): Promise<Buffer> {
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

function sendRaw(port: number, request: Buffer | string): Promise<Buffer> {
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
function upload(port: number, head: string, body: Buffer): Promise<{ received: Buffer; writeError: Error | null }> {
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

// ---------------------------------------------------------------------------------------
// The sites under test.

const MAX_BODY = 1024;
const SITE_URL = "https://www.vaigaidigital.in"; // vitest.config.ts defines __SITE_URL__
const HOME_HASH = "'sha256-aG9tZSBwYWdlIHNjcmlwdA=='";
/** Stand-ins: the listener only puts them in the request context. */
const ENQUIRIES = {} as NonNullable<SiteServerOptions["enquiries"]>;
const ADMIN = {} as NonNullable<SiteServerOptions["admin"]>;

const tempDir = mkdtempSync(path.join(tmpdir(), "app-test-"));
const clientDir = path.join(tempDir, "client");
const ASSET = "console.log('asset');\n".repeat(20);

function writeClientDir(): void {
  const files: Record<string, string | Buffer> = {
    "index.html": "<!doctype html><p>static home</p>\n",
    "contact/index.html": "<!doctype html><p>static contact</p>\n",
    "ta/contact/index.html": "<!doctype html><p>static ta contact</p>\n",
    "assets/app-abc123.js": ASSET,
    "assets/app-abc123.js.br": zlib.brotliCompressSync(ASSET),
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    writeFileSync(path.join(clientDir, name), content);
  }
  // Read only when cspHashes is not given (the "defaults" site).
  writeFileSync(path.join(tempDir, "csp-hashes.json"), JSON.stringify({ "index.html": ["'sha256-ZnJvbSB0aGUgZmlsZQ=='"] }));
}

const servers: http.Server[] = [];
/** How each request's listener call ended: null, or what it rejected with. None should reject. */
let outcomes: Array<Promise<unknown>> = [];

async function start(options: SiteServerOptions): Promise<number> {
  const listener = createRequestListener(options);
  const server = http.createServer((req, res) => {
    outcomes.push(listener(req, res).then(() => null, (error: unknown) => error));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

/** No proxy, an inbox, no enquiry store. */
let site: number;
/** Behind a trusted proxy, with an http: live-chat origin (dropped over HTTPS). */
let proxied: number;
/** No build/client (every page rendered), nothing else given: the defaults. */
let bare: number;
/** A build/client and no cspHashes: they come from csp-hashes.json beside it. */
let defaults: number;
/** Takes bodies of up to 1 MiB, more than the body stream buffers (64 KiB). */
let roomy: number;

beforeAll(async () => {
  writeClientDir();
  site = await start({ clientDir, enquiries: null, admin: ADMIN, maxBodyBytes: MAX_BODY, trustProxy: false, cspHashes: { "index.html": [HOME_HASH] }, liveChat: null });
  proxied = await start({ clientDir, enquiries: ENQUIRIES, maxBodyBytes: MAX_BODY, trustProxy: true, cspHashes: {}, liveChat: "http://chat.example" });
  bare = await start({ clientDir: null, enquiries: null, maxBodyBytes: MAX_BODY, trustProxy: false });
  defaults = await start({ clientDir, enquiries: null, maxBodyBytes: MAX_BODY, trustProxy: false, liveChat: null });
  roomy = await start({ clientDir: null, enquiries: null, maxBodyBytes: 1024 * 1024, trustProxy: false, cspHashes: {}, liveChat: null });
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(tempDir, { recursive: true, force: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  const pending = outcomes;
  outcomes = [];
  const settled = await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(() => resolve("unfinished"), 5_000))]);
  expect(settled, "a request was still being handled 5 s after the test").not.toBe("unfinished");
  expect((settled as unknown[]).filter((outcome) => outcome !== null)).toEqual([]);
});

/** The lines the fixture's document entry prints ("status=200", "url=…"), as a record. */
function rendered(reply: Reply): Record<string, string> {
  const match = /<pre>\n([\s\S]*)\n<\/pre>/.exec(reply.text);
  if (!match) throw new Error(`Not a rendered page: ${reply.status} ${reply.text}`);
  return Object.fromEntries(match[1]!.split("\n").map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]));
}

function nonceCsp(reply: Reply, liveChat: string | null = null): string {
  return pageCsp({ inlineScripts: [`'nonce-${rendered(reply).nonce}'`], liveChat });
}

/** A page's policy with these inline-script sources, as pageCsp wrote it. */
function pageCsp({ inlineScripts, liveChat }: { inlineScripts: string[]; liveChat: string | null }): string {
  return pagePolicies({ "page.html": inlineScripts }, liveChat).prerendered("page.html", false);
}

/** The headers applySecurityHeaders sets (its own test says what they are), the policy aside. */
function expectSecurityHeaders(reply: Reply, { https = false } = {}): void {
  const expected = fakeResponse();
  applySecurityHeaders(expected, { https });
  for (const [name, value] of Object.entries(expected.getHeaders())) {
    if (name !== "content-security-policy") expect(reply.header(name), name).toBe(value);
  }
  expect(Object.keys(expected.getHeaders()).length).toBe(https ? 7 : 6);
  expect(reply.header("strict-transport-security")).toBe(expected.getHeader("strict-transport-security"));
}

const post = (port: number, target: string, extra: Partial<Sent> = {}): Promise<Reply> =>
  send(port, { method: "POST", target, headers: { Origin: `http://127.0.0.1:${port}`, "Content-Type": "application/x-www-form-urlencoded" }, body: "name=A", ...extra });

// ---------------------------------------------------------------------------------------

describe("methods", () => {
  it("refuses methods other than GET, HEAD and POST with 405, Allow and a plain-text body", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const reply = await send(site, { method, target: "/contact", body: "x", keepAlive: true });
      expect(reply.status, method).toBe(405);
      expect(reply.header("allow")).toBe("GET, HEAD, POST");
      expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
      expect(reply.header("connection")).toBe("close");
      expect(reply.text).toBe("Method Not Allowed\n");
      expectSecurityHeaders(reply);
      expect(reply.header("content-security-policy")).toBe(RESOURCE_CSP);
    }
  });

  it("answers OPTIONS with 204 and Allow, without a body", async () => {
    for (const target of ["/page", "*"]) {
      const reply = await send(site, { method: "OPTIONS", target });
      expect(reply.status).toBe(204);
      expect(reply.header("allow")).toBe("GET, HEAD, POST");
      expect(reply.header("content-type")).toBeUndefined();
      expect(reply.text).toBe("");
    }
  });

  it("answers HEAD with the GET headers and no body", async () => {
    const reply = await send(site, { method: "HEAD", target: "/page" });
    expect(reply.status).toBe(200);
    expect(reply.header("content-type")).toBe("text/html; charset=utf-8");
    expect(reply.header("cache-control")).toBe("no-store");
    expect(reply.header("content-security-policy")).toMatch(/^default-src 'none'; script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==';/);
    expect(reply.body.length).toBe(0);
  });

  it("sends no compressed encoding for a HEAD (there is no body to compress), of a page or a resource", async () => {
    for (const target of ["/page", "/text.txt"]) {
      const reply = await send(site, { method: "HEAD", target, headers: { "Accept-Encoding": "gzip" } });
      expect(reply.status, target).toBe(200);
      expect(reply.header("content-encoding"), target).toBeUndefined();
      expect(reply.header("vary"), target).toBe("Accept-Encoding");
      expect(reply.body.length, target).toBe(0);
    }
  });
});

describe("form posts", () => {
  it("reaches the action from the site's own origin, or from a client that sends no Origin", async () => {
    const own = await post(site, "/contact");
    expect(own.status).toBe(200);
    expect(rendered(own).action).toBe(JSON.stringify({ received: 6, start: "name=A" }));
    const noOrigin = await send(site, { method: "POST", target: "/contact", body: "name=B" });
    expect(noOrigin.status).toBe(200);
    expect(rendered(noOrigin).action).toBe(JSON.stringify({ received: 6, start: "name=B" }));
    const tamil = await post(site, "/ta/contact");
    expect(tamil.status).toBe(200);
    expect(rendered(tamil).url).toBe(`http://127.0.0.1:${site}/ta/contact`);
  });

  it("checks the Origin of posts only: a GET from another site's page is served", async () => {
    const reply = await send(site, { target: "/page", headers: { Origin: "https://evil.example" } });
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe(`http://127.0.0.1:${site}/page`);
  });

  it("compares the Origin with the Host without regard to case", async () => {
    const reply = await post(site, "/contact", { host: `LocalHost:${site}`, headers: { Origin: `http://localhost:${site}` } });
    expect(reply.status).toBe(200);
    expect(rendered(reply).action).toBe(JSON.stringify({ received: 6, start: "name=A" }));
  });

  it("accepts an https Origin for the same host (behind a TLS proxy)", async () => {
    const reply = await post(proxied, "/contact", { headers: { Origin: `https://127.0.0.1:${proxied}`, "X-Forwarded-Proto": "https" } });
    expect(reply.status).toBe(200);
    expect(rendered(reply).action).toBe(JSON.stringify({ received: 6, start: "name=A" }));
  });

  it("refuses with 403 a post whose Origin is another site, not a web origin, or unparseable", async () => {
    const origins = [
      "http://evil.example",
      `http://127.0.0.1:${site + 1}`,
      `http://127.0.0.1:${site}.evil.example`,
      "null",
      "file://",
      `ftp://127.0.0.1:${site}`,
      "not a url",
    ];
    for (const origin of origins) {
      const reply = await post(site, "/contact", { headers: { Origin: origin }, keepAlive: true });
      expect(reply.status, origin).toBe(403);
      expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
      expect(reply.header("connection")).toBe("close");
      expect(reply.text).toBe("Forbidden: this form only accepts posts from its own pages.\n");
      expectSecurityHeaders(reply);
    }
  });

  it("refuses with 403 a post that has an Origin but no usable Host", async () => {
    const noHost = await post(site, "/contact", { version: "1.0", host: null });
    expect(noHost.status).toBe(403);
    expect(noHost.text).toBe("Forbidden: this form only accepts posts from its own pages.\n");
    const badHost = await post(site, "/contact", { host: "127.0.0.1 evil", headers: { Origin: "http://127.0.0.1" } });
    expect(badHost.status).toBe(403);
    // A Host that a URL accepts but the Host check does not: the Origin naming it is no match.
    const oddHost = await post(site, "/contact", { host: "a_b.example", headers: { Origin: "http://a_b.example" } });
    expect(oddHost.status).toBe(403);
    expect(oddHost.text).toBe("Forbidden: this form only accepts posts from its own pages.\n");
  });

  it("refuses with 400 a post whose target is not a plain path on this site", async () => {
    for (const target of ["//evil.example/contact", "/\\evil.example/contact", "/contact//", "http://evil.example/contact", "*"]) {
      const reply = await post(site, target, { keepAlive: true });
      expect(reply.status, target).toBe(400);
      expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
      expect(reply.header("connection")).toBe("close");
      expect(reply.text).toBe("Bad Request: the address must be a plain path such as /contact.\n");
    }
  });

  it("keeps the query as it is: slashes there do not make a target odd", async () => {
    const reply = await post(site, "/contact?from=//elsewhere");
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe(`http://127.0.0.1:${site}/contact?from=//elsewhere`);
  });

  it("refuses with 405 (Allow: GET, HEAD) a post to a page without an action", async () => {
    for (const target of ["/page", "/", "/nowhere", "/text.txt", "/../page"]) {
      const reply = await post(site, target, { keepAlive: true });
      expect(reply.status, target).toBe(405);
      expect(reply.header("allow")).toBe("GET, HEAD");
      expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
      expect(reply.header("connection")).toBe("close");
      expect(reply.text).toBe("Method Not Allowed: this page takes no form posts.\n");
    }
  });

  it("passes a single-fetch post (/contact.data) to the action, marked as a data request", async () => {
    const reply = await post(site, "/contact.data");
    expect(reply.status).toBe(200);
    expect(reply.header("x-data-request")).toBe("true");
    expect(reply.header("content-type")).toBe("text/x-script; charset=utf-8");
    expect(reply.header("content-security-policy")).toBe(RESOURCE_CSP);
    expect(reply.text).toContain("name=A");
  });
});

describe("request bodies", () => {
  const PAYLOAD_TOO_LARGE = "Payload Too Large: the form is larger than this site accepts.\n";

  it("refuses with 413 a declared Content-Length over the limit, before reading the body", async () => {
    const reply = await post(site, "/contact", { body: "x".repeat(MAX_BODY + 1), keepAlive: true });
    expect(reply.status).toBe(413);
    expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
    expect(reply.header("connection")).toBe("close");
    expect(reply.text).toBe(PAYLOAD_TOO_LARGE);
    expectSecurityHeaders(reply);
  });

  it("takes a body of exactly the limit", async () => {
    const reply = await post(site, "/contact", { body: "y".repeat(MAX_BODY) });
    expect(reply.status).toBe(200);
    expect(rendered(reply).action).toBe(JSON.stringify({ received: MAX_BODY, start: "y".repeat(20) }));
  });

  it("refuses with 413 a chunked body that grows over the limit without a Content-Length", async () => {
    const reply = await post(site, "/contact", { body: undefined, chunks: ["z".repeat(600), "z".repeat(MAX_BODY + 1 - 600)], keepAlive: true });
    expect(reply.status).toBe(413);
    expect(reply.header("connection")).toBe("close");
    expect(reply.text).toBe(PAYLOAD_TOO_LARGE);
  });

  it("takes a chunked body of exactly the limit", async () => {
    const reply = await post(site, "/contact", { body: undefined, chunks: ["w".repeat(600), "w".repeat(MAX_BODY - 600)] });
    expect(reply.status).toBe(200);
    expect(rendered(reply).action).toBe(JSON.stringify({ received: MAX_BODY, start: "w".repeat(20) }));
  });

  it("delivers the 413 to a client that keeps sending a large body (lingering close)", async () => {
    const reply = await post(site, "/contact", { body: Buffer.alloc(512 * 1024, 0x61) });
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(PAYLOAD_TOO_LARGE);
  });

  it.each(["Content-Length", "chunked"])("reads and drops the rest of a refused body (%s), so a client that sends it all still gets the 413", async (framing) => {
    // More than the kernel buffers on both ends hold (a few MB on loopback), less than the
    // server drops (16 MiB): if the server stopped reading, or closed at once, the upload
    // would stall or be reset before the client read its answer.
    const size = 12 * 1024 * 1024;
    const data = Buffer.alloc(size, 0x61);
    const body = framing === "chunked" ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), data, Buffer.from("\r\n0\r\n\r\n")]) : data;
    const framingHeader = framing === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${size}`;
    const head = `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${site}\r\n${framingHeader}\r\nConnection: close\r\n\r\n`;
    const { received, writeError } = await upload(site, head, body);
    expect(writeError).toBeNull();
    const reply = parseReply(received);
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(PAYLOAD_TOO_LARGE);
  });

  it("cuts the connection once 16 MiB more of a refused body arrived", async () => {
    const size = 40 * 1024 * 1024;
    const head = `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${site}\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`;
    const { writeError } = await upload(site, head, Buffer.alloc(size, 0x62));
    expect(writeError).toMatchObject({ code: expect.stringMatching(/^(ECONNRESET|EPIPE)$/) });
  });

  it("streams a body larger than the stream's buffer to the action (reading resumes as it is consumed)", async () => {
    const size = 512 * 1024;
    // The action starts reading late, so the body fills the stream's buffer and the socket is paused first.
    const reply = await post(roomy, "/contact?later", { body: undefined, chunks: Array.from({ length: 8 }, () => "v".repeat(size / 8)) });
    expect(reply.status).toBe(200);
    expect(rendered(reply).action).toBe(JSON.stringify({ received: size, start: "v".repeat(20) }));
  });

  it("refuses with 413 a declared length whose body never comes", async () => {
    const reply = await post(site, "/contact", { body: "", headers: { Origin: `http://127.0.0.1:${site}`, "Content-Length": String(10 * MAX_BODY) } });
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(PAYLOAD_TOO_LARGE);
  });

  it("ignores a Content-Length on GET (GET has no body to cap)", async () => {
    const reply = await send(site, { target: "/page", headers: { "Content-Length": String(MAX_BODY + 1) }, body: "g".repeat(MAX_BODY + 1) });
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe(`http://127.0.0.1:${site}/page`);
  });
});

describe("the remembered language", () => {
  it("sends a visitor who chose Tamil from / to /ta with 302, Vary: Cookie and no body", async () => {
    for (const method of ["GET", "HEAD"]) {
      const reply = await send(site, { method, target: "/", headers: { Cookie: "theme=dark; lang=ta" } });
      expect(reply.status, method).toBe(302);
      expect(reply.header("location")).toBe("/ta");
      expect(reply.header("vary")).toBe("Cookie");
      expect(reply.header("cache-control")).toBe("private, no-cache");
      expect(reply.header("content-length")).toBe("0");
      expect(reply.text).toBe("");
      expectSecurityHeaders(reply);
    }
    const withQuery = await send(site, { target: "/?utm_source=x", headers: { Cookie: "lang=ta" } });
    expect(withQuery.status).toBe(302);
    expect(withQuery.header("location")).toBe("/ta?utm_source=x");
  });

  it("serves / itself, varying by Cookie, without the Tamil choice", async () => {
    const reply = await send(site, { target: "/", headers: { Cookie: "lang=en" } });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe("<!doctype html><p>static home</p>\n");
    expect(reply.header("vary")).toBe("Accept-Encoding, Cookie");
  });
});

describe("behind a trusted proxy", () => {
  it("redirects plain HTTP to SITE_URL over HTTPS with 308, keeping path and query", async () => {
    for (const method of ["GET", "POST"]) {
      const reply = await send(proxied, { method, target: "/page?x=1", headers: { "X-Forwarded-Proto": "http" }, keepAlive: true });
      expect(reply.status, method).toBe(308);
      expect(reply.header("location")).toBe(`${SITE_URL}/page?x=1`);
      expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
      expect(reply.header("connection")).toBe("close");
      expect(reply.text).toBe(`Moved to ${SITE_URL}/page?x=1\n`);
      expectSecurityHeaders(reply);
    }
  });

  it("answers a plain-HTTP request without a valid Host as it is (nowhere to redirect)", async () => {
    const reply = await send(proxied, { target: "/page", version: "1.0", host: null, headers: { "X-Forwarded-Proto": "http" } });
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe("http://localhost/page");
  });

  it("renders HTTPS requests as https URLs, with HSTS", async () => {
    const reply = await send(proxied, { target: "/page", headers: { "X-Forwarded-Proto": "https" } });
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe(`https://127.0.0.1:${proxied}/page`);
    expectSecurityHeaders(reply, { https: true });
  });

  it("treats a request without X-Forwarded-Proto as neither (no redirect, no HSTS)", async () => {
    const reply = await send(proxied, { target: "/page" });
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe(`http://127.0.0.1:${proxied}/page`);
    expectSecurityHeaders(reply, { https: false });
  });

  it("does not honour X-Forwarded-Proto without trustProxy", async () => {
    const plain = await send(site, { target: "/page", headers: { "X-Forwarded-Proto": "http" } });
    expect(plain.status).toBe(200);
    expect(rendered(plain).url).toBe(`http://127.0.0.1:${site}/page`);
    const https = await send(site, { target: "/page", headers: { "X-Forwarded-Proto": "https" } });
    expect(rendered(https).url).toBe(`http://127.0.0.1:${site}/page`);
    expectSecurityHeaders(https, { https: false });
  });

  it("drops an http: live-chat origin from the policy over HTTPS only", async () => {
    const overHttps = await send(proxied, { target: "/page", headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.header("content-security-policy")).toBe(nonceCsp(overHttps, null));
    const direct = await send(proxied, { target: "/page" });
    expect(direct.header("content-security-policy")).toBe(nonceCsp(direct, "http://chat.example"));
  });
});

describe("rendered pages", () => {
  it("carry the security headers and a CSP with the nonce the page was rendered with, fresh each time", async () => {
    const first = await send(site, { target: "/page" });
    const second = await send(site, { target: "/page" });
    for (const reply of [first, second]) {
      expect(reply.status).toBe(200);
      expectSecurityHeaders(reply);
      expect(rendered(reply).nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(reply.header("content-security-policy")).toBe(nonceCsp(reply));
      expect(reply.header("content-type")).toBe("text/html; charset=utf-8");
      expect(reply.header("cache-control")).toBe("no-store");
      expect(reply.header("vary")).toBe("Accept-Encoding");
      expect(reply.header("x-robots-tag")).toBeUndefined();
      expect(reply.header("cross-origin-opener-policy")).toBeUndefined();
    }
    expect(rendered(first).nonce).not.toBe(rendered(second).nonce);
  });

  it("hand React Router the request context: client address, services, nonce, data request or not", async () => {
    const fromSite = rendered(await send(site, { target: "/page" }));
    expect(fromSite).toMatchObject({ status: "200", client: "127.0.0.1", enquiries: "none", admin: "set", data: "false", action: "null" });
    const fromProxied = rendered(await send(proxied, { target: "/page" }));
    expect(fromProxied).toMatchObject({ enquiries: "set", admin: "none" });
    const data = await send(site, { target: "/page.data" });
    expect(data.status).toBe(200);
    expect(data.header("x-data-request")).toBe("true");
  });

  it("hand React Router every request header as it was sent, repeated ones together", async () => {
    const reply = await send(site, { target: "/page", headers: { Cookie: "lang=ta", "X-Test": "one", "x-test": "two" } });
    expect(JSON.parse(rendered(reply).headers!)).toEqual([
      ["connection", "close"],
      ["cookie", "lang=ta"],
      ["host", `127.0.0.1:${site}`],
      ["x-test", "one, two"],
    ]);
  });

  it("keep an https: live-chat origin over HTTPS, and do without one", async () => {
    const https = { "X-Forwarded-Proto": "https" };
    const withChat = await start({ clientDir: null, enquiries: null, maxBodyBytes: MAX_BODY, trustProxy: true, cspHashes: {}, liveChat: "https://chat.example" });
    const chat = await send(withChat, { target: "/page", headers: https });
    expect(chat.header("content-security-policy")).toBe(nonceCsp(chat, "https://chat.example"));
    const withoutChat = await start({ clientDir: null, enquiries: null, maxBodyBytes: MAX_BODY, trustProxy: true, cspHashes: {}, liveChat: null });
    const none = await send(withoutChat, { target: "/page", headers: https });
    expect(none.status).toBe(200);
    expect(none.header("content-security-policy")).toBe(nonceCsp(none));
  });

  it("are compressed when the client accepts it", async () => {
    const gzip = await send(site, { target: "/page", headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.status).toBe(200);
    expect(gzip.header("content-encoding")).toBe("gzip");
    expect(gzip.header("content-length")).toBeUndefined();
    expect(gzip.header("vary")).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(gzip.body).toString()).toContain(`url=http://127.0.0.1:${site}/page\n`);
    const br = await send(site, { target: "/page", headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.header("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain(`url=http://127.0.0.1:${site}/page\n`);
  });

  it("answer an unknown path with React Router's 404, rendered per request", async () => {
    const reply = await send(site, { target: "/nowhere" });
    expect(reply.status).toBe(404);
    expect(rendered(reply).status).toBe("404");
    expect(reply.header("content-security-policy")).toBe(nonceCsp(reply));
    expect(reply.header("cache-control")).toBe("no-store");
  });

  it("are rendered for /contact?service=… (the preselected service), the file serves the rest", async () => {
    for (const target of ["/contact?service=seo", "/ta/contact?service=seo", "/contact?x=1&service="]) {
      const reply = await send(site, { target });
      expect(reply.status, target).toBe(200);
      expect(rendered(reply).url).toBe(`http://127.0.0.1:${site}${target}`);
      expect(reply.header("content-security-policy")).toBe(nonceCsp(reply));
    }
    const files: Array<[string, string]> = [
      ["/contact", "<!doctype html><p>static contact</p>\n"],
      ["/contact?services=seo", "<!doctype html><p>static contact</p>\n"],
      ["/ta/contact", "<!doctype html><p>static ta contact</p>\n"],
      ["/ta/contact?x=service", "<!doctype html><p>static ta contact</p>\n"],
    ];
    for (const [target, body] of files) {
      const reply = await send(site, { target });
      expect(reply.status, target).toBe(200);
      expect(reply.text, target).toBe(body);
    }
  });
});

describe("resource routes", () => {
  it("get a charset on bare text types, no-cache by default, the resource CSP, and Vary: Accept-Encoding", async () => {
    const reply = await send(site, { target: "/text.txt" });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe("plain text\n");
    expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
    expect(reply.header("cache-control")).toBe("no-cache");
    expect(reply.header("content-security-policy")).toBe(RESOURCE_CSP);
    expect(reply.header("vary")).toBe("Accept-Encoding");
    expectSecurityHeaders(reply);
  });

  it("lose their Content-Length when compressed (it counted the uncompressed bytes)", async () => {
    const plain = await send(site, { target: "/text.txt" });
    expect(plain.header("content-length")).toBe("11");
    const gzip = await send(site, { target: "/text.txt", headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.status).toBe(200);
    expect(gzip.header("content-encoding")).toBe("gzip");
    expect(gzip.header("content-length")).toBeUndefined();
    expect(gzip.header("transfer-encoding")).toBe("chunked");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe("plain text\n");
  });

  it("keep their own charset, Cache-Control and Vary (Accept-Encoding added)", async () => {
    const reply = await send(site, { target: "/cached.txt" });
    expect(reply.header("content-type")).toBe("text/plain; charset=us-ascii");
    expect(reply.header("cache-control")).toBe("public, max-age=60");
    expect(reply.header("vary")).toBe("Cookie, Accept-Encoding");
  });

  it("keep each Set-Cookie a header of its own", async () => {
    const reply = await send(site, { target: "/cookies.txt" });
    expect(reply.headers.get("set-cookie")).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("pass on a response without a body or a Content-Type (a redirect) as it is, for GET and HEAD", async () => {
    const logged = vi.spyOn(console, "error");
    for (const method of ["GET", "HEAD"]) {
      const reply = await send(site, { method, target: "/moved", headers: { "Accept-Encoding": "gzip" } });
      expect(reply.status, method).toBe(302);
      expect(reply.header("location"), method).toBe("/");
      expect(reply.header("content-type"), method).toBeUndefined();
      expect(reply.header("content-encoding"), method).toBeUndefined();
      expect(reply.text, method).toBe("");
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it("send binary types as they are: no charset, no Vary, never compressed", async () => {
    const reply = await send(site, { target: "/picture.bin", headers: { "Accept-Encoding": "gzip, br" } });
    expect(reply.status).toBe(200);
    expect(reply.header("content-type")).toBe("application/octet-stream");
    expect(reply.header("content-encoding")).toBeUndefined();
    expect(reply.header("vary")).toBeUndefined();
    expect(reply.body).toEqual(Buffer.from([1, 2]));
  });
});

describe("static files", () => {
  it("serve pre-rendered pages with the hash CSP of their inline scripts", async () => {
    const home = await send(site, { target: "/" });
    expect(home.status).toBe(200);
    expect(home.text).toBe("<!doctype html><p>static home</p>\n");
    expect(home.header("content-security-policy")).toBe(pageCsp({ inlineScripts: [HOME_HASH], liveChat: null }));
    expect(home.header("cache-control")).toBe("public, max-age=0, must-revalidate");
    expectSecurityHeaders(home);
    const contact = await send(site, { target: "/contact" });
    expect(contact.header("content-security-policy")).toBe(pageCsp({ inlineScripts: [], liveChat: null }));
  });

  it("work out the page policy per scheme: over HTTPS without the http: chat origin", async () => {
    const direct = await send(proxied, { target: "/contact" });
    const overHttps = await send(proxied, { target: "/contact", headers: { "X-Forwarded-Proto": "https" } });
    const directAgain = await send(proxied, { target: "/contact" });
    expect(direct.header("content-security-policy")).toBe(pageCsp({ inlineScripts: [], liveChat: "http://chat.example" }));
    expect(overHttps.header("content-security-policy")).toBe(pageCsp({ inlineScripts: [], liveChat: null }));
    expect(directAgain.header("content-security-policy")).toBe(direct.header("content-security-policy"));
    expectSecurityHeaders(overHttps, { https: true });
  });

  it("serve assets with the resource CSP, and their .br twin when accepted", async () => {
    const plain = await send(site, { target: "/assets/app-abc123.js" });
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(ASSET);
    expect(plain.header("content-security-policy")).toBe(RESOURCE_CSP);
    expect(plain.header("cache-control")).toBe("public, max-age=31536000, immutable");
    // An asset is the same in both languages: it varies by encoding only, never by the language cookie.
    expect(plain.header("vary")).toBe("Accept-Encoding");
    const br = await send(site, { target: "/assets/app-abc123.js", headers: { "Accept-Encoding": "br" } });
    expect(br.header("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(ASSET);
  });

  it("take hashes from csp-hashes.json beside the client directory when none are given", async () => {
    const home = await send(defaults, { target: "/" });
    expect(home.status).toBe(200);
    expect(home.header("content-security-policy")).toBe(pageCsp({ inlineScripts: ["'sha256-ZnJvbSB0aGUgZmlsZQ=='"], liveChat: null }));
  });

  it("are not there without a client directory: everything is rendered", async () => {
    const home = await send(bare, { target: "/" });
    expect(home.status).toBe(200);
    expect(rendered(home).url).toBe(`http://127.0.0.1:${bare}/`);
    expect(home.header("content-security-policy")).toBe(nonceCsp(home));
    const asset = await send(bare, { target: "/assets/app-abc123.js" });
    expect(asset.status).toBe(404);
  });

  it("are looked up as sent: /../ names no file and goes to React Router", async () => {
    const reply = await send(site, { target: "/../contact" });
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe(`http://127.0.0.1:${site}/contact`);
  });
});

describe("the owner's inbox", () => {
  it("is never cached or indexed, whatever the route says, and keeps other sites' windows out", async () => {
    const page = await send(site, { target: "/admin" });
    expect(page.status).toBe(200);
    expect(page.header("cache-control")).toBe("no-store");
    expect(page.header("x-robots-tag")).toBe("noindex, nofollow");
    const csv = await send(site, { target: "/admin/export.csv" });
    expect(csv.status).toBe(200);
    expect(csv.text).toBe("id\n");
    expect(csv.header("cache-control")).toBe("no-store");
    expect(csv.header("x-robots-tag")).toBe("noindex, nofollow");
    const data = await send(site, { target: "/admin.data" });
    expect(data.status).toBe(200);
    expect(data.header("cache-control")).toBe("no-store");
    expect(data.header("x-robots-tag")).toBe("noindex, nofollow");
    for (const reply of [page, csv, data]) expect(reply.header("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("does not reach /administrator", async () => {
    const reply = await send(site, { target: "/administrator" });
    expect(reply.status).toBe(404);
    expect(reply.header("x-robots-tag")).toBeUndefined();
    expect(reply.header("cross-origin-opener-policy")).toBeUndefined();
  });
});

describe("the Host header and the request target", () => {
  it("falls back to localhost for a malformed or missing Host instead of failing", async () => {
    for (const host of ["evil example", "x/y", `${"a".repeat(300)}.example`]) {
      const reply = await send(site, { target: "/page", host });
      expect(reply.status, host).toBe(200);
      expect(rendered(reply).url).toBe("http://localhost/page");
    }
    const http10 = await send(site, { target: "/page", version: "1.0", host: null });
    expect(http10.status).toBe(200);
    expect(rendered(http10).url).toBe("http://localhost/page");
  });

  it("answers 400 when the Host passes the check but makes no URL (port out of range)", async () => {
    const reply = await send(site, { target: "/page", host: "127.0.0.1:99999", keepAlive: true });
    expect(reply.status).toBe(400);
    expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
    expect(reply.header("connection")).toBe("close");
    expect(reply.text).toBe("Bad Request\n");
  });

  it("reads a GET for //evil.example/page as a path on this host", async () => {
    const reply = await send(site, { target: "//evil.example/page" });
    expect(reply.status).toBe(404);
    expect(rendered(reply).url).toBe(`http://127.0.0.1:${site}/evil.example/page`);
  });
});

describe("errors", () => {
  it("answers 500 with a plain message when the request handler throws, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const reply = await send(site, { target: "/crash" });
    expect(reply.status).toBe(500);
    expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
    expect(reply.text).toBe("Internal Server Error");
    expectSecurityHeaders(reply);
    expect(logged).toHaveBeenCalledWith("Unhandled request error", expect.objectContaining({ message: "critical CSS failed" }));
  });

  it("cuts the connection when a body fails after the headers went out, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const encoding of ["identity", "gzip"]) {
      logged.mockClear();
      const received = (await exchange(site, { target: "/broken.txt", headers: { "Accept-Encoding": encoding } })).toString("latin1");
      // Whatever part of it got out, the answer is not a complete one, and no 500 follows a 200.
      expect(received, encoding).toMatch(/^(HTTP\/1\.1 200 OK\r\n[\s\S]*)?$/);
      expect(received, encoding).not.toMatch(/\r\n0\r\n\r\n$/);
      expect(received, encoding).not.toContain("Internal Server Error");
      await Promise.all(outcomes);
      expect(logged, encoding).toHaveBeenCalledWith("Unhandled request error", expect.objectContaining({ message: "stream failed" }));
    }
  });

  it("lets a visitor leave in the middle of a compressed response without an error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(site, "127.0.0.1");
      socket.on("error", reject);
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1");
        // The head and the first compressed chunk are there: leave.
        if (/\r\n\r\n[0-9a-f]+\r\n/.test(received)) {
          expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
          expect(received).toMatch(/\r\ncontent-encoding: gzip\r\n/i);
          socket.destroy();
          resolve();
        }
      });
      socket.write(`GET /slow.txt HTTP/1.1\r\nHost: 127.0.0.1:${site}\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n`);
    });
    await Promise.all(outcomes);
    expect(logged).not.toHaveBeenCalled();
  });

  it("ends the body the action reads when the visitor leaves in the middle of the upload", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const socket = net.connect(site, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(`POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${site}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nname=\r\n`);
    await vi.waitFor(() => expect(outcomes.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    // Without the error reaching the body stream, the action would wait for the rest forever.
    const finished = await Promise.race([outcomes[0], new Promise((resolve) => setTimeout(() => resolve("still waiting"), 5_000))]);
    if (finished === "still waiting") outcomes = [];
    expect(finished).toBeNull();
  });

  it("aborts the request React Router works on when the visitor leaves", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const socket = net.connect(site, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(`GET /hang.txt HTTP/1.1\r\nHost: 127.0.0.1:${site}\r\n\r\n`);
    await vi.waitFor(() => expect(outcomes.length).toBe(1));
    socket.destroy();
    // The loader answers only on abort: without it, the request would never finish.
    const finished = await Promise.race([outcomes[0], new Promise((resolve) => setTimeout(() => resolve("still waiting"), 5_000))]);
    if (finished === "still waiting") outcomes = [];
    expect(finished).toBeNull();
  });

  it("passes React Router's own 500 (a loader that throws) through with the usual headers", async () => {
    const reply = await send(site, { target: "/boom.txt" });
    expect(reply.status).toBe(500);
    expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
    expect(reply.header("cache-control")).toBe("no-cache");
    expect(reply.text).toMatch(/^Unexpected Server Error/);
  });
});

describe("createActionMatcher", () => {
  const module = (action?: boolean) => ({ default: () => null, ...(action ? { action: () => null } : {}) });
  const routes = {
    root: { id: "root", path: "", module: module() },
    home: { id: "home", parentId: "root", index: true, module: module(true) },
    contact: { id: "contact", parentId: "root", path: "contact", module: module(true) },
    about: { id: "about", parentId: "root", path: "about", module: module() },
    blog: { id: "blog", parentId: "root", path: "blog", module: module(true) },
    "blog/index": { id: "blog/index", parentId: "blog", index: true, module: module() },
    "blog/post": { id: "blog/post", parentId: "blog", path: ":slug", module: module() },
    gone: undefined,
  } as unknown as ServerBuild["routes"];

  it.each([
    ["/contact", true],
    ["/contact/", true],
    ["/contact.data", true],
    ["/contact?x=1", true],
    ["/about", false],
    ["/nowhere", false],
    ["/", false],
    ["/?index", true],
    ["/?index=", true],
    ["/?index=1", false],
    ["/?x=1&index", true],
    ["/_root.data", false],
    ["/_root.data?index", true],
    ["/blog", true],
    ["/blog?index", false],
    ["/blog/first-post", false],
    ["/blog.data", true],
    ["//[", false],
  ])("%s → %s", (target, expected) => {
    expect(createActionMatcher(routes)(target)).toBe(expected);
  });

  it("takes .data as a data request only at the end of the path", () => {
    expect(createActionMatcher(routes)("/contact.data/")).toBe(false);
  });

  it("finds no action where only index routes match and ?index is not asked for", () => {
    const onlyIndex = { home: { id: "home", index: true, module: module(true) } } as unknown as ServerBuild["routes"];
    expect(createActionMatcher(onlyIndex)("/")).toBe(false);
    expect(createActionMatcher(onlyIndex)("/?index")).toBe(true);
  });

  it("finds nothing in an empty build", () => {
    expect(createActionMatcher({})("/contact")).toBe(false);
  });
});

describe("withCharset", () => {
  it.each([
    [null, null],
    ["text/plain", "text/plain; charset=utf-8"],
    ["text/csv", "text/csv; charset=utf-8"],
    ["application/json", "application/json; charset=utf-8"],
    ["application/javascript", "application/javascript; charset=utf-8"],
    ["application/xml", "application/xml; charset=utf-8"],
    ["text/plain; charset=us-ascii", "text/plain; charset=us-ascii"],
    ["text/plain;charset=latin1", "text/plain;charset=latin1"],
    ["image/png", "image/png"],
    // The type is what counts, not a parameter that names a text type.
    ['multipart/related; type="text/html"', 'multipart/related; type="text/html"'],
  ])("%s → %s", (given, expected) => {
    expect(withCharset(given)).toBe(expected);
  });
});

describe("limitedBody", () => {
  /** A request as far as limitedBody reads it: data, end and error events, pause and resume. */
  class FakeRequest extends EventEmitter {
    pauses = 0;
    resumes = 0;
    pause() {
      this.pauses++;
      return this;
    }
    resume() {
      this.resumes++;
      return this;
    }
  }
  const KIB = 1024;
  const chunk = (bytes: number) => Buffer.alloc(bytes, 0x61);
  /** Resolves with what a read gives, or "pending" if it gives nothing for 50 ms. */
  const readOrPending = <T,>(read: Promise<T>) => Promise.race([read, new Promise<"pending">((resolve) => setTimeout(() => resolve("pending"), 50))]);

  it("buffers up to 64 KiB, then pauses the socket until the route reads", async () => {
    const req = new FakeRequest();
    const body = limitedBody(req as unknown as http.IncomingMessage, MAX_BODY * 1024, () => {});
    const reader = body.getReader();
    await new Promise((resolve) => setImmediate(resolve));
    const resumesBefore = req.resumes;
    req.emit("data", chunk(32 * KIB));
    expect(req.pauses).toBe(0);
    req.emit("data", chunk(32 * KIB - 1));
    expect(req.pauses).toBe(0);
    req.emit("data", chunk(1));
    expect(req.pauses).toBe(1);
    expect((await reader.read()).value?.byteLength).toBe(32 * KIB);
    await new Promise((resolve) => setImmediate(resolve));
    expect(req.resumes).toBeGreaterThan(resumesBefore);
  });

  it("ends when the request ends, and errors when it errors", async () => {
    const ended = new FakeRequest();
    const reader = limitedBody(ended as unknown as http.IncomingMessage, MAX_BODY, () => {}).getReader();
    ended.emit("data", chunk(10));
    ended.emit("end");
    expect((await reader.read()).value?.byteLength).toBe(10);
    expect(await reader.read()).toEqual({ done: true, value: undefined });

    const failed = new FakeRequest();
    const failing = limitedBody(failed as unknown as http.IncomingMessage, MAX_BODY, () => {}).getReader();
    failed.emit("error", new Error("socket reset"));
    await expect(readOrPending(failing.read())).rejects.toThrow("socket reset");
  });

  it("errors past the limit, tells the caller once, and ignores what comes after", async () => {
    const req = new FakeRequest();
    let tooLarge = 0;
    const reader = limitedBody(req as unknown as http.IncomingMessage, MAX_BODY, () => tooLarge++).getReader();
    req.emit("data", chunk(MAX_BODY));
    req.emit("data", chunk(1));
    req.emit("data", chunk(1));
    req.emit("end");
    expect(tooLarge).toBe(1);
    expect(req.pauses).toBe(1);
    await expect(reader.read()).rejects.toThrow(`Request body larger than ${MAX_BODY} bytes`);
  });

  it("pauses the socket and drops later data once the route cancels the body", async () => {
    const req = new FakeRequest();
    const reader = limitedBody(req as unknown as http.IncomingMessage, MAX_BODY, () => {}).getReader();
    await reader.cancel();
    expect(req.pauses).toBe(1);
    expect(() => req.emit("data", chunk(10))).not.toThrow();
    expect(() => req.emit("end")).not.toThrow();
  });
});

describe("start-up and shutdown", () => {
  // tests/server/lifecycle.test.ts runs the built server in a process of its own and signals it;
  // these run the same functions in this process, calling the signal handlers they install.
  type Handler = (signal: string) => void;
  const handlersBefore = { SIGTERM: [] as Handler[], SIGINT: [] as Handler[] };
  beforeEach(() => {
    handlersBefore.SIGTERM = process.listeners("SIGTERM") as Handler[];
    handlersBefore.SIGINT = process.listeners("SIGINT") as Handler[];
  });
  /** The handlers installed for `signal` since the test began. */
  const added = (signal: "SIGTERM" | "SIGINT"): Handler[] =>
    (process.listeners(signal) as Handler[]).filter((handler) => !handlersBefore[signal].includes(handler));
  afterEach(() => {
    for (const signal of ["SIGTERM", "SIGINT"] as const) for (const handler of added(signal)) process.removeListener(signal, handler);
  });
  /** The handler serve() installed for `signal`. */
  const installed = (signal: "SIGTERM" | "SIGINT"): Handler => {
    expect(added(signal)).toHaveLength(1);
    return added(signal)[0]!;
  };
  /** process.exit, recorded instead of ending the test run. */
  const recordExits = () => vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
  const exited = (exit: ReturnType<typeof recordExits>) => until(() => exit.mock.calls.length > 0, 10_000, "process.exit");
  const sqliteFile = () => path.join(mkdtempSync(path.join(tempDir, "db-")), "site.db");

  it("exits with status 1 and the message on a bad environment; other errors are not its to catch", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => configOrExit({ PORT: "0" })).toThrow("exit 1");
    expect(logged).toHaveBeenCalledWith("Invalid server configuration:\n  PORT: must be a port number from 1 to 65535");
    const unreadable = new Proxy({}, { get: () => { throw new RangeError("unreadable environment"); } });
    expect(() => configOrExit(unreadable)).toThrow(RangeError);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(configOrExit({ PORT: "8080" }).PORT).toBe(8080);
  });

  it("opens the services: the store migrated, the inbox's sign-in on SITE_URL, its mail waking the worker", async () => {
    const workerStarted = vi.spyOn(MailWorker.prototype, "start");
    const services = await openServices(loadConfig({ DATABASE_URL: `sqlite:${sqliteFile()}` }));
    try {
      expect(workerStarted).toHaveBeenCalledTimes(1);
      expect(await services.enquiries.store.sql.query("SELECT COUNT(*) AS n FROM enquiries")).toEqual([{ n: 0 }]);
      const { auth } = services.admin;
      expect(auth.options).toMatchObject({ siteUrl: SITE_URL, siteName: "Vaigai Digital" });
      const ready = vi.spyOn(services.enquiries, "ready");
      await auth.ready();
      expect(ready).toHaveBeenCalledTimes(1);
      const notify = vi.spyOn(services.enquiries.worker, "notify");
      auth.options.onMailQueued!();
      expect(notify).toHaveBeenCalledTimes(1);
      // Migrated: the inbox can read, and an owner can be added.
      expect(await services.admin.inbox.counts()).toEqual({ new: 0, read: 0, replied: 0, spam: 0, archived: 0 });
      expect(await auth.owners.add("owner@shop.in")).toBe(true);
    } finally {
      await services.enquiries.stop();
    }
  });

  it("listens, says where, and on SIGTERM closes, runs beforeStop, stops the services and exits 0, once", async () => {
    const file = sqliteFile();
    const config = { ...loadConfig({ DATABASE_URL: `sqlite:${file}`, HOST: "127.0.0.1" }), PORT: 0 };
    const services = await openServices(config);
    const steps: string[] = [];
    const stop = services.enquiries.stop.bind(services.enquiries);
    vi.spyOn(services.enquiries, "stop").mockImplementation(async () => {
      steps.push("services stopped");
      await stop();
    });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const exit = recordExits();
    const server = createSiteServer({ clientDir: null, enquiries: services.enquiries, maxBodyBytes: MAX_BODY, trustProxy: false, cspHashes: {}, liveChat: null });
    await serve(server, config, services, async () => {
      steps.push(`beforeStop, server listening: ${server.listening}`);
    });
    expect(server.listening).toBe(true);
    expect(log).toHaveBeenCalledWith(`Site ready on http://localhost:0 (enquiries: ${file})`);
    installed("SIGTERM")("SIGTERM");
    installed("SIGINT")("SIGINT");
    await exited(exit);
    expect(steps).toEqual(["beforeStop, server listening: false", "services stopped"]);
    expect(exit.mock.calls).toEqual([[0]]);
    expect(log.mock.calls.slice(1).map(([line]) => line)).toEqual([
      "SIGTERM: finishing requests in flight, then stopping.",
      "Requests finished; stopping the mail worker.",
      "Mail worker stopped and database closed. Bye.",
    ]);
  });

  it("names PostgreSQL when it stores there, and exits 1 when stopping fails", async () => {
    const config = { ...loadConfig({ DATABASE_URL: "postgres://db.example/site", HOST: "127.0.0.1" }), PORT: 0 };
    const failing = new Error("database gone");
    const services = { enquiries: { stop: () => Promise.reject(failing) } } as unknown as SiteServices;
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = recordExits();
    const server = http.createServer();
    await serve(server, config, services);
    expect(log).toHaveBeenCalledWith("Site ready on http://localhost:0 (enquiries: PostgreSQL)");
    installed("SIGINT")("SIGINT");
    await exited(exit);
    expect(logged).toHaveBeenCalledWith("Shutdown failed", failing);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(server.listening).toBe(false);
  });

  it("rejects when the port cannot be had", async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const config = { ...loadConfig({ HOST: "127.0.0.1" }), PORT: port };
      await expect(serve(http.createServer(), config, {} as SiteServices)).rejects.toThrow("EADDRINUSE");
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("runs the site from a build directory and the environment", async () => {
    const port = await freePort();
    vi.spyOn(console, "log").mockImplementation(() => {});
    const exit = recordExits();
    await runSite({ clientDir, env: { DATABASE_URL: `sqlite:${sqliteFile()}`, HOST: "127.0.0.1", PORT: String(port), MAX_BODY_BYTES: "1024" } });
    const home = await send(port, { target: "/" });
    expect(home.text).toBe("<!doctype html><p>static home</p>\n");
    const tooLarge = await post(port, "/contact", { body: "x".repeat(1025) });
    expect(tooLarge.status).toBe(413);
    installed("SIGTERM")("SIGTERM");
    await exited(exit);
    expect(exit.mock.calls).toEqual([[0]]);
  });
});
