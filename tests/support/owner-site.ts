/**
 * Call at the top of a browser test file: the built site on a new SQLite file with one owner
 * (OWNER_EMAIL), no SMTP_URL, and headless Chromium; all gone after the file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "../../scripts/lib/chromium";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { OWNER_EMAIL, ownerAuth } from "./owner";

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
