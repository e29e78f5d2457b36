import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic } from "./static";

const root = mkdtempSync(path.join(os.tmpdir(), "static-"));
mkdirSync(path.join(root, "about"));
mkdirSync(path.join(root, "assets"));
writeFileSync(path.join(root, "index.html"), "<h1>home</h1>");
writeFileSync(path.join(root, "about/index.html"), "<h1>about</h1>");
writeFileSync(path.join(root, "assets/app-abc123.js"), "console.log(1)");
writeFileSync(path.join(root, "assets/app-abc123.js.br"), brotliCompressSync("console.log(1)"));
writeFileSync(path.join(root, "robots.txt"), "User-agent: *");
writeFileSync(path.join(os.tmpdir(), "secret.txt"), "secret");

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    if (!(await serveStatic(root, req, res))) {
      res.writeHead(418);
      res.end("fell through");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (p: string, headers: Record<string, string> = {}) => fetch(base + p, { headers, redirect: "manual" });

describe("serveStatic", () => {
  it("answers a pre-rendered page at its exact path with 200 and revalidation", async () => {
    const res = await get("/about");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<h1>about</h1>");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(res.headers.get("last-modified")).toBeTruthy();
    expect((await get("/")).status).toBe(200);
  });

  it("redirects a trailing slash, keeping the query", async () => {
    const res = await get("/about/?a=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about?a=1");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const etag = (await get("/robots.txt")).headers.get("etag")!;
    expect((await get("/robots.txt", { "if-none-match": etag })).status).toBe(304);
  });

  it("serves hashed assets immutable, with the brotli twin when accepted", async () => {
    const res = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, br" });
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe("console.log(1)");
    const plain = await get("/assets/app-abc123.js", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("never leaves the build directory and passes unknown paths on", async () => {
    expect((await get("/../secret.txt")).status).toBe(418);
    expect((await get("/%2e%2e/secret.txt")).status).toBe(418);
    expect((await get("/%E0%A4%A")).status).toBe(418);
    expect((await get("/nope")).status).toBe(418);
    const post = await fetch(base + "/about", { method: "POST" });
    expect(post.status).toBe(418);
  });
});
