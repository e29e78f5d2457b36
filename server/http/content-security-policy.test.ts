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
    expect(pagePolicies({ "index.html": ["'sha256-AAA='", "'sha256-BBB='"] }, null).prerendered("index.html", false)).toBe(
      "default-src 'none'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; frame-src 'none'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("with live chat: its origin may serve scripts, be connected to and be framed, nothing more", () => {
    expect(pagePolicies({}, "https://embed.chat.example").rendered("xyz", false)).toBe(
      "default-src 'none'; script-src 'self' 'nonce-xyz' https://embed.chat.example; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; font-src 'self'; connect-src 'self' https://embed.chat.example; manifest-src 'self'; " +
        "frame-src https://embed.chat.example; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("a page with no inline script admits only this origin's scripts", () => {
    expect(pagePolicies({ "index.html": [] }, null).prerendered("index.html", false)).toContain("; script-src 'self'; style-src");
    expect(pagePolicies({}, null).prerendered("about/index.html", false)).toContain("; script-src 'self'; style-src");
  });

  it("over HTTPS leaves out an http: chat origin (the browser would block it as mixed content), keeps an https: one", () => {
    const plainChat = pagePolicies({ "index.html": ["'sha256-AAA='"] }, "http://chat.example");
    expect(plainChat.prerendered("index.html", false)).toContain("; script-src 'self' 'sha256-AAA=' http://chat.example; ");
    expect(plainChat.prerendered("index.html", true)).toContain("; script-src 'self' 'sha256-AAA='; ");
    expect(plainChat.prerendered("index.html", false)).toContain("; script-src 'self' 'sha256-AAA=' http://chat.example; ");
    expect(plainChat.rendered("n", true)).toContain("; script-src 'self' 'nonce-n'; ");
    expect(plainChat.rendered("n", false)).toContain("; script-src 'self' 'nonce-n' http://chat.example; ");
    expect(pagePolicies({}, "https://chat.example").rendered("n", true)).toContain("; script-src 'self' 'nonce-n' https://chat.example; ");
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
  it("drops an http: live-chat origin from the policy over HTTPS only", async () => {
    const overHttps = await send(proxied, { target: "/page", headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.header("content-security-policy")).toBe(nonceCsp(overHttps, null));
    const direct = await send(proxied, { target: "/page" });
    expect(direct.header("content-security-policy")).toBe(nonceCsp(direct, "http://chat.example"));
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
});
