/**
 * The set-up the server and browser tests share: the built site on a free port (with its
 * own SQLite file when asked), Chromium, a loopback SMTP server, and the variables the
 * build was made with. Call `useSite()` at the top of a test file; its fields are filled
 * in before the first test and everything is stopped and removed after the last.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "../../scripts/lib/chromium";
import { ROOT, startSite, type RunningSite } from "../../scripts/lib/local-site";
import { createSmtpServer, mailEnv, type TestSmtpServer } from "./smtp";

export type SiteFixture = {
  site: RunningSite;
  /** Set with `browser: true`. */
  browser: Browser;
  /** Set with `sqlite: true`: the site's database file, in a folder removed afterwards. */
  databaseFile: string;
  /** Set with `smtp: true`: the site's mail goes there. */
  smtp: TestSmtpServer;
};

export type SiteFixtureOptions = {
  /** More environment for the site (`DATABASE_URL` is set by `sqlite`). */
  env?: Record<string, string>;
  /** Give the site its own SQLite file. Without it the site runs with its defaults. */
  sqlite?: boolean;
  browser?: boolean;
  smtp?: boolean;
};

export function useSite({ env = {}, sqlite = false, browser = false, smtp = false }: SiteFixtureOptions = {}): SiteFixture {
  const fixture = {} as SiteFixture;
  let tempDir: string | null = null;
  beforeAll(async () => {
    const siteEnv = { ...env };
    if (sqlite) {
      tempDir = mkdtempSync(path.join(tmpdir(), "site-"));
      fixture.databaseFile = path.join(tempDir, "enquiries.db");
      siteEnv.DATABASE_URL = `sqlite:${fixture.databaseFile}`;
    }
    if (smtp) {
      fixture.smtp = await createSmtpServer();
      Object.assign(siteEnv, mailEnv(fixture.smtp.url));
    }
    fixture.site = await startSite({ env: siteEnv });
    if (browser) fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.site?.stop();
    await fixture.smtp?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });
  return fixture;
}

/** The build-time variables the site was built with (build/build-env.json). */
export function builtWith(): { SITE_URL: string; LIVE_CHAT_SCRIPT_URL: string; BUILD_YEAR: number } {
  return JSON.parse(readFileSync(path.join(ROOT, "build/build-env.json"), "utf8"));
}
