/**
 * React Router's answers as they go out: headers, charset, cache defaults, the owner's pages
 * kept private, compression, HEAD. In the site's listener, and sendResponse alone.
 */
import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RESOURCE_CSP } from "./content-security-policy";
import { sendResponse } from "./send-response";
import { send } from "../test-support/raw-http";
import { expectSecurityHeaders, handled, useSites } from "../test-support/sites";

const { site } = await useSites();

describe("HEAD", () => {
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

describe("rendered pages", () => {
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

describe("errors", () => {
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
    await Promise.all(handled.outcomes);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("sendResponse alone", () => {
  /** The Content-Type sendResponse sends for a Response of this one. */
  let server: http.Server;
  let port = 0;
  let next: Response;
  beforeAll(async () => {
    server = http.createServer((req, res) => void sendResponse(req, res, next, { csp: "policy", privatePage: false }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const sentType = async (contentType: string | null) => {
    next = new Response("x", contentType === null ? {} : { headers: { "Content-Type": contentType } });
    if (contentType === null) next.headers.delete("content-type");
    return (await send(port, { target: "/" })).header("content-type") ?? null;
  };

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
  ])("gives a charset to bare text types only: %s → %s", async (given, expected) => {
    expect(await sentType(given)).toBe(expected);
  });

  it("sends a HEAD no body and no encoding, even when the Response has a body", async () => {
    next = new Response("some text\n", { headers: { "Content-Type": "text/plain" } });
    const reply = await send(port, { method: "HEAD", target: "/", headers: { "Accept-Encoding": "gzip" } });
    expect(reply.status).toBe(200);
    expect(reply.header("content-encoding")).toBeUndefined();
    expect(reply.header("vary")).toBe("Accept-Encoding");
    expect(reply.body.length).toBe(0);
  });
});
