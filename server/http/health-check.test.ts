/**
 * /healthz through the site's own listener (server/app.ts), on a real SQLite file and a real
 * PostgreSQL database reached through a proxy the test cuts: 200 while the database answers,
 * 503 once it does not, never cached, and before the pre-rendered files (a file at
 * build/client/healthz/index.html does not answer it) and the redirect to HTTPS.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PostgresDatabase } from "../db/postgres";
import type { SqlDatabase } from "../db/sql";
import { SqliteDatabase } from "../db/sqlite";
import { scratchDatabases } from "../../tests/support/databases";
import { startTcpProxy } from "../../tests/support/tcp-proxy";
import { send } from "../test-support/raw-http";
import { MAX_BODY, useSites } from "../test-support/sites";

const sites = await useSites();
const { sqliteFile, postgres } = await scratchDatabases();
mkdirSync(path.join(sites.clientDir, "healthz"), { recursive: true });
writeFileSync(path.join(sites.clientDir, "healthz", "index.html"), "<!doctype html><p>a page, not the check</p>\n");

/** A site whose enquiry service stands on `database` (the check reads only its store's SQL). */
function siteOn(database: SqlDatabase | null, trustProxy = false): Promise<number> {
  const enquiries = database ? ({ store: { sql: database } } as never) : null;
  return sites.start({ clientDir: sites.clientDir, enquiries, maxBodyBytes: MAX_BODY, trustProxy, cspHashes: {}, liveChatScript: null });
}

async function expectHealth(port: number, ok: boolean) {
  const reply = await send(port, { target: "/healthz" });
  expect(reply.status).toBe(ok ? 200 : 503);
  expect(JSON.parse(reply.text)).toEqual({ ok });
  expect(reply.header("cache-control")).toBe("no-store");
  expect(reply.header("content-type")).toBe("application/json; charset=utf-8");
  const head = await send(port, { method: "HEAD", target: "/healthz" });
  expect(head.status).toBe(ok ? 200 : 503);
  expect(head.text).toBe("");
}

describe("GET /healthz", () => {
  it("is 200 while SQLite answers and 503 once the database is closed", async () => {
    const database = new SqliteDatabase(sqliteFile());
    const port = await siteOn(database);
    await expectHealth(port, true);
    await database.close();
    await expectHealth(port, false);
  });

  it.skipIf("skipped" in postgres)("is 200 while PostgreSQL answers, 503 while it is unreachable, and 200 again when it is back", async () => {
    const url = new URL((postgres as { url: string }).url);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const database = new PostgresDatabase(url.toString());
    try {
      const port = await siteOn(database);
      await expectHealth(port, true);
      await proxy.cut();
      await expectHealth(port, false);
      await proxy.restore();
      await expectHealth(port, true);
    } finally {
      await database.close();
      await proxy.close();
    }
  });

  it("is 503 when a database is too slow to answer, within the check's time limit", async () => {
    const stalled = { query: () => new Promise(() => {}) } as unknown as SqlDatabase;
    const port = await siteOn(stalled);
    const started = Date.now();
    await expectHealth(port, false);
    // The check gives up after 2 s (HEALTH_TIMEOUT_MS), so the answer comes well before the test does.
    expect(Date.now() - started).toBeLessThan(7_000);
  }, 15_000);

  it("is 503 on a site without an enquiry store", async () => {
    await expectHealth(await siteOn(null), false);
  });

  it("answers before the redirect to HTTPS, and refuses other methods", async () => {
    const port = await siteOn(new SqliteDatabase(sqliteFile()), true);
    const reply = await send(port, { target: "/healthz?probe=lb", headers: { "X-Forwarded-Proto": "http" } });
    expect(reply.status).toBe(200);
    const post = await send(port, { method: "POST", target: "/healthz", body: "x" });
    expect(post.status).toBe(405);
    expect(post.header("allow")).toBe("GET, HEAD");
    // Only the exact path: a page under it is the site's as before.
    expect((await send(port, { target: "/healthz/index.html" })).text).toContain("a page, not the check");
  });
});
