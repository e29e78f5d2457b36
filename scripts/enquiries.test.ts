/**
 * The operator command, run as the operator runs it (tsx) against a temp SQLite file.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../server/db/sqlite";
import { EnquiryStore } from "../server/enquiries/store";
import { storeAttribution } from "../tests/support/attribution";

const ROOT = path.resolve(import.meta.dirname, "..");
const tempDir = mkdtempSync(path.join(tmpdir(), "enquiries-cli-"));
const databaseUrl = `sqlite:${path.join(tempDir, "enquiries.db")}`;

function cli(...args: string[]) {
  return cliOn(databaseUrl, ...args);
}

function cliOn(url: string, ...args: string[]) {
  return cliAnswering(url, "", ...args);
}

/** The command with `input` typed at its prompt. */
function cliAnswering(url: string, input: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/enquiries.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
    input,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") row.push(cell), (cell = "");
    else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell), rows.push(row), (row = []), (cell = ""), i++;
    } else cell += char;
  }
  return rows;
}

beforeAll(async () => {
  const store = new EnquiryStore(new SqliteDatabase(path.join(tempDir, "enquiries.db")));
  await store.migrate();
  await store.addEnquiry({
    name: "Old Enquiry",
    email: "old@example.in",
    phone: null,
    businessName: null,
    service: "Poster Designs",
    message: "Pongal posters",
    createdAt: new Date("2025-08-01T09:00:00Z"),
    userAgent: null,
    ipHash: "1".repeat(64),
  });
  const attributed = await store.addEnquiry({
    name: "=HYPERLINK(\"http://evil.example\",\"click\")",
    email: "attacker@example.in",
    phone: "+91 98765 43210",
    businessName: "@SUM(1+1)",
    service: "App Development",
    message: "-2+3\nline two, with \"quotes\"",
    createdAt: new Date("2025-08-24T12:00:00Z"),
    userAgent: "Mozilla/5.0",
    ipHash: "2".repeat(64),
    language: "ta",
  });
  await storeAttribution(store.sql, attributed.id, {
    source: "instagram",
    referrer: "l.instagram.com",
    utmSource: "ig",
    utmMedium: "-paid",
    utmCampaign: '=HYPERLINK("http://evil.example","diwali")',
    utmContent: "@reel",
    click: "fbclid",
    landing: "/ta/services/meta-ads",
  });
  await store.close();
});

const ATTRIBUTION_HEADERS = ["source", "referrer", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "click", "landingPage"];
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe("npm run enquiries", () => {
  it("list: a readable table, newest first", () => {
    const { status, stdout } = cli("list");
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+Received \(UTC\)\s+Name\s+Email\s+Phone\s+Business\s+Service\s+Message$/);
    expect(lines[1]).toMatch(/^-+( +-+)+$/);
    expect(lines[2]).toMatch(/^2\s+2025-08-24 12:00\s+=HYPERLINK/);
    expect(lines[2]).toContain("-2+3 line two");
    expect(lines[3]).toMatch(/^1\s+2025-08-01 09:00\s+Old Enquiry\s+old@example.in\s+Poster Designs\s+Pongal posters$/);
    expect(lines[4]).toBe("2 enquiries.");
  });

  it("export --format json: an array of objects with every field", () => {
    const { status, stdout } = cli("export", "--format", "json");
    expect(status).toBe(0);
    const exported = JSON.parse(stdout);
    expect(exported).toHaveLength(2);
    expect(exported[1]).toEqual({
      id: 1,
      createdAt: "2025-08-01T09:00:00.000Z",
      name: "Old Enquiry",
      email: "old@example.in",
      phone: null,
      businessName: null,
      service: "Poster Designs",
      language: "en",
      message: "Pongal posters",
      userAgent: null,
      ipHash: "1".repeat(64),
      source: "unknown",
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      click: null,
      landingPage: null,
    });
    expect(exported[0]).toMatchObject({
      source: "instagram",
      referrer: "l.instagram.com",
      utmSource: "ig",
      utmCampaign: '=HYPERLINK("http://evil.example","diwali")',
      utmTerm: null,
      click: "fbclid",
      landingPage: "/ta/services/meta-ads",
    });
  });

  it("export --format csv: quoted, safe against formula injection, times in IST and phone numbers as text", () => {
    const { status, stdout } = cli("export", "--format", "csv");
    expect(status).toBe(0);
    const rows = parseCsv(stdout);
    expect(rows[0]).toEqual(["id", "createdAt", "name", "email", "phone", "businessName", "service", "language", "message", "userAgent", "ipHash", ...ATTRIBUTION_HEADERS]);
    expect(rows).toHaveLength(3);
    const [, newest] = rows;
    expect(newest![2]).toBe("'=HYPERLINK(\"http://evil.example\",\"click\")");
    // The inbox's download's rules (server/enquiries/csv.ts): the time in IST, the phone as text without an apostrophe.
    expect(newest![1]).toBe("2025-08-24 17:30");
    expect(newest![4]).toBe("98765 43210");
    expect(newest![5]).toBe("'@SUM(1+1)");
    expect(newest![7]).toBe("ta");
    expect(rows[2]![7]).toBe("en");
    expect(newest![8]).toBe("'-2+3\nline two, with \"quotes\"");
    expect(newest!.slice(11)).toEqual(["instagram", "l.instagram.com", "ig", "'-paid", "'=HYPERLINK(\"http://evil.example\",\"diwali\")", "", "'@reel", "fbclid", "/ta/services/meta-ads"]);
    expect(rows[2]!.slice(11)).toEqual(["unknown", "", "", "", "", "", "", "", ""]);
    expect(rows.flat().every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);
  });

  it("list, CSV and JSON show control and bidi characters written out, never raw", async () => {
    const file = path.join(tempDir, "unsafe.db");
    const store = new EnquiryStore(new SqliteDatabase(file));
    await store.migrate();
    await store.addEnquiry({
      name: "Evil\u202Egpj.exe",
      email: "evil@example.in",
      phone: null,
      businessName: "\u001b]0;owned\u0007Shop",
      service: "SEO Optimization",
      message: "clear\u001b[2J\u009b31m screen",
      createdAt: new Date("2025-08-24T12:00:00Z"),
      userAgent: "Agent\u009b2J",
      ipHash: "3".repeat(64),
    });
    await store.close();
    const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    for (const args of [["list"], ["export", "--format", "csv"], ["export", "--format", "json"]]) {
      const { status, stdout } = cliOn(`sqlite:${file}`, ...args);
      expect(status, args.join(" ")).toBe(0);
      expect(stdout.replace(/\r\n/g, "\n"), args.join(" ")).not.toMatch(unsafe);
      expect(stdout, args.join(" ")).toContain("Evil<U+202E>gpj.exe");
    }
    expect(JSON.parse(cliOn(`sqlite:${file}`, "export", "--format", "json").stdout)[0].message).toBe("clear<U+001B>[2J<U+009B>31m screen");
  }, 120_000);

  it("export --since keeps enquiries from that date on", () => {
    const json = JSON.parse(cli("export", "--format", "json", "--since", "2025-08-24").stdout);
    expect(json.map((e: { id: number }) => e.id)).toEqual([2]);
    const csv = parseCsv(cli("export", "--format", "csv", "--since", "2025-08-24T12:00:01Z").stdout);
    expect(csv).toHaveLength(1);
  });

  it.each([
    [[], /Which command: list, export or erase\?/],
    [["delete"], /Unknown command "delete"/],
    [["export"], /export needs --format csv or --format json/],
    [["export", "--format", "xml"], /Unknown format "xml"/],
    [["export", "--format", "csv", "--since", "last week"], /--since "last week" is not a date/],
    [["list", "--format", "csv"], /list takes no options/],
    [["list", "--verbose"], /Unknown option '--verbose'/],
    [["erase"], /erase needs --email ADDRESS or --phone NUMBER/],
    [["erase", "--email", " "], /erase needs --email ADDRESS or --phone NUMBER/],
    [["erase", "--phone", "123", "--yes"], /"123" is not a phone number/],
    [["erase", "--email", "a@b.in", "--format", "csv"], /erase takes --email or --phone/],
    [["list", "--yes"], /list takes no --email, --phone or --yes/],
  ])("refuses bad usage %j with exit status 2 and the usage", (args, message) => {
    const { status, stdout, stderr } = cli(...(args as string[]));
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(message);
    expect(stderr).toContain(args[1] === "--phone" ? "" : "npm run enquiries -- export --format csv|json [--since DATE]");
  });

  it("erase: asks first, erases every enquiry of that email or phone only on 'yes', and says how many", async () => {
    const file = path.join(tempDir, "erase.db");
    const store = new EnquiryStore(new SqliteDatabase(file));
    await store.migrate();
    const person = { name: "Meena", service: "SEO Optimization", message: "Hello", userAgent: null, ipHash: null, businessName: null };
    await store.addEnquiry({ ...person, email: "meena@example.in", phone: "+91 98765 43210", createdAt: new Date("2025-08-01T09:00:00Z") });
    await store.addEnquiry({ ...person, email: "Meena@Example.in", phone: null, createdAt: new Date("2025-08-02T09:00:00Z") });
    await store.addEnquiry({ ...person, email: "other@example.in", phone: "98765-43210", createdAt: new Date("2025-08-03T09:00:00Z") });
    await store.addEnquiry({ ...person, email: "karthik@example.in", phone: "+91 90000 12345", createdAt: new Date("2025-08-04T09:00:00Z") });
    // Two people whose stored phone is "0", too short to be one (issue 36).
    await store.addEnquiry({ ...person, name: "Zero", email: "zero@example.in", phone: "0", createdAt: new Date("2025-08-05T09:00:00Z") });
    await store.addEnquiry({ ...person, name: "Also zero", email: "also.zero@example.in", phone: "0", createdAt: new Date("2025-08-06T09:00:00Z") });
    await store.close();
    const url = `sqlite:${file}`;
    const left = () => JSON.parse(cliOn(url, "export", "--format", "json").stdout).map((e: { email: string }) => e.email);

    const refused = cliAnswering(url, "no\n", "erase", "--email", "MEENA@example.in");
    expect(refused.status).toBe(3);
    expect(refused.stderr).toContain("Erase 2 enquiries holding MEENA@example.in, with their notes, mail and alerts? This cannot be undone. Type yes:");
    // Which enquiries, before the question: a shared address or number may reach someone else.
    expect(refused.stderr).toMatch(/^ID +Received \(UTC\) +Name.*\n.*\n2 +2025-08-02 09:00 +Meena +Meena@Example\.in .*\n1 +2025-08-01 09:00 +Meena +meena@example\.in +\+91 98765 43210 .*\n2 enquiries\.\nErase 2/);
    expect(refused.stderr).toContain("Not confirmed: nothing erased.");
    expect(cliOn(url, "erase", "--email", "meena@example.in").status).toBe(3);
    expect(left()).toHaveLength(6);

    const byEmail = cliAnswering(url, "yes\n", "erase", "--email", "MEENA@example.in");
    expect(byEmail.status).toBe(0);
    expect(byEmail.stdout).toBe("Erased 2 enquiries holding MEENA@example.in.\n");
    const byPhone = cliOn(url, "erase", "--phone", "9876543210", "--yes");
    expect(byPhone).toMatchObject({ status: 0, stdout: "Erased 1 enquiry holding 9876543210.\n" });
    expect(left()).toEqual(["also.zero@example.in", "zero@example.in", "karthik@example.in"]);
    const zero = cliOn(url, "erase", "--email", "zero@example.in", "--phone", "0", "--yes");
    expect(zero).toMatchObject({ status: 0, stdout: "Erased 1 enquiry holding zero@example.in.\n" });
    expect(zero.stderr).toBe('"0" has too few digits to be a phone number: erasing by the email alone.\n');
    expect(left()).toEqual(["also.zero@example.in", "karthik@example.in"]);
    expect(cliOn(url, "erase", "--phone", "+91 98765 43210")).toMatchObject({ status: 0, stdout: "No enquiry holds +91 98765 43210: nothing to erase.\n" });

    const audit = new EnquiryStore(new SqliteDatabase(file));
    try {
      expect(await audit.sql.query("SELECT actor, reason, enquiries FROM erasure_audit ORDER BY id")).toEqual([
        { actor: "command line", reason: "request", enquiries: 2 },
        { actor: "command line", reason: "request", enquiries: 1 },
        { actor: "command line", reason: "request", enquiries: 1 },
        { actor: "command line", reason: "request", enquiries: 0 },
      ]);
    } finally {
      await audit.close();
    }
  });
});
