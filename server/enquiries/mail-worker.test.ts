/**
 * The mail worker, delivering to a real SMTP server on loopback.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { MailWorker, type MailWorkerOptions } from "./mail-worker";
import { EnquiryService } from "./service";
import { SqliteDatabase } from "../db/sqlite";
import { ENQUIRY_WITH_MARKUP, newEnquiry as enquiryFixture, type NewEnquiry } from "../../tests/support/stores";
import { EnquiryStore } from "./store";
import { until } from "../../tests/support/wait";
import { OwnerAuth } from "../auth/owner-auth";
import { OwnerSettings } from "../inbox/owner-settings";

const tempDir = mkdtempSync(path.join(tmpdir(), "enquiry-mail-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const quiet = { info() {}, warn() {}, error() {} };

/** A worker log that keeps the lines of one level and drops the others. */
function keeping(level: keyof typeof quiet): { lines: string[]; log: typeof quiet } {
  const lines: string[] = [];
  return { lines, log: { ...quiet, [level]: (line: string) => lines.push(line) } };
}

function newEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return enquiryFixture({ ...ENQUIRY_WITH_MARKUP, createdAt: new Date("2025-08-24T04:30:00.000Z"), ...overrides });
}

describe("MailWorker", () => {
  let store: EnquiryStore;
  let smtp: TestSmtpServer;
  const workers: MailWorker[] = [];
  let count = 0;

  function worker(options: Partial<MailWorkerOptions> = {}): MailWorker {
    const created = new MailWorker({
      store,
      smtpUrl: smtp.url,
      from: "Website <site@vaigaidigital.in>",
      to: "owner@vaigaidigital.in",
      pollIntervalMs: 50,
      retry: { baseDelayMs: 100, maxDelayMs: 400 },
      log: quiet,
      ...options,
    });
    workers.push(created);
    return created;
  }

  beforeEach(async () => {
    store = new EnquiryStore(new SqliteDatabase(path.join(tempDir, `mail-${++count}.db`)));
    await store.migrate();
    smtp = await createSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await smtp.stop();
    await store.close();
  });

  it("delivers one mail per enquiry to NOTIFY_EMAIL_TO, from MAIL_FROM, with Reply-To the visitor", async () => {
    const stored = await store.addEnquiry(newEnquiry());
    await worker().deliverDue();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe("site@vaigaidigital.in");
    expect(mail!.to).toEqual(["owner@vaigaidigital.in"]);
    expect(mail!.headers).toContain("Reply-To:");
    expect(mail!.headers).toContain("<priya@example.in>");
    expect(mail!.headers).toMatch(/Subject: New enquiry: SEO Optimization from Priya <script>alert\(1\)<\/script>/);
    expect(mail!.headers).toMatch(/multipart\/alternative/);
    expect(mail!.body).toContain("Business name: Priya & Sons \"Textiles\"");
    expect(mail!.body).toContain("Priya &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(await store.listMail()).toEqual([
      expect.objectContaining({ enquiryId: stored.id, status: "sent", attempts: 1, sentAt: expect.any(Number) }),
    ]);
    await worker().deliverDue(Date.now() + 24 * 3600_000);
    expect(smtp.received).toHaveLength(1);
  });

  it("links each notification to its enquiry in the inbox on SITE_URL, and says which language's page it came from", async () => {
    const english = await store.addEnquiry(newEnquiry());
    const tamil = await store.addEnquiry(newEnquiry({ language: "ta", email: "kavitha@example.in", message: "எங்கள் கடைக்கு ஒரு இணையதளம் வேண்டும்." }));
    // A worker not started delivers the first mail it claims a pass: it claims one at a time here.
    const delivering = worker({ siteUrl: "https://www.vaigaidigital.in", batchSize: 1 });
    await delivering.deliverDue();
    await delivering.deliverDue();
    const mailTo = (address: string) => smtp.received.find((mail) => mail.headers.includes(`<${address}>`))!;
    for (const [mail, id, page] of [[mailTo("priya@example.in"), english.id, "English"], [mailTo("kavitha@example.in"), tamil.id, "Tamil"]] as const) {
      expect(mail.body).toContain(`Sent from the ${page} page.`);
      expect(mail.body).toMatch(new RegExp(`Open it in the inbox: https://www\\.vaigaidigital\\.in/admin/enquiries/${id}\r?\n`));
      expect(mail.body).toContain(`<a href="https://www.vaigaidigital.in/admin/enquiries/${id}"`);
    }
    expect(smtp.received).toHaveLength(2);
  });

  it("sends a burst over one SMTP connection, logging in with SMTP_URL's credentials as written", async () => {
    for (let i = 0; i < 3; i += 1) await store.addEnquiry(newEnquiry());
    // Percent-encoded, as a URL must carry an address and a password with ':' in them.
    const url = new URL(smtp.url);
    url.username = encodeURIComponent("site@vaigaidigital.in");
    url.password = encodeURIComponent("p:ss w@rd");
    worker({ smtpUrl: url.href }).start();
    await until(async () => (await store.listMail()).every((mail) => mail.status === "sent"));
    expect(smtp.received).toHaveLength(3);
    expect(smtp.connections()).toBe(1);
    expect(smtp.logins).toEqual([{ user: "site@vaigaidigital.in", pass: "p:ss w@rd" }]);
  });

  it("sends no bare CR or LF over SMTP: a lone CR in the message is stored and mailed as a line break", async () => {
    const service = new EnquiryService(
      store,
      { CONTACT_RATE_LIMIT: 10, IP_HASH_SALT: "a-salt-of-sixteen-chars", SMTP_URL: smtp.url, MAIL_FROM: "site@vaigaidigital.in", NOTIFY_EMAIL_TO: "owner@vaigaidigital.in" },
      { log: quiet },
    );
    workers.push(service.worker);
    const smuggled = "A\r.\r\nMAIL FROM:<x@evil.example>\rRCPT TO:<y@evil.example>\nDATA";
    const stored = await service.submit(
      { name: "Ravi\rKumar", email: "ravi@example.in", phone: "", businessName: "Ravi\r\nStores", service: "SEO Optimization", message: smuggled },
      { clientIp: "203.0.113.7", userAgent: "test" },
    );
    await service.worker.deliverDue();
    expect(smtp.received).toHaveLength(1);
    const { raw } = smtp.received[0]!;
    expect(raw).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(stored.message).toBe("A\n.\nMAIL FROM:<x@evil.example>\nRCPT TO:<y@evil.example>\nDATA");
    expect(stored.name).toBe("Ravi\nKumar");
  });

  it("without SMTP_URL logs each mail queued since it started once, however many; those queued before, it counts, and never names again", async () => {
    // Queued before this start (the fixture's date is in 2025): a run before this one logged them.
    for (let i = 0; i < 3; i++) await store.addEnquiry(newEnquiry({ name: `Earlier ${i + 1}` }));
    const { lines, log } = keeping("info");
    const logging = worker({ smtpUrl: undefined, log });
    await logging.deliverDue();
    expect(lines).toEqual(["3 mails queued before this start stay pending until SMTP_URL is set."]);
    for (let i = 0; i < 25; i++) await store.addEnquiry(newEnquiry({ name: `Visitor ${i + 1}`, createdAt: new Date() }));
    await logging.deliverDue();
    await logging.deliverDue();
    expect(lines.slice(1)).toEqual(Array.from({ length: 25 }, (_, i) => `Mail for enquiry ${i + 4} (SEO Optimization) stays pending until SMTP_URL is set.`));

    // A restart: the new process counts all 28 and names none of them.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const restarted = keeping("info");
    await worker({ smtpUrl: undefined, log: restarted.log }).deliverDue();
    expect(restarted.lines).toEqual(["28 mails queued before this start stay pending until SMTP_URL is set."]);
  });

  it("retries with backoff while the SMTP server is down, then delivers once", async () => {
    await smtp.stop();
    await store.addEnquiry(newEnquiry());
    const running = worker();
    running.start();
    await until(async () => (await store.listMail())[0]!.attempts >= 2);
    const failing = (await store.listMail())[0]!;
    expect(failing).toMatchObject({ status: "pending", lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(failing.nextAttemptAt).toBeGreaterThan(Date.now() - 1000);

    await smtp.start();
    await until(() => smtp.received.length === 1);
    await until(async () => (await store.listMail())[0]!.status === "sent");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
  });

  it("resumes pending mail after a restart", async () => {
    await smtp.stop();
    await store.addEnquiry(newEnquiry({ name: "Before restart" }));
    const first = worker();
    first.start();
    await until(async () => (await store.listMail())[0]!.attempts >= 1);
    await first.stop();

    await smtp.start();
    worker().start();
    await until(() => smtp.received.length === 1);
    expect(smtp.received[0]!.headers).toContain("from Before restart");
  });

  it("sends each mail once when two instances run against the same store", async () => {
    for (let i = 0; i < 8; i++) await store.addEnquiry(newEnquiry({ name: `Visitor ${i}` }));
    const secondStore = new EnquiryStore(new SqliteDatabase(path.join(tempDir, `mail-${count}.db`)));
    const a = worker();
    const b = worker({ store: secondStore });
    a.start();
    b.start();
    await until(async () => (await store.listMail()).every((mail) => mail.status === "sent"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await b.stop();
    await secondStore.close();
    const subjects = smtp.received.map((mail) => /from (Visitor \d)/.exec(mail.headers)![1]).sort();
    expect(subjects).toEqual(Array.from({ length: 8 }, (_, i) => `Visitor ${i}`));
  });

  it("delivers an owner's sign-in mail to that owner alone, from MAIL_FROM, with no Reply-To", async () => {
    const auth = new OwnerAuth(store.sql, { siteUrl: "https://www.vaigaidigital.in", siteName: "Vaigai Digital" });
    await auth.owners.add("owner@shop.in");
    const { lines, log } = keeping("info");
    const logging = worker({ smtpUrl: undefined, log });
    await auth.requestLink("owner@shop.in");
    await logging.deliverDue();
    expect(lines).toEqual([expect.stringMatching(/^Mail for an owner stays pending until SMTP_URL is set:\nTo: owner@shop\.in\nSubject: Sign in to the Vaigai Digital inbox\n\nTap this link/)]);
    await worker().deliverDue();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe("site@vaigaidigital.in");
    expect(mail!.to).toEqual(["owner@shop.in"]);
    expect(mail!.headers).toContain("Subject: Sign in to the Vaigai Digital inbox");
    expect(mail!.headers).not.toContain("Reply-To:");
    expect(mail!.body).toContain("https://www.vaigaidigital.in/admin/sign-in/verify?token=");
  });

  it("writes an enquiry's mail in the language of the owner at the notify address, with Content-Language", async () => {
    const auth = new OwnerAuth(store.sql, { siteUrl: "https://www.vaigaidigital.in", siteName: "Vaigai Digital" });
    await auth.owners.add("owner@vaigaidigital.in");
    await new OwnerSettings(store.sql).setLanguage((await auth.owners.find("owner@vaigaidigital.in"))!.id, "ta");
    await store.addEnquiry(newEnquiry());
    await worker().deliverDue();
    const [mail] = smtp.received;
    expect(mail!.headers).toContain("Content-Language: ta-IN");
    expect(mail!.headers).toMatch(/Subject: =\?UTF-8\?/);
    const text = /base64\r?\n\r?\n([\s\S]*?)\r?\n\r?\n/.exec(mail!.body)![1]!;
    expect(Buffer.from(text, "base64").toString("utf8")).toMatch(/^வெப்சைட்டின் தொடர்புப் படிவத்திலிருந்து புதிய விசாரணை\./);
  });

  it("logs a pending enquiry's mail as one line, its id and service: none of the enquirer's words (issue 36)", async () => {
    const { lines, log } = keeping("info");
    const logging = worker({ smtpUrl: undefined, log });
    await store.addEnquiry(newEnquiry({ createdAt: new Date() }));
    await logging.deliverDue();
    expect(lines).toEqual(["Mail for enquiry 1 (SEO Optimization) stays pending until SMTP_URL is set."]);
  });

  it("logs a failed delivery with its attempt and the wait, and sets the next attempt that far ahead", async () => {
    await smtp.stop();
    await store.addEnquiry(newEnquiry());
    const { lines: warnings, log } = keeping("warn");
    const before = Date.now();
    const failing = worker({ retry: { baseDelayMs: 4_000, maxDelayMs: 16_000 }, log });
    await failing.deliverDue();
    expect(warnings).toEqual([expect.stringMatching(/^Mail for enquiry 1 not delivered \(attempt 1: .*ECONNREFUSED.*\); retrying in [234] s\.$/)]);
    const [first] = await store.listMail();
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    // The first retry waits between half the base and the base.
    expect(first!.nextAttemptAt).toBeGreaterThanOrEqual(before + 2_000);
    expect(first!.nextAttemptAt).toBeLessThanOrEqual(Date.now() + 4_000);
    // The second, between the base and twice the base.
    const second = Date.now();
    await failing.deliverDue(first!.nextAttemptAt);
    expect(warnings[1]).toMatch(/^Mail for enquiry 1 not delivered \(attempt 2: .*\); retrying in [45678] s\.$/);
    const [again] = await store.listMail();
    expect(again).toMatchObject({ status: "pending", attempts: 2 });
    expect(again!.nextAttemptAt).toBeGreaterThanOrEqual(second + 4_000);
    expect(again!.nextAttemptAt).toBeLessThanOrEqual(Date.now() + 8_000);
  });

  it("logs a delivered mail", async () => {
    await store.addEnquiry(newEnquiry());
    const { lines, log } = keeping("info");
    await worker({ log }).deliverDue();
    expect(lines).toEqual(["Mail for enquiry 1 delivered."]);
  });

  it("goes on at once after a full batch instead of waiting for the poll", async () => {
    for (let i = 0; i < 5; i++) await store.addEnquiry(newEnquiry({ name: `Visitor ${i}` }));
    worker({ batchSize: 2, pollIntervalMs: 60_000 }).start();
    await until(() => smtp.received.length === 5, 3_000);
  });

  it("logs an outbox it cannot read, and tries again at the next poll", async () => {
    await store.addEnquiry(newEnquiry());
    const { lines: errors, log } = keeping("error");
    let rounds = 0;
    const beforeRound = async () => {
      if (++rounds === 1) throw new Error("database is locked");
    };
    worker({ beforeRound, log }).start();
    await until(() => smtp.received.length === 1, 3_000);
    expect(errors).toEqual(["Mail worker: could not read the outbox (database is locked); will retry."]);
  });

  it("delivers a new enquiry at once when notified, without waiting for the poll", async () => {
    const running = worker({ pollIntervalMs: 60_000 });
    running.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await store.addEnquiry(newEnquiry());
    running.notify();
    await until(() => smtp.received.length === 1, 3_000);
  });

  it("without SMTP_URL logs each pending mail once and leaves it pending", async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line), error() {} };
    const logging = worker({ smtpUrl: undefined, log });
    await store.addEnquiry(newEnquiry({ createdAt: new Date() }));
    logging.start();
    await until(() => lines.some((line) => line.includes("stays pending")));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines).toEqual([
      "SMTP_URL is not set: notification emails stay pending, and each new one is logged in one line.",
      "Mail for enquiry 1 (SEO Optimization) stays pending until SMTP_URL is set.",
    ]);
    expect(await store.listMail()).toEqual([expect.objectContaining({ status: "pending", attempts: 0 })]);
    expect(smtp.received).toHaveLength(0);
  });
});
