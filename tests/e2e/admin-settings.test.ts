/**
 * Issue 30, the owner's settings and replies in Chromium on a phone: the owner switches the inbox
 * to Tamil at /admin/settings (also without JavaScript), writes their own Tamil greeting, and a
 * Tamil enquiry's WhatsApp and SMS links carry it with the enquirer's name and the service's
 * Tamil name; a landline gets only Call; no reply icon shrinks at 320 or 390 px in either
 * language; axe finds no WCAG 2.2 AA violation on the settings page in either language.
 * SQLite only: the settings' store is tested on both databases elsewhere. Needs a build.
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PHONE, watchErrors } from "../../scripts/lib/chromium";
import { OwnerSettings } from "../../server/inbox/owner-settings";
import type { Lang } from "../../app/shared/lang";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";
import { ownerSiteInBrowser } from "../support/owner-site";
import { newEnquiry } from "../support/stores";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/** The reply icons' set size (size-5). */
const ICON_PX = 20;

const fixture = ownerSiteInBrowser("admin-settings-e2e");
let cookie: string;
let ownerId: number;
let tamilId: number;
let landlineId: number;

beforeAll(async () => {
  const { site, store } = fixture;
  ownerId = (await ownerAuth(store).owners.find(OWNER_EMAIL))!.id;
  tamilId = (await store.addEnquiry(newEnquiry({ name: "செல்வி கணேசன்", phone: "98430 12345", businessName: null, service: "Website Development", language: "ta" }))).id;
  landlineId = (await store.addEnquiry(newEnquiry({ name: "Meenakshi Traders", phone: "0452 253 0000", businessName: "Meenakshi Traders", service: "SEO Optimization" }))).id;
  cookie = await signedInCookie(site, store);
});

async function signedInContext(options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<BrowserContext> {
  const { width = 390, ...rest } = options;
  const context = await fixture.browser.newContext({ ...PHONE, viewport: { width, height: 844 }, ...rest });
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name: name!, value: value!, url: fixture.site.url }]);
  return context;
}

function htmlLang(page: Page): Promise<string | null> {
  return page.locator("html").getAttribute("lang");
}

/** The text a reply link prefills: wa.me's ?text= or sms:'s ?body=. */
async function prefilled(page: Page, kind: "whatsapp" | "sms"): Promise<string> {
  const href = (await page.locator(`[data-reply-link="${kind}"]`).getAttribute("href"))!;
  return decodeURIComponent(href.split(kind === "whatsapp" ? "?text=" : "?body=")[1]!);
}

const settings = () => new OwnerSettings(fixture.store.sql);

describe("the owner's settings on a phone", { timeout: 90_000 }, () => {
  it("switches the inbox to Tamil, and a Tamil enquiry's WhatsApp and SMS carry the owner's own Tamil greeting", async () => {
    await settings().setLanguage(ownerId, "en");
    const context = await signedInContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${fixture.site.url}/admin/settings`);
    expect(await htmlLang(page)).toBe("en");
    await page.getByRole("radio", { name: "தமிழ்" }).check();
    await page.getByRole("button", { name: "Save language" }).click();
    await page.getByRole("heading", { level: 1, name: "செட்டிங்ஸ்" }).waitFor();
    expect(await htmlLang(page)).toBe("ta");
    expect(await page.getByRole("status").innerText()).toBe("சேமிக்கப்பட்டது. இன்பாக்ஸ் இப்போது தமிழில் இருக்கும்.");

    const tamil = page.getByRole("region", { name: "தமிழில் பதில்கள்" });
    const greeting = tamil.getByLabel("WhatsApp, SMS மெசேஜ்", { exact: true });
    // A word that cannot be filled in is named, and nothing is saved.
    await greeting.fill("வணக்கம் {முதல்பெயர்}!");
    await tamil.getByRole("button", { name: "தமிழ் வாசகத்தைச் சேமியுங்கள்" }).click();
    expect(await tamil.getByRole("alert").innerText()).toBe("எதுவும் சேமிக்கப்படவில்லை. கீழே உள்ள வாசகத்தைத் திருத்துங்கள்.");
    await tamil.getByText(/^\{முதல்பெயர்\} என்பது நிரப்பப்படும் வார்த்தை அல்ல\./).waitFor();
    expect(await greeting.getAttribute("aria-invalid")).toBe("true");
    expect((await settings().read(ownerId, "en")).replyTemplates).toBeNull();

    await greeting.fill("வணக்கம் {name}! உங்கள் {service} விசாரணை கிடைத்தது.[ {business} பற்றிச் சொல்லுங்கள்.]");
    await tamil.getByRole("button", { name: "தமிழ் வாசகத்தைச் சேமியுங்கள்" }).click();
    await tamil.getByRole("status").waitFor();
    expect(await tamil.getByRole("status").innerText()).toBe("சேமிக்கப்பட்டது. இனி தமிழ்ப் பதில்கள் இந்த வாசகத்தோடு தொடங்கும்.");
    await tamil.getByText("உங்கள் வாசகம்", { exact: true }).waitFor();

    await page.goto(`${fixture.site.url}/admin/enquiries/${tamilId}`);
    expect(await htmlLang(page)).toBe("ta");
    expect(await prefilled(page, "whatsapp")).toBe("வணக்கம் செல்வி! உங்கள் வெப்சைட் டெவலப்மென்ட் விசாரணை கிடைத்தது.");
    expect(await prefilled(page, "sms")).toBe("வணக்கம் செல்வி! உங்கள் வெப்சைட் டெவலப்மென்ட் விசாரணை கிடைத்தது.");
    expect(await page.locator('[data-reply-link="sms"]').getAttribute("href")).toMatch(/^sms:\+919843012345\?body=/);
    // The buttons speak the owner's language.
    expect(await page.locator('[data-reply-link="call"]').innerText()).toBe("போன்");
    expect(errors).toEqual([]);

    // Reset: the built-in Tamil text again.
    await page.goto(`${fixture.site.url}/admin/settings`);
    const again = page.getByRole("region", { name: "தமிழில் பதில்கள்" });
    await again.getByRole("button", { name: "தயார் வாசகத்துக்கே திருப்புங்கள்" }).click();
    await again.getByText("தயார் வாசகம்", { exact: true }).waitFor();
    expect(await again.getByRole("status").innerText()).toBe("சேமிக்கப்பட்டது. தமிழ்ப் பதில்கள் மீண்டும் தயார் வாசகத்தோடு தொடங்கும்.");
    expect(await again.getByLabel("WhatsApp, SMS மெசேஜ்", { exact: true }).inputValue()).toMatch(/^வணக்கம் \{பெயர்\}, Vaigai Digital-இலிருந்து/);
    expect((await settings().read(ownerId, "en")).replyTemplates).toBeNull();
    await context.close();
  });

  it("gives a landline only a Call button, with its +91 number", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${fixture.site.url}/admin/enquiries/${landlineId}`);
    expect(await page.locator('[data-reply-link="call"]').getAttribute("href")).toBe("tel:+914522530000");
    expect(await page.locator('[data-reply-link="whatsapp"], [data-reply-link="sms"]').count()).toBe(0);
    expect(await page.locator('[data-reply-link="email"]').count()).toBe(1);
    await context.close();
  });

  it("changes the inbox's language without JavaScript", async () => {
    await settings().setLanguage(ownerId, "ta");
    const context = await signedInContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${fixture.site.url}/admin/settings`);
    expect(await htmlLang(page)).toBe("ta");
    await page.getByRole("radio", { name: "English" }).check();
    await page.getByRole("button", { name: "மொழியைச் சேமியுங்கள்" }).click();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    expect(await htmlLang(page)).toBe("en");
    expect(await page.getByRole("status").innerText()).toBe("Saved. The inbox is now in English.");
    expect((await settings().read(ownerId, "ta")).language).toBe("en");
    await context.close();
  });

  for (const lang of ["en", "ta"] as const satisfies Lang[]) {
    it(`has no axe violation in ${lang}, and keeps every reply icon whole at 320 and 390 px`, async () => {
      await settings().setLanguage(ownerId, lang);
      for (const width of [320, 390]) {
        const context = await signedInContext({ width });
        const page = await context.newPage();
        await page.goto(`${fixture.site.url}/admin/settings`);
        expect(await htmlLang(page)).toBe(lang);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (width === 390) {
          const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
        }

        await page.goto(`${fixture.site.url}/admin/enquiries/${tamilId}`);
        const links = page.locator("[data-reply-link]");
        expect(await links.count()).toBe(4);
        for (const link of await links.all()) {
          const icon = await link.locator("svg").boundingBox();
          expect(icon, `${lang} ${width}px ${await link.innerText()}`).toMatchObject({ width: ICON_PX, height: ICON_PX });
          // The label fits its button: nothing cut or spilling over.
          expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await context.close();
      }
    });
  }
});
