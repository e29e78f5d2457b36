import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles } from "./static";

const root = mkdtempSync(path.join(os.tmpdir(), "static-"));
mkdirSync(path.join(root, "about"));
mkdirSync(path.join(root, "assets"));
writeFileSync(path.join(root, "index.html"), "<h1>home</h1>");
writeFileSync(path.join(root, "about/index.html"), "<h1>about</h1>");
writeFileSync(path.join(root, "assets/app-abc123.js"), "console.log(1)");
writeFileSync(path.join(root, "assets/app-abc123.js.br"), brotliCompressSync("console.log(1)"));
writeFileSync(path.join(root, "robots.txt"), "User-agent: *");
writeFileSync(path.join(os.tmpdir(), "secret.txt"), "secret");
// What must never be served: links out of the root, dotfiles, a link to a directory.
const outside = mkdtempSync(path.join(os.tmpdir(), "static-outside-"));
writeFileSync(path.join(outside, "passwd.txt"), "root:x:0:0");
symlinkSync(path.join(outside, "passwd.txt"), path.join(root, "linked.txt"));
symlinkSync(outside, path.join(root, "linked-dir"));
symlinkSync(path.join(root, "robots.txt"), path.join(root, "inside-link.txt"));
writeFileSync(path.join(root, ".env"), "SECRET=1");
mkdirSync(path.join(root, ".git"));
writeFileSync(path.join(root, ".git/config.txt"), "secret");
mkdirSync(path.join(root, "about/.hidden"));
writeFileSync(path.join(root, "about/.hidden/x.txt"), "secret");
mkdirSync(path.join(root, ".well-known"));
writeFileSync(path.join(root, ".well-known/security.txt"), "Contact: mailto:security@example.in");

let server: http.Server;
let base: string;
beforeAll(async () => {
  const files = loadStaticFiles(root);
  server = http.createServer((req, res) => {
    if (!files.serve(req, res)) {
      res.writeHead(418);
      res.end("fell through");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A request with the target exactly as written (fetch would normalise it). */
function rawGet(target: string): Promise<{ status: number; location?: string; cacheControl?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: Number(new URL(base).port), path: target }, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, location: res.headers.location, cacheControl: res.headers["cache-control"] });
    });
    req.on("error", reject);
    req.end();
  });
}

const get = (p: string, headers: Record<string, string> = {}) => fetch(base + p, { headers, redirect: "manual" });

describe("loadStaticFiles", () => {
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

  it("redirects only to a path on this site, with one leading slash and no backslash, cached", async () => {
    for (const target of ["//evil.example/", "///evil.example/", "/\\evil.example/", "/\\/evil.example/", "/.//evil.example/", "//evil.example//?a=1"]) {
      const res = await rawGet(target);
      expect(res.status, target).toBe(301);
      expect(res.location, target).toMatch(/^\/(?![/\\])[^\\]*$/);
      expect(res.cacheControl, target).toBe("public, max-age=3600");
    }
    expect((await rawGet("//evil.example//?a=1")).location).toBe("/evil.example?a=1");
  });

  it("serves only regular files inside the root, never dotfiles except .well-known", async () => {
    for (const target of ["/linked.txt", "/linked-dir/passwd.txt", "/.env", "/.git/config.txt", "/about/.hidden/x.txt", "/%2eenv"]) {
      expect((await get(target)).status, target).toBe(418);
    }
    expect(await (await get("/inside-link.txt")).text()).toBe("User-agent: *");
    expect(await (await get("/.well-known/security.txt")).text()).toContain("Contact:");
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
    // Sent byte for byte: fetch would resolve the dot segments before sending.
    for (const target of ["/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt"]) {
      expect((await rawGet(target)).status, target).toBe(418);
    }
    // A file is served under one spelling only: no dot segments, no empty segments.
    expect((await rawGet("/robots.txt")).status).toBe(200);
    for (const target of ["/assets/../robots.txt", "/assets/../about", "/./about", "/./robots.txt", "/%2e/robots.txt", "/assets/%2e%2e/robots.txt", "/assets//app-abc123.js"]) {
      expect((await rawGet(target)).status, target).toBe(418);
    }
    expect((await get("/%E0%A4%A")).status).toBe(418);
    expect((await get("/nope")).status).toBe(418);
    const post = await fetch(base + "/about", { method: "POST" });
    expect(post.status).toBe(418);
  });
});
