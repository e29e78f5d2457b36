/**
 * Issue 37, the reply text's placeholders as buttons (decision 0088), in Chromium on a phone: a
 * Tamil owner taps into the Tamil email text, taps 'பெயர்', and `{பெயர்}` is where the caret
 * was, the caret after it, the focus still in the box, an input event fired; a box never tapped
 * gets the word at its end; the English text gets `{name}`. Saved, reloaded: kept, and the
 * Tamil enquiry's WhatsApp and email greet the enquirer by name. The buttons are 24 px or more
 * and stay inside the page at 320 px in both languages; without JavaScript there are none, and
 * the list of placeholders still says what to type. SQLite only. Needs a build.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PHONE, watchErrors } from "../../scripts/lib/chromium";
import { OwnerSettings } from "../../server/inbox/owner-settings";
import type { Lang } from "../../app/shared/lang";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";
import { ownerSiteInBrowser } from "../support/owner-site";
import { newEnquiry } from "../support/stores";

const fixture = ownerSiteInBrowser("reply-placeholders-e2e");
let cookie: string;
let ownerId: number;
let tamilId: number;

beforeAll(async () => {
  const { site, store } = fixture;
  ownerId = (await ownerAuth(store).owners.find(OWNER_EMAIL))!.id;
  // One word: the greeting's name is the same whatever the rule for initials and titles.
  tamilId = (await store.addEnquiry(newEnquiry({ name: "முருகன்", phone: "98430 12345", businessName: null, service: "Website Development", language: "ta" }))).id;
  cookie = await signedInCookie(site, store);
});

async function phone(options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<BrowserContext> {
  const { width = 390, ...rest } = options;
  const context = await fixture.browser.newContext({ ...PHONE, viewport: { width, height: 844 }, ...rest });
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name: name!, value: value!, url: fixture.site.url }]);
  return context;
}

async function openSettings(page: Page): Promise<void> {
  await page.goto(`${fixture.site.url}/admin/settings`);
  await page.waitForSelector("html[data-hydrated]");
}

/** The field's text, where its caret is, whether it has the focus, and how many input events it fired. */
function fieldState(field: Locator) {
  return field.evaluate((element: HTMLTextAreaElement | HTMLInputElement) => ({
    value: element.value,
    caret: [element.selectionStart, element.selectionEnd],
    focused: document.activeElement === element,
    inputs: Number(element.dataset.inputs ?? 0),
  }));
}

/** The owner writes `text`, taps into the box and moves the caret (or selects) to `from`..`to`. */
async function writeAndPlaceCaret(field: Locator, text: string, from: number, to = from): Promise<void> {
  await field.fill(text);
  await field.tap();
  await field.evaluate((element: HTMLTextAreaElement, [start, end]) => element.setSelectionRange(start!, end!), [from, to]);
}

function countInputs(field: Locator) {
  return field.evaluate((element: HTMLElement) => element.addEventListener("input", () => (element.dataset.inputs = String(Number(element.dataset.inputs ?? 0) + 1))));
}

const settings = () => new OwnerSettings(fixture.store.sql);

describe("the reply text's placeholders as buttons", { timeout: 90_000 }, () => {
  it("puts {பெயர்} at the caret of the Tamil text, keeps it after a reload, and the WhatsApp reply greets by name", async () => {
    await settings().setLanguage(ownerId, "ta");
    await settings().setReplyTemplates(ownerId, "ta", null);
    const context = await phone();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openSettings(page);
    const tamil = page.getByRole("region", { name: "தமிழில் பதில்கள்" });

    // The email text: the owner taps into it and puts the caret after "வணக்கம் ".
    const body = tamil.getByLabel("மின்னஞ்சல் வாசகம்", { exact: true });
    await writeAndPlaceCaret(body, "வணக்கம் ,\n\nநன்றி.", 8);
    await countInputs(body);
    await tamil.getByRole("button", { name: "மின்னஞ்சல் வாசகம் (தமிழில் பதில்கள்) கட்டத்தில் “பெயர்” சேருங்கள்" }).tap();
    expect(await fieldState(body)).toEqual({ value: "வணக்கம் {பெயர்},\n\nநன்றி.", caret: [15, 15], focused: true, inputs: 1 });

    // The WhatsApp message, the same way; a selected word is replaced, as typing would.
    const greeting = tamil.getByLabel("WhatsApp, SMS மெசேஜ்", { exact: true });
    await writeAndPlaceCaret(greeting, "வணக்கம் XX! உங்கள் விசாரணை கிடைத்தது.", 8, 10);
    await tamil.getByRole("button", { name: "WhatsApp, SMS மெசேஜ் (தமிழில் பதில்கள்) கட்டத்தில் “பெயர்” சேருங்கள்" }).tap();
    expect((await fieldState(greeting)).value).toBe("வணக்கம் {பெயர்}! உங்கள் விசாரணை கிடைத்தது.");

    // A box the owner never tapped into gets the word at its end.
    const subject = tamil.getByLabel("மின்னஞ்சலின் தலைப்பு", { exact: true });
    const subjectBefore = await subject.inputValue();
    await tamil.getByRole("button", { name: "மின்னஞ்சலின் தலைப்பு (தமிழில் பதில்கள்) கட்டத்தில் “சேவை” சேருங்கள்" }).tap();
    expect(await fieldState(subject)).toMatchObject({ value: `${subjectBefore}{சேவை}`, focused: true });

    // The English text gets the English spelling, from a button in the owner's language.
    const english = page.getByRole("region", { name: "ஆங்கிலத்தில் பதில்கள்" });
    const englishGreeting = english.getByLabel("WhatsApp, SMS மெசேஜ்", { exact: true });
    await writeAndPlaceCaret(englishGreeting, "Hello !", 6);
    await english.getByRole("button", { name: "WhatsApp, SMS மெசேஜ் (ஆங்கிலத்தில் பதில்கள்) கட்டத்தில் “பெயர்” சேருங்கள்" }).tap();
    expect((await fieldState(englishGreeting)).value).toBe("Hello {name}!");

    await tamil.getByRole("button", { name: "தமிழ் வாசகத்தைச் சேமியுங்கள்" }).tap();
    await tamil.getByRole("status").waitFor();
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    expect(await body.inputValue()).toBe("வணக்கம் {பெயர்},\n\nநன்றி.");
    expect(await greeting.inputValue()).toBe("வணக்கம் {பெயர்}! உங்கள் விசாரணை கிடைத்தது.");
    expect((await settings().read(ownerId, "ta")).replyTemplates).toContain("{பெயர்}");

    await page.goto(`${fixture.site.url}/admin/enquiries/${tamilId}`);
    const whatsapp = (await page.locator('[data-reply-link="whatsapp"]').getAttribute("href"))!;
    expect(decodeURIComponent(whatsapp.split("?text=")[1]!)).toBe("வணக்கம் முருகன்! உங்கள் விசாரணை கிடைத்தது.");
    const email = (await page.locator('[data-reply-link="email"]').getAttribute("href"))!;
    expect(decodeURIComponent(email.split("&body=")[1]!)).toBe("வணக்கம் முருகன்,\n\nநன்றி.\n\n");
    expect(decodeURIComponent(email.split("?subject=")[1]!.split("&body=")[0]!)).toMatch(/வெப்சைட் டெவலப்மென்ட்$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const lang of ["en", "ta"] as const satisfies Lang[]) {
    it(`gives buttons of 24 px or more that stay inside the page at 320 px, in ${lang}`, async () => {
      await settings().setLanguage(ownerId, lang);
      const context = await phone({ width: 320 });
      const page = await context.newPage();
      await openSettings(page);
      const buttons = page.locator("[data-insert-placeholder]");
      // Three under each of the six boxes.
      expect(await buttons.count()).toBe(18);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
        expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await context.close();
    });
  }

  it("shows no buttons without JavaScript, and still lists what to type, in both spellings", async () => {
    await settings().setLanguage(ownerId, "ta");
    const context = await phone({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${fixture.site.url}/admin/settings`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.locator("[data-insert-placeholder]").count()).toBe(0);
    const list = await page.locator("dl").innerText();
    for (const token of ["{பெயர்}", "{name}", "{சேவை}", "{service}", "{வணிகம்}", "{business}"]) expect(list).toContain(token);
    expect(await page.getByText("கர்சர்").count()).toBe(0);
    await context.close();
  });
});
