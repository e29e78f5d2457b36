/**
 * The owner's whole path in a real Chromium, on SQLite and on PostgreSQL: a visitor sends
 * an enquiry; the owner signs in by emailed link (a real SMTP exchange on loopback), adds a
 * passkey (Chromium's virtual authenticator), signs in with it, and by a CLI link; finds the
 * enquiry by search, opens it, marks it replied, and exports it. Every inbox page is scanned
 * by axe and worked by keyboard. Passkeys are bound to SITE_URL's host (issue 27, finding 5),
 * so the browser reaches the site on that name, over HTTPS, through a local TLS front
 * (scripts/lib/tls-front.ts), as the owner's phone reaches it through the production proxy.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, PHONE } from "../../scripts/lib/chromium";
import { linkPath, OWNER_EMAIL, ownerCli, useLink } from "../support/owner";
import { createTestDatabase } from "../../scripts/lib/scratch-database";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import { startTlsFront, type TlsFront } from "../../scripts/lib/tls-front";
import { builtWith } from "../support/fixtures";
import { createSmtpServer, mailEnv, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/wait";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const tempDir = mkdtempSync(path.join(tmpdir(), "inbox-e2e-"));
const postgres = await createTestDatabase();
/** Where the owner's browser finds the site: SITE_URL's origin. */
const base = new URL(builtWith().SITE_URL).origin;
afterAll(async () => {
  if ("drop" in postgres) await postgres.drop();
  rmSync(tempDir, { recursive: true, force: true });
});

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Presses Tab until the focused element's accessible text matches, as a keyboard user would. */
async function tabTo(page: Page, text: RegExp, maxPresses = 40): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? "");
    if (text.test(focused)) return;
  }
  throw new Error(`Tab never reached ${text}`);
}

const backends = [
  { name: "SQLite", env: () => ({ DATABASE_URL: `sqlite:${path.join(tempDir, "inbox.db")}` }) },
  { name: "PostgreSQL", skip: "skipped" in postgres ? postgres.skipped : undefined, env: () => ({ DATABASE_URL: "url" in postgres ? postgres.url : "" }) },
];

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skip))(`the owner's inbox on ${backend.name}`, { timeout: 120_000 }, () => {
    let site: RunningSite;
    let front: TlsFront;
    let browser: Browser;
    let smtp: TestSmtpServer;
    let context: BrowserContext;
    let cdp: CDPSession;
    let authenticatorId: string;
    /** A phone's authenticator (DevTools WebAuthn domain): with a lock screen, or (`verifies: false`) one that only senses a tap. */
    const addAuthenticator = async (verifies = true) =>
      ({ authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: verifies, isUserVerified: verifies, automaticPresenceSimulation: true },
      }));
    let page: Page;
    const env = backend.env();
    const visitor = { name: `Selvi Ganesan ${backend.name}`, email: "selvi@example.in", message: "We sell handloom sarees in Madurai and need a website with WhatsApp ordering." };

    beforeAll(async () => {
      smtp = await createSmtpServer();
      site = await startSite({ env: { ...env, ...mailEnv(smtp.url), TRUST_PROXY: "1" } });
      front = await startTlsFront(site.port, base);
      browser = await launchBrowser(front.chromiumFlags);
      const added = ownerCli(env.DATABASE_URL, "add", OWNER_EMAIL);
      expect(added.status, added.stderr).toBe(0);
      expect(added.stdout).toContain(`${OWNER_EMAIL} is now an owner`);
      context = await browser.newContext(PHONE);
      page = await context.newPage();
      // A passkey-capable phone: Chromium's virtual authenticator (DevTools WebAuthn domain).
      cdp = await context.newCDPSession(page);
      await cdp.send("WebAuthn.enable");
      await addAuthenticator();
    });
    /** The lock screen's answer: the owner verified, or (for the refusals) a tap that verifies no one. */
    const userVerified = (isUserVerified: boolean) => cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified });
    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await front?.stop();
      await site?.stop();
      await smtp?.stop();
    });

    it("a visitor sends an enquiry", async () => {
      await page.goto(`${base}/contact`);
      await page.waitForSelector("html[data-hydrated]");
      await page.getByTestId("splash").waitFor({ state: "hidden" });
      await page.locator("#contact-name").fill(visitor.name);
      await page.locator("#contact-email").fill(visitor.email);
      await page.locator("#contact-phone").fill("98430 12345");
      await page.locator("#contact-service").selectOption("Website Development");
      await page.locator("#contact-message").fill(visitor.message);
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Message Sent!").waitFor();
    });

    it("signs in by an emailed link", async () => {
      await page.goto(`${base}/admin`);
      await page.waitForURL(`${base}/admin/sign-in`);
      await page.waitForSelector("html[data-hydrated]");
      expect(await axeViolations(page)).toEqual([]);
      const before = smtp.received.length;
      await page.getByLabel("Your email address").fill(OWNER_EMAIL);
      await page.getByRole("button", { name: "Email me a sign-in link" }).click();
      await page.getByText("Check your email").waitFor();
      await until(() => smtp.received.some((mail, i) => i >= before && mail.to.includes(OWNER_EMAIL)), 15_000, "the sign-in mail");
      const mail = smtp.received.slice(before).find((m) => m.to.includes(OWNER_EMAIL))!;
      const url = /https?:\/\/\S+\/admin\/sign-in\/verify\?token=[A-Za-z0-9_-]+/.exec(mail.body)![0];
      await page.goto(base + linkPath(url));
      await page.waitForSelector("html[data-hydrated]");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Continue to the inbox" }).click();
      await page.waitForURL(`${base}/admin`);
      await page.getByText(visitor.name).waitFor();
      expect(await page.title()).toMatch(/^\(1\) Inbox · /);
      expect(await axeViolations(page)).toEqual([]);
    });

    it("keeps every control of the top bar on a 320 px screen, each 44 px or more", async () => {
      // Five controls and a count once pushed 'Sign out' off a phone's screen; Passkeys and Devices are under Settings now (decision 0073).
      await page.setViewportSize({ width: 320, height: 640 });
      try {
        const bar = page.locator("header").first();
        const controls = [
          bar.getByRole("link", { name: /^Inbox/ }),
          bar.getByRole("link", { name: "Notifications" }),
          bar.getByRole("link", { name: "Settings" }),
          bar.getByRole("button", { name: "Sign out" }),
        ];
        for (const control of controls) {
          const box = (await control.boundingBox())!;
          expect(box.x, await control.innerText()).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(320);
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      } finally {
        await page.setViewportSize(PHONE.viewport!);
      }
    });

    it("adds a passkey only with user verification, signs out, and signs in with one tap only with it", async () => {
      const mailsBefore = smtp.received.length;
      // Reached from Settings (decision 0073), not the header.
      await page.goto(`${base}/admin/passkeys`);
      await page.waitForSelector("html[data-hydrated]");
      // Issue 27, finding 5: an authenticator that only senses a tap, or a tap that verifies no one, adds nothing.
      await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
      await addAuthenticator(false);
      await page.getByRole("button", { name: "Add a passkey" }).click();
      await page.getByRole("alert").filter({ hasText: "not added" }).waitFor();
      await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
      await addAuthenticator();
      await userVerified(false);
      await page.getByRole("button", { name: "Add a passkey" }).click();
      await page.getByRole("alert").filter({ hasText: "not added" }).waitFor();
      await page.getByText("None yet.").waitFor();
      await userVerified(true);
      await page.getByRole("button", { name: "Add a passkey" }).click();
      await page.getByText("Passkey added").waitFor();
      await page.getByText(/added .*2\d{3}/).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The owner is told by mail, naming the device.
      await until(() => smtp.received.slice(mailsBefore).some((mail) => /passkey was added/.test(mail.headers)), 15_000, "the passkey-added mail");
      expect(smtp.received.slice(mailsBefore).find((mail) => /passkey was added/.test(mail.headers))!.body).toMatch(/Device: (Android phone|Linux computer)/);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${base}/admin/sign-in`);
      await page.getByText("You are signed out.").waitFor();
      await page.goto(`${base}/admin`);
      await page.waitForURL(`${base}/admin/sign-in`);
      await page.waitForSelector("html[data-hydrated]");
      await userVerified(false);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await page.getByRole("alert").waitFor();
      expect(page.url()).toBe(`${base}/admin/sign-in`);
      await userVerified(true);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await page.waitForURL(`${base}/admin`);
      await page.getByText(visitor.name).waitFor();
    });

    it("signs in by a CLI link (its path on this server)", async () => {
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${base}/admin/sign-in`);
      const printed = ownerCli(env.DATABASE_URL, "link", OWNER_EMAIL);
      expect(printed.status, printed.stderr).toBe(0);
      expect(printed.stdout.trim()).toMatch(/^https:\/\/www\.vaigaidigital\.in\/admin\/sign-in\/verify\?token=[A-Za-z0-9_-]{43}$/);
      await page.goto(base + linkPath(printed.stdout));
      await page.getByRole("button", { name: "Continue to the inbox" }).click();
      await page.waitForURL(`${base}/admin`);
    });

    it("finds the enquiry by search, opens it, marks it replied, by keyboard", async () => {
      await page.getByRole("searchbox").fill("handloom");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/admin\?q=handloom/);
      await page.getByText("1 enquiry").waitFor();
      await page.waitForSelector("html[data-hydrated]");
      await tabTo(page, new RegExp(visitor.name));
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/admin\/enquiries\/\d+\?q=handloom$/);
      await page.getByRole("heading", { name: visitor.name }).waitFor();
      await page.getByText(visitor.message).waitFor();
      await page.getByText("New → Read").waitFor();
      expect(await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919843012345\?text=Hello%20Selvi/);
      expect(await page.getByRole("link", { name: "Call" }).getAttribute("href")).toBe("tel:+919843012345");
      expect(await page.getByRole("link", { name: "Email" }).getAttribute("href")).toMatch(/^mailto:selvi@example\.in\?subject=Your%20enquiry%20about%20Website%20Development/);
      expect(await axeViolations(page)).toEqual([]);
      await tabTo(page, /Mark as replied/);
      await page.keyboard.press("Enter");
      await page.getByText("Read → Replied").waitFor();
      await page.getByText("Replied", { exact: true }).first().waitFor();
      await page.getByRole("textbox", { name: "Private note" }).fill("Quote sent on WhatsApp");
      await page.getByRole("button", { name: "Save note" }).click();
      await page.getByText("Note saved").waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it("exports what the filter shows as CSV", async () => {
      await page.goto(`${base}/admin?q=handloom`);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
      const csv = readFileSync((await download.path())!, "utf8");
      const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
      expect(lines[0]).toBe(
        "id,createdAt,status,name,email,phone,businessName,service,language,message,note,source,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,click,landingPage",
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"replied","${visitor.name}","selvi@example.in"`);
      expect(lines[1]).toContain('"Quote sent on WhatsApp"');
      expect(lines[1]).toContain('"Website Development","en","');
    });

    it("signs another device out under 'Devices': its next request goes to the sign-in page", async () => {
      const printed = ownerCli(env.DATABASE_URL, "link", OWNER_EMAIL);
      const laptop = await useLink(site, linkPath(printed.stdout), { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131" });
      const laptopCookie = laptop.headers.getSetCookie()[0]!.split(";")[0]!;
      await page.goto(`${base}/admin/devices`);
      await page.getByText("This device").waitFor();
      await page.waitForSelector("html[data-hydrated]");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Sign out Windows PC" }).click();
      await page.getByText("That device is signed out.").waitFor();
      await page.getByText("You are signed in on this device only.").waitFor();
      const next = await fetch(`${site.url}/admin`, { headers: { Cookie: laptopCookie }, redirect: "manual" });
      expect([next.status, next.headers.get("location")]).toEqual([302, "/admin/sign-in"]);
    });

    it("looks right and passes axe on a desktop too", async () => {
      const desktop = await browser.newContext(DESKTOP);
      await desktop.addCookies(await context.cookies());
      const wide = await desktop.newPage();
      for (const target of ["/admin", "/admin?status=replied", "/admin/passkeys", "/admin/devices"]) {
        await wide.goto(base + target);
        await wide.waitForSelector("html[data-hydrated]");
        expect(await axeViolations(wide), target).toEqual([]);
      }
      await desktop.close();
    });
  });
}
