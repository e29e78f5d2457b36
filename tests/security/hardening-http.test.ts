/**
 * Round three of the outside review (issue 27), the HTTP side of the owner's inbox as an
 * attacker sees it, against the built server (`node server.js`): bodies that are not what an
 * action reads, bodies past the size limit, Origins of the other scheme, the inbox spelt
 * another way, forwarded headers from a client that is not a proxy, and bodies that trickle
 * over many connections. Needs a build (`npm test` makes it).
 */
import http from "node:http";
import net from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { SoftAuthenticator } from "../../server/test-support/soft-authenticator";
import { builtWith, useSite } from "../support/fixtures";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";

const SECRET = "Secret-marker-2727 wants a shop website";
const fixture = useSite({ sqlite: true, env: { TRUST_PROXY: "1" } });
let store: EnquiryStore;
let cookie: string;
let enquiryId: number;

beforeAll(async () => {
  store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
  await ownerAuth(store).owners.add(OWNER_EMAIL);
  const posted = await fetch(`${fixture.site.url}/contact`, {
    method: "POST",
    headers: { Origin: fixture.site.url },
    body: new URLSearchParams({ name: "Kavitha Raman", email: "kavitha@example.in", service: "Website Development", message: SECRET }),
  });
  expect(posted.status).toBe(200);
  enquiryId = Number((await store.sql.query("SELECT id FROM enquiries"))[0]!.id);
  cookie = await signedInCookie(fixture.site, store);
});
afterAll(async () => {
  await store?.close();
});

/** Every route that takes a post, and whether it needs a session. Sign-out gets a session of its own each time. */
const ACTIONS = (): Array<[string, boolean]> => [
  ["/contact", false],
  ["/admin/sign-in", false],
  ["/admin/sign-in/verify", false],
  ["/admin/sign-in/passkey", false],
  ["/admin/passkeys/register", true],
  ["/admin/passkeys", true],
  ["/admin/devices", true],
  [`/admin/enquiries/${enquiryId}`, true],
  [`/admin/enquiries/${enquiryId}/erase`, true],
  ["/admin/sign-out", true],
  ["/admin/sign-out?again", true],
  ["/admin/push/subscriptions", true],
  ["/admin/push/subscriptions/delete", true],
  ["/admin/push/test", true],
];

const sessionFor = async (target: string, signedIn: boolean) =>
  !signedIn ? undefined : target.startsWith("/admin/sign-out") ? await signedInCookie(fixture.site, store) : cookie;

type Answer = { status: number; location: string | null; text: string };

/** A post from the site's own page (unless `headers` says otherwise), and the answer. */
async function hostile(target: string, init: { body: BodyInit; headers?: Record<string, string>; cookie?: string }): Promise<Answer> {
  const headers: Record<string, string> = { Origin: fixture.site.url, ...init.headers, ...(init.cookie ? { Cookie: init.cookie } : {}) };
  let status: number;
  let location: string | null = null;
  let text = "";
  try {
    const response = await fetch(`${fixture.site.url}${target}`, { method: "POST", body: init.body, headers, redirect: "manual", duplex: "half" } as RequestInit);
    status = response.status;
    location = response.headers.get("Location");
    text = await response.text();
  } catch {
    status = 0; // the server closed the connection while a refused body was still being sent
  }
  return { status, location, text };
}

/** Runs `requests` (which returns how many it sent): no stack trace logged, and at most one short line a request. */
async function expectQuietLog(requests: () => Promise<number>) {
  const logged = fixture.site.output().length;
  const count = await requests();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const log = fixture.site.output().slice(logged);
  expect(log).not.toMatch(/^\s+at /m);
  expect(log).not.toMatch(/Unhandled request error/);
  const lines = log.split("\n").filter((line) => line.trim());
  expect(lines.length, log).toBeLessThanOrEqual(count);
  expect(lines.filter((line) => line.length > 200), log).toEqual([]);
}

/**
 * A 4xx, not the page of a server error. An action that does not read the body
 * (signed out, or signing out) may send the browser to the sign-in page instead; a refused body
 * may find the connection closed before it is all sent.
 */
function expectRefusedQuietly(answer: Answer, what: string, { allowClosed = false } = {}) {
  const toSignIn = answer.status === 302 && /^\/admin\/sign-in(\?|$)/.test(answer.location ?? "");
  if (!(allowClosed && answer.status === 0) && !toSignIn) {
    expect(answer.status, what).toBeGreaterThanOrEqual(400);
    expect(answer.status, what).toBeLessThan(500);
  }
  expect(answer.text, what).not.toContain("Unexpected Server Error");
}

describe("finding 1: no anonymous 5xx and no stack traces in the log", () => {
  const BROKEN_BODIES: Array<[string, string | null, string]> = [
    ["JSON", "application/json", '{"email":"owner@example.in","token":"x"}'],
    ["plain text", "text/plain", "email=owner@example.in"],
    ["no content type", null, "email=owner@example.in"],
    ["multipart without a boundary", "multipart/form-data", '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.in\r\n--x--\r\n'],
    ["multipart cut short", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.in'],
    ["multipart with another boundary", "multipart/form-data; boundary=y", '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.in\r\n--x--\r\n'],
  ];

  it("a body that is not a form, or a broken multipart body, gets a 4xx at every action, signed in or not", { timeout: 60_000 }, async () => {
    await expectQuietLog(async () => {
      let sent = 0;
      for (const [target, needsSession] of ACTIONS()) {
        for (const signedIn of needsSession ? [false, true] : [false]) {
          for (const [label, contentType, body] of BROKEN_BODIES) {
            // A Uint8Array body gets no Content-Type from fetch: only the one given here.
            const headers: Record<string, string> = contentType ? { "Content-Type": contentType } : {};
            const answer = await hostile(target, { body: new TextEncoder().encode(body), headers, cookie: await sessionFor(target, signedIn) });
            expectRefusedQuietly(answer, `${label} to ${target}${signedIn ? " (signed in)" : ""}`);
            sent++;
          }
        }
      }
      return sent;
    });
  });

  it("a chunked body over MAX_BODY_BYTES gets a 413 at every action, with nothing in the log", { timeout: 60_000 }, async () => {
    await expectQuietLog(async () => {
      for (const [target, needsSession] of ACTIONS()) {
        const chunks = Array.from({ length: 6 }, () => new TextEncoder().encode(`email=${"a".repeat(16 * 1024)}`));
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            const chunk = chunks.shift();
            if (chunk) controller.enqueue(chunk);
            else controller.close();
          },
        });
        const headers = { "Content-Type": "application/x-www-form-urlencoded" };
        const answer = await hostile(target, { body, headers, cookie: await sessionFor(target, needsSession) });
        expectRefusedQuietly(answer, `chunked body to ${target}`, { allowClosed: true });
        // Sign-out reads no body: it signs out and sends the browser to the sign-in page.
        if (answer.status !== 0 && !target.startsWith("/admin/sign-out")) expect(answer.status, target).toBe(413);
      }
      return 0;
    });
  });

  it("an Origin of the other scheme is refused with 403 at every action, directly and behind the TLS proxy", async () => {
    const { host } = new URL(fixture.site.url);
    await expectQuietLog(async () => {
      for (const [target, needsSession] of ACTIONS()) {
        const session = await sessionFor(target, needsSession);
        const body = new URLSearchParams({ email: OWNER_EMAIL, token: "x", intent: "status", status: "spam" });
        const direct = await hostile(target, { body, headers: { Origin: `https://${host}` }, cookie: session });
        expect(direct.status, `https Origin to plain http ${target}`).toBe(403);
        const proxied = await hostile(target, { body, headers: { Origin: `http://${host}`, "X-Forwarded-Proto": "https" }, cookie: session });
        expect(proxied.status, `http Origin behind https ${target}`).toBe(403);
      }
      return 0;
    });
    expect((await store.sql.query("SELECT status FROM enquiries WHERE id = ?", [enquiryId]))[0]!.status).not.toBe("spam");
  });
});

describe("finding 3: /ADMIN, /Admin/… and /%61dmin are not a second way in", () => {
  const variants = () => ["/ADMIN", "/Admin", "/Admin/sign-in", "/%61dmin", "/%61dmin/sign-in", `/aDmIn/enquiries/${enquiryId}`, "/ADMIN.data", `/Admin/enquiries/${enquiryId}.data`, "/Admin/passkeys", "/ADMIN/export.csv", "/Admin/live"];
  /** The path React Router would route the variant to, spelt /admin…: where a redirect may lead. */
  const canonical = (variant: string) => variant.replace(/^\/[^/]+/, (first) => decodeURIComponent(first).toLowerCase());

  it("a variant is redirected to the inbox spelt /admin…, or is a 404, signed in or not, and shows no enquiry", async () => {
    for (const variant of variants()) {
      for (const session of [undefined, cookie]) {
        const response = await fetch(`${fixture.site.url}${variant}`, { headers: session ? { Cookie: session } : {}, redirect: "manual" });
        const text = await response.text();
        const what = `${variant}${session ? " (signed in)" : ""}: ${response.status} ${response.headers.get("location")}`;
        expect([301, 308, 404], what).toContain(response.status);
        if (response.status !== 404) expect(response.headers.get("location"), what).toBe(canonical(variant));
        expect(text, what).not.toContain("Secret-marker");
        expect(text, what).not.toContain("Kavitha");
        expect(response.headers.get("cache-control"), what).toBe("no-store");
        expect(response.headers.get("x-robots-tag"), what).toBe("noindex, nofollow");
        expect(response.headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
      }
    }
  });

  it("a post to a variant changes nothing and is not answered by an action", async () => {
    const before = (await store.sql.query("SELECT status, note FROM enquiries WHERE id = ?", [enquiryId]))[0];
    for (const variant of [`/ADMIN/enquiries/${enquiryId}`, `/%61dmin/enquiries/${enquiryId}`, `/Admin/enquiries/${enquiryId}.data`, "/Admin/sign-in", "/ADMIN/sign-out"]) {
      const response = await fetch(`${fixture.site.url}${variant}`, {
        method: "POST",
        headers: { Origin: fixture.site.url, Cookie: cookie },
        body: new URLSearchParams({ intent: "note", note: "Written through a variant", email: OWNER_EMAIL }),
        redirect: "manual",
      });
      expect(response.status, variant).toBe(404);
    }
    expect((await store.sql.query("SELECT status, note FROM enquiries WHERE id = ?", [enquiryId]))[0]).toEqual(before);
    expect((await fetch(`${fixture.site.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
  });

  it("robots.txt disallows every variant, as a crawler reads it (RFC 9309: case-sensitive, %-encoded letters decoded)", async () => {
    const robots = await (await fetch(`${fixture.site.url}/robots.txt`)).text();
    const rules = [...robots.matchAll(/^(Allow|Disallow):\s*(\S*)\s*$/gim)].map(([, kind, path]) => ({ allow: kind!.toLowerCase() === "allow", path: path! }));
    const unreserved = (path: string) => path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(parseInt(hex, 16))) ? String.fromCharCode(parseInt(hex, 16)) : escape));
    const allowed = (path: string) => {
      const matches = rules.filter((rule) => rule.path && unreserved(path).startsWith(unreserved(rule.path)));
      const longest = Math.max(-1, ...matches.map((rule) => rule.path.length));
      return longest === -1 || matches.some((rule) => rule.allow && rule.path.length === longest);
    };
    for (const variant of [...variants(), "/admin", "/admin/sign-in", "/aDMIN", "/adMin/enquiries/1", "/%41DMIN", "/%61%64%6D%69%6E"]) expect(allowed(variant), variant).toBe(false);
    for (const page of ["/", "/about", "/contact", "/ta/contact", "/blogs"]) expect(allowed(page), page).toBe(true);
  });
});

/** This machine's first address that is not loopback: a client reaching the port directly from the network. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

describe.skipIf(!networkAddress)("finding 7: TRUST_PROXY trusts only proxies", () => {
  /** The site on every interface, as with HOST=0.0.0.0, reached from this machine's network address. */
  async function exposedSite(env: Record<string, string>) {
    const site = await startSite({ env: { HOST: "0.0.0.0", TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "2", DATABASE_URL: `sqlite:${path.join(path.dirname(fixture.databaseFile), `exposed-${Date.now()}.db`)}`, ...env } });
    return { site, url: `http://${networkAddress}:${site.port}` };
  }
  const contactPost = (url: string, forwardedFor: string) =>
    fetch(`${url}/contact`, {
      method: "POST",
      headers: { Origin: url, "X-Forwarded-For": forwardedFor },
      body: new URLSearchParams({ name: "Spoofing Client", email: "spoof@example.in", service: "Digital Marketing", message: `Each from a new address ${forwardedFor}` }),
    }).then((response) => response.status);

  it("a client that reaches the port directly buys no fresh rate-limit budget with a new X-Forwarded-For, and sets no scheme", async () => {
    const { site, url } = await exposedSite({});
    try {
      expect([await contactPost(url, "203.0.113.1"), await contactPost(url, "203.0.113.2"), await contactPost(url, "203.0.113.3")]).toEqual([200, 200, 429]);
      const asIfHttp = await fetch(`${url}/about`, { headers: { "X-Forwarded-Proto": "http" }, redirect: "manual" });
      expect(asIfHttp.status).toBe(200);
      expect(asIfHttp.headers.get("strict-transport-security")).toBeNull();
      const asIfHttps = await fetch(`${url}/about`, { headers: { "X-Forwarded-Proto": "https" }, redirect: "manual" });
      expect(asIfHttps.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await site.stop();
    }
  });

  it("a proxy named in TRUSTED_PROXIES (an address or a CIDR) is trusted, as loopback is", async () => {
    for (const trusted of [networkAddress!, `${networkAddress!.split(".").slice(0, 3).join(".")}.0/24`]) {
      const { site, url } = await exposedSite({ TRUSTED_PROXIES: `10.9.8.7, ${trusted}` });
      try {
        expect([await contactPost(url, "203.0.113.1"), await contactPost(url, "203.0.113.2"), await contactPost(url, "203.0.113.3")], trusted).toEqual([200, 200, 200]);
        expect((await fetch(`${url}/about`, { headers: { "X-Forwarded-Proto": "http" }, redirect: "manual" })).status, trusted).toBe(308);
        // Loopback is a proxy on the same host: trusted as well.
        expect((await fetch(`${site.url}/about`, { headers: { "X-Forwarded-Proto": "http" }, redirect: "manual" })).status, trusted).toBe(308);
      } finally {
        await site.stop();
      }
    }
  });

  it("a TRUSTED_PROXIES that is not addresses or CIDRs stops the server at start-up, naming it", async () => {
    const outcome = await exposedSite({ TRUSTED_PROXIES: "10.0.0.0/8, proxy.example" }).then(
      async ({ site }) => {
        await site.stop();
        return "started";
      },
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/exited with 1[\s\S]*TRUSTED_PROXIES: .*proxy\.example/);
  });
});

describe("finding 5: passkeys bound to the site", () => {
  const siteHost = new URL(builtWith().SITE_URL).hostname;

  /** A passkey step posted to the server with a forged Host, and an Origin that matches it (so it passes the same-origin check). */
  function forgedHostPost(target: string, body: unknown, session?: string): Promise<{ status: number; json: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      const text = JSON.stringify(body);
      const request = http.request(
        {
          host: "127.0.0.1",
          port: fixture.site.port,
          path: target,
          method: "POST",
          headers: { Host: "evil.example", Origin: "http://evil.example", "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text), ...(session ? { Cookie: session } : {}) },
        },
        (response) => {
          let data = "";
          response.on("data", (chunk) => (data += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(data || "{}") }));
        },
      );
      request.on("error", reject);
      request.end(text);
    });
  }

  it("a ceremony started on a forged Host is bound to SITE_URL's host, and an answer made on that Host fails", async () => {
    const options = await forgedHostPost("/admin/passkeys/register", { step: "options" }, cookie);
    expect(options.status).toBe(200);
    const creation = options.json.options as { rp: { id: string }; challenge: string; authenticatorSelection: { userVerification: string } };
    expect(creation.rp.id).toBe(siteHost);
    expect(creation.authenticatorSelection.userVerification).toBe("required");
    const signIn = await forgedHostPost("/admin/sign-in/passkey", { step: "options" });
    expect(signIn.status).toBe(200);
    expect((signIn.json.options as { rpId: string }).rpId).toBe(siteHost);
    // The evil page's browser answers for the host and origin it is on: refused, nothing kept.
    const response = new SoftAuthenticator().register(creation.challenge, { origin: "http://evil.example", rpID: "evil.example" });
    const answer = await forgedHostPost("/admin/passkeys/register", { step: "register", response }, cookie);
    expect(answer.status).toBe(400);
    expect(await store.sql.query("SELECT id FROM passkeys")).toEqual([]);
  });

  it("adding a passkey more than 10 minutes after the sign-in asks the owner to sign in again", async () => {
    const stale = await signedInCookie(fixture.site, store);
    await store.sql.query("UPDATE owner_sessions SET created_at = created_at - 660000 WHERE created_at = (SELECT MAX(created_at) FROM owner_sessions)");
    const post = (body: unknown) => hostile("/admin/passkeys/register", { body: JSON.stringify(body), headers: { "Content-Type": "application/json" }, cookie: stale });
    for (const step of [{ step: "options" }, { step: "register", response: new SoftAuthenticator().register("x") }]) {
      const answer = await post(step);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.text)).toMatchObject({ signInAgain: true, message: expect.stringContaining("sign-in in the last 10 minutes") });
    }
    const page = await fetch(`${fixture.site.url}/admin/passkeys`, { headers: { Cookie: stale } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Sign in again to add a passkey");
    expect(html).toMatch(/<form[^>]*action="\/admin\/sign-out\?again"/);
    // The button signs this session out and leads to the sign-in page, which leads back here.
    const out = await hostile("/admin/sign-out?again", { body: "confirm=yes", headers: { "Content-Type": "application/x-www-form-urlencoded" }, cookie: stale });
    expect(out.status).toBe(302);
    expect(out.location).toBe("/admin/sign-in?again&next=%2Fadmin%2Fpasskeys");
    const signInPage = await (await fetch(`${fixture.site.url}${out.location}`)).text();
    expect(signInPage).toContain("Sign in again to add a passkey, then open the Passkeys page.");
    // A fresh session may add one.
    expect((await hostile("/admin/passkeys/register", { body: '{"step":"options"}', headers: { "Content-Type": "application/json" }, cookie })).status).toBe(200);
  });
});

describe("finding 6: slow bodies", () => {
  /** A POST whose headers come at once and whose body trickles, a byte a second, from `localAddress`; resolves when the server closes it. */
  function trickle(port: number, localAddress: string) {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    let answer = "";
    const closed = new Promise<{ answer: string; at: number }>((resolve) => socket.on("close", () => resolve({ answer, at: Date.now() })));
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("connect", () => socket.write(`POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 300\r\n\r\nn`));
    const timer = setInterval(() => socket.writable && socket.write("a"), 1000);
    socket.on("close", () => clearInterval(timer));
    return { socket, closed, isOpen: () => !socket.destroyed && socket.readyState === "open" };
  }
  const normalPost = (url: string) =>
    fetch(`${url}/contact`, {
      method: "POST",
      headers: { Origin: url },
      body: new URLSearchParams({ name: "Patient Visitor", email: "patient@example.in", service: "Digital Marketing", message: "A form sent at an ordinary speed." }),
    }).then((response) => response.status);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({
      env: { DATABASE_URL: `sqlite:${path.join(path.dirname(fixture.databaseFile), "slow.db")}`, MAX_CONNECTIONS_PER_CLIENT: "4", MAX_CONNECTIONS: "12", BODY_TIMEOUT_SECONDS: "2", CONTACT_RATE_LIMIT: "100" },
    });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("one client holds at most MAX_CONNECTIONS_PER_CLIENT connections; others are still served", async () => {
    const held = Array.from({ length: 10 }, () => trickle(site.port, "127.0.0.2"));
    try {
      await settle();
      expect(held.filter((one) => one.isOpen()).length).toBe(4);
      expect((await fetch(`${site.url}/about`)).status).toBe(200);
      expect(await normalPost(site.url)).toBe(200);
    } finally {
      for (const one of held) one.socket.destroy();
    }
  });

  it("a small body that trickles is cut off after BODY_TIMEOUT_SECONDS, not after the 60 s request timeout", { timeout: 15_000 }, async () => {
    const started = Date.now();
    const slow = trickle(site.port, "127.0.0.3");
    try {
      const { answer, at } = await Promise.race([slow.closed, new Promise<{ answer: string; at: number }>((resolve) => setTimeout(() => resolve({ answer: "still open", at: Date.now() }), 6_000))]);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(at - started).toBeGreaterThanOrEqual(1_900);
      expect(at - started).toBeLessThan(4_000);
    } finally {
      slow.socket.destroy();
    }
    expect(await normalPost(site.url)).toBe(200);
  });

  it("all clients together hold at most MAX_CONNECTIONS; once the slow ones are cut off, new visitors are served again", { timeout: 20_000 }, async () => {
    const held = Array.from({ length: 16 }, (_, i) => trickle(site.port, `127.0.1.${i + 1}`));
    try {
      await settle();
      // At most 12 with the ones this file's fetches keep alive: at least 4 of the 16 were closed.
      expect(held.filter((one) => one.isOpen()).length).toBeLessThanOrEqual(12);
      await Promise.all(held.map((one) => one.closed));
      expect((await fetch(`${site.url}/about`)).status).toBe(200);
      expect(await normalPost(site.url)).toBe(200);
    } finally {
      for (const one of held) one.socket.destroy();
    }
    expect(site.output()).not.toMatch(/^\s+at /m);
  });
});
