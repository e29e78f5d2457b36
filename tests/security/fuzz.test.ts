/**
 * Hostile input against the production server: thousands of malformed and random
 * submissions to /contact, /contact.data and /?index (wrong types, huge fields, invalid
 * UTF-8, null bytes, repeated fields, JSON and multipart bodies, odd content types), then
 * header abuse over raw sockets (huge headers, bad Content-Length, bad Origin and Host,
 * odd methods and request lines). No answer may be a 5xx, the server must stay up and
 * still work, and nothing may be stored. Seeded: FUZZ_SEED=… reproduces a run, FUZZ_COUNT
 * changes its size. Needs a build (`npm test` makes it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";

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
