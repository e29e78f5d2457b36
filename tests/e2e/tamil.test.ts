/**
 * The Tamil site against the built site (`npm run build` first): every /ta page answers 200
 * in Tamil with lang="ta", hreflang is reciprocal and absolute on every page of both
 * languages, the header's switch works on a phone and is remembered, and no Tamil page
 * scrolls sideways at 320 px.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { articles, ARTICLE_ALIASES } from "~/content/articles.server";
import { canonicalPaths } from "~/content/paths.server";
import { localePath } from "~/shared/lang";
import { contactTa, validationTa } from "~/content/ta/contact";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { PHONE } from "../../scripts/lib/chromium";
import { useSite } from "../support/fixtures";

const ENGLISH = [...canonicalPaths(articles.map((a) => a.slug)), ...Object.keys(ARTICLE_ALIASES).map((s) => `/blogs/${s}`)];
const TAMIL = ENGLISH.map((p) => localePath("ta", p));
const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/;

const fixture = useSite({ sqlite: true, browser: true });
const html = new Map<string, string>();

beforeAll(async () => {
  for (const path of [...ENGLISH, ...TAMIL]) html.set(path, await (await fetch(fixture.site.url + path, { redirect: "manual" })).text());
});

const SITE_URL = () => /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html.get("/")!)![1]!;

function hreflangs(page: string): Record<string, string> {
  const links = [...html.get(page)!.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
  return Object.fromEntries(links.map((m) => [m[1]!, m[2]!]));
}

function h1(page: string): string {
  return /<h1[^>]*>([^<]*)</.exec(html.get(page)!)?.[1] ?? "";
}

describe("the Tamil pages", () => {
  it.each(TAMIL)("%s answers 200 in Tamil with lang=\"ta\"", async (path) => {
    const res = await fetch(fixture.site.url + path, { redirect: "manual" });
    expect(res.status).toBe(200);
    const text = html.get(path)!;
    expect(text).toMatch(/^<!DOCTYPE html><html lang="ta">/);
    // Headings may be a brand term in Latin script ("Meta Ads"); the lead paragraph is Tamil.
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(text)![1]!.replace(/<[^>]+>/g, " ");
    expect(main.match(/[\u0B80-\u0BFF]/g)?.length ?? 0, path).toBeGreaterThan(100);
    // The chrome is Tamil too: the skip link and the footer's headings.
    expect(text).toContain("முக்கிய உள்ளடக்கத்துக்குச் செல்லுங்கள்");
    expect(text).toContain("விரைவு இணைப்புகள்");
  });

  it("have a footer that leads to no English page: no social profile links to the English home page (issue 37)", () => {
    for (const path of TAMIL) {
      const footer = /<footer[\s\S]*<\/footer>/.exec(html.get(path)!)![0];
      const ownLinks = [...footer.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!).filter((href) => href.startsWith("/"));
      expect(ownLinks.length, path).toBeGreaterThan(0);
      expect(ownLinks.filter((href) => href !== "/ta" && !href.startsWith("/ta/")), path).toEqual([]);
    }
  });

  it("say lang=\"en\" on the English pages", () => {
    for (const path of ENGLISH) expect(html.get(path), path).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it("answer an unknown /ta path with a real 404 in Tamil", async () => {
    const res = await fetch(`${fixture.site.url}/ta/no-such-page`);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).toMatch(/<html lang="ta">/);
    expect(text).toContain("அச்சச்சோ! இந்தப் பக்கம் கிடைக்கவில்லை");
  });

  it("/ta/blogs/blog10 shows the video-editing article with the Tamil original as canonical", () => {
    expect(h1("/ta/blogs/blog10")).toBe(h1("/ta/blogs/how-video-editing-boosts-brand-engagement"));
    expect(html.get("/ta/blogs/blog10")).toContain(
      `<link rel="canonical" href="${SITE_URL()}/ta/blogs/how-video-editing-boosts-brand-engagement"/>`,
    );
  });

  it("link the Tamil feed, which lists every Tamil article at its /ta address", async () => {
    expect(html.get("/ta/blogs")).toContain('href="/ta/rss.xml"');
    const res = await fetch(`${fixture.site.url}/ta/rss.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain("<language>ta-in</language>");
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!).pathname);
    expect(links.sort()).toEqual(articles.map((a) => `/ta/blogs/${a.slug}`).sort());
  });

  it("state their language in the structured data", () => {
    expect(html.get("/ta")).toContain('"inLanguage":"ta-IN"');
    expect(html.get("/ta/blogs/digital-marketing-tips-2025")).toContain('"inLanguage":"ta-IN"');
  });
});

describe("hreflang", () => {
  it("is reciprocal and absolute on every page of both languages, with x-default on English", () => {
    const origin = SITE_URL();
    for (const path of [...ENGLISH, ...TAMIL].filter((p) => !p.endsWith("/blog10"))) {
      const links = hreflangs(path);
      expect(Object.keys(links).sort(), path).toEqual(["en", "ta", "x-default"]);
      for (const href of Object.values(links)) expect(href, path).toMatch(/^https?:\/\//);
      expect(links["x-default"], path).toBe(links.en);
      // The page is among its own alternates, and each alternate names this page back.
      const self = `${origin}${path === "/" ? "" : path}`;
      expect([links.en!, links.ta!].map((h) => h.replace(/\/$/, "")), path).toContain(self);
      for (const other of [links.en!, links.ta!]) {
        const otherPath = new URL(other).pathname;
        expect(hreflangs(otherPath), `${otherPath} from ${path}`).toEqual(links);
      }
    }
  });

  it("is in the sitemap for both languages", async () => {
    const xml = await (await fetch(`${fixture.site.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${SITE_URL()}/ta/about</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE_URL()}/about"/>`);
  });
});

describe("the language switch", () => {
  it("is in the header at 390 px without opening the menu, leads to the same page and is remembered", async () => {
    const context = await fixture.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${fixture.site.url}/services/meta-ads`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByTestId("splash").waitFor({ state: "hidden" });
    const toTamil = page.locator("header").getByTestId("language-switch");
    await expect(toTamil.isVisible()).resolves.toBe(true);
    await expect(toTamil.textContent()).resolves.toBe("தமிழ்");
    await toTamil.click();
    await page.waitForURL(`${fixture.site.url}/ta/services/meta-ads`);
    // The URL changes as the new page starts rendering; the page follows within a frame or two.
    await page.waitForFunction(() => document.documentElement.lang === "ta");
    await expect(page.locator("h1").textContent()).resolves.toBe("Meta Ads");
    await expect(page.locator("header nav").first().textContent()).resolves.toMatch(TAMIL_SCRIPT);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "lang")).toMatchObject({ value: "ta", path: "/", sameSite: "Lax" });

    // Opening the English home page later lands on /ta.
    await page.goto(`${fixture.site.url}/`);
    expect(new URL(page.url()).pathname).toBe("/ta");

    // Back to English with the switch: that choice is remembered too.
    await page.locator("header").getByTestId("language-switch").click();
    await page.waitForURL(`${fixture.site.url}/`);
    await page.goto(`${fixture.site.url}/`);
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("redirects only on the cookie: 302 with Vary: Cookie, never on Accept-Language", async () => {
    const chosen = await fetch(`${fixture.site.url}/`, { redirect: "manual", headers: { Cookie: "lang=ta" } });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/ta");
    expect(chosen.headers.get("vary")).toBe("Cookie");
    const plain = await fetch(`${fixture.site.url}/`, { redirect: "manual", headers: { "Accept-Language": "ta-IN,ta;q=0.9" } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("vary")).toContain("Cookie");
    const about = await fetch(`${fixture.site.url}/about`, { redirect: "manual", headers: { Cookie: "lang=ta" } });
    expect(about.status).toBe(200);
  });
});

describe("Tamil typography", () => {
  it("loads and preloads Noto Sans Tamil (regular and bold WOFF2) on Tamil pages only", async () => {
    const preloads = (page: string) =>
      [...html.get(page)!.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloads("/ta/about")).toHaveLength(2);
    expect(preloads("/ta/about").every((href) => /noto-sans-tamil-tamil-(400|700)-normal-[\w-]+\.woff2$/.test(href))).toBe(true);
    for (const path of ENGLISH) expect(html.get(path), path).not.toMatch(/noto-sans-tamil|tamil-[\w-]+\.css/);
    const context = await fixture.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${fixture.site.url}/ta/about`);
    await page.evaluate(() => document.fonts.ready);
    const faces = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.includes("Noto Sans Tamil") && f.status === "loaded").map((f) => f.weight),
    );
    expect(faces.sort()).toEqual(["400", "700"]);
    // The eyebrow is uppercase and tracked in English; in Tamil it is neither.
    const eyebrow = await page.locator("main p.uppercase").first().evaluate((el) => {
      const style = getComputedStyle(el);
      return { letterSpacing: style.letterSpacing, textTransform: style.textTransform, fontSynthesis: style.fontSynthesis };
    });
    expect(eyebrow).toEqual({ letterSpacing: "normal", textTransform: "none", fontSynthesis: "none" });
    const bodyLineHeight = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector("main p:not([class*=leading])")!);
      return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
    });
    expect(bodyLineHeight).toBeGreaterThanOrEqual(1.6);
    await context.close();
  });
});

describe("Tamil layout", () => {
  it.each(TAMIL.filter((p) => !p.endsWith("/blog10")))("%s does not scroll sideways at 320 px", async (path) => {
    const context = await fixture.browser.newContext({ ...PHONE, viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await page.goto(fixture.site.url + path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await context.close();
    expect(overflow, path).toBe(0);
  });
});

describe("the Tamil contact form", () => {
  it("shows Tamil labels and service names, validates in Tamil, and stores the enquiry as Tamil", async () => {
    const context = await fixture.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${fixture.site.url}/ta/contact?service=seo-optimization`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByTestId("splash").waitFor({ state: "hidden" });
    const form = page.locator("main form");
    await expect(form.getByLabel(contactTa.labels.name, { exact: true }).count()).resolves.toBe(1);
    // The preset service is selected, shown by its Tamil name, sent as the English value.
    const select = form.locator("select[name=service]");
    await expect(select.inputValue()).resolves.toBe("SEO Optimization");
    await expect(select.locator("option:checked").textContent()).resolves.toBe("SEO ஆப்டிமைசேஷன்");

    await form.locator("input[name=email]").fill("not an email");
    await form.getByRole("button", { name: contactTa.send }).click();
    const summary = page.getByTestId("contact-error-summary");
    await expect(summary.locator("p").first().textContent()).resolves.toBe(contactTa.errorSummary(3));
    await expect(summary.textContent()).resolves.toContain(validationTa.name.missing);
    await expect(summary.textContent()).resolves.toContain(validationTa.email.invalid);
    await expect(summary.textContent()).resolves.toContain(validationTa.message.missing);

    await form.locator("input[name=name]").fill("முத்து");
    await form.locator("input[name=email]").fill("muthu@example.in");
    await form.locator("textarea[name=message]").fill("எங்கள் கடைக்கு Google-இல் இடம் வேண்டும்.");
    await form.getByRole("button", { name: contactTa.send }).click();
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain(contactTa.sentTitle);
    await context.close();

    const store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
    try {
      const [latest] = await store.listEnquiries();
      expect(latest).toMatchObject({ name: "முத்து", service: "SEO Optimization", language: "ta" });
    } finally {
      await store.close();
    }
  });

  it("answers a Tamil form posted without JavaScript in Tamil", async () => {
    const body = new URLSearchParams({ name: "", email: "", phone: "", businessName: "", service: "", message: "" });
    const res = await fetch(`${fixture.site.url}/ta/contact`, {
      method: "POST",
      body,
      headers: { Origin: fixture.site.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toMatch(/<html lang="ta">/);
    expect(text).toContain(validationTa.service.missing);
  });
});
