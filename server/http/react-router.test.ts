/**
 * What React Router is handed (the request URL, its headers, the request context) and what
 * it answers on its own, in the site's listener.
 */
import net from "node:net";
import { describe, expect, it, vi } from "vitest";
import { send } from "../test-support/raw-http";
import { expectSecurityHeaders, handled, nonceCsp, rendered, useSites } from "../test-support/sites";

const { site, proxied } = await useSites();

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

  it("answer an unknown path with React Router's 404, rendered per request", async () => {
    const reply = await send(site, { target: "/nowhere" });
    expect(reply.status).toBe(404);
    expect(rendered(reply).status).toBe("404");
    expect(reply.header("content-security-policy")).toBe(nonceCsp(reply));
    expect(reply.header("cache-control")).toBe("no-store");
  });
});

describe("the scheme behind a trusted proxy", () => {
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
  it("aborts the request React Router works on when the visitor leaves", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const socket = net.connect(site, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(`GET /hang.txt HTTP/1.1\r\nHost: 127.0.0.1:${site}\r\n\r\n`);
    await vi.waitFor(() => expect(handled.outcomes.length).toBe(1));
    socket.destroy();
    // The loader answers only on abort: without it, the request would never finish.
    const finished = await Promise.race([handled.outcomes[0], new Promise((resolve) => setTimeout(() => resolve("still waiting"), 5_000))]);
    if (finished === "still waiting") handled.outcomes = [];
    expect(finished).toBeNull();
  });

  it("passes React Router's own 500 (a loader that throws) through with the usual headers, and logs the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const reply = await send(site, { target: "/boom.txt" });
    expect(logged).toHaveBeenCalledWith(new Error("loader failed"));
    expect(reply.status).toBe(500);
    expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
    expect(reply.header("cache-control")).toBe("no-cache");
    expect(reply.text).toMatch(/^Unexpected Server Error/);
  });
});
