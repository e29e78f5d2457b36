/**
 * Script-injection payloads in an enquiry are stored verbatim and come out inert in every
 * output: the contact page re-rendered after a refused no-JavaScript submission, the
 * notification email (text and HTML), the operator's table, CSV and JSON exports.
 * Needs a build (`npm test` makes it).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { ROOT } from "../../scripts/lib/local-site";
import { useSite } from "../support/fixtures";
import { until } from "../support/wait";

const PAYLOADS = {
  name: "<script>alert(1)</script>",
  businessName: '"><img src=x onerror=alert(1)>',
  message: [
    "javascript:alert(1)",
    "<svg onload=alert(1)>",
    "</textarea><script>alert('textarea')</script>",
    "' onmouseover='alert(1)",
    "{{constructor.constructor('alert(1)')()}}",
    "=HYPERLINK(\"http://evil.example\",\"click\")",
  ].join("\n"),
};
const ENQUIRY = { ...PAYLOADS, email: "xss@example.in", phone: "+91 98400 00000", service: "Website Development" };
/** Fragments that must never appear unescaped in HTML. */
const RAW_MARKUP = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<svg onload=alert(1)>", "</textarea><script>"];

const fixture = useSite({ sqlite: true, smtp: true, env: { CONTACT_RATE_LIMIT: "1000" } });

function post(fields: Record<string, string>) {
  return fetch(`${fixture.site.url}/contact`, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: fixture.site.url } });
}


function cli(...args: string[]): string {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/enquiries.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `sqlite:${fixture.databaseFile}` },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** The MIME part of a raw message with this content type, decoded from quoted-printable. */
function mimePart(raw: string, type: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)![1]!;
  const part = raw.split(`--${boundary}`).find((p) => new RegExp(`Content-Type: ${type}`, "i").test(p))!;
  const body = part.slice(part.indexOf("\r\n\r\n") + 4);
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

describe("XSS payloads: stored verbatim, inert everywhere", () => {
  it("the page re-rendered after a refused no-JavaScript submission escapes them", async () => {
    const res = await post({ ...ENQUIRY, email: "not an email" });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const fragment of RAW_MARKUP) expect(html).not.toContain(fragment);
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;alert(&#x27;textarea&#x27;)&lt;/script&gt;");
    // The only executable scripts are the page's own, each carrying this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1];
    for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/g)) {
      if (/application\/ld\+json|\bsrc=/.test(attributes!)) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    // The JavaScript path gets the same values as data, not markup.
    const data = await fetch(`${fixture.site.url}/contact.data`, { method: "POST", body: new URLSearchParams({ ...ENQUIRY, email: "x" }), headers: { Origin: fixture.site.url } });
    expect(data.status).toBe(400);
    expect(data.headers.get("content-type")).toMatch(/^text\/x-script/);
  });

  it("stores them exactly as typed and mails them as text, and escaped in the HTML part", async () => {
    const res = await post(ENQUIRY);
    expect(res.status).toBe(200);
    const store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
    const [stored] = await store.listEnquiries();
    await store.close();
    expect(stored).toMatchObject(ENQUIRY);

    await until(() => fixture.smtp.received.length > 0);
    const raw = fixture.smtp.received[0]!.raw;
    const text = mimePart(raw, "text/plain").replace(/\r\n/g, "\n");
    const html = mimePart(raw, "text/html");
    expect(text).toContain(`Name: ${PAYLOADS.name}`);
    expect(text).toContain(PAYLOADS.message);
    for (const fragment of RAW_MARKUP) expect(html).not.toContain(fragment);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;alert(&#39;textarea&#39;)&lt;/script&gt;");
  });

  it("the operator's table, CSV and JSON show them as plain text; CSV defuses the formula", () => {
    const table = cli("list");
    // The name column is 20 characters wide: the payload, cut with an ellipsis, as plain text.
    expect(table).toContain("<script>alert(1)</s…");
    expect(table).toContain('"><img src=x oner…');
    expect(table).not.toMatch(/\u001b/); // no terminal escape sequences

    const csv = cli("export", "--format", "csv");
    expect(csv).toContain('"<script>alert(1)</script>"');
    expect(csv).toContain('"""><img src=x onerror=alert(1)>"');
    // A cell that starts with = would run as a formula in a spreadsheet; a line inside a cell does not start one.
    expect(csv).not.toMatch(/(^|,)"=/m);

    const json = JSON.parse(cli("export", "--format", "json")) as Array<Record<string, string>>;
    expect(json[0]).toMatchObject(PAYLOADS);
  });
});
