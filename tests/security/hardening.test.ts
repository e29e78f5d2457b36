/**
 * Round two of the outside review (issue 11), each finding as an attacker tries it against
 * the built server (`node server.js`): open redirects (raw requests and Chromium),
 * odd POST targets, forged X-Forwarded-Proto and Host, the honeypot's second value, a
 * User-Agent with control characters, and one rate limit shared by two instances on one
 * PostgreSQL database and kept over a restart. Needs a build (`npm test` makes it).
 */
import net from "node:net";
import { describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { launchBrowser } from "../../scripts/lib/chromium";
import { createTestDatabase } from "../../scripts/lib/scratch-database";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { builtWith, useSite } from "../support/fixtures";

const { SITE_URL } = builtWith();

const VALID = {
  name: "Meena Sundaram",
  email: "meena@example.in",
  service: "Digital Marketing",
  message: "Checking that the form holds against an attacker.",
};

const fixture = useSite({ sqlite: true, env: { TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "100" } });

type RawAnswer = { status: number; head: string; header: (name: string) => string | undefined };

/** One request written byte for byte on a socket: the target exactly as an attacker sends it. */
function raw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(Buffer.from(request, "latin1")));
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const head = data.split("\r\n\r\n")[0] ?? "";
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];
      resolve({ status, head, header });
    });
  });
}

const get = (target: string, headers = "") => raw(fixture.site.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${fixture.site.port}\r\n${headers}Connection: close\r\n\r\n`);

function form(fields: Record<string, string> | string): string {
  return typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
}

const post = (target: string, fields: Record<string, string> | string, headers = "") => {
  const body = form(fields);
  return raw(
    fixture.site.port,
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${fixture.site.port}\r\nOrigin: ${fixture.site.url}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`,
  );
};

describe("finding 1: redirects stay on the site", () => {
  const targets = ["//evil.example/", "///evil.example/", "/\\evil.example/", "/\\/evil.example/", "/.//evil.example/"];

  it("answers every trailing-slash trick with a single-slash path and a Cache-Control", async () => {
    for (const target of targets) {
      const answer = await get(target);
      expect(answer.status, target).toBe(301);
      expect(answer.header("Location"), target).toMatch(/^\/(?![/\\])[^\\]*$/);
      expect(answer.header("Cache-Control"), target).toBeTruthy();
    }
  });

  it("Chromium that follows the redirect stays on the site", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const hosts = new Set<string>();
      page.on("request", (request) => hosts.add(new URL(request.url()).host));
      for (const target of ["//evil.example/", "/%5Cevil.example/", "/.//evil.example/"]) {
        await page.goto(`${fixture.site.url}${target}`).catch(() => {});
        expect(new URL(page.url()).host, target).toBe(`127.0.0.1:${fixture.site.port}`);
      }
      expect([...hosts].filter((host) => host.includes("evil"))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe("finding 3: a POST to an odd target", () => {
  it("is answered 400 before React Router, and logs no stack trace", async () => {
    const logged = fixture.site.output().length;
    for (const target of ["//evil.example/contact", "/\\evil.example/contact", "//contact"]) {
      expect((await post(target, VALID)).status, target).toBe(400);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const output = fixture.site.output().slice(logged);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output.split("\n").filter(Boolean).length).toBeLessThanOrEqual(3);
  });
});

describe("findings 5 and 6: the https redirect", () => {
  it("takes the right-most X-Forwarded-Proto, the one the trusted proxy wrote", async () => {
    const forged = await get("/about", "X-Forwarded-Proto: https, http\r\n");
    expect(forged.status).toBe(308);
    expect(forged.header("Strict-Transport-Security")).toBeUndefined();
    const secure = await get("/about", "X-Forwarded-Proto: http, https\r\n");
    expect(secure.status).toBe(200);
    expect(secure.header("Strict-Transport-Security")).toBeTruthy();
  });

  it("redirects to SITE_URL's host, never the request's Host", async () => {
    const answer = await raw(fixture.site.port, "GET /about?x=1 HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Proto: http\r\nConnection: close\r\n\r\n");
    expect(answer.status).toBe(308);
    expect(answer.header("Location")).toBe(`https://${new URL(SITE_URL).host}/about?x=1`);
  });
});

describe("findings 8 and 9: what is stored", () => {
  it("drops a post with any non-empty honeypot value, and stores the User-Agent without control or bidi characters", async () => {
    const store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
    try {
      const before = (await store.listEnquiries()).length;
      const dropped = await post("/contact", `${form(VALID)}&website=&website=x`, "X-Forwarded-For: 203.0.113.50\r\n");
      expect(dropped.status).toBe(200);
      expect((await store.listEnquiries()).length).toBe(before);

      // Header bytes arrive as Latin-1: the byte 0x9B is U+009B, the terminal's CSI (Node refuses ESC itself).
      const agent = "Mozilla/5.0 \u009b2J\u009b31m";
      const kept = await post("/contact", { ...VALID, name: "Agent Check" }, `X-Forwarded-For: 203.0.113.51\r\nUser-Agent: ${agent}\r\n`);
      expect(kept.status).toBe(200);
      const [latest] = await store.listEnquiries();
      expect(latest!.name).toBe("Agent Check");
      expect(latest!.userAgent).toBe("Mozilla/5.0 2J31m");
    } finally {
      await store.close();
    }
  });
});

describe("finding 12: one rate limit across instances", async () => {
  const postgres = await createTestDatabase();
  it.skipIf("skipped" in postgres)("two servers on one PostgreSQL share a limit of 3, and a restart keeps it", async () => {
    const env = { DATABASE_URL: "url" in postgres ? postgres.url : "", TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "3" };
    const sites = await Promise.all([startSite({ env }), startSite({ env })]);
    const send = (one: RunningSite) =>
      fetch(`${one.url}/contact`, {
        method: "POST",
        body: new URLSearchParams(VALID),
        headers: { Origin: one.url, "X-Forwarded-For": "203.0.113.77" },
      }).then((response) => response.status);
    try {
      expect([await send(sites[0]), await send(sites[1]), await send(sites[0])]).toEqual([200, 200, 200]);
      expect(await send(sites[1])).toBe(429);
      await sites[0].stop();
      sites[0] = await startSite({ env });
      expect(await send(sites[0])).toBe(429);
    } finally {
      await Promise.all(sites.map((one) => one.stop()));
      if ("drop" in postgres) await postgres.drop();
    }
  });
});
