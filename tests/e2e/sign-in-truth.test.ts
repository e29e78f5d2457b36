/**
 * Issue 30, items 5 and 7, in headless Chromium at 390 px on an address other than SITE_URL's
 * (127.0.0.1, with no SMTP_URL): the passkey button says where passkeys work instead of
 * 'cancelled', the email sign-in says no mail will arrive, 'You are signed out.' goes after a
 * reload, and 'Erase this person' works without JavaScript, confirmation first.
 */
import { describe, expect, it } from "vitest";
import { PHONE } from "../../scripts/lib/chromium";
import { newLinkPath } from "../support/owner";
import { ownerSiteInBrowser } from "../support/owner-site";

const fixture = ownerSiteInBrowser("sign-in-truth");

describe("sign-in on another address than SITE_URL's", () => {
  it("says where passkeys work, that no mail will arrive, and 'signed out' only once", { timeout: 90_000 }, async () => {
    const context = await fixture.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${fixture.site.url}/admin/sign-in`);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Passkeys work on www.vaigaidigital.in. Open the inbox there to use one, or sign in by email here.");

    await page.getByLabel("Your email address").fill("someone@example.in");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByText("Mail is not set up on this server, so no sign-in link will arrive by email.").waitFor();
    await page.getByText("npm run owner -- link YOUR-EMAIL").waitFor();

    await page.goto(`${fixture.site.url}${await newLinkPath(fixture.store)}`);
    await page.getByRole("button", { name: "Continue to the inbox" }).click();
    await page.waitForURL(`${fixture.site.url}/admin`);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: "Sign out" }).click();
    // No passkey on this phone and no mail: the inbox asks first (decision 0087).
    await page.getByRole("button", { name: "Sign out anyway" }).click();
    await page.waitForURL(`${fixture.site.url}/admin/sign-in`);
    await page.getByText("You are signed out.").waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Sign in to the inbox" }).waitFor();
    expect(await page.getByText("You are signed out.").count()).toBe(0);
    await context.close();
  });
});

describe("erase this person, without JavaScript", () => {
  it("asks first, then erases and says so in the inbox, once", { timeout: 90_000 }, async () => {
    for (const [name, email, phone] of [
      ["Meena Kumari", "meena@example.in", "+91 98765 43210"],
      ["Meena's shop", "shop@example.in", "9876543210"],
      ["Karthik", "karthik@example.in", "90000 12345"],
    ] as const) {
      await fixture.store.addEnquiry({ name, email, phone, businessName: null, service: "Meta Ads", message: "Hello", createdAt: new Date(), userAgent: null, ipHash: null });
    }
    const context = await fixture.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${fixture.site.url}${await newLinkPath(fixture.store)}`);
    await page.getByRole("button", { name: "Continue to the inbox" }).click();
    await page.waitForURL(`${fixture.site.url}/admin`);
    await page.getByRole("link", { name: /Meena Kumari/ }).click();
    await page.getByRole("link", { name: "Erase this person…" }).click();
    await page.getByRole("heading", { name: "Erase this person?" }).waitFor();
    await page.getByText("This erases 2 enquiries holding meena@example.in or +91 98765 43210").waitFor();
    await page.getByRole("button", { name: "Erase 2 enquiries" }).click();
    await page.waitForURL(`${fixture.site.url}/admin`);
    await page.getByRole("status").filter({ hasText: "Erased 2 enquiries and everything stored with them." }).waitFor();
    expect(await page.getByText("Meena").count()).toBe(0);
    await page.getByText("Karthik").first().waitFor();
    await page.reload();
    expect(await page.getByText("Erased 2 enquiries").count()).toBe(0);
    await context.close();
  });
});
