/**
 * Issue 37 item 4, a first-time owner on a 320 px phone, in English and in Tamil (the owner's
 * setting), in headless Chromium on SQLite with no SMTP_URL (decision 0087): a search on the Inbox
 * tab says how many more it finds in Archived and Spam and links there; Sign out is a word and asks
 * first, with and without JavaScript, since this phone has no passkey and the site no mail; a status
 * change shows its result at the button, focused; the notifications prompt keeps to 3 lines;
 * turning notifications on names the real reason it failed; the passkeys page promises no email.
 * Needs a build.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { enquiryCopy } from "../../app/content/admin/enquiry";
import { inboxCopy } from "../../app/content/admin/inbox";
import { layoutCopy } from "../../app/content/admin/layout";
import { notificationsCopy } from "../../app/content/admin/notifications";
import { passkeyCopy } from "../../app/content/admin/passkeys";
import { signInCopy } from "../../app/content/admin/sign-in";
import { signOutCopy } from "../../app/content/admin/sign-out";
import { statusCopy } from "../../app/content/admin/statuses";
import type { Lang } from "../../app/shared/lang";
import { PHONE } from "../../scripts/lib/chromium";
import { OwnerSettings } from "../../server/inbox/owner-settings";
import { ownerSiteInBrowser } from "../support/owner-site";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";
import { newEnquiry } from "../support/stores";

const fixture = ownerSiteInBrowser("owner-first-time");
const WIDTH = 320;
let ownerId: number;
let contexts: BrowserContext[] = [];
let toReply: Record<Lang, number>;

beforeAll(async () => {
  ownerId = (await ownerAuth(fixture.store).owners.find(OWNER_EMAIL))!.id;
  const add = async (name: string, status: string) => {
    const { id } = await fixture.store.addEnquiry(newEnquiry({ name, createdAt: new Date() }));
    await fixture.store.sql.query("UPDATE enquiries SET status = ? WHERE id = ?", [status, id]);
    return id;
  };
  toReply = { en: await add("Reply Kannan", "read"), ta: await add("Reply Valli", "read") };
  await add("Selvi Textiles", "new");
  await add("Selvi Sarees", "archived");
  await add("Selvi Handlooms", "archived");
  await add("Selvi Offers", "spam");
  await add("Murugan Stores", "archived");
});
afterEach(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

/** A signed-in phone 320 px wide in the owner's `lang`, on `path`, hydrated unless JavaScript is off. */
async function open(lang: Lang, path: string, { javaScript = true } = {}): Promise<Page> {
  await new OwnerSettings(fixture.store.sql).setLanguage(ownerId, lang);
  const context = await fixture.browser.newContext({ ...PHONE, viewport: { width: WIDTH, height: 640 }, javaScriptEnabled: javaScript });
  contexts.push(context);
  const [name, value] = (await signedInCookie(fixture.site, fixture.store)).split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: fixture.site.url }]);
  const page = await context.newPage();
  await page.goto(`${fixture.site.url}${path}`);
  if (javaScript) await page.waitForSelector("html[data-hydrated]");
  return page;
}

const mainText = (page: Page) => page.locator("main").innerText();

for (const lang of ["en", "ta"] as const) {
  describe(`a first-time owner at 320 px, in ${lang === "en" ? "English" : "Tamil"}`, { timeout: 90_000 }, () => {
    it("a search on the Inbox tab says how many more are in Archived and Spam, and each link lists them", async () => {
      const page = await open(lang, "/admin?q=selvi");
      const hint = page.getByTestId("search-elsewhere");
      const archived = hint.getByRole("link", { name: inboxCopy[lang].elsewhere.archived(2) });
      expect(await archived.isVisible()).toBe(true);
      expect(await hint.getByRole("link", { name: inboxCopy[lang].elsewhere.spam(1) }).isVisible()).toBe(true);
      // 'Murugan Stores' is archived too, but not found by this search.
      expect(await hint.innerText()).not.toContain("3");
      const box = (await archived.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await archived.click();
      await page.waitForURL(`${fixture.site.url}/admin?status=archived&q=selvi`);
      await page.getByRole("link", { name: /Selvi Sarees/ }).waitFor();
      expect(await page.getByRole("link", { name: /Selvi (Sarees|Handlooms)/ }).count()).toBe(2);
      // On the Archived tab the search is what was asked for: no hint.
      expect(await page.getByTestId("search-elsewhere").count()).toBe(0);
      // A search that finds nothing elsewhere says nothing more.
      await page.goto(`${fixture.site.url}/admin?q=textiles`);
      await page.getByRole("link", { name: /Selvi Textiles/ }).waitFor();
      expect(await page.getByTestId("search-elsewhere").count()).toBe(0);
    });

    it("Sign out is a word on the bar, and asks first on a phone with no passkey and no mail: Stay keeps the owner in", async () => {
      const page = await open(lang, "/admin");
      const signOut = page.locator("header").getByRole("button", { name: layoutCopy[lang].nav.signOut });
      expect((await signOut.innerText()).trim()).toBe(layoutCopy[lang].nav.signOut);
      const box = (await signOut.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

      await signOut.click();
      await page.getByTestId("sign-out-question").waitFor();
      expect(await page.getByTestId("sign-out-question").innerText()).toBe(signOutCopy[lang].noWayBack);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
      await page.getByRole("link", { name: signOutCopy[lang].stay }).click();
      await page.waitForURL(`${fixture.site.url}/admin`);
      await page.getByRole("link", { name: /Selvi Textiles/ }).waitFor();

      await page.locator("header").getByRole("button", { name: layoutCopy[lang].nav.signOut }).click();
      await page.getByRole("button", { name: signOutCopy[lang].signOutAnyway }).click();
      await page.waitForURL(`${fixture.site.url}/admin/sign-in`);
      // The signed-out page speaks the browser's language (English here), not the owner's.
      await page.getByText(signInCopy.en.signedOut).waitFor();
      await page.goto(`${fixture.site.url}/admin`);
      await page.waitForURL(`${fixture.site.url}/admin/sign-in`);
    });

    it("without JavaScript the server asks the same question, and 'Sign out anyway' signs out", async () => {
      const page = await open(lang, "/admin", { javaScript: false });
      await page.locator("header").getByRole("button", { name: layoutCopy[lang].nav.signOut }).click();
      await page.getByTestId("sign-out-question").waitFor();
      expect(await page.getByTestId("sign-out-question").innerText()).toBe(signOutCopy[lang].noWayBack);
      // Nothing ended yet: the inbox still opens.
      await page.goto(`${fixture.site.url}/admin`);
      await page.getByRole("link", { name: /Selvi Textiles/ }).waitFor();
      await page.locator("header").getByRole("button", { name: layoutCopy[lang].nav.signOut }).click();
      await page.getByRole("button", { name: signOutCopy[lang].signOutAnyway }).click();
      await page.waitForURL(`${fixture.site.url}/admin/sign-in`);
      await page.goto(`${fixture.site.url}/admin`);
      await page.waitForURL(`${fixture.site.url}/admin/sign-in`);
    });

    it("'Mark as replied' shows its result at the buttons, in view, focused and announced", async () => {
      const page = await open(lang, `/admin/enquiries/${toReply[lang]}`);
      await page.getByRole("button", { name: statusCopy[lang].actions.replied }).click();
      const result = page.getByTestId("status-result");
      await result.waitFor();
      expect(await result.innerText()).toBe(enquiryCopy[lang].statusChanged.replied);
      expect(await result.getAttribute("role")).toBe("status");
      expect(await result.evaluate((element) => document.activeElement === element)).toBe(true);
      const box = (await result.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(640);
    });

    it("the prompt to turn notifications on takes at most 3 lines, its close button beside it", async () => {
      const page = await open(lang, "/admin");
      const prompt = page.getByTestId("notifications-prompt");
      await prompt.waitFor();
      const shape = await prompt.evaluate((aside) => {
        const link = aside.querySelector("a")!;
        const style = getComputedStyle(link);
        const lines = (link.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight);
        const text = link.getBoundingClientRect();
        const close = aside.querySelector("button")!.getBoundingClientRect();
        return { lines: Math.round(lines), closeBeside: close.top < text.bottom && close.left >= text.right, right: aside.getBoundingClientRect().right };
      });
      expect(shape).toEqual({ lines: expect.any(Number), closeBeside: true, right: expect.any(Number) });
      expect(shape.lines).toBeLessThanOrEqual(3);
      expect(shape.right).toBeLessThanOrEqual(WIDTH);
      expect(await prompt.getByRole("link").innerText()).toBe(notificationsCopy[lang].prompt.short);
    });

    it("turning notifications on says why it failed, never a guess at the connection", async () => {
      const page = await open(lang, "/admin/notifications");
      await page.context().grantPermissions(["notifications"], { origin: fixture.site.url });
      // Headless Chromium here reaches no push service: the subscription is refused.
      await page.getByRole("button", { name: notificationsCopy[lang].turnOn }).click();
      const reasons = notificationsCopy[lang].turnOnFailedBecause;
      const status = page.getByRole("status").filter({ hasText: reasons.pushService });
      await status.waitFor({ timeout: 30_000 });
      expect(await page.getByText(reasons.offline).count()).toBe(0);
    });

    it("without mail, the passkeys page promises no email: signing in again is by passkey or a printed link", async () => {
      const page = await open(lang, "/admin/passkeys");
      // A sign-in older than 10 minutes: adding a passkey asks for a new one first.
      await fixture.store.sql.query("UPDATE owner_sessions SET created_at = created_at - 11 * 60000");
      await page.reload();
      await page.getByText(passkeyCopy[lang].signInAgainNoMail).waitFor();
      expect(await mainText(page)).not.toContain(passkeyCopy[lang].signInAgain);
    });
  });
}
