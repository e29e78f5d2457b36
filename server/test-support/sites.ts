// Stryker disable all: a test helper, not code under test (stryker.config.mjs mutates server/**).
/**
 * The site's request handling in-process, for the tests of server/app.ts and of the pieces in
 * server/http/: createRequestListener behind real http.Servers on loopback, with the
 * hand-written React Router build of server-build.ts (vitest.config.ts aliases the virtual
 * module to it) and a small build/client in a temporary directory.
 *
 * `await useSites()` at the top of a test file starts them, stops them after the file's tests,
 * and checks after each test that every request's handling ended without an error.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, afterEach, expect, vi } from "vitest";
import { createRequestListener } from "../app";
import { pagePolicies } from "../http/content-security-policy";
import { applySecurityHeaders } from "../http/security-headers";
import { fakeResponse } from "./fake-http";
import { send, type Reply, type Sent } from "./raw-http";

type SiteOptions = Parameters<typeof createRequestListener>[0];

export const MAX_BODY = 1024;
export const SITE_URL = "https://www.vaigaidigital.in"; // vitest.config.ts defines __SITE_URL__
export const HOME_HASH = "'sha256-aG9tZSBwYWdlIHNjcmlwdA=='";
export const ASSET = "console.log('asset');\n".repeat(20);
/** Stand-ins: the listener only puts them in the request context. */
const ENQUIRIES = {} as NonNullable<SiteOptions["enquiries"]>;
const ADMIN = {} as NonNullable<SiteOptions["admin"]>;

function writeClientDir(tempDir: string, clientDir: string): void {
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

/** How each request's listener call ended: null, or what it rejected with. None should reject. */
export const handled = { outcomes: [] as Array<Promise<unknown>> };

export type Sites = {
  /** The temporary directory: build/client is `client` in it, csp-hashes.json beside it. */
  tempDir: string;
  clientDir: string;
  /** No proxy, an inbox, no enquiry store. */
  site: number;
  /** Behind a trusted proxy, with an http: live-chat script (its origin dropped from the chat frame's policy over HTTPS). */
  proxied: number;
  /** No build/client (every page rendered), nothing else given: the defaults. */
  bare: number;
  /** A build/client and no cspHashes: they come from csp-hashes.json beside it. */
  defaults: number;
  /** Takes bodies of up to 1 MiB, more than the body stream buffers (64 KiB). */
  roomy: number;
  /** Starts one more site with these options; stopped with the others. */
  start(options: SiteOptions): Promise<number>;
};

/** Starts the sites, and stops them after this file's tests; each test must leave no request failed or unfinished. */
export async function useSites(): Promise<Sites> {
  const tempDir = mkdtempSync(path.join(tmpdir(), "app-test-"));
  const clientDir = path.join(tempDir, "client");
  const servers: http.Server[] = [];
  const start = async (options: SiteOptions): Promise<number> => {
    const listener = createRequestListener(options);
    const server = http.createServer((req, res) => {
      handled.outcomes.push(listener(req, res).then(() => null, (error: unknown) => error));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as net.AddressInfo).port;
  };
  writeClientDir(tempDir, clientDir);
  const sites: Sites = {
    tempDir,
    clientDir,
    start,
    site: await start({ clientDir, enquiries: null, admin: ADMIN, maxBodyBytes: MAX_BODY, trustProxy: false, cspHashes: { "index.html": [HOME_HASH] }, liveChatScript: null }),
    proxied: await start({ clientDir, enquiries: ENQUIRIES, maxBodyBytes: MAX_BODY, trustProxy: true, cspHashes: {}, liveChatScript: "http://chat.example/widget.js" }),
    bare: await start({ clientDir: null, enquiries: null, maxBodyBytes: MAX_BODY, trustProxy: false }),
    defaults: await start({ clientDir, enquiries: null, maxBodyBytes: MAX_BODY, trustProxy: false, liveChatScript: null }),
    roomy: await start({ clientDir: null, enquiries: null, maxBodyBytes: 1024 * 1024, trustProxy: false, cspHashes: {}, liveChatScript: null }),
  };

  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    rmSync(tempDir, { recursive: true, force: true });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    const pending = handled.outcomes;
    handled.outcomes = [];
    const settled = await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(() => resolve("unfinished"), 5_000))]);
    expect(settled, "a request was still being handled 5 s after the test").not.toBe("unfinished");
    expect((settled as unknown[]).filter((outcome) => outcome !== null)).toEqual([]);
  });

  return sites;
}

/** The lines the fixture's document entry prints ("status=200", "url=…"), as a record. */
export function rendered(reply: Reply): Record<string, string> {
  const match = /<pre>\n([\s\S]*)\n<\/pre>/.exec(reply.text);
  if (!match) throw new Error(`Not a rendered page: ${reply.status} ${reply.text}`);
  return Object.fromEntries(match[1]!.split("\n").map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]));
}

/** A page's policy with these inline-script sources; `chatFrame`: it may frame the live chat. */
export function pageCsp({ inlineScripts, chatFrame }: { inlineScripts: string[]; chatFrame: boolean }): string {
  return pagePolicies({ "page.html": inlineScripts }, { chatFrame }).prerendered("page.html");
}

/** The policy of a page rendered with the nonce it printed. */
export function nonceCsp(reply: Reply, chatFrame = false): string {
  return pageCsp({ inlineScripts: [`'nonce-${rendered(reply).nonce}'`], chatFrame });
}

/** The headers applySecurityHeaders sets (its own test says what they are), the policy aside. */
export function expectSecurityHeaders(reply: Reply, { https = false } = {}): void {
  const expected = fakeResponse();
  applySecurityHeaders(expected, { https });
  for (const [name, value] of Object.entries(expected.getHeaders())) {
    if (name !== "content-security-policy") expect(reply.header(name), name).toBe(value);
  }
  expect(Object.keys(expected.getHeaders()).length).toBe(https ? 7 : 6);
  expect(reply.header("strict-transport-security")).toBe(expected.getHeader("strict-transport-security"));
}

/** A form post from the site's own page. */
export const post = (port: number, target: string, extra: Partial<Sent> = {}): Promise<Reply> =>
  send(port, { method: "POST", target, headers: { Origin: `http://127.0.0.1:${port}`, "Content-Type": "application/x-www-form-urlencoded" }, body: "name=A", ...extra });
