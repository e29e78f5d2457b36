/**
 * The production server's life: start-up checks, durability of an acknowledged enquiry
 * under SIGKILL, and graceful SIGTERM. Needs a build (`npm test` makes it).
 */
import http from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { freePort, startSite } from "../../scripts/lib/local-site";
import { mailEnv } from "../support/smtp";

const tempDir = mkdtempSync(path.join(tmpdir(), "site-lifecycle-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const FORM = new URLSearchParams({
  name: "Durable Visitor",
  email: "durable@example.in",
  service: "Video Editing",
  message: "Reels for our jewellery shop before Akshaya Tritiya.",
}).toString();

function exited(child: import("node:child_process").ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
  });
}

describe("production server lifecycle", () => {
  it("refuses to start with a bad environment, naming the variable", async () => {
    await expect(startSite({ env: { CONTACT_RATE_LIMIT: "lots", DATABASE_URL: "mysql://db/site", NOTIFY_WEBHOOK_URL: "http://hooks.example.in/enquiries" } })).rejects.toThrow(
      /site exited with 1:[\s\S]*Invalid server configuration:[\s\S]*DATABASE_URL: expected sqlite:PATH or postgres:\/\/[\s\S]*CONTACT_RATE_LIMIT: must be a whole number of submissions per hour from 1 to 10000[\s\S]*NOTIFY_WEBHOOK_URL: must be an https:\/\/ URL/,
    );
  });

  it("keeps an acknowledged enquiry when killed with SIGKILL right after answering", async () => {
    const file = path.join(tempDir, "durable.db");
    const site = await startSite({ env: { DATABASE_URL: `sqlite:${file}` } });
    const response = await fetch(`${site.url}/contact`, {
      method: "POST",
      body: FORM,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
    });
    expect(response.status).toBe(200);
    site.process.kill("SIGKILL");
    await exited(site.process);

    const restarted = await startSite({ env: { DATABASE_URL: `sqlite:${file}` } });
    await restarted.stop();
    const store = new EnquiryStore(new SqliteDatabase(file));
    const enquiries = await store.listEnquiries();
    const mail = await store.listMail();
    await store.close();
    expect(enquiries.map((e) => e.name)).toEqual(["Durable Visitor"]);
    expect(mail).toEqual([expect.objectContaining({ enquiryId: enquiries[0]!.id, status: "pending" })]);
  });

  it("on SIGTERM finishes the request in flight, stops accepting, and exits 0", async () => {
    const file = path.join(tempDir, "graceful.db");
    const site = await startSite({ env: { DATABASE_URL: `sqlite:${file}` } });
    const answered = new Promise<number>((resolve, reject) => {
      const request = http.request(`${site.url}/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(FORM),
          Origin: site.url,
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      request.on("error", reject);
      // Half the body now, the rest after the server was told to stop.
      request.write(FORM.slice(0, 20));
      setTimeout(() => {
        site.process.kill("SIGTERM");
        setTimeout(async () => {
          await expect(fetch(`${site.url}/robots.txt`)).rejects.toThrow();
          request.end(FORM.slice(20));
        }, 300);
      }, 200);
    });
    expect(await answered).toBe(200);
    expect(await exited(site.process)).toBe(0);
    expect(site.output()).toContain("SIGTERM: finishing requests in flight, then stopping.");

    const store = new EnquiryStore(new SqliteDatabase(file));
    expect((await store.listEnquiries()).map((e) => e.name)).toEqual(["Durable Visitor"]);
    await store.close();
  });

  it("on SIGTERM lets the mail in hand finish, stops the worker, closes the database, then exits 0", async () => {
    // An SMTP server that takes 1.5 s to accept a message, so SIGTERM arrives mid-delivery.
    const port = await freePort();
    let dataStarted = false;
    const delivered: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        dataStarted = true;
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
        stream.on("end", () =>
          setTimeout(() => {
            delivered.push(raw);
            callback();
          }, 1_500),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", () => resolve()));
    const file = path.join(tempDir, "graceful-mail.db");
    const site = await startSite({
      env: {
        DATABASE_URL: `sqlite:${file}`,
        ...mailEnv(`smtp://127.0.0.1:${port}`),
      },
    });
    try {
      const response = await fetch(`${site.url}/contact`, {
        method: "POST",
        body: FORM,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
      });
      expect(response.status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (!dataStarted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(dataStarted).toBe(true);
      expect(existsSync(`${file}-wal`)).toBe(true); // the database is open
      const stoppedAt = Date.now();
      site.process.kill("SIGTERM");
      expect(await exited(site.process)).toBe(0);
      // It waited for the SMTP server's answer instead of dropping the mail.
      expect(Date.now() - stoppedAt).toBeGreaterThan(1_000);
      expect(delivered).toHaveLength(1);
      expect(site.output()).toMatch(/SIGTERM: finishing requests in flight[\s\S]*Mail for enquiry 1 delivered\.[\s\S]*Mail worker stopped and database closed\./);
      // Closed cleanly: SQLite checkpointed and removed its write-ahead log.
      expect(existsSync(`${file}-wal`)).toBe(false);
      const store = new EnquiryStore(new SqliteDatabase(file));
      expect(await store.listMail()).toEqual([expect.objectContaining({ status: "sent", attempts: 1, lastError: null })]);
      await store.close();
    } finally {
      await site.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
