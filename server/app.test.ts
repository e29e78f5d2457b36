/**
 * server/app.ts: the pieces of server/http/ in their order, what the listener does without
 * options, its own 500, and runSite. Each piece's own behaviour is tested beside it.
 */
import { mkdtempSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runSite } from "./app";
import { freePort } from "../scripts/lib/local-site";
import { exchange, send } from "./test-support/raw-http";
import { useSignalHandlers } from "./test-support/signals";
import { expectSecurityHeaders, handled, nonceCsp, pageCsp, post, rendered, SITE_URL, useSites } from "./test-support/sites";

const { site, proxied, bare, defaults, tempDir, clientDir } = await useSites();

describe("the order of the pieces", () => {
  it("redirects plain HTTP behind the proxy before anything else looks at the request", async () => {
    for (const method of ["PUT", "POST"]) {
      const reply = await send(proxied, { method, target: "//odd", headers: { "X-Forwarded-Proto": "http", Origin: "https://evil.example" }, body: "x", keepAlive: true });
      expect(reply.status, method).toBe(308);
      expect(reply.header("location")).toBe(`${SITE_URL}//odd`);
    }
  });

  it("refuses a method before it looks at the Origin, and the Origin before the target", async () => {
    const foreign = { Origin: "https://evil.example" };
    expect((await send(site, { method: "PUT", target: "//odd", headers: foreign, body: "x", keepAlive: true })).status).toBe(405);
    expect((await post(site, "//odd", { headers: foreign, keepAlive: true })).status).toBe(403);
    expect((await post(site, "/page", { headers: foreign, keepAlive: true })).status).toBe(403);
    expect((await post(site, "//odd", { keepAlive: true })).status).toBe(400);
  });

  it("sends a visitor who chose Tamil on before the pre-rendered home page is served", async () => {
    expect((await send(site, { target: "/", headers: { Cookie: "lang=ta" } })).status).toBe(302);
  });

  it("puts the security headers on every answer, whichever piece gives it", async () => {
    const answers = [
      await send(proxied, { target: "/page", headers: { "X-Forwarded-Proto": "http" }, keepAlive: true }),
      await send(site, { method: "PUT", target: "/page", body: "x", keepAlive: true }),
      await post(site, "/contact", { headers: { Origin: "https://evil.example" }, keepAlive: true }),
      await post(site, "//odd", { keepAlive: true }),
      await send(site, { target: "/", headers: { Cookie: "lang=ta" } }),
      await send(site, { target: "/contact" }),
      await send(site, { target: "/page" }),
      await post(site, "/contact", { body: "x".repeat(2048), keepAlive: true }),
    ];
    expect(answers.map((reply) => reply.status)).toEqual([308, 405, 403, 400, 302, 200, 200, 413]);
    for (const reply of answers) expectSecurityHeaders(reply);
  });
});

describe("the pre-rendered files", () => {
  it("take hashes from csp-hashes.json beside the client directory when none are given", async () => {
    const home = await send(defaults, { target: "/" });
    expect(home.status).toBe(200);
    expect(home.header("content-security-policy")).toBe(pageCsp({ inlineScripts: ["'sha256-ZnJvbSB0aGUgZmlsZQ=='"], chatFrame: false }));
  });

  it("are not there without a client directory: everything is rendered", async () => {
    const home = await send(bare, { target: "/" });
    expect(home.status).toBe(200);
    expect(rendered(home).url).toBe(`http://127.0.0.1:${bare}/`);
    expect(home.header("content-security-policy")).toBe(nonceCsp(home));
    const asset = await send(bare, { target: "/assets/app-abc123.js" });
    expect(asset.status).toBe(404);
  });
});

describe("errors", () => {
  it("answers 500 with a plain message when the request handler throws, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const reply = await send(site, { target: "/crash" });
    expect(reply.status).toBe(500);
    expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
    expect(reply.text).toBe("Internal Server Error");
    expectSecurityHeaders(reply);
    expect(logged).toHaveBeenCalledWith("Unhandled request error", expect.objectContaining({ message: "critical CSS failed" }));
  });

  it("cuts the connection when a body fails after the headers went out, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const encoding of ["identity", "gzip"]) {
      logged.mockClear();
      const received = (await exchange(site, { target: "/broken.txt", headers: { "Accept-Encoding": encoding } })).toString("latin1");
      // Whatever part of it got out, the answer is not a complete one, and no 500 follows a 200.
      expect(received, encoding).toMatch(/^(HTTP\/1\.1 200 OK\r\n[\s\S]*)?$/);
      expect(received, encoding).not.toMatch(/\r\n0\r\n\r\n$/);
      expect(received, encoding).not.toContain("Internal Server Error");
      await Promise.all(handled.outcomes);
      expect(logged, encoding).toHaveBeenCalledWith("Unhandled request error", expect.objectContaining({ message: "stream failed" }));
    }
  });
});

describe("runSite", () => {
  const { installed, recordExits, exited } = useSignalHandlers();

  it("runs the site from a build directory and the environment", async () => {
    const port = await freePort();
    vi.spyOn(console, "log").mockImplementation(() => {});
    const exit = recordExits();
    const sqliteFile = () => path.join(mkdtempSync(path.join(tempDir, "db-")), "site.db");
    await runSite({ clientDir, env: { DATABASE_URL: `sqlite:${sqliteFile()}`, HOST: "127.0.0.1", PORT: String(port), MAX_BODY_BYTES: "1024" } });
    const home = await send(port, { target: "/" });
    expect(home.text).toBe("<!doctype html><p>static home</p>\n");
    const tooLarge = await post(port, "/contact", { body: "x".repeat(1025) });
    expect(tooLarge.status).toBe(413);
    installed("SIGTERM")("SIGTERM");
    await exited(exit);
    expect(exit.mock.calls).toEqual([[0]]);
  });
});
