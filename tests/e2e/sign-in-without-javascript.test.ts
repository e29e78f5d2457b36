/**
 * Issue 27, finding 4: the mailed sign-in link works in a browser that runs no JavaScript
 * (or before the page has hydrated). The confirmation page's button is a native form post;
 * Chromium sends it with `Origin: null` when the page says `Referrer-Policy: no-referrer`, and
 * the same-origin check refuses that. Real headless Chromium, JavaScript off.
 */
import { describe, expect, it } from "vitest";
import { PHONE } from "../../scripts/lib/chromium";
import { newLinkPath } from "../support/owner";
import { ownerSiteInBrowser } from "../support/owner-site";

const fixture = ownerSiteInBrowser("sign-in-no-js");

describe("the sign-in link without JavaScript", () => {
  it("opens the confirmation page, posts its form natively, and lands signed in at the inbox", { timeout: 60_000 }, async () => {
    const context = await fixture.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const origins: Array<string | undefined> = [];
    page.on("request", (request) => {
      if (request.method() === "POST") origins.push(request.headers()["origin"]);
    });
    const opened = await page.goto(`${fixture.site.url}${await newLinkPath(fixture.store)}`);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Continue to the inbox" }).click();
    // The same-origin check refused this with 403 while the page said no-referrer.
    expect((await posted).status()).toBe(302);
    expect(origins).toEqual([fixture.site.url]);
    await page.waitForURL(`${fixture.site.url}/admin`);
    // The token is in the confirmation page's URL: other sites never get it in a Referer.
    expect(opened?.headers()["referrer-policy"]).toBe("same-origin");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Enquiries");
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain("vd_owner_session");
    await context.close();
  });
});
