/**
 * How rows become enquiries, mail jobs and outbox records: the mappers on rows as either
 * driver returns them (SQLite numbers and ISO strings, PostgreSQL BIGINT strings and Dates),
 * and the column lists run against a real SQLite store in a temp file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_COLUMNS, MAIL_COLUMNS, SELECT_MAIL_JOBS, toEnquiry, toMailJob, toMailRecord } from "./rows";
import { SqliteDatabase } from "../db/sqlite";
import { EnquiryStore } from "./store";

/** An enquiry row as the SQLite store selects it with ENQUIRY_COLUMNS. */
const enquiryRow = {
  id: 7,
  name: "Karthik Raja",
  email: "karthik@example.in",
  phone: "+91 90000 12345",
  businessName: "Raja Sweets",
  service: "Meta Ads",
  message: "Diwali offers, please.",
  createdAt: "2025-08-24T04:30:00.123Z",
  userAgent: "Mozilla/5.0 (Linux; Android 14)",
  ipHash: "a".repeat(64),
  language: "ta",
};
/** The attribution columns of an enquiry sent without JavaScript: all NULL. */
const noAttribution = Object.fromEntries(
  ["source", "referrer", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "click", "landing"].map((name) => [name, null]),
);

const enquiry = {
  id: 7,
  name: "Karthik Raja",
  email: "karthik@example.in",
  phone: "+91 90000 12345",
  businessName: "Raja Sweets",
  service: "Meta Ads",
  message: "Diwali offers, please.",
  createdAt: "2025-08-24T04:30:00.123Z",
  userAgent: "Mozilla/5.0 (Linux; Android 14)",
  ipHash: "a".repeat(64),
  language: "ta",
  attribution: null,
};

describe("toEnquiry", () => {
  it("reads the attribution columns, and a NULL or unknown source as no attribution", () => {
    const attributed = {
      ...enquiryRow,
      source: "instagram",
      referrer: "l.instagram.com",
      utmSource: "ig",
      utmMedium: null,
      utmCampaign: "diwali",
      utmTerm: "",
      utmContent: null,
      click: "fbclid",
      landing: "/ta/services/meta-ads",
    };
    expect(toEnquiry(attributed).attribution).toEqual({
      source: "instagram",
      referrer: "l.instagram.com",
      utmSource: "ig",
      utmCampaign: "diwali",
      click: "fbclid",
      landing: "/ta/services/meta-ads",
    });
    expect(toEnquiry({ ...attributed, click: "msclkid" }).attribution?.click).toBeUndefined();
    expect(toEnquiry({ ...attributed, source: null }).attribution).toBeNull();
    expect(toEnquiry({ ...attributed, source: "myspace" }).attribution).toBeNull();
  });

  it("maps every field of a SQLite row", () => {
    expect(toEnquiry(enquiryRow)).toEqual(enquiry);
  });

  it("reads PostgreSQL's BIGINT id and TIMESTAMPTZ Date, and gives createdAt as UTC ISO 8601", () => {
    const row = { ...enquiryRow, id: "12", createdAt: new Date(Date.UTC(2025, 7, 24, 4, 30, 0, 123)) };
    expect(toEnquiry(row)).toEqual({ ...enquiry, id: 12 });
    // A string with an offset is moved to UTC as well.
    expect(toEnquiry({ ...enquiryRow, createdAt: "2025-08-24T10:00:00.000+05:30" }).createdAt).toBe("2025-08-24T04:30:00.000Z");
  });

  it("keeps absent optional fields as null, whether the driver gave null or nothing", () => {
    const nulls = { ...enquiryRow, phone: null, businessName: null, userAgent: null, ipHash: null };
    expect(toEnquiry(nulls)).toEqual({ ...enquiry, phone: null, businessName: null, userAgent: null, ipHash: null });
    const { phone: _p, businessName: _b, userAgent: _u, ipHash: _i, ...missing } = enquiryRow;
    expect(toEnquiry(missing)).toEqual({ ...enquiry, phone: null, businessName: null, userAgent: null, ipHash: null });
  });

  it("knows only Tamil besides English: anything else is English", () => {
    expect(toEnquiry({ ...enquiryRow, language: "en" }).language).toBe("en");
    expect(toEnquiry({ ...enquiryRow, language: "fr" }).language).toBe("en");
    expect(toEnquiry({ ...enquiryRow, language: "TA" }).language).toBe("en");
    expect(toEnquiry({ ...enquiryRow, language: null }).language).toBe("en");
  });
});

describe("toMailJob", () => {
  it("an enquiry's notification when the outbox row has no recipient", () => {
    const row = { mailId: "3", mailAttempts: "2", mailTo: null, mailSubject: null, mailBody: null, ...enquiryRow };
    const job = toMailJob(row);
    expect(job).toEqual({ id: 3, attempts: 2, enquiry });
    expect(job.ownerMail).toBeUndefined();
    // A driver that leaves the column out altogether: the same.
    const { mailTo: _t, ...withoutRecipient } = row;
    expect(toMailJob(withoutRecipient)).toEqual({ id: 3, attempts: 2, enquiry });
  });

  it("a mail to an owner when it has one: recipient, subject and text, and no enquiry", () => {
    const row = { mailId: 4, mailAttempts: 0, mailTo: "owner@shop.in", mailSubject: "Sign in", mailBody: "Open this link", id: null, name: null };
    const job = toMailJob(row);
    expect(job).toEqual({ id: 4, attempts: 0, ownerMail: { to: "owner@shop.in", subject: "Sign in", text: "Open this link" } });
    expect(job.enquiry).toBeUndefined();
  });

  it("an owner's mail whose text was cleared after sending has an empty text", () => {
    const row = { mailId: 5, mailAttempts: 1, mailTo: "owner@shop.in", mailSubject: "Sign in", mailBody: null };
    expect(toMailJob(row)).toEqual({ id: 5, attempts: 1, ownerMail: { to: "owner@shop.in", subject: "Sign in", text: "" } });
    const { mailBody: _m, ...withoutBody } = row;
    expect(toMailJob(withoutBody).ownerMail?.text).toBe("");
  });
});

describe("toMailRecord", () => {
  it("maps every field, numbers from BIGINT strings", () => {
    const row = { id: "1", enquiryId: "7", status: "sent", attempts: "2", nextAttemptAt: "1756000000000", lastError: "timeout", sentAt: "1756000000500" };
    expect(toMailRecord(row)).toEqual({
      id: 1,
      enquiryId: 7,
      status: "sent",
      attempts: 2,
      nextAttemptAt: 1_756_000_000_000,
      lastError: "timeout",
      sentAt: 1_756_000_000_500,
    });
  });

  it("no error and not sent: null, whether the driver gave null or nothing; sent at 0 is still sent", () => {
    const row = { id: 1, enquiryId: 7, status: "pending", attempts: 0, nextAttemptAt: 10, lastError: null, sentAt: null };
    expect(toMailRecord(row)).toEqual({ id: 1, enquiryId: 7, status: "pending", attempts: 0, nextAttemptAt: 10, lastError: null, sentAt: null });
    expect(toMailRecord({ id: 1, enquiryId: 7, status: "pending", attempts: 0, nextAttemptAt: 10 })).toMatchObject({ lastError: null, sentAt: null });
    expect(toMailRecord({ ...row, sentAt: 0 }).sentAt).toBe(0);
  });
});

describe("the column lists on SQLite", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "enquiry-rows-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  let store: EnquiryStore;

  beforeEach(async () => {
    store = new EnquiryStore(new SqliteDatabase(path.join(dir, `store-${++count}.db`)));
    await store.migrate();
    await store.sql.query(
      `INSERT INTO enquiries (name, email, phone, business_name, service, message, created_at, user_agent, ip_hash, language)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ["Karthik Raja", "karthik@example.in", "+91 90000 12345", "Raja Sweets", "Meta Ads", "Diwali offers, please.", "2025-08-24T04:30:00.123Z", "Mozilla/5.0 (Linux; Android 14)", "a".repeat(64), "ta"],
    );
  });
  afterEach(() => store.close());

  it("ENQUIRY_COLUMNS selects exactly the fields toEnquiry reads, under their names", async () => {
    const [row] = await store.sql.query(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e`);
    expect(row).toEqual({ ...enquiryRow, ...noAttribution, id: expect.any(Number) });
    expect(toEnquiry(row!)).toEqual({ ...enquiry, id: row!.id });
  });

  it("MAIL_COLUMNS selects an outbox record", async () => {
    const [stored] = await store.sql.query<{ id: number }>("SELECT id FROM enquiries");
    await store.sql.query("INSERT INTO mail_outbox (enquiry_id, status, attempts, next_attempt_at, last_error, sent_at) VALUES (?, 'sent', 3, 1000, 'timeout', 2000)", [
      stored!.id,
    ]);
    const [row] = await store.sql.query(`SELECT ${MAIL_COLUMNS} FROM mail_outbox`);
    expect(row).toEqual({ id: expect.any(Number), enquiryId: stored!.id, status: "sent", attempts: 3, nextAttemptAt: 1000, lastError: "timeout", sentAt: 2000 });
  });

  it("SELECT_MAIL_JOBS selects a notification with its enquiry, and an owner's mail with none", async () => {
    const [stored] = await store.sql.query<{ id: number }>("SELECT id FROM enquiries");
    await store.sql.query("INSERT INTO mail_outbox (enquiry_id, attempts, next_attempt_at) VALUES (?, 1, 0)", [stored!.id]);
    await store.sql.query("INSERT INTO mail_outbox (recipient, subject, body, attempts, next_attempt_at) VALUES ('owner@shop.in', 'Sign in', 'Open this link', 0, 0)");
    const rows = await store.sql.query(`${SELECT_MAIL_JOBS} ORDER BY m.id`);
    expect(rows.map(toMailJob)).toEqual([
      { id: expect.any(Number), attempts: 1, enquiry: { ...enquiry, id: stored!.id } },
      { id: expect.any(Number), attempts: 0, ownerMail: { to: "owner@shop.in", subject: "Sign in", text: "Open this link" } },
    ]);
  });
});
