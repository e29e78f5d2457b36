import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_CSP } from "./content-security-policy";
import { loadStaticFiles } from "./static";
import { send } from "../test-support/raw-http";
import { ASSET, nonceCsp, rendered, useSites } from "../test-support/sites";

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

describe("loadStaticFiles: types, twins, HEAD and the page's own headers", () => {
  const typed = mkdtempSync(path.join(os.tmpdir(), "static-types-"));
  const samples: Record<string, string> = {
    "a.mjs": "text/javascript; charset=utf-8",
    "a.css": "text/css; charset=utf-8",
    "a.json": "application/json; charset=utf-8",
    "site.webmanifest": "application/manifest+json; charset=utf-8",
    "a.data": "text/x-script; charset=utf-8",
    "a.xml": "application/xml; charset=utf-8",
    "a.txt": "text/plain; charset=utf-8",
    "a.svg": "image/svg+xml; charset=utf-8",
    "a.png": "image/png",
    "a.jpg": "image/jpeg",
    "a.webp": "image/webp",
    "a.avif": "image/avif",
    "a.ico": "image/x-icon",
    "a.woff2": "font/woff2",
    "a.bin": "application/octet-stream",
  };
  for (const name of Object.keys(samples)) writeFileSync(path.join(typed, name), `body of ${name}`);
  writeFileSync(path.join(typed, "index.html"), "<h1>home</h1>");
  writeFileSync(path.join(typed, "index.html.gz"), gzipSync("<h1>home</h1>"));
  writeFileSync(path.join(typed, "index.html.br"), brotliCompressSync("<h1>home</h1>"));
  // A twin of a file that is not compressible is never sent.
  writeFileSync(path.join(typed, "a.png.gz"), gzipSync("body of a.png"));

  let typedServer: http.Server;
  let typedBase: string;
  const files = loadStaticFiles(typed);
  beforeAll(async () => {
    typedServer = http.createServer((req, res) => {
      const served = files.serve(req, res, {
        htmlCsp: (relative) => `default-src 'none'; x-for ${relative}`,
        vary: (urlPath) => (urlPath === "/" ? ["Cookie"] : []),
      });
      if (!served) {
        res.writeHead(418);
        res.end();
      }
    });
    await new Promise<void>((resolve) => typedServer.listen(0, "127.0.0.1", resolve));
    typedBase = `http://127.0.0.1:${(typedServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => typedServer.close(resolve)));

  it("holds each file once, its twins not counted", () => {
    expect(files.size).toBe(Object.keys(samples).length + 1);
  });

  it("sends each file with its type, a day's cache, its length and no Vary unless it has twins", async () => {
    for (const [name, type] of Object.entries(samples)) {
      const res = await fetch(`${typedBase}/${name}`, { headers: { "accept-encoding": "gzip" } });
      expect(res.headers.get("content-type"), name).toBe(type);
      expect(res.headers.get("cache-control"), name).toBe(name === "a.data" ? "public, max-age=0, must-revalidate" : "public, max-age=86400");
      expect(res.headers.get("content-length"), name).toBe(String(`body of ${name}`.length));
      expect(res.headers.get("content-encoding"), name).toBeNull();
      expect(await res.text(), name).toBe(`body of ${name}`);
    }
    expect((await fetch(`${typedBase}/a.png`)).headers.get("vary")).toBeNull();
  });

  it("sends the gzip twin when only gzip is accepted, each twin with its own ETag", async () => {
    const plain = await fetch(`${typedBase}/`, { headers: { "accept-encoding": "identity" } });
    const gzip = await fetch(`${typedBase}/`, { headers: { "accept-encoding": "gzip" } });
    const br = await fetch(`${typedBase}/`, { headers: { "accept-encoding": "br" } });
    expect([plain, gzip, br].map((r) => r.headers.get("content-encoding"))).toEqual([null, "gzip", "br"]);
    expect(await gzip.text()).toBe("<h1>home</h1>");
    const [e1, e2, e3] = [plain, gzip, br].map((r) => r.headers.get("etag")!) as [string, string, string];
    expect(e1).toMatch(/^"[\w-]{22}"$/);
    // Each variant's ETag is the hash of the bytes sent, marked with its encoding.
    expect(e2).toMatch(/^"[\w-]{22}-gzip"$/);
    expect(e3).toMatch(/^"[\w-]{22}-br"$/);
    expect(new Set([e1, e2, e3]).size).toBe(3);
    expect((await fetch(`${typedBase}/`, { headers: { "accept-encoding": "br", "if-none-match": e3 } })).status).toBe(304);
    expect((await fetch(`${typedBase}/`, { headers: { "accept-encoding": "br", "if-none-match": e1 } })).status).toBe(200);
  });

  it("gives a page its Content-Security-Policy and the extra Vary the site asks for", async () => {
    const home = await fetch(`${typedBase}/`);
    expect(home.headers.get("content-security-policy")).toBe("default-src 'none'; x-for index.html");
    expect(home.headers.get("vary")).toBe("Accept-Encoding, Sec-Fetch-Site, Cookie");
    const text = await fetch(`${typedBase}/a.txt`);
    expect(text.headers.get("content-security-policy")).toBeNull();
    expect(text.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await fetch(`${typedBase}/a.txt`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String("body of a.txt".length));
    expect(await res.text()).toBe("");
  });
});

/** A build folder of its own holding `files` (name to content). */
function builtFolder(files: Record<string, string | Buffer>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "static-pages-"));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(folder, name), content);
  return folder;
}

/** Serves `folder`'s files for the enclosing describe; its base URL once listening. */
function serving(folder: string, options?: Parameters<typeof loadStaticFiles>[1]): () => string {
  const files = loadStaticFiles(folder, options);
  const server = http.createServer((req, res) => void files.serve(req, res));
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return () => base;
}

describe("loadStaticFiles: the splash opens a visit (app/shared/splash.ts)", () => {
  const page = '<!doctype html><div id="splash" aria-hidden="true" class="splash">Vaigai</div><h1>about</h1>';
  const splashSite = serving(builtFolder({ "index.html": page, "index.html.br": brotliCompressSync(page), "plain.html": "<h1>no splash here</h1>" }));
  const hidden = page.replace('<div id="splash" ', '<div id="splash" hidden="" ');

  it("sends the page as built to a visitor arriving from elsewhere, or typing its address", async () => {
    for (const site of [undefined, "none", "cross-site", "same-site"]) {
      const res = await fetch(`${splashSite()}/`, { headers: { "accept-encoding": "br", ...(site ? { "sec-fetch-site": site } : {}) } });
      expect(await res.text(), site).toBe(page);
      expect(res.headers.get("vary")).toBe("Accept-Encoding, Sec-Fetch-Site");
    }
  });

  it("hides the splash on a page reached from another of the site's pages, brotli or plain, each with its own ETag", async () => {
    const within = { "sec-fetch-site": "same-origin" };
    const br = await fetch(`${splashSite()}/`, { headers: { ...within, "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe(hidden);
    const plain = await fetch(`${splashSite()}/`, { headers: { ...within, "accept-encoding": "identity" } });
    expect(await plain.text()).toBe(hidden);
    expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(hidden)));
    const opening = await fetch(`${splashSite()}/`, { headers: { "accept-encoding": "br" } });
    expect(new Set([br, plain, opening].map((res) => res.headers.get("etag"))).size).toBe(3);
    // A browser's cached copy of the other version is not confirmed.
    expect((await fetch(`${splashSite()}/`, { headers: { ...within, "accept-encoding": "br", "if-none-match": opening.headers.get("etag")! } })).status).toBe(200);
    expect((await fetch(`${splashSite()}/`, { headers: { ...within, "accept-encoding": "br", "if-none-match": br.headers.get("etag")! } })).status).toBe(304);
  });

  it("sends a page without a splash as it is", async () => {
    const res = await fetch(`${splashSite()}/plain.html`, { headers: { "sec-fetch-site": "same-origin" } });
    expect(await res.text()).toBe("<h1>no splash here</h1>");
  });
});

describe("loadStaticFiles: ANALYTICS=off marks every page (decision 0082)", () => {
  const page = '<!DOCTYPE html><html lang="ta"><body><div id="splash" aria-hidden="true" class="splash">வைகை</div><h1>about</h1></body></html>';
  const folder = builtFolder({ "index.html": page, "index.html.br": brotliCompressSync(page), "app.js": "<html" });
  const offSite = serving(folder, { analyticsOff: true });
  const onSite = serving(folder);
  const marked = page.replace("<html ", "<html data-analytics-off ");

  it("opening a visit or within one, brotli or plain; anything else as built", async () => {
    const opening = await fetch(`${offSite()}/`, { headers: { "accept-encoding": "br" } });
    expect(opening.headers.get("content-encoding")).toBe("br");
    expect(await opening.text()).toBe(marked);
    const within = await fetch(`${offSite()}/`, { headers: { "sec-fetch-site": "same-origin", "accept-encoding": "identity" } });
    const withinText = marked.replace('<div id="splash" ', '<div id="splash" hidden="" ');
    expect(await within.text()).toBe(withinText);
    expect(within.headers.get("content-length")).toBe(String(Buffer.byteLength(withinText)));
    expect(await (await fetch(`${offSite()}/app.js`)).text()).toBe("<html");
  });

  it("leaves pages as built when counting is on", async () => {
    const res = await fetch(`${onSite()}/`, { headers: { "accept-encoding": "br" } });
    expect(await res.text()).toBe(page);
  });
});

const { site } = await useSites();

describe("in the site's listener", () => {
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
    expect(brotliDecompressSync(br.body).toString()).toBe(ASSET);
  });

  it("are looked up as sent: /../ names no file and goes to React Router", async () => {
    const reply = await send(site, { target: "/../contact" });
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe(`http://127.0.0.1:${site}/contact`);
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
