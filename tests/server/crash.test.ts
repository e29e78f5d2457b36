/**
 * A crash in the middle of a submission load: the server is killed with SIGKILL while
 * clients keep posting enquiries and the mail worker is delivering, then started again on
 * the same database. Every enquiry that was answered 200 is stored, and its notification
 * is eventually delivered to a real SMTP server on loopback, exactly once per enquiry as
 * the mailbox sees it: one Message-ID per enquiry. SMTP cannot make delivery exactly once
 * across a crash: a kill that lands after the SMTP server accepted a mail and before the
 * outbox row was marked sent makes that one mail go again after the lease (with the same
 * Message-ID; docs/decisions/0004-mail-outbox.md). The worker sends one mail at a time, so
 * one kill can do this to at most one mail; the test allows that one and reports it.
 * SQLite, and PostgreSQL where it answers. Needs a build (`npm test` makes it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PostgresDatabase } from "../../server/db/postgres";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { createTestDatabase } from "../../scripts/lib/scratch-database";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { createSmtpServer, type TestSmtpServer, mailEnv } from "../support/smtp";
import { until } from "../support/wait";

const tempDir = mkdtempSync(path.join(tmpdir(), "crash-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const CLIENTS = 8;
/** Shared by every load, so each enquiry has its own name. */
let next = 0;


function exited(site: RunningSite): Promise<void> {
  return new Promise((resolve) => {
    if (site.process.exitCode !== null || site.process.signalCode !== null) return resolve();
    site.process.once("exit", () => resolve());
  });
}

/** Posts enquiries named "Crash <n>" from several clients until stopped; returns the acknowledged names. */
function submissionLoad(url: string) {
  let running = true;
  const acknowledged: string[] = [];
  const failed: string[] = [];
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (running) {
      const name = `Crash ${next++}`;
      try {
        const res = await fetch(`${url}/contact`, {
          method: "POST",
          body: new URLSearchParams({ name, email: "crash@example.in", service: "Poster Designs", message: `Enquiry ${name} during a crash test.` }),
          headers: { Origin: url },
        });
        await res.arrayBuffer();
        if (res.status === 200) acknowledged.push(name);
        else failed.push(`${name}: ${res.status}`);
        // About 80 enquiries a second in all: a busy day's worth in seconds, and few
        // enough that the outbox drains within the test's time.
        await new Promise((resolve) => setTimeout(resolve, 100));
      } catch {
        // Killed mid-request: no answer, so not acknowledged (it may or may not be stored).
        failed.push(`${name}: no answer`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  return {
    acknowledged,
    failed,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

async function crashAndRecover(databaseUrl: string, openStore: () => EnquiryStore, smtp: TestSmtpServer) {
  const env = {
    DATABASE_URL: databaseUrl,
    ...mailEnv(smtp.url),
    CONTACT_RATE_LIMIT: "10000",
    // A mail the killed process had claimed is retried after 3 s instead of 2 minutes.
    MAIL_LEASE_SECONDS: "3",
  };
  const first = await startSite({ env });
  const load = submissionLoad(first.url);
  // Kill once enquiries are being stored and mails are going out.
  await until(() => load.acknowledged.length >= 100 && smtp.received.length >= 10, 30_000);
  // At a random moment, not right after a mail arrived (which would aim at the one window
  // where a mail can be sent twice: accepted by SMTP, not yet marked sent).
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
  first.process.kill("SIGKILL");
  await exited(first);
  const acknowledgedBeforeKill = load.acknowledged.length;

  const second = await startSite({ env });
  // The clients carry on against the restarted server for a moment.
  const resumed = submissionLoad(second.url);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await Promise.all([load.stop(), resumed.stop()]);
  const acknowledged = [...load.acknowledged, ...resumed.acknowledged];

  const store = openStore();
  try {
    // Every acknowledged enquiry is stored, once.
    const stored = (await store.listEnquiries()).map((e) => e.name);
    expect(new Set(stored).size).toBe(stored.length);
    const storedSet = new Set(stored);
    expect(acknowledged.filter((name) => !storedSet.has(name))).toEqual([]);

    // Every stored enquiry's mail goes out (the killed worker's lease runs out first).
    await until(async () => (await store.listMail()).every((mail) => mail.status === "sent"), 45_000).catch(async (error) => {
      const mail = await store.listMail();
      const pending = mail.filter((m) => m.status !== "sent");
      throw new Error(
        `${(error as Error).message}: ${pending.length} of ${mail.length} mails pending (first: ${JSON.stringify(pending[0])}), ${smtp.received.length} received\n${second.output().split("\n").filter((l) => !/delivered\.$/.test(l)).join("\n").slice(-3000)}\n(delivered lines: ${second.output().split("delivered.").length - 1})`,
      );
    });
    const bySubject = new Map<string, string[]>();
    for (const mail of smtp.received) {
      const name = /Subject: New enquiry: Poster Designs from (Crash \d+)/.exec(mail.headers)?.[1];
      const messageId = /Message-ID: (<[^>]+>)/i.exec(mail.headers)?.[1];
      if (name && messageId) bySubject.set(name, [...(bySubject.get(name) ?? []), messageId]);
    }
    const missing = acknowledged.filter((name) => !bySubject.has(name));
    expect(missing).toEqual([]);
    // One Message-ID per enquiry, whatever was delivered twice.
    for (const [name, ids] of bySubject) expect(new Set(ids).size, name).toBe(1);
    const duplicates = [...bySubject].filter(([, ids]) => ids.length > 1).map(([name]) => name);
    // The worker sends one mail at a time, so one kill can catch at most one between the
    // SMTP server's "250 OK" and the outbox update.
    expect(duplicates.length).toBeLessThanOrEqual(1);
    expect(bySubject.size).toBe(stored.length);
    return { acknowledgedBeforeKill, acknowledged: acknowledged.length, stored: stored.length, mails: smtp.received.length, duplicates };
  } finally {
    await store.close();
    await second.stop();
  }
}

describe("SIGKILL during a submission load", () => {
  it("SQLite: every acknowledged enquiry is stored and mailed exactly once after a restart", { timeout: 110_000 }, async () => {
    const smtp = await createSmtpServer();
    const file = path.join(tempDir, "crash.db");
    try {
      const result = await crashAndRecover(`sqlite:${file}`, () => new EnquiryStore(new SqliteDatabase(file)), smtp);
      console.log("crash (SQLite):", result);
    } finally {
      await smtp.stop();
    }
  });

  it("PostgreSQL: the same", { timeout: 110_000 }, async (context) => {
    const database = await createTestDatabase();
    if ("skipped" in database) return context.skip(database.skipped);
    const smtp = await createSmtpServer();
    try {
      const result = await crashAndRecover(database.url, () => new EnquiryStore(new PostgresDatabase(database.url)), smtp);
      console.log("crash (PostgreSQL):", result);
    } finally {
      await smtp.stop();
      await database.drop();
    }
  });
});
