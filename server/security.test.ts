/** The security headers, the page CSP and what is trusted of a request's own headers. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  applySecurityHeaders,
  forwardedProto,
  httpsLocation,
  liveChatOrigin,
  loadCspHashes,
  newNonce,
  pageCsp,
  validHost,
} from "./security";

/** A request as node:http hands it over, with these headers (lower-case names) and target. */
function request(headers: Record<string, string | undefined>, url?: string): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) req.headers[name] = value;
  if (url !== undefined) req.url = url;
  return req;
}

function response(): ServerResponse {
  return new ServerResponse(request({}));
}

describe("applySecurityHeaders", () => {
  const everyResponse = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "cross-origin-resource-policy": "same-origin",
    "x-frame-options": "DENY",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  };

  it("over plain HTTP: the fixed headers and a CSP that allows nothing, no HSTS", () => {
    const res = response();
    applySecurityHeaders(res, { https: false });
    expect(res.getHeaders()).toEqual(everyResponse);
  });

  it("behind an HTTPS proxy: HSTS for two years with subdomains as well", () => {
    const res = response();
    applySecurityHeaders(res, { https: true });
    expect(res.getHeaders()).toEqual({ ...everyResponse, "strict-transport-security": "max-age=63072000; includeSubDomains" });
  });
});

describe("pageCsp", () => {
  it("without live chat: scripts from this origin and the listed inline scripts, no frames", () => {
    expect(pageCsp({ inlineScripts: ["'sha256-AAA='", "'sha256-BBB='"], liveChat: null })).toBe(
      "default-src 'none'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; frame-src 'none'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("with live chat: its origin may serve scripts, be connected to and be framed, nothing more", () => {
    expect(pageCsp({ inlineScripts: ["'nonce-xyz'"], liveChat: "https://embed.chat.example" })).toBe(
      "default-src 'none'; script-src 'self' 'nonce-xyz' https://embed.chat.example; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; font-src 'self'; connect-src 'self' https://embed.chat.example; manifest-src 'self'; " +
        "frame-src https://embed.chat.example; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("a page with no inline script admits only this origin's scripts", () => {
    expect(pageCsp({ inlineScripts: [], liveChat: null })).toContain("; script-src 'self'; style-src");
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

describe("forwardedProto", () => {
  it("ignores X-Forwarded-Proto unless a proxy is trusted: a client can send it itself", () => {
    expect(forwardedProto(request({ "x-forwarded-proto": "https" }), false)).toBeNull();
    expect(forwardedProto(request({ "x-forwarded-proto": "http" }), false)).toBeNull();
  });

  it("behind a trusted proxy: the scheme it wrote, in any case and spacing", () => {
    expect(forwardedProto(request({ "x-forwarded-proto": "https" }), true)).toBe("https");
    expect(forwardedProto(request({ "x-forwarded-proto": "http" }), true)).toBe("http");
    expect(forwardedProto(request({ "x-forwarded-proto": " HTTPS " }), true)).toBe("https");
    expect(forwardedProto(request({ "x-forwarded-proto": "Http" }), true)).toBe("http");
  });

  it("takes the right-most value: the ones before it may be the client's", () => {
    expect(forwardedProto(request({ "x-forwarded-proto": "https, http" }), true)).toBe("http");
    expect(forwardedProto(request({ "x-forwarded-proto": "http,https" }), true)).toBe("https");
    expect(forwardedProto(request({ "x-forwarded-proto": "https,http,https" }), true)).toBe("https");
    expect(forwardedProto(request({ "x-forwarded-proto": "https, ftp" }), true)).toBeNull();
  });

  it("is null without the header, or with another scheme", () => {
    expect(forwardedProto(request({}), true)).toBeNull();
    expect(forwardedProto(request({ "x-forwarded-proto": "" }), true)).toBeNull();
    expect(forwardedProto(request({ "x-forwarded-proto": "wss" }), true)).toBeNull();
    expect(forwardedProto(request({ "x-forwarded-proto": "https:" }), true)).toBeNull();
    expect(forwardedProto(request({ "x-forwarded-proto": "httpsx" }), true)).toBeNull();
  });
});

describe("validHost", () => {
  it("accepts a name or an IP address, with a port or not", () => {
    for (const host of [
      "www.vaigaidigital.in",
      "WWW.Vaigaidigital.IN",
      "localhost",
      "localhost:3000",
      "my-shop.example:8",
      "127.0.0.1",
      "127.0.0.1:65535",
      "[::1]",
      "[::1]:3000",
      "[2001:DB8::ffff:192.0.2.1]:443",
    ]) {
      expect(validHost(host), host).toBe(host);
    }
  });

  it("refuses anything else a client might put in Host", () => {
    for (const host of [
      "",
      "user@evil.example",
      "user:pass@evil.example",
      "evil.example/path",
      "evil.example?x",
      "evil.example#x",
      "evil example",
      "evil.example:",
      "evil.example:123456",
      "evil.example:80a",
      "evil.example:-1",
      "evil.example:80:80",
      "evil_host.example",
      "évil.example",
      "evil.example\r\nX-Injected: 1",
      "evil.example\n",
      "\nevil.example",
      "[::1",
      "::1]",
      "::1",
      "[::1]x",
      "x[::1]",
      "[::1]:",
      "[::1]:123456",
      "[::1]:8a",
      "[]",
      "[g::1]",
      "[::1 ]",
      "[::1]]",
      "[[::1]",
    ]) {
      expect(validHost(host), JSON.stringify(host)).toBeNull();
    }
    expect(validHost(undefined)).toBeNull();
  });

  it("accepts up to 260 characters", () => {
    const longest = `${"a".repeat(250)}.example`;
    expect(longest).toHaveLength(258);
    expect(validHost(`${longest}:1`)).toBe(`${longest}:1`);
    expect(validHost(`${longest}:12`)).toBeNull();
    expect(validHost("a".repeat(261))).toBeNull();
    expect(validHost("a".repeat(260))).toBe("a".repeat(260));
  });
});

describe("httpsLocation", () => {
  const site = "https://www.vaigaidigital.in";

  it("sends the same path and query to SITE_URL's host, whatever Host the request named", () => {
    expect(httpsLocation(request({ host: "evil.example" }, "/services?x=1#y"), site)).toBe(
      "https://www.vaigaidigital.in/services?x=1#y",
    );
    expect(httpsLocation(request({ host: "www.vaigaidigital.in" }, "/"), site)).toBe("https://www.vaigaidigital.in/");
    expect(httpsLocation(request({ host: "localhost:3000" }, "/ta/about"), "https://shop.example:8443/ignored/path")).toBe(
      "https://shop.example:8443/ta/about",
    );
  });

  it("sends a target that is not a path (absolute form, *) to the home page", () => {
    expect(httpsLocation(request({ host: "a.example" }, "http://evil.example/x"), site)).toBe("https://www.vaigaidigital.in/");
    expect(httpsLocation(request({ host: "a.example" }, "*"), site)).toBe("https://www.vaigaidigital.in/");
    expect(httpsLocation(request({ host: "a.example" }, ""), site)).toBe("https://www.vaigaidigital.in/");
    expect(httpsLocation({ headers: { host: "a.example" } } as IncomingMessage, site)).toBe("https://www.vaigaidigital.in/");
  });

  it("is null for a request without a valid Host: it is not redirected", () => {
    expect(httpsLocation(request({}, "/services"), site)).toBeNull();
    expect(httpsLocation(request({ host: "" }, "/services"), site)).toBeNull();
    expect(httpsLocation(request({ host: "user@evil.example" }, "/services"), site)).toBeNull();
  });
});
