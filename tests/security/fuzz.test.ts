/**
 * Hostile input against the production server: thousands of malformed and random
 * submissions to /contact, /contact.data and /?index (wrong types, huge fields, invalid
 * UTF-8, null bytes, repeated fields, JSON and multipart bodies, odd content types), then
 * header abuse over raw sockets (huge headers, bad Content-Length, bad Origin and Host,
 * odd methods and request lines), then hostile posts spread over every action, the owner's
 * inbox's and the beacon's events (/api/events) included, signed in and not. No answer may be a 5xx, nothing a stack trace in the
 * log, the server must stay up and still work, nothing may be stored, and no enquiry may be
 * shown without a valid session on the canonical inbox. Seeded: FUZZ_SEED=… reproduces a run,
 * FUZZ_COUNT and FUZZ_ACTIONS_COUNT change its size. Needs a build (`npm test` makes it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const COUNT = Number(process.env.FUZZ_COUNT ?? 3000);
const TARGETS = ["/contact", "/contact.data", "/?index", "/contact?index"];

/** mulberry32: small, seedable, good enough to pick cases. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
const rand = prng(SEED);

const VALID: Record<string, string> = {
  name: "Fuzz Visitor",
  email: "fuzz@example.in",
  phone: "+91 98400 12345",
  businessName: "Fuzz Traders",
  service: "Digital Marketing",
  message: "A perfectly ordinary enquiry.",
};

/** Values that make a field invalid, whatever else the submission holds. */
const DEFECTS: Record<string, string[]> = {
  name: ["", "   ", "a\u0000b", "n".repeat(101), "bell\u0007", "tab\tname", "x".repeat(40_000), "\u0085next-line"],
  email: ["", "x", "a@", "@b.in", "a b@c.in", "a@b@c.in", `${"e".repeat(250)}@x.in`, "<script>@x.in", "a@b.in\u0000"],
  phone: ["abc", "9".repeat(21), "+91\u000098400", "1;DROP TABLE enquiries"],
  businessName: ["b".repeat(121), "\u0001", "biz\u001b[31m"],
  service: ["", "Catering", "digital marketing", "Digital Marketing\u0000", "Digital Marketing ", "__proto__", "constructor"],
  message: ["", "   \n\t ", "m".repeat(5001), "x\u0000y", "esc\u001b", "\u0008"],
};

const NOISE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "'; DROP TABLE enquiries; --",
  "{{7*7}}${7*7}",
  "\u202Eevil\u202C",
  "😀".repeat(50),
  "தமிழ் வணக்கம்",
  "%00%ff%fe",
  "\uFEFF",
  "a".repeat(3000),
];

function randomBytes(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = rand.int(256);
  return bytes;
}

/**
 * A form with at least one defect, plus random noise that cannot repair it: repeated
 * fields come after the first (the one the action reads), and a field that was left out
 * is never added back.
 */
function defectiveFields(): { fields: Array<[string, string]>; defective: Set<string> } {
  const fields = Object.entries(VALID).map(([k, v]) => [k, v] as [string, string]);
  const defective = new Set<string>();
  for (let i = 1 + rand.int(3); i > 0; i--) {
    const field = rand.pick(Object.keys(DEFECTS));
    const index = fields.findIndex(([k]) => k === field);
    if (index === -1) continue;
    defective.add(field);
    if (rand.chance(0.15) && field !== "phone" && field !== "businessName") fields.splice(index, 1); // missing
    else fields[index] = [field, rand.pick(DEFECTS[field]!)];
  }
  const present = new Set(fields.map(([k]) => k));
  for (let i = rand.int(4); i > 0; i--) {
    const name = rand.pick([...Object.keys(VALID), "extra", "name[]", "email[0]", "__proto__", "", "a".repeat(200), "website2"]);
    if (name in VALID && !present.has(name)) continue;
    fields.push([name, rand.pick([...NOISE, ...Object.values(VALID)])]);
  }
  return { fields, defective };
}

const defective = () => defectiveFields().fields;

type Case = { target: string; body: Buffer | string; contentType: string | null; headers?: Record<string, string>; label: string };

function urlencoded(fields: Array<[string, string]>): string {
  return fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}

function multipart(fields: Array<[string, string]>, boundary: string, asFiles = false): Buffer {
  const parts = fields.map(([k, v]) => {
    const disposition = asFiles ? `form-data; name="${k}"; filename="${k}.txt"` : `form-data; name="${k}"`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${v}\r\n`;
  });
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
}

const KINDS: Array<() => Omit<Case, "target">> = [
  () => ({ label: "urlencoded with defects", contentType: "application/x-www-form-urlencoded", body: urlencoded(defective()) }),
  () => {
    // Invalid UTF-8 (raw bytes and percent-encoded) as the value of a field that is not the defect.
    const { fields, defective: broken } = defectiveFields();
    const carriers = fields.filter(([k]) => k in VALID && !broken.has(k));
    const carrier = carriers.length ? rand.pick(carriers)[0] : "extra";
    const parts = fields.filter(([k]) => k !== carrier).map(([k, v]) => Buffer.from(`${encodeURIComponent(k)}=${encodeURIComponent(v)}&`));
    const raw = Buffer.concat([...parts, Buffer.from(`${carrier}=`), randomBytes(1 + rand.int(64)).filter((b) => b !== 0x26), Buffer.from("%FF%FE%C0%AF%ED%A0%80")]);
    return { label: "invalid UTF-8", contentType: "application/x-www-form-urlencoded", body: raw };
  },
  () => ({ label: "random bytes", contentType: rand.pick(["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/octet-stream"]), body: randomBytes(rand.int(4096)) }),
  () => ({ label: "JSON body", contentType: rand.pick(["application/json", "application/x-www-form-urlencoded", "text/plain"]), body: JSON.stringify(rand.chance(0.5) ? VALID : { ...VALID, name: 42, email: ["a"], message: { nested: true } }) }),
  () => {
    const boundary = `----fuzz${rand.int(1e9)}`;
    return { label: "multipart with defects", contentType: `multipart/form-data; boundary=${boundary}`, body: multipart(defective(), boundary) };
  },
  () => {
    // A valid enquiry whose fields are files: files are not text, so required fields are empty.
    const boundary = `----fuzz${rand.int(1e9)}`;
    return { label: "multipart files", contentType: `multipart/form-data; boundary=${boundary}`, body: multipart(Object.entries(VALID), boundary, true) };
  },
  () => {
    const boundary = `----fuzz${rand.int(1e9)}`;
    const body = multipart(Object.entries(VALID), boundary).subarray(0, 20 + rand.int(200)); // cut short
    return { label: "truncated multipart", contentType: rand.pick([`multipart/form-data; boundary=${boundary}`, "multipart/form-data", `multipart/form-data; boundary=other`]), body };
  },
  () => ({ label: "odd content type", contentType: rand.pick([null, "", "text/xml", "application/x-www-form-urlencoded; charset=utf-16", "image/png", "*/*", "application/x-www-form-urlencoded\u0000"].filter((t) => t !== "application/x-www-form-urlencoded\u0000")), body: urlencoded(defective()) }),
  () => ({ label: "huge field (over MAX_BODY_BYTES)", contentType: "application/x-www-form-urlencoded", body: urlencoded([...Object.entries(VALID), ["message", "z".repeat(70_000 + rand.int(200_000))]]) }),
  () => ({ label: "valid form, foreign Origin", contentType: "application/x-www-form-urlencoded", body: urlencoded(Object.entries(VALID)), headers: { Origin: rand.pick(["https://evil.example", "null", "http://127.0.0.1.evil.example", "file://", "http://localhost:1"]) } }),
  () => ({ label: "valid form, honeypot filled", contentType: "application/x-www-form-urlencoded", body: urlencoded([...Object.entries(VALID), ["website", rand.pick(NOISE.filter((v) => v.trim() !== ""))]]) }),
  () => ({ label: "many fields", contentType: "application/x-www-form-urlencoded", body: urlencoded([...defective(), ...Array.from({ length: 2000 }, (_, i): [string, string] => [`f${i}`, "v"])]) }),
];

type Outcome = { label: string; target: string; status: number | string };

describe("fuzzing the contact action", () => {
  let site: RunningSite;
  let store: EnquiryStore;
  const tempDir = mkdtempSync(path.join(tmpdir(), "fuzz-"));
  const file = path.join(tempDir, "fuzz.db");

  beforeAll(async () => {
    site = await startSite({ env: { DATABASE_URL: `sqlite:${file}`, CONTACT_RATE_LIMIT: "10000" } });
    store = new EnquiryStore(new SqliteDatabase(file));
  });
  afterAll(async () => {
    await site?.stop();
    await store?.close();
    rmSync(tempDir, { recursive: true, force: true });
  });

  it(`${COUNT} malformed submissions: no 5xx, nothing stored (seed printed on failure)`, { timeout: 110_000 }, async () => {
    const before = { enquiries: (await store.listEnquiries()).length, mail: (await store.listMail()).length };
    const outcomes: Outcome[] = [];
    let issued = 0;
    const deadline = Date.now() + 80_000;

    async function worker(): Promise<void> {
      while (issued < COUNT && Date.now() < deadline) {
        issued++;
        const kind = rand.pick(KINDS)();
        const target = rand.pick(TARGETS);
        const headers: Record<string, string> = { Origin: site.url, "User-Agent": rand.pick(["fuzz", NOISE[0]!, "x".repeat(2000)]), ...kind.headers };
        if (kind.contentType !== null) headers["Content-Type"] = kind.contentType;
        try {
          const res = await fetch(`${site.url}${target}`, { method: "POST", body: typeof kind.body === "string" ? kind.body : new Uint8Array(kind.body), headers, redirect: "manual" });
          await res.arrayBuffer();
          outcomes.push({ label: kind.label, target, status: res.status });
        } catch (error) {
          // The server may close a connection after a 413 before the whole body was sent.
          outcomes.push({ label: kind.label, target, status: `network: ${(error as Error).cause ?? (error as Error).message}` });
        }
      }
    }
    await Promise.all(Array.from({ length: 12 }, worker));

    const byStatus = new Map<string, number>();
    for (const o of outcomes) byStatus.set(String(o.status), (byStatus.get(String(o.status)) ?? 0) + 1);
    console.log(`fuzz seed ${SEED}: ${outcomes.length} submissions`, Object.fromEntries(byStatus));

    expect(outcomes.length, `seed ${SEED}`).toBeGreaterThanOrEqual(Math.min(COUNT, 1000));
    const serverErrors = outcomes.filter((o) => typeof o.status === "number" && o.status >= 500);
    expect(serverErrors, `seed ${SEED}`).toEqual([]);
    // Network errors only where the server refused an oversized body before reading it.
    const dropped = outcomes.filter((o) => typeof o.status === "string");
    expect(dropped.filter((o) => !/over MAX_BODY_BYTES/.test(o.label)), `seed ${SEED}`).toEqual([]);
    // 200 only for a honeypot (answered like a success, dropped).
    const ok = outcomes.filter((o) => o.status === 200);
    expect(ok.filter((o) => o.label !== "valid form, honeypot filled"), `seed ${SEED}`).toEqual([]);

    expect(site.process.exitCode).toBeNull();
    const stored = await store.listEnquiries();
    const shown = stored.map(({ name, email, phone, businessName, service, message }) => JSON.stringify({ name, email, phone, businessName, service, message }).slice(0, 300));
    expect(stored.length, `seed ${SEED}: stored ${shown.join("\n")}`).toBe(before.enquiries);
    expect((await store.listMail()).length).toBe(before.mail);
    expect(site.output()).not.toMatch(/Unhandled request error|Error: /);
  });

  it("header abuse over raw sockets: no 5xx, no crash", { timeout: 60_000 }, async () => {
    const host = `127.0.0.1:${site.port}`;
    const form = urlencoded(Object.entries(VALID));
    const len = Buffer.byteLength(form);
    const badForm = urlencoded([["name", "\u0000x"], ...Object.entries(VALID)]);
    const origin = `http://${host}`;
    const requests: Array<[string, string]> = [
      ["huge header", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${"a".repeat(20_000)}\r\nContent-Length: ${len}\r\n\r\n${form}`],
      ["many headers", `GET / HTTP/1.1\r\nHost: ${host}\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join("\r\n")}\r\n\r\n`],
      ["Content-Length not a number", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Length: abc\r\n\r\n${form}`],
      ["negative Content-Length", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Length: -5\r\n\r\n${form}`],
      ["two Content-Lengths", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\nContent-Length: ${len}\r\n\r\n${form}`],
      ["Content-Length and chunked", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Length: ${len}\r\nTransfer-Encoding: chunked\r\n\r\n${form}`],
      ["bad chunk size", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n${form}\r\n0\r\n\r\n`],
      ["Transfer-Encoding gzip", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: gzip\r\n\r\n${form}`],
      ["huge Content-Length", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 99999999999\r\n\r\n${form}`],
      ["Content-Length too short", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10\r\n\r\n${form}`],
      ["no Host", `POST /contact HTTP/1.1\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${len}\r\n\r\n${form}`],
      ["garbage Host", `POST /contact HTTP/1.1\r\nHost: a b c<>\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${len}\r\n\r\n${form}`],
      ["Host with path", `POST /contact HTTP/1.1\r\nHost: evil.example/x?y\r\nOrigin: https://evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${len}\r\n\r\n${form}`],
      ["long Host", `GET /about HTTP/1.1\r\nHost: ${"h".repeat(5000)}\r\n\r\n`],
      ["two Hosts", `GET / HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example\r\n\r\n`],
      ["spoofed Host matching Origin", `POST /contact HTTP/1.1\r\nHost: evil.example\r\nOrigin: http://evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(badForm)}\r\n\r\n${badForm}`],
      ["Origin garbage", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ::::\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${len}\r\n\r\n${form}`],
      ["control char in header", `GET / HTTP/1.1\r\nHost: ${host}\r\nX-A: a\u0001b\r\n\r\n`],
      ["header without colon", `GET / HTTP/1.1\r\nHost: ${host}\r\nNoColonHere\r\n\r\n`],
      ["obsolete line folding", `GET / HTTP/1.1\r\nHost: ${host}\r\nX-A: a\r\n b\r\n\r\n`],
      ["bare LF", `GET / HTTP/1.1\nHost: ${host}\n\n`],
      ["HTTP/1.0 without Host", `GET /about HTTP/1.0\r\n\r\n`],
      ["HTTP/2 preface", `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n`],
      ["absolute-form target", `GET http://evil.example/about HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["asterisk target", `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["odd method", `FOO /contact HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["TRACE", `TRACE /contact HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["PUT form", `PUT /contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${len}\r\n\r\n${form}`],
      ["DELETE", `DELETE /contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\n\r\n`],
      ["PATCH data", `PATCH /contact.data HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Length: ${len}\r\n\r\n${form}`],
      ["path traversal", `GET /../../etc/passwd HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["encoded traversal", `GET /%2e%2e/%2e%2e/server.js HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["null byte path", `GET /about%00.html HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["bad percent-encoding", `GET /%E0%A4%A HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["huge URL", `GET /${"a".repeat(15_000)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["double-slash path", `GET //evil.example/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["backslash path", `GET /\\evil.example HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      ["garbage request line", `\u0000\u0001\u0002 garbage\r\n\r\n`],
      ["Expect 100-continue", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nExpect: 100-continue\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 9\r\n\r\nname=%00x`],
      ["X-Forwarded-* spoofing", `POST /contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nX-Forwarded-For: ${"1.1.1.1, ".repeat(500)}x\r\nX-Forwarded-Proto: gopher\r\nX-Forwarded-Host: evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 9\r\n\r\nname=%00x`],
      ["Accept-Encoding abuse", `GET /no-such-page HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: ${"br;q=0.5, ".repeat(1000)}gzip;q=abc\r\n\r\n`],
      ["If-None-Match abuse", `GET / HTTP/1.1\r\nHost: ${host}\r\nIf-None-Match: ${"W/\"x\", ".repeat(1500)}\r\n\r\n`],
      ["Range abuse", `GET /logo.svg HTTP/1.1\r\nHost: ${host}\r\nRange: bytes=0-0,${"1-2,".repeat(1000)}\r\n\r\n`],
    ];
    const before = (await store.listEnquiries()).length;
    const results: Array<[string, string]> = [];
    for (const [label, raw] of requests) results.push([label, await rawRequest(site.port, raw)]);
    console.log("header abuse:", Object.fromEntries(results));
    for (const [label, status] of results) {
      expect(status.startsWith("5"), `${label}: ${status}`).toBe(false);
    }
    // Slowloris-style: a connection that never finishes its headers does not block others.
    const slow = net.connect(site.port, "127.0.0.1");
    slow.write(`POST /contact HTTP/1.1\r\nHost: ${host}\r\n`);
    expect((await fetch(`${site.url}/about`)).status).toBe(200);
    slow.destroy();

    expect(site.process.exitCode).toBeNull();
    expect((await store.listEnquiries()).length).toBe(before);
    // Still works: a real enquiry goes through afterwards.
    const res = await fetch(`${site.url}/contact`, { method: "POST", body: new URLSearchParams(VALID), headers: { Origin: site.url } });
    expect(res.status).toBe(200);
    expect((await store.listEnquiries()).length).toBe(before + 1);
  });
});

const ACTIONS_COUNT = Number(process.env.FUZZ_ACTIONS_COUNT ?? 1000);
const SECRET = "Secret-marker-9090 needs a catering website";

/** The fields the inbox's actions read, with values an attacker would try. */
const ADMIN_FIELDS: Array<[string, string[]]> = [
  ["email", [OWNER_EMAIL, "stranger@example.in", "", "a@", "<script>@x.in", "x".repeat(400), "a@b.in\u0000"]],
  ["token", ["", "x", "../../admin", "A".repeat(43), "%00", "x".repeat(5000)]],
  ["intent", ["status", "note", "", "delete", "__proto__", "end", "end-others"]],
  ["session", ["", "x", "0".repeat(64), "'; DELETE FROM owner_sessions; --", "x".repeat(5000)]],
  ["status", ["replied", "spam", "archived", "read", "new", "deleted", "", "REPLIED"]],
  ["note", ["", "A note", "n".repeat(2001), "<img src=x onerror=alert(1)>", "\u0000"]],
  ["remove", ["", "x", "1", "'; DROP TABLE passkeys; --"]],
];

function adminForm(): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const [name, values] of ADMIN_FIELDS) if (rand.chance(0.6)) fields.push([name, rand.pick(values)]);
  for (let i = rand.int(3); i > 0; i--) fields.push([rand.pick(["extra", "__proto__", "", "email", "intent"]), rand.pick(NOISE)]);
  return fields;
}

/** What a passkey step might be sent: the right steps with answers that do not hold, and other shapes. */
function passkeyJson(): string {
  return JSON.stringify(
    rand.pick<unknown>([
      { step: "options" },
      { step: "verify", response: { id: "x", rawId: "x", type: "public-key", response: {} } },
      { step: "verify", response: { id: 42 } },
      { step: "register", response: { id: "x", response: { clientDataJSON: "!!", attestationObject: "" } } },
      { step: "register", response: "x" },
      // Client data that reads (a challenge this server never made, or of the wrong type), and that does not.
      { step: "register", response: { id: "x", response: { clientDataJSON: Buffer.from('{"challenge":"abc","type":"webauthn.create"}').toString("base64url") } } },
      { step: "verify", response: { id: "x", response: { clientDataJSON: Buffer.from('{"challenge":42}').toString("base64url") } } },
      { step: "verify", response: { id: "x", response: { clientDataJSON: Buffer.from("null").toString("base64url") } } },
      { step: "register", response: { id: "x", response: { clientDataJSON: 7 } } },
      { step: ["options"] },
      { __proto__: { step: "options" } },
      null,
      [],
      "options",
      { step: "verify", response: { id: "a".repeat(5000) } },
    ]),
  );
}

/** What the push endpoints might be sent: subscriptions that do not hold, endpoints to remove, other shapes. */
function pushJson(): string {
  const p256dh = `B${"A".repeat(86)}`;
  const keys = rand.pick<unknown>([{ p256dh, auth: "A".repeat(22) }, { p256dh: "x", auth: "y" }, { p256dh: 42 }, null, [], "keys"]);
  const endpoint = rand.pick<unknown>([
    "https://127.0.0.1:1/push/fuzz",
    "http://127.0.0.1:1/push",
    "http://localhost:1/push",
    "javascript:alert(1)",
    "file:///etc/passwd",
    "https://user:pass@127.0.0.1:1/x",
    `https://127.0.0.1:1/${"e".repeat(5000)}`,
    "",
    42,
    null,
    ["https://127.0.0.1:1/x"],
  ]);
  return JSON.stringify(rand.pick<unknown>([{ endpoint, keys }, { endpoint, expirationTime: "soon", keys }, { endpoint }, { keys }, { __proto__: { endpoint } }, null, [], "endpoint", 0]));
}

/** What the beacon's endpoint might be sent: events that nearly hold, and other shapes. */
function eventJson(): string {
  const text = rand.pick<unknown>(["diwali", "<script>alert(1)</script>", "x".repeat(101), "a\u0000b", "", 42, null, ["ig"], { $gt: "" }]);
  const attribution = rand.pick<unknown>([
    { source: "instagram", utmCampaign: text, landing: "/" },
    { source: rand.pick(["google", "tiktok", "", null]), referrer: text, landing: rand.pick(["/", "/ta", "/nope", "//evil.example", 7]) },
    { source: "direct", landing: "/", click: rand.pick(["gclid", "msclkid"]), extra: true },
    null,
    "direct",
  ]);
  const name = rand.pick<unknown>(["pageview", "whatsapp", "enquiry", "outbound", "language", "PAGEVIEW", "", 1, null]);
  const path = rand.pick<unknown>(["/", "/ta/contact", "/admin", "/contact.data", "/__manifest", "/x", "https://evil.example/", "", null]);
  return JSON.stringify(rand.pick<unknown>([{ name, path, attribution }, { name, path, target: text, attribution }, { name }, [], "pageview", 0, null]));
}

/** A body over MAX_BODY_BYTES, chunked (no Content-Length) or not: sent on a connection of its own (`sendApart`). */
type Oversized = { bytes: number; chunked: boolean };
type Hostile = { label: string; body: BodyInit | Oversized | null; contentType: string | null };

type Reply = { status: number; text: string; headers: Headers };

const isOversized = (body: Hostile["body"]): body is Oversized => typeof body === "object" && body !== null && "bytes" in body && "chunked" in body;

/**
 * An oversized post on a fresh connection. The server answers 413 with Connection: close; fetch
 * may still put the connection back in its pool and lose the next request on it (ECONNRESET).
 */
function sendApart(url: string, method: string, headers: Record<string, string>, { bytes, chunked }: Oversized): Promise<Reply | "closed"> {
  return new Promise((resolve) => {
    const request = http.request(url, { method, agent: false, headers: chunked ? headers : { ...headers, "Content-Length": String(bytes) } });
    request.on("response", (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => {
        const replyHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === "string") replyHeaders.set(name, value);
        resolve({ status: response.statusCode!, text: Buffer.concat(parts).toString(), headers: replyHeaders });
      });
      response.on("error", () => resolve("closed"));
    });
    request.on("error", () => resolve("closed"));
    const chunk = Buffer.alloc(16 * 1024, "a");
    let sent = 0;
    const writeMore = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

const HOSTILE_BODIES: Array<(target: string) => Hostile> = [
  (target) => ({ label: "form", contentType: "application/x-www-form-urlencoded", body: urlencoded(target.startsWith("/contact") ? defective() : adminForm()) }),
  (target) => {
    const boundary = `----fuzz${rand.int(1e9)}`;
    return { label: "multipart", contentType: `multipart/form-data; boundary=${boundary}`, body: new Uint8Array(multipart(target.startsWith("/contact") ? defective() : adminForm(), boundary)) };
  },
  () => {
    const boundary = `----fuzz${rand.int(1e9)}`;
    const body = multipart(adminForm(), boundary).subarray(0, 10 + rand.int(120));
    return { label: "broken multipart", contentType: rand.pick([`multipart/form-data; boundary=${boundary}`, "multipart/form-data", "multipart/form-data; boundary=other", "multipart/mixed; boundary=x"]), body: new Uint8Array(body) };
  },
  () => ({ label: "JSON", contentType: rand.pick(["application/json", "text/plain", "application/x-www-form-urlencoded", null]), body: new TextEncoder().encode(rand.pick([passkeyJson, pushJson, eventJson])()) }),
  () => ({ label: "not JSON", contentType: "application/json", body: new TextEncoder().encode(rand.pick(['{"step":', "step=options", "", "\u0000", "{".repeat(5000)])) }),
  () => ({ label: "random bytes", contentType: rand.pick(["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json", "application/octet-stream", null]), body: new Uint8Array(randomBytes(rand.int(2048))) }),
  () => ({ label: "odd content type", contentType: rand.pick(["text/xml", "image/png", "*/*", "application/x-www-form-urlencoded; charset=utf-16", "multipart/form-data; boundary=", ""]), body: new TextEncoder().encode(urlencoded(adminForm())) }),
  () => ({ label: "no body", contentType: rand.pick(["application/x-www-form-urlencoded", "application/json", null]), body: null }),
  () => ({ label: "oversized chunked", contentType: rand.pick(["application/x-www-form-urlencoded", "application/json", "multipart/form-data; boundary=x"]), body: { bytes: 70_000 + rand.int(100_000), chunked: true } }),
  () => ({ label: "oversized", contentType: "application/x-www-form-urlencoded", body: { bytes: 70_000 + rand.int(100_000), chunked: false } }),
];

/** The path spelt another way: React Router would route each to the same action. */
function respelt(target: string): string {
  const [pathname, query = ""] = target.split("?");
  const spelt = rand.pick([
    (p: string) => p.toUpperCase(),
    (p: string) => p.replace("/admin", "/Admin"),
    (p: string) => p.replace("/admin", "/%61dmin"),
    (p: string) => p.replace("/admin", "/aDmIn"),
    (p: string) => p.replace("/contact", "/CONTACT"),
    (p: string) => `/x/..${p}`,
    (p: string) => p.replace(/\/([a-z])/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  ])(pathname!);
  return query ? `${spelt}?${query}` : spelt;
}

describe("fuzzing every action, the inbox's included", () => {
  let site: RunningSite;
  let store: EnquiryStore;
  let enquiryId: number;
  let session: string;
  const tempDir = mkdtempSync(path.join(tmpdir(), "fuzz-actions-"));
  const file = path.join(tempDir, "fuzz.db");

  beforeAll(async () => {
    site = await startSite({ env: { DATABASE_URL: `sqlite:${file}`, CONTACT_RATE_LIMIT: "10000" } });
    store = new EnquiryStore(new SqliteDatabase(file));
    await ownerAuth(store).owners.add(OWNER_EMAIL);
    const posted = await fetch(`${site.url}/contact`, { method: "POST", headers: { Origin: site.url }, body: new URLSearchParams({ ...VALID, message: SECRET }) });
    expect(posted.status).toBe(200);
    enquiryId = Number((await store.sql.query("SELECT id FROM enquiries"))[0]!.id);
    session = await signedInCookie(site, store);
  });
  afterAll(async () => {
    await site?.stop();
    await store?.close();
    rmSync(tempDir, { recursive: true, force: true });
  });

  it(`${ACTIONS_COUNT} hostile posts over every action: no 5xx, no stack trace, no enquiry without a session`, { timeout: 110_000 }, async () => {
    const actions = [
      "/contact", "/contact.data", "/contact?index", "/admin/sign-in", "/admin/sign-in.data", "/admin/sign-in/verify", "/admin/sign-in/verify.data",
      "/admin/sign-in/passkey", "/admin/passkeys/register", "/admin/passkeys", "/admin/passkeys.data", "/admin/devices", "/admin/devices.data",
      `/admin/enquiries/${enquiryId}`, `/admin/enquiries/${enquiryId}.data`, "/admin/enquiries/999999", "/admin/sign-out", "/admin/sign-out?again", "/admin/live",
      "/admin/push/subscriptions", "/admin/push/subscriptions/delete", "/admin/push/test", "/api/events", "/api/events?x=1",
    ];
    // Sign-out ends the session it is sent with: it gets sessions of its own.
    const signOutSessions = await Promise.all(Array.from({ length: 3 }, () => signedInCookie(site, store)));
    const { host } = new URL(site.url);
    // Most come from the site's own pages, so that they reach the actions; the rest from anywhere else.
    const otherOrigins = [null, "https://evil.example", "null", `https://${host}`, "http://127.0.0.1:1", "file://"];
    const storedBefore = (await store.listEnquiries()).length;
    const logged = site.output().length;
    type Result = { label: string; status: number | string; leaked: boolean; privateHeaders: boolean };
    const results: Result[] = [];
    let issued = 0;
    const deadline = Date.now() + 80_000;

    async function worker(): Promise<void> {
      while (issued < ACTIONS_COUNT && Date.now() < deadline) {
        issued++;
        const action = rand.pick(actions);
        const target = rand.chance(0.15) ? respelt(action) : action;
        const method = rand.chance(0.06) ? rand.pick(["GET", "PUT", "DELETE", "PATCH", "FOO", "OPTIONS"]) : "POST";
        const hostileBody = rand.pick(HOSTILE_BODIES)(action);
        const origin = rand.chance(0.65) ? site.url : rand.pick(otherOrigins);
        const signedIn = rand.chance(0.6);
        const cookie = !signedIn ? rand.pick([null, "vd_owner_session=x", `${session}x`]) : action.startsWith("/admin/sign-out") ? rand.pick(signOutSessions) : session;
        const headers: Record<string, string> = {};
        if (origin) headers.Origin = origin;
        if (cookie) headers.Cookie = cookie;
        if (hostileBody.contentType !== null) headers["Content-Type"] = hostileBody.contentType;
        const { body } = hostileBody;
        const hasBody = method !== "GET" && method !== "HEAD" && body !== null;
        const label = `${method} ${target} ${hostileBody.label}${signedIn ? " signed in" : ""} from ${origin}`;
        try {
          let response: Reply;
          if (hasBody && isOversized(body)) {
            const reply = await sendApart(`${site.url}${target}`, method, headers, body);
            // The server may close the connection after a 413 before the whole body was sent.
            if (reply === "closed") {
              results.push({ label, status: "closed on an oversized body", leaked: false, privateHeaders: true });
              continue;
            }
            response = reply;
          } else {
            const sent = await fetch(`${site.url}${target}`, { method, headers, body: hasBody ? (body as BodyInit) : undefined, redirect: "manual" });
            response = { status: sent.status, text: await sent.text(), headers: sent.headers };
          }
          const { text } = response;
          // The owner may see the enquiry: on the inbox spelt /admin… (as fetch sends it: dot
          // segments resolved), with a session, from its own pages.
          const sentPath = new URL(target, site.url).pathname;
          const inbox = decodeURIComponent(sentPath).toLowerCase().startsWith("/admin");
          const owner = signedIn && cookie === session && (!inbox || sentPath.startsWith("/admin")) && (method === "GET" || origin === site.url);
          const ok = response.status >= 200 && response.status < 300 && response.status !== 204;
          results.push({
            label,
            status: response.status,
            leaked: !owner && (text.includes(SECRET) || text.includes("Secret-marker")),
            privateHeaders: !inbox || !ok || (response.headers.get("cache-control") === "no-store" && response.headers.get("x-robots-tag") === "noindex, nofollow"),
          });
        } catch (error) {
          results.push({ label, status: `network: ${(error as Error).cause ?? (error as Error).message}`, leaked: false, privateHeaders: true });
        }
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const byStatus = new Map<string, number>();
    for (const r of results) byStatus.set(String(r.status), (byStatus.get(String(r.status)) ?? 0) + 1);
    console.log(`fuzz seed ${SEED}: ${results.length} hostile requests over ${actions.length} action targets ${JSON.stringify(Object.fromEntries(byStatus))}`);

    expect(results.length, `seed ${SEED}`).toBeGreaterThanOrEqual(Math.min(ACTIONS_COUNT, 1000));
    expect(results.filter((r) => typeof r.status === "number" && r.status >= 500).map((r) => `${r.status} ${r.label}`), `seed ${SEED}`).toEqual([]);
    expect(results.filter((r) => typeof r.status === "string" && r.status.startsWith("network")).map((r) => `${r.status} ${r.label}`), `seed ${SEED}`).toEqual([]);
    expect(results.filter((r) => r.leaked).map((r) => r.label), `seed ${SEED}`).toEqual([]);
    expect(results.filter((r) => !r.privateHeaders).map((r) => `${r.status} ${r.label}`), `seed ${SEED}`).toEqual([]);
    const log = site.output().slice(logged);
    expect(log, `seed ${SEED}`).not.toMatch(/^\s+at /m);
    expect(log, `seed ${SEED}`).not.toMatch(/Unhandled request error|Unexpected Server Error/);
    expect(site.process.exitCode).toBeNull();
    expect((await store.listEnquiries()).length, `seed ${SEED}`).toBe(storedBefore);
    // Still works: the owner still reads the enquiry.
    const inbox = await fetch(`${site.url}/admin/enquiries/${enquiryId}`, { headers: { Cookie: session } });
    expect(await inbox.text()).toContain(SECRET);
  });
});

/** Sends raw bytes; resolves with the status code, or how the connection ended without one. */
function rawRequest(port: number, raw: string, timeoutMs = 2_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let data = "";
    const done = (result: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done(data ? statusOf(data) : "no answer (timeout)"), timeoutMs);
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      if (/\r\n\r\n/.test(data)) done(statusOf(data));
    });
    socket.on("error", (error) => done(data ? statusOf(data) : `closed (${(error as NodeJS.ErrnoException).code})`));
    socket.on("close", () => done(data ? statusOf(data) : "closed"));
    socket.write(raw, "latin1");
  });
}

function statusOf(data: string): string {
  return /^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? `unparsed: ${JSON.stringify(data.slice(0, 40))}`;
}
