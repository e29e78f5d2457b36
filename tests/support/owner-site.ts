/**
 * Call at the top of a browser test file: the built site on a new SQLite file with one owner
 * (OWNER_EMAIL), no SMTP_URL, and headless Chromium; all gone after the file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, PHONE } from "../../scripts/lib/chromium";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "./owner";

export type OwnerSite = { browser: Browser; site: RunningSite; store: EnquiryStore };

export function ownerSiteInBrowser(name: string): OwnerSite {
  const tempDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const dbFile = path.join(tempDir, "enquiries.db");
  const fixture = {} as OwnerSite;
  beforeAll(async () => {
    fixture.site = await startSite({ env: { DATABASE_URL: `sqlite:${dbFile}` } });
    fixture.store = new EnquiryStore(new SqliteDatabase(dbFile));
    await ownerAuth(fixture.store).owners.add(OWNER_EMAIL);
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.site?.stop();
    await fixture.store?.close();
    rmSync(tempDir, { recursive: true, force: true });
  });
  return fixture;
}

/** A signed-in phone at `width` px on `path`, hydrated unless JavaScript is off; the caller closes its context. */
export async function openAsOwner(fixture: OwnerSite, path: string, { width = 390, javaScript = true } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await fixture.browser.newContext({ ...PHONE, viewport: { width, height: 844 }, javaScriptEnabled: javaScript });
  const [name, value] = (await signedInCookie(fixture.site, fixture.store)).split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: fixture.site.url }]);
  const page = await context.newPage();
  await page.goto(`${fixture.site.url}${path}`);
  if (javaScript) await page.waitForSelector("html[data-hydrated]");
  return { context, page };
}
