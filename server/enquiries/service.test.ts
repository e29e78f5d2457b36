/** The enquiry service: who the client is, how its address is kept, and what a submission stores. */
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnquiryService } from "./service";
import { SqliteDatabase } from "../db/sqlite";
import { EnquiryStore } from "./store";

const headers = (forwardedFor?: string) => new Headers(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor });

describe("EnquiryService on SQLite", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "enquiry-service-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  let store: EnquiryStore;
  let service: EnquiryService;
  const config = {
    CONTACT_RATE_LIMIT: 2,
    IP_HASH_SALT: "a salt of sixteen or more",
    SMTP_URL: undefined,
    MAIL_FROM: undefined,
    NOTIFY_EMAIL_TO: undefined,
  };
  const quiet = { info() {}, warn() {}, error() {} };
  const input = {
    name: "Karthik\r\nRaja",
    email: "karthik@example.in",
    phone: "",
    businessName: "Raja\rSweets",
    service: "Meta Ads",
    message: "Line one\r\nline two\u2028line three",
  } as const;

  beforeEach(() => {
    store = new EnquiryStore(new SqliteDatabase(path.join(dir, `store-${++count}.db`)));
    service = new EnquiryService(store, config, { log: quiet });
  });
  afterEach(() => service.stop());

  it("stores the text with every line break as \\n, the address only as a hash, the user agent cleaned", async () => {
    const enquiry = await service.submit(input, { clientIp: "203.0.113.9", userAgent: "Mozilla/5.0\u202E\r\nevil", language: "ta" });
    expect(enquiry).toMatchObject({
      name: "Karthik\nRaja",
      phone: null,
      businessName: "Raja\nSweets",
      message: "Line one\nline two\nline three",
      userAgent: "Mozilla/5.0 evil",
      language: "ta",
    });
    const [stored] = await store.listEnquiries();
    expect(stored?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain("203.0.113.9");
    // The same address under the same salt: the same hash; another address: another.
    const again = await service.submit({ ...input, phone: "+91\r\n1", message: "again" }, { clientIp: "203.0.113.9", userAgent: null });
    const other = await service.submit({ ...input, message: "another" }, { clientIp: "203.0.113.10", userAgent: "" });
    expect(again.ipHash).toBe(stored?.ipHash);
    expect(other.ipHash).not.toBe(stored?.ipHash);
    expect(again).toMatchObject({ phone: "+91\n1", userAgent: null, language: "en" });
    expect(other.userAgent).toBeNull();
  });

  it("keeps at most 500 characters of the user agent", async () => {
    const enquiry = await service.submit(input, { clientIp: "203.0.113.9", userAgent: "x".repeat(600) });
    expect(enquiry.userAgent).toBe("x".repeat(500));
  });

  it("without IP_HASH_SALT: a random salt made once and kept in the store", async () => {
    const unsalted = new EnquiryService(store, { ...config, IP_HASH_SALT: undefined }, { log: quiet });
    // Each with its own message: the same one again would be taken for a repeat.
    const first = await unsalted.submit({ ...input, message: "first" }, { clientIp: "203.0.113.9", userAgent: null });
    const second = await unsalted.submit({ ...input, message: "second" }, { clientIp: "203.0.113.9", userAgent: null });
    const salted = await service.submit({ ...input, message: "third" }, { clientIp: "203.0.113.9", userAgent: null });
    expect(second.ipHash).toBe(first.ipHash);
    expect(salted.ipHash).not.toBe(first.ipHash);
    const [setting] = await store.sql.query<{ value: string }>("SELECT value FROM settings WHERE name = 'ip_hash_salt'");
    expect(setting?.value).toMatch(/^[0-9a-f]{64}$/);
    expect(first.ipHash).toBe(createHmac("sha256", setting!.value).update("203.0.113.9").digest("hex"));
  });

  it("keeps the client's address as its HMAC-SHA256 under IP_HASH_SALT, in hex", async () => {
    // RFC 4231, test case 2: the key "Jefe", the data "what do ya want for nothing?".
    const rfc = new EnquiryService(store, { ...config, IP_HASH_SALT: "Jefe" }, { log: quiet });
    const enquiry = await rfc.submit(input, { clientIp: "what do ya want for nothing?", userAgent: null });
    expect(enquiry.ipHash).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  });

  it("knows a submission it stored by its id", async () => {
    const submissionId = "0b8f7d5e-3c1a-4e2b-9f6d-7a8b9c0d1e2f";
    expect(await service.isStored(submissionId)).toBe(false);
    await service.submit({ ...input, submissionId }, { clientIp: "203.0.113.9", userAgent: null });
    expect(await service.isStored(submissionId)).toBe(true);
    expect(await service.isStored("1b8f7d5e-3c1a-4e2b-9f6d-7a8b9c0d1e2f")).toBe(false);
  });

  it(`counts ${config.CONTACT_RATE_LIMIT} submissions an hour per client, an IPv6 /64 as one`, async () => {
    expect((await service.checkRateLimit("203.0.113.9")).allowed).toBe(true);
    expect((await service.checkRateLimit("203.0.113.9")).allowed).toBe(true);
    expect((await service.checkRateLimit("203.0.113.9")).allowed).toBe(false);
    expect((await service.checkRateLimit("203.0.113.10")).allowed).toBe(true);
    expect((await service.checkRateLimit("2001:db8:1:2::1")).allowed).toBe(true);
    expect((await service.checkRateLimit("2001:db8:1:2::ffff")).allowed).toBe(true);
    expect((await service.checkRateLimit("2001:db8:1:2:abcd::1")).allowed).toBe(false);
  });

  it("keeps its counters under the name contact, apart from the sign-in limits", async () => {
    await service.checkRateLimit("203.0.113.9");
    expect(await store.sql.query("SELECT name, hits FROM rate_limits")).toEqual([{ name: "contact", hits: 1 }]);
  });

  it("stops the mail worker, then closes the store", async () => {
    const steps: string[] = [];
    const stopWorker = service.worker.stop.bind(service.worker);
    const closeStore = store.close.bind(store);
    service.worker.stop = async () => {
      steps.push("worker");
      await stopWorker();
    };
    store.close = async () => {
      steps.push("store");
      await closeStore();
    };
    await service.stop();
    expect(steps).toEqual(["worker", "store"]);
  });

  it("a store that cannot be reached: StoreUnavailableError, isStored false; it is tried again on the next call", async () => {
    let failures = 1;
    const migrate = store.migrate.bind(store);
    store.migrate = async () => {
      if (failures-- > 0) throw new Error("connection refused");
      return migrate();
    };
    const error = await service.submit(input, { clientIp: "203.0.113.9", userAgent: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).constructor.name).toBe("StoreUnavailableError");
    expect(error).toMatchObject({ name: "StoreUnavailableError", message: "Could not store the enquiry: connection refused" });
    expect((error as Error).cause).toEqual(new Error("connection refused"));
    expect((await service.submit(input, { clientIp: "203.0.113.9", userAgent: null })).name).toBe("Karthik\nRaja");
    failures = 1;
    const fresh = new EnquiryService(store, config, { log: quiet });
    expect(await fresh.isStored("0b8f7d5e-3c1a-4e2b-9f6d-7a8b9c0d1e2f")).toBe(false);
  });
});
