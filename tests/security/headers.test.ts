/**
 * Security headers, caching and compression on every kind of response of the production
 * server (pre-rendered files, server-rendered pages, data, redirects, errors), and the MDN
 * HTTP Observatory scan of `npm run check:headers`. Needs a build (`npm test` makes it).
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { inlineScriptHashes } from "../../scripts/csp-hashes.js";
import { checkHeaders } from "../../scripts/check-headers";
import { ROOT, startSite, type RunningSite } from "../../scripts/lib/local-site";
import { builtWith } from "../support/fixtures";

const tempDir = mkdtempSync(path.join(tmpdir(), "headers-"));
const dbFile = path.join(tempDir, "headers.db");
const hashes = JSON.parse(readFileSync(path.join(ROOT, "build/csp-hashes.json"), "utf8")) as Record<string, string[]>;
const assetName = readFileSync(path.join(ROOT, "build/client/index.html"), "utf8").match(/\/assets\/[\w.-]+\.js/)![0];

const VALID = {
  name: "Header Check",
  email: "headers@example.in",
  service: "Digital Marketing",
  message: "Checking the response headers of the contact form.",
};

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ env: { DATABASE_URL: `sqlite:${dbFile}`, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "2" } });
});
afterAll(async () => {
  await site?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw request (fetch would decompress bodies and hide Content-Encoding). */
function request(pathname: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${site.url}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const post = (pathname: string, fields: Record<string, string>, ip: string, headers: Record<string, string> = {}) =>
  request(pathname, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, "X-Forwarded-For": ip, ...headers },
  });

function scriptSrc(csp: string | undefined): string[] {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(csp ?? "")?.[1]?.split(" ") ?? [];
}

function expectSecurityHeaders(res: Raw, label: string): void {
  const h = res.headers;
  expect(h["x-content-type-options"], label).toBe("nosniff");
  expect(h["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], label).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\).*browsing-topics=\(\)/);
  // The public site sends no opener policy: it would cost a new renderer process per visit (decision 0053).
  expect(h["cross-origin-opener-policy"], label).toBeUndefined();
  expect(h["x-frame-options"], label).toBe("DENY");
  expect(h["x-powered-by"], label).toBeUndefined();
  const csp = String(h["content-security-policy"]);
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toMatch(/default-src 'none'/);
  expect(scriptSrc(csp).join(" "), label).not.toMatch(/unsafe-inline|unsafe-eval/);
}

/** The sha256 sources of the inline scripts a browser would run, found by happy-dom's HTML parser. */
function executableInlineScriptHashes(html: string): string[] {
  const document = new new Window().DOMParser().parseFromString(html, "text/html");
  const executable = ["", "module", "importmap", "speculationrules", "text/javascript", "application/javascript"];
  const scripts = Array.from(document.querySelectorAll("script:not([src])")).filter((script) =>
    executable.includes((script.getAttribute("type") ?? "").trim().toLowerCase()),
  );
  const hashes = scripts.map((script) => `'sha256-${createHash("sha256").update(script.textContent ?? "", "utf8").digest("base64")}'`);
  return [...new Set(hashes)];
}

describe("security headers on every response", () => {
  it("every kind of response carries them: files, pages, data, redirects and errors", async () => {
    const home = await request("/");
    const responses: Array<[string, Raw, number]> = [
      ["pre-rendered page", home, 200],
      ["hashed asset", await request(assetName), 200],
      ["image", await request("/logo.svg"), 200],
      ["304", await request("/", { headers: { "If-None-Match": String(home.headers.etag) } }), 304],
      ["trailing-slash 301", await request("/about/"), 301],
      ["server-rendered page", await request("/contact?service=seo-optimization"), 200],
      ["404 page", await request("/no-such-page"), 404],
      ["missing asset", await request("/assets/missing-abc.js"), 404],
      ["HEAD", await request("/about", { method: "HEAD" }), 200],
      ["contact 200", await post("/contact", VALID, "203.0.113.1"), 200],
      ["contact data 200", await post("/contact.data", VALID, "203.0.113.2"), 200],
      ["contact 400", await post("/contact", { ...VALID, email: "nope" }, "203.0.113.3"), 400],
      ["foreign origin", await post("/contact", VALID, "203.0.113.4", { Origin: "https://evil.example" }), 403],
      ["post to a page without a form", await post("/about", VALID, "203.0.113.8"), 405],
      ["TRACE", await request("/contact", { method: "TRACE" }), 405],
      ["413", await post("/contact", { ...VALID, message: "x".repeat(100_000) }, "203.0.113.5"), 413],
      ["308 to https", await request("/about", { headers: { "X-Forwarded-Proto": "http" } }), 308],
    ];
    await post("/contact", VALID, "203.0.113.6");
    await post("/contact", VALID, "203.0.113.6");
    responses.push(["429", await post("/contact", VALID, "203.0.113.6"), 429]);
    for (const [label, res, status] of responses) {
      expect(res.status, label).toBe(status);
      expectSecurityHeaders(res, label);
    }
  });

  it("503 while the database is locked carries them too", async () => {
    const locker = new Database(dbFile);
    locker.exec("BEGIN EXCLUSIVE");
    try {
      const res = await post("/contact", { ...VALID, name: "During outage" }, "203.0.113.7");
      expect(res.status).toBe(503);
      expectSecurityHeaders(res, "503");
    } finally {
      locker.exec("ROLLBACK");
      locker.close();
    }
  });

  it("pre-rendered pages: script-src lists exactly the hashes of their executable inline scripts", async () => {
    for (const [file, pathname] of [["index.html", "/"], ["about/index.html", "/about"], ["blogs/blog10/index.html", "/blogs/blog10"]] as const) {
      const res = await request(pathname);
      const html = res.body.toString("utf8");
      // Worked out here with an HTML parser, not with the build's own function (scripts/csp-hashes.js).
      const expected = executableInlineScriptHashes(html);
      expect(expected.length).toBeGreaterThan(2);
      expect(hashes[file]).toEqual(expected);
      const sources = scriptSrc(String(res.headers["content-security-policy"]));
      expect(sources.filter((s) => s.startsWith("'sha256-"))).toEqual(expected);
      // JSON-LD is data, never executed: present in the page, not hashed.
      expect(html).toContain('<script type="application/ld+json">');
    }
  });

  it("hashes only executable inline scripts", () => {
    const html = `<script>a()</script><script type="module">b()</script><script type="application/ld+json">{"x":1}</script>
      <script src="/x.js"></script><script data-type="x" type='text/javascript'>c()</script><SCRIPT>a()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it("server-rendered pages: a fresh nonce per response, on every inline script and nothing else", async () => {
    const nonces = new Set<string>();
    for (const pathname of ["/contact?service=seo-optimization", "/contact?service=seo-optimization", "/no-such-page"]) {
      const res = await request(pathname);
      const sources = scriptSrc(String(res.headers["content-security-policy"]));
      const nonce = sources.find((s) => s.startsWith("'nonce-"))!.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce);
      expect(sources.some((s) => s.startsWith("'sha256-"))).toBe(false);
      const html = res.body.toString("utf8");
      for (const [, attributes] of html.matchAll(/<script\b([^>]*)>(?!<\/script>)/g)) {
        if (/type="application\/ld\+json"|\bsrc=/.test(attributes!)) continue;
        expect(attributes).toContain(`nonce="${nonce}"`);
      }
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    expect(nonces.size).toBe(3);
  });

  it("names no other origin in a page's policy; the live chat's frame names the build's chat origin, and no other", async () => {
    const { LIVE_CHAT_SCRIPT_URL } = builtWith();
    const csp = String((await request("/")).headers["content-security-policy"]);
    expect(csp).not.toMatch(/https?:/);
    expect(csp).toContain(LIVE_CHAT_SCRIPT_URL ? "; frame-src 'self'; " : "; frame-src 'none'; ");
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'; img-src 'self' data:/);
    expect(csp).toContain("object-src 'none'; base-uri 'self'; form-action 'self'");
    const frame = await request("/live-chat-frame");
    if (!LIVE_CHAT_SCRIPT_URL) return expect(frame.status).toBe(404);
    const frameCsp = String(frame.headers["content-security-policy"]);
    expect(new Set(frameCsp.match(/https?:\/\/[^\s;]+/g))).toEqual(new Set([new URL(LIVE_CHAT_SCRIPT_URL).origin]));
    expect(frameCsp).toMatch(/; sandbox allow-scripts [^;]*$/);
    expect(frameCsp).not.toContain("allow-same-origin");
  });

  it("HSTS and the https redirect only behind a trusted proxy", async () => {
    const secure = await request("/about", { headers: { "X-Forwarded-Proto": "https" } });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const plain = await request("/about?x=1", { headers: { "X-Forwarded-Proto": "http", Host: "www.example.in" } });
    expect(plain.status).toBe(308);
    // SITE_URL's host, not the request's.
    expect(plain.headers.location).toBe(`https://${new URL(JSON.parse(readFileSync(path.join(ROOT, "build/build-env.json"), "utf8")).SITE_URL).host}/about?x=1`);
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const noProxyHeader = await request("/about");
    expect(noProxyHeader.status).toBe(200);
    expect(noProxyHeader.headers["strict-transport-security"]).toBeUndefined();
    // A forged Host is not echoed into a redirect.
    const forged = await request("/about", { headers: { "X-Forwarded-Proto": "http", Host: "evil.example/\\@x" } });
    expect(forged.headers.location).toBeUndefined();
  });

  it("without TRUST_PROXY, X-Forwarded-Proto is ignored", async () => {
    const direct = await startSite({ env: { DATABASE_URL: `sqlite:${path.join(tempDir, "direct.db")}` } });
    try {
      const res = await fetch(`${direct.url}/about`, { headers: { "X-Forwarded-Proto": "http" }, redirect: "manual" });
      expect(res.status).toBe(200);
      const secure = await fetch(`${direct.url}/about`, { headers: { "X-Forwarded-Proto": "https" } });
      expect(secure.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await direct.stop();
    }
  });
});

describe("caching and transport", () => {
  it("hashed assets are immutable for a year; pages and data revalidate; files carry ETag and Last-Modified", async () => {
    const asset = await request(assetName);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    for (const pathname of ["/", "/about", "/about.data"]) {
      const res = await request(pathname);
      expect(res.headers["cache-control"], pathname).toBe("public, max-age=0, must-revalidate");
      expect(res.headers.etag, pathname).toMatch(/^"[\w-]+"$/); // a hash of the bytes sent
      expect(Date.parse(String(res.headers["last-modified"])), pathname).toBeGreaterThan(0);
      const again = await request(pathname, { headers: { "If-None-Match": String(res.headers.etag) } });
      expect(again.status, pathname).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it("every text response names its charset", async () => {
    const cases: Array<[string, Raw]> = [
      ["/", await request("/")],
      ["/rss.xml", await request("/rss.xml")],
      ["/feed.json", await request("/feed.json")],
      ["/robots.txt", await request("/robots.txt")],
      ["/about.data", await request("/about.data")],
      ["SSR", await request("/contact?service=seo-optimization")],
      ["404", await request("/no-such-page")],
      ["POST data", await post("/contact.data", VALID, "203.0.113.20")],
      ["413", await post("/contact", { ...VALID, message: "x".repeat(100_000) }, "203.0.113.21")],
    ];
    for (const [label, res] of cases) expect(res.headers["content-type"], label).toMatch(/; charset=utf-8$/);
  });

  it("pre-rendered files come as their brotli or gzip twin, as accepted", async () => {
    const identity = await request("/about");
    const br = await request("/about", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    const gz = await request("/about", { headers: { "Accept-Encoding": "gzip" } });
    const refused = await request("/about", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(identity.body.length / 3);
    // A page's answer also depends on whether it opens the visit (its splash, decision 0068).
    expect(br.headers.vary).toBe("Accept-Encoding, Sec-Fetch-Site");
  });

  it("server-rendered pages, errors and action data are compressed on the fly", async () => {
    for (const pathname of ["/contact?service=video-editing", "/no-such-page"]) {
      const br = await request(pathname, { headers: { "Accept-Encoding": "br" } });
      const gz = await request(pathname, { headers: { "Accept-Encoding": "gzip" } });
      const plain = await request(pathname);
      expect(br.headers["content-encoding"], pathname).toBe("br");
      expect(gz.headers["content-encoding"], pathname).toBe("gzip");
      expect(br.headers.vary, pathname).toContain("Accept-Encoding");
      // Nonces differ per response; the rest is the same page.
      const strip = (html: string) => html.replace(/nonce="[^"]+"/g, "");
      expect(strip(brotliDecompressSync(br.body).toString())).toBe(strip(plain.body.toString()));
      expect(strip(gunzipSync(gz.body).toString())).toBe(strip(plain.body.toString()));
      expect(br.body.length).toBeLessThan(plain.body.length / 2);
    }
    const data = await post("/contact.data", VALID, "203.0.113.30", { "Accept-Encoding": "br" });
    expect(data.status).toBe(200);
    expect(data.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(data.body).toString()).toContain('"sent"');
  });
});

describe("MDN HTTP Observatory (npm run check:headers)", () => {
  it("passes every test behind a TLS front, and all but the two HTTPS tests directly", { timeout: 90_000 }, async () => {
    const { proxied, direct, unexpected } = await checkHeaders();
    expect(unexpected).toEqual([]);
    expect(proxied.scan.testsPassed).toBe(proxied.scan.testsQuantity);
    expect(proxied.scan.grade).toBe("A+");
    expect(Object.entries(direct.tests).filter(([, t]) => !t.pass).map(([name]) => name).sort()).toEqual(["redirection", "strict-transport-security"]);
  });
});
