/** The services the site opens, over a SQLite store in a temporary file. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config";
import { MailWorker } from "./enquiries/mail-worker";
import { openServices } from "./services";
import { useTempDir } from "./test-support/temp-dir";

const SITE_URL = "https://www.vaigaidigital.in"; // vitest.config.ts defines __SITE_URL__
afterEach(() => vi.restoreAllMocks());
const { sqliteFile } = useTempDir("services-test-");

describe("openServices", () => {
  it("opens the services: the store migrated, the inbox's sign-in on SITE_URL, its mail waking the worker", async () => {
    const workerStarted = vi.spyOn(MailWorker.prototype, "start");
    const services = await openServices(loadConfig({ DATABASE_URL: `sqlite:${sqliteFile()}` }));
    try {
      expect(workerStarted).toHaveBeenCalledTimes(1);
      expect(await services.enquiries.store.sql.query("SELECT COUNT(*) AS n FROM enquiries")).toEqual([{ n: 0 }]);
      const { auth } = services.admin;
      expect(auth.options).toMatchObject({ siteUrl: SITE_URL, siteName: "Vaigai Digital" });
      const ready = vi.spyOn(services.enquiries, "ready");
      await auth.ready();
      expect(ready).toHaveBeenCalledTimes(1);
      const notify = vi.spyOn(services.enquiries.worker, "notify");
      auth.options.onMailQueued!();
      expect(notify).toHaveBeenCalledTimes(1);
      // Migrated: the inbox can read, and an owner can be added.
      expect(await services.admin.inbox.counts()).toEqual({ new: 0, read: 0, replied: 0, spam: 0, archived: 0 });
      expect(await auth.owners.add("owner@shop.in")).toBe(true);
      // Counting is on by default, its writes started, and an enquiry is counted.
      expect(services.analytics.enabled).toBe(true);
      const visit = vi.spyOn(services.analytics, "visit");
      await services.enquiries.submit(
        { name: "Meena", email: "meena@example.in", phone: "", businessName: "", service: "Meta Ads", message: "Ads for our shop." },
        { clientIp: "203.0.113.9", userAgent: "Mozilla/5.0 (Linux; Android 14)" },
      );
      expect(visit).toHaveBeenCalledTimes(1);
      expect(await services.enquiries.store.sql.query("SELECT name, device FROM analytics_events")).toEqual([{ name: "enquiry", device: "mobile" }]);
    } finally {
      await services.analytics.stop();
      await services.enquiries.stop();
    }
  });
});
