/**
 * Issue 27, finding 4: the mailed sign-in link works in a browser that runs no JavaScript
 * (or before the page has hydrated). The confirmation page's button is a native form post;
 * Chromium sends it with `Origin: null` when the page says `Referrer-Policy: no-referrer`, and
 * the same-origin check refuses that. Real headless Chromium, JavaScript off.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, PHONE } from "../../scripts/lib/chromium";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { newLinkPath, OWNER_EMAIL, ownerAuth } from "../support/owner";

const tempDir = mkdtempSync(path.join(tmpdir(), "sign-in-no-js-"));
const dbFile = path.join(tempDir, "enquiries.db");
let browser: Browser;
let site: RunningSite;
let store: EnquiryStore;

beforeAll(async () => {
  site = await startSite({ env: { DATABASE_URL: `sqlite:${dbFile}` } });
  store = new EnquiryStore(new SqliteDatabase(dbFile));
  await ownerAuth(store).owners.add(OWNER_EMAIL);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await store?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

describe("the sign-in link without JavaScript", () => {
  it("opens the confirmation page, posts its form natively, and lands signed in at the inbox", { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const origins: Array<string | undefined> = [];
    page.on("request", (request) => {
      if (request.method() === "POST") origins.push(request.headers()["origin"]);
    });
    const opened = await page.goto(`${site.url}${await newLinkPath(store)}`);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Continue to the inbox" }).click();
    // The same-origin check refused this with 403 while the page said no-referrer.
    expect((await posted).status()).toBe(302);
    expect(origins).toEqual([site.url]);
    await page.waitForURL(`${site.url}/admin`);
    // The token is in the confirmation page's URL: other sites never get it in a Referer.
    expect(opened?.headers()["referrer-policy"]).toBe("same-origin");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Enquiries");
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain("vd_owner_session");
    await context.close();
  });
});
