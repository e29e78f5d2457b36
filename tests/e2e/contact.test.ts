/**
 * The contact form in a real Chromium against the built site: with JavaScript (the
 * 'Sending...' state, both toasts, the form cleared or kept, field errors) and without
 * (the same POST, answered by a server-rendered page).
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { DESKTOP } from "../../scripts/lib/chromium";
import { useSite } from "../support/fixtures";
import { until } from "../support/wait";
import { startTcpProxy } from "../support/tcp-proxy";

// One submission per client and hour; each browser context is its own client
// (X-Forwarded-For from a trusted proxy), so the limit is reached on purpose only.
const fixture = useSite({ sqlite: true, browser: true, env: { CONTACT_RATE_LIMIT: "1", TRUST_PROXY: "1" } });
let store: EnquiryStore;
let ipCounter = 10;

beforeAll(() => {
  store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
});
afterAll(async () => {
  await store?.close();
});

async function open(url: string, { javaScript = true } = {}): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }> {
  const context = await fixture.browser.newContext({
    ...DESKTOP,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${ipCounter++}` },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.goto(`${fixture.site.url}${url}`);
  if (javaScript) {
    // Hydrated: React has attached itself to the form.
    await page.waitForFunction(() => Object.keys(document.querySelector("form")!).some((key) => key.startsWith("__react")));
  }
  // The start-up splash covers the page for 3 s.
  await page.getByTestId("splash").waitFor({ state: "hidden" });
  return { page, context, consoleErrors };
}

/** WCAG 2.2 A/AA violations on the page as it is now (errors, toasts and all). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function fill(page: Page, values: Partial<Record<"name" | "email" | "phone" | "businessName" | "message", string>>) {
  for (const [field, value] of Object.entries(values)) await page.locator(`#contact-${field}`).fill(value);
}

const valueOf = (page: Page, field: string) => page.locator(`#contact-${field}`).inputValue();


describe("contact form with JavaScript", () => {
  it("shows 'Sending...', then the 'Message Sent!' toast and the confirmation in the form's place", async () => {
    const { page, context } = await open("/contact?service=meta-ads");
    expect(await valueOf(page, "service")).toBe("Meta Ads");
    await fill(page, { name: "Selvi JS", email: "selvi@example.in", phone: "98765 43210", message: "Ads for our new branch in Anna Nagar." });

    // Hold the answer back so the submitting state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    const toast = page.getByRole("status").filter({ hasText: "Message Sent!" });
    await toast.waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Message Sent!" }).getAttribute("aria-live")).toBe("polite");
    await page.getByTestId("enquiry-sent").waitFor();
    // The next enquiry starts from an empty form (tests/e2e/enquiry-confirmation.test.ts: the confirmation itself).
    await page.getByRole("link", { name: "Send another enquiry" }).press("Enter");
    for (const field of ["name", "email", "phone", "businessName", "service", "message"]) {
      expect(await valueOf(page, field)).toBe("");
    }
    expect(await page.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
    expect((await store.listEnquiries())[0]).toMatchObject({ name: "Selvi JS", service: "Meta Ads", phone: "98765 43210" });

    // Gone by itself after about 5 s.
    await page.getByTestId("toast").waitFor({ state: "detached", timeout: 7_000 });
    await context.close();
  });

  it("on a refused submission shows the 'Error' toast, logs it and keeps what was typed", async () => {
    const { page, context, consoleErrors } = await open("/contact");
    const typed = { name: "Rate Limited", email: "limit@example.in", businessName: "Limit Traders", message: "First message." };
    await fill(page, typed);
    await page.locator("#contact-service").selectOption("Poster Designs");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("status").filter({ hasText: "Message Sent!" }).waitFor();

    // The second submission within the hour from this client is refused (429).
    await page.getByRole("link", { name: "Send another enquiry" }).press("Enter");
    await fill(page, typed);
    await page.locator("#contact-service").selectOption("Poster Designs");
    await page.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Error");
    expect(await alert.getAttribute("aria-live")).toBe("assertive");
    const errorToast = page.getByTestId("toast").filter({ hasText: "Failed to send message" });
    expect(await errorToast.getAttribute("data-variant")).toBe("destructive");
    for (const [field, value] of Object.entries(typed)) expect(await valueOf(page, field)).toBe(value);
    expect(await valueOf(page, "service")).toBe("Poster Designs");
    expect(await page.getByTestId("contact-notice").textContent()).toContain("You have sent several messages in the last hour");
    expect(consoleErrors.some((line) => line.includes("Contact form: enquiry not sent"))).toBe(true);

    // Closable before it goes by itself (after 5 s: so before axe, which took 18 s on a loaded machine).
    await errorToast.getByRole("button", { name: "Close notification" }).click();
    expect(await errorToast.count()).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);

  it("shows field errors beside the fields and moves focus to the first one, sending nothing", async () => {
    const { page, context } = await open("/contact");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await fill(page, { name: "Field Errors", email: "fields@example.in", phone: "call after 6", message: "   " });
    await page.locator("#contact-service").selectOption("App Development");
    await page.getByRole("button", { name: "Send Message" }).click();
    const phone = page.locator("#contact-phone");
    await page.locator("#contact-phone-error").waitFor();
    expect(await page.locator("#contact-phone-error").textContent()).toBe(
      "Please use only digits, spaces and + - ( ) in the phone number.",
    );
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    expect(await phone.getAttribute("aria-describedby")).toBe("contact-phone-error");
    expect(await page.locator("#contact-message-error").textContent()).toBe("Please tell us about your project.");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-phone");
    expect(await page.getByTestId("contact-error-summary").textContent()).toContain("Please check these 2 fields");
    expect(posted).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("marks the required fields and the input types, and checks them itself in the page's words, not the browser's", async () => {
    const { page, context } = await open("/contact");
    for (const field of ["name", "email", "service", "message"]) {
      expect(await page.locator(`#contact-${field}`).getAttribute("required")).toBe("");
    }
    for (const field of ["phone", "businessName"]) expect(await page.locator(`#contact-${field}`).getAttribute("required")).toBeNull();
    expect(await page.locator("#contact-email").getAttribute("type")).toBe("email");
    expect(await page.locator("#contact-phone").getAttribute("type")).toBe("tel");
    expect(await page.locator("#contact-message").getAttribute("rows")).toBe("5");
    expect(await page.locator("#contact-message").getAttribute("placeholder")).toBe("Tell us about your project...");
    expect(await page.locator("#contact-service option").allTextContents()).toEqual([
      "-- Select a Service --",
      "Digital Marketing",
      "Meta Ads",
      "Video Editing",
      "Poster Designs",
      "SEO Optimization",
      "Website Development",
      "App Development",
    ]);
    // `required` tells assistive technology; `novalidate` keeps the browser's own bubble away (decision 0069).
    expect(await page.locator("form[aria-labelledby=enquiry-heading]").getAttribute("novalidate")).toBe("");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await page.locator("#contact-name-error").textContent()).toBe("Please enter your name.");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    await context.close();
  });
});

describe("contact form on a bad connection", () => {
  const SAVED = "Saved on this device";
  const storedNamed = async (name: string) => (await store.listEnquiries()).filter((e) => e.name === name).length;
  const sentToast = (page: Page) => page.getByRole("status").filter({ hasText: "Message Sent!" });
  const outbox = (page: Page) => page.evaluate(() => localStorage.getItem("enquiry-outbox"));

  async function fillValid(page: Page, name: string) {
    await fill(page, { name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.in`, message: `${name}: a website for our shop.` });
    await page.locator("#contact-service").selectOption("Website Development");
  }

  it("offline: keeps the enquiry on the device and says so; back online it is sent once and 'Message Sent!' shows", async () => {
    const { page, context, consoleErrors } = await open("/contact");
    await fillValid(page, "Tunnel Sender");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Send Message" }).click();
    const saved = page.getByTestId("contact-saved");
    await saved.waitFor();
    expect(await saved.textContent()).toContain("will be sent by itself when the connection returns");
    // Focused, so a phone scrolls up to it from the Send button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("contact-saved");
    expect(await page.getByTestId("toast").filter({ hasText: "Error" }).count()).toBe(0);
    expect(await valueOf(page, "name")).toBe("");
    expect(await outbox(page)).toContain("Tunnel Sender");
    // Time passes in the tunnel: the backoff timer fires, still offline, nothing sent.
    await page.waitForTimeout(6_000);
    expect(await storedNamed("Tunnel Sender")).toBe(0);

    await context.setOffline(false);
    await sentToast(page).waitFor();
    await saved.waitFor({ state: "detached" });
    expect(await storedNamed("Tunnel Sender")).toBe(1);
    expect(await outbox(page)).toBeNull();
    // And it stays one: no later timer sends it again.
    await page.waitForTimeout(6_000);
    expect(await storedNamed("Tunnel Sender")).toBe(1);
    // Not logged as a failure (the page's other resources, such as the live chat, may be).
    expect(consoleErrors.filter((line) => line.includes("Contact form"))).toEqual([]);
    await context.close();
  });

  it("a send that fails on the network while 'online' is resent by the backoff timer, once", async () => {
    const { page, context } = await open("/contact");
    await fillValid(page, "Flaky Signal");
    await page.route("**/contact.data*", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByTestId("contact-saved").waitFor();
    expect(await storedNamed("Flaky Signal")).toBe(0);
    await page.unroute("**/contact.data*");
    await sentToast(page).waitFor({ timeout: 20_000 });
    expect(await storedNamed("Flaky Signal")).toBe(1);
    await context.close();
  });

  it("sends a kept enquiry on the next visit to the contact page", async () => {
    const { page, context } = await open("/contact");
    await fillValid(page, "Next Visit");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByTestId("contact-saved").waitFor();
    await page.close();
    await context.setOffline(false);
    expect(await storedNamed("Next Visit")).toBe(0);

    // Any page sends it (tests/e2e/enquiry-confirmation.test.ts); here the contact page, which confirms it in the form's place.
    const next = await context.newPage();
    await next.goto(`${fixture.site.url}/contact`);
    await sentToast(next).waitFor();
    await next.getByTestId("enquiry-sent-when").waitFor();
    expect(await storedNamed("Next Visit")).toBe(1);
    await context.close();
  });

  it("a double click with the server answering slowly stores one enquiry", async () => {
    // The site behind a proxy that holds its answers: both clicks' posts reach the server.
    const proxy = await startTcpProxy({ host: "127.0.0.1", port: fixture.site.port });
    const context = await fixture.browser.newContext(DESKTOP);
    try {
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${proxy.port}/contact`);
      await page.waitForFunction(() => Object.keys(document.querySelector("form")!).some((key) => key.startsWith("__react")));
      await page.getByTestId("splash").waitFor({ state: "hidden" });
      await fillValid(page, "Double Tap");
      let posts = 0;
      await page.route("**/contact.data*", (route) =>
        // Each post as another client, so the rate limit (1 an hour) cannot be what stops a second one.
        route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": `198.51.100.${++posts}` } }),
      );
      proxy.delayResponses(1_500);
      // The second tap comes once the first post is on its way; the button is disabled by
      // then, so it submits the form directly, as a tap that lands before the repaint can.
      await page.getByRole("button", { name: "Send Message" }).click();
      await until(() => posts === 1, 5_000, "the first post");
      await page.locator("form[aria-labelledby=enquiry-heading]").evaluate((form: HTMLFormElement) => form.requestSubmit());
      await sentToast(page).waitFor();
      await page.waitForTimeout(2_000);
      expect(await storedNamed("Double Tap")).toBe(1);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it("keeps the draft across a reload (never the honeypot), empties it after a send, and 'Clear form' forgets it", async () => {
    const { page, context } = await open("/contact");
    await fill(page, { name: "Draft Keeper", email: "draft@example.in", businessName: "Draft Stores", message: "Half-written on the bus" });
    await page.locator("#contact-service").selectOption("Poster Designs");
    await page.locator("#contact-website").evaluate((input: HTMLInputElement) => {
      input.value = "http://spam.example";
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(await page.evaluate(() => localStorage.getItem("enquiry-draft"))).not.toContain("spam.example");

    await page.reload();
    await page.waitForFunction(() => (document.querySelector("#contact-name") as HTMLInputElement).value !== "");
    expect(await valueOf(page, "name")).toBe("Draft Keeper");
    expect(await valueOf(page, "businessName")).toBe("Draft Stores");
    expect(await valueOf(page, "message")).toBe("Half-written on the bus");
    expect(await valueOf(page, "service")).toBe("Poster Designs");
    expect(await valueOf(page, "website")).toBe("");

    await page.getByRole("button", { name: "Clear form" }).click();
    for (const field of ["name", "email", "businessName", "service", "message"]) expect(await valueOf(page, field)).toBe("");
    expect(await page.evaluate(() => localStorage.getItem("enquiry-draft"))).toBeNull();

    await fillValid(page, "Sent Then Reloaded");
    await page.getByRole("button", { name: "Send Message" }).click();
    await sentToast(page).waitFor();
    await page.reload();
    await page.waitForFunction(() => Object.keys(document.querySelector("form")!).some((key) => key.startsWith("__react")));
    await page.waitForTimeout(500);
    for (const field of ["name", "email", "phone", "businessName", "service", "message"]) expect(await valueOf(page, field)).toBe("");
    await context.close();
  });
});

describe("contact form without JavaScript", () => {
  it("sends with a full-page POST and shows the confirmation in the form's place", async () => {
    const { page, context } = await open("/contact?service=website-development", { javaScript: false });
    expect(await valueOf(page, "service")).toBe("Website Development");
    await fill(page, { name: "No Script", email: "noscript@example.in", message: "A website for our temple jewellery shop." });
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByTestId("enquiry-sent").waitFor();
    expect(await page.getByTestId("enquiry-sent").textContent()).toContain("Enquiry received");
    expect(await page.locator("#contact-name").count()).toBe(0);
    expect((await store.listEnquiries())[0]).toMatchObject({ name: "No Script", service: "Website Development" });
    await context.close();
  });

  it("shows the server's field errors with everything typed kept", async () => {
    const { page, context } = await open("/contact", { javaScript: false });
    await fill(page, { name: "No Script Errors", email: "errors@example.in", phone: "phone: none", businessName: "Meenakshi Stores", message: "  " });
    await page.locator("#contact-service").selectOption("Video Editing");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await page.getByTestId("contact-error-summary").waitFor();
    expect(await page.locator("#contact-phone-error").textContent()).toBe(
      "Please use only digits, spaces and + - ( ) in the phone number.",
    );
    expect(await page.locator("#contact-message-error").textContent()).toBe("Please tell us about your project.");
    expect(await page.locator("#contact-phone").getAttribute("aria-invalid")).toBe("true");
    expect(await valueOf(page, "name")).toBe("No Script Errors");
    expect(await valueOf(page, "businessName")).toBe("Meenakshi Stores");
    expect(await valueOf(page, "phone")).toBe("phone: none");
    expect(await valueOf(page, "service")).toBe("Video Editing");
    // The first invalid field has focus after the page load.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-phone");
    expect((await store.listEnquiries()).some((e) => e.name === "No Script Errors")).toBe(false);
    await context.close();
  });
});
