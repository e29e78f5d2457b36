/** The Content-Security-Policy of pages and of everything else. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { liveChatOrigin, loadCspHashes, newNonce, pagePolicies } from "./content-security-policy";
import { send } from "../test-support/raw-http";
import { expectSecurityHeaders, HOME_HASH, MAX_BODY, nonceCsp, pageCsp, useSites } from "../test-support/sites";

describe("pagePolicies", () => {
  it("without live chat: scripts from this origin and the listed inline scripts, no frames", () => {
    expect(pagePolicies({ "index.html": ["'sha256-AAA='", "'sha256-BBB='"] }, { chatFrame: false }).prerendered("index.html")).toBe(
      "default-src 'none'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'none'; frame-src 'none'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("with live chat: a public page may frame this origin (the chat's sandboxed frame), and names no chat origin", () => {
    expect(pagePolicies({}, { chatFrame: true }).rendered("xyz", { owner: false })).toBe(
      "default-src 'none'; script-src 'self' 'nonce-xyz'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'none'; " +
        "frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(pagePolicies({ "index.html": [] }, { chatFrame: true }).prerendered("index.html")).toContain("; frame-src 'self'; ");
  });

  it("the owner's pages frame nothing, live chat or not, and they alone may start a worker: the inbox's service worker", () => {
    const owner = pagePolicies({}, { chatFrame: true }).rendered("xyz", { owner: true });
    expect(owner).toBe(pagePolicies({}, { chatFrame: false }).rendered("xyz", { owner: false }).replace("worker-src 'none'", "worker-src 'self'"));
    expect(owner).toContain("; frame-src 'none'; ");
    expect(owner).toContain("; worker-src 'self'; ");
    expect(pagePolicies({}, { chatFrame: false }).rendered("xyz", { owner: false })).toContain("; worker-src 'none'; ");
    expect(pagePolicies({ "index.html": [] }, { chatFrame: true }).prerendered("index.html")).toContain("; worker-src 'none'; ");
  });

  it("a page with no inline script admits only this origin's scripts", () => {
    expect(pagePolicies({ "index.html": [] }, { chatFrame: false }).prerendered("index.html")).toContain("; script-src 'self'; style-src");
    expect(pagePolicies({}, { chatFrame: false }).prerendered("about/index.html")).toContain("; script-src 'self'; style-src");
  });
});

describe("liveChatOrigin", () => {
  it("is the origin of the script's URL, without path, query or default port", () => {
    expect(liveChatOrigin("https://embed.chat.example:443/widget/v2.js?id=42#x")).toBe("https://embed.chat.example");
    expect(liveChatOrigin("https://embed.chat.example:8443/w.js")).toBe("https://embed.chat.example:8443");
  });

  it("is null without a URL or with one that does not parse", () => {
    expect(liveChatOrigin(undefined)).toBeNull();
    expect(liveChatOrigin(null)).toBeNull();
    expect(liveChatOrigin("")).toBeNull();
    expect(liveChatOrigin("not a url")).toBeNull();
    expect(liveChatOrigin("/relative/script.js")).toBeNull();
  });
});

describe("newNonce", () => {
  it("is 128 random bits in base64, different every time", () => {
    const nonces = Array.from({ length: 20 }, () => newNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(20);
  });
});

describe("loadCspHashes", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "csp-hashes-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads build/csp-hashes.json", () => {
    writeFileSync(path.join(dir, "csp-hashes.json"), '{"index.html":["\'sha256-AAA=\'"],"about/index.html":[]}');
    expect(loadCspHashes(dir)).toEqual({ "index.html": ["'sha256-AAA='"], "about/index.html": [] });
  });

  it("without it, says which file is missing and how to make it", () => {
    const empty = mkdtempSync(path.join(dir, "empty-"));
    expect(() => loadCspHashes(empty)).toThrow(
      `${empty}/csp-hashes.json is missing: run \`npm run build\` (scripts/postbuild.js writes it).`,
    );
  });
});

const { site, proxied, start } = await useSites();

describe("in the site's listener", () => {
  it("pages that may frame the chat: public ones, with a live-chat script; never the owner's", async () => {
    const withChat = await send(proxied, { target: "/page" });
    expect(withChat.header("content-security-policy")).toBe(nonceCsp(withChat, true));
    const overHttps = await send(proxied, { target: "/page", headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.header("content-security-policy")).toBe(nonceCsp(overHttps, true));
    const owner = await send(proxied, { target: "/admin" });
    // The owner's page: no frame, and the one policy that lets a page start a worker (the inbox's).
    expect(owner.header("content-security-policy")).toBe(nonceCsp(owner, false).replace("worker-src 'none'", "worker-src 'self'"));
    const withoutChat = await start({ clientDir: null, enquiries: null, maxBodyBytes: MAX_BODY, trustProxy: true, cspHashes: {}, liveChatScript: null });
    const none = await send(withoutChat, { target: "/page" });
    expect(none.status).toBe(200);
    expect(none.header("content-security-policy")).toBe(nonceCsp(none));
  });

  it("serve pre-rendered pages with the hash CSP of their inline scripts", async () => {
    const home = await send(site, { target: "/" });
    expect(home.status).toBe(200);
    expect(home.text).toBe("<!doctype html><p>static home</p>\n");
    expect(home.header("content-security-policy")).toBe(pageCsp({ inlineScripts: [HOME_HASH], chatFrame: false }));
    expect(home.header("cache-control")).toBe("public, max-age=0, must-revalidate");
    expectSecurityHeaders(home);
    const contact = await send(site, { target: "/contact" });
    expect(contact.header("content-security-policy")).toBe(pageCsp({ inlineScripts: [], chatFrame: false }));
    const framing = await send(proxied, { target: "/contact", headers: { "X-Forwarded-Proto": "https" } });
    expect(framing.header("content-security-policy")).toBe(pageCsp({ inlineScripts: [], chatFrame: true }));
    expectSecurityHeaders(framing, { https: true });
  });
});
