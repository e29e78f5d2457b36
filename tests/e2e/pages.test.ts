/**
 * Every route of the spec, over HTTP against the production server: status codes without
 * redirects, head metadata, and each page's strings, counts and links (checked in the
 * server-rendered HTML that crawlers and no-JS visitors get).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSite } from "../support/fixtures";
import { journey, stats, values } from "~/content/en/about";
import { articles, ARTICLE_ALIASES, HOME_TEASER_SLUGS } from "~/content/articles.server";
import { clientLogos } from "~/content/clients";
import { PRIVACY_HEADINGS, TERMS_HEADINGS } from "~/content/en/legal";
import { canonicalPaths } from "~/content/paths.server";
import { localePath } from "~/shared/lang";
import { siteIdentity } from "~/shared/site";
import { services } from "~/content/en/services";
import { site } from "~/content/en/site";
import type { Page } from "playwright-core";

const fixture = useSite({ browser: true });
const pages = canonicalPaths(articles.map((a) => a.slug));

async function get(path: string) {
  const res = await fetch(fixture.site.url + path, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), type: res.headers.get("content-type"), html: await res.text() };
}

/** A page with JavaScript off: exactly what the server sends. */
async function staticPage(path: string): Promise<Page> {
  const context = await fixture.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(fixture.site.url + path);
  expect(response?.status(), path).toBe(200);
  return page;
}

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe("routes answer at their exact paths", () => {
  it.each([...pages, "/blogs/blog10"])("%s answers 200 with no redirect", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.location).toBeNull();
    expect(res.type).toBe("text/html; charset=utf-8");
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const res = await get("/about/");
    expect(res.status).toBe(301);
    expect(res.location).toBe("/about");
  });

  it.each(["/no-such-page", "/services/not-a-service", "/blogs/not-an-article", "/about/extra"])(
    "%s answers HTTP 404",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
    },
  );

  it("shows the 404 page's text with a link home", async () => {
    const { html } = await get("/no-such-page");
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Return to Home<\/a>/);
  });

  it("shows 'Service Not Found' for an unknown service slug", async () => {
    const { html } = await get("/services/not-a-service");
    expect(html).toContain("Service Not Found");
    expect(html).toContain("The requested service could not be found.");
    expect(html).toContain("Back to Services");
  });
});

describe("head metadata", () => {
  it.each(pages)("%s has title, description, canonical, Open Graph and Twitter tags", async (path) => {
    const { html } = await get(path);
    expect(attr(html, /<title>([^<]+)<\/title>/)).toMatch(new RegExp(`\\| ${site.name}$`));
    expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(40);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(new URL(path, site.url + "/").href);
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:image:width", "og:image:height", "og:image:alt"]) {
      expect(html, `${path} ${property}`).toContain(`<meta property="${property}" content="`);
    }
    for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
      expect(html, `${path} ${name}`).toContain(`<meta name="${name}" content="`);
    }
  });

  it("uses the spec's page titles", async () => {
    expect(attr((await get("/")).html, /<title>([^<]+)</)).toBe(`Digital Marketing &amp; Web Solutions | ${site.name}`);
    expect(attr((await get("/about")).html, /<title>([^<]+)</)).toBe(`About Us | ${site.name}`);
    expect(attr((await get("/services")).html, /<title>([^<]+)</)).toBe(`Our Services | ${site.name}`);
  });

  it("asks robots to index and follow the home page", async () => {
    expect((await get("/")).html).toContain('<meta name="robots" content="index, follow"/>');
  });

  it("gives /blogs/blog10 the original video-editing article as canonical", async () => {
    const { html } = await get("/blogs/blog10");
    const original = ARTICLE_ALIASES.blog10!;
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${site.url}/blogs/${original}`);
    const title = articles.find((a) => a.slug === original)!.title;
    expect(html).toContain(`<h1 tabindex="-1"`);
    expect(html).toContain(title);
  });

  it("lists every canonical page in the sitemap and points robots.txt to it", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.type).toBe("application/xml; charset=utf-8");
    const locs = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([...pages, ...pages.map((path) => localePath("ta", path))].map((path) => new URL(path, site.url + "/").href));
    expect(locs.join()).not.toContain("blog10");
    expect((await get("/robots.txt")).html).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

describe("shared header and footer", () => {
  it("has the brand, five links, Get Started and marks the current page", async () => {
    const page = await staticPage("/services");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: site.name }).first().getAttribute("href")).resolves.toBe("/");
    const nav = header.getByRole("navigation", { name: "Main", exact: true });
    expect(await nav.getByRole("link").allTextContents()).toEqual(["Home", "About", "Services", "Blogs", "Contact"]);
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual(["Services"]);
    expect(await header.getByRole("link", { name: "Get Started" }).first().getAttribute("href")).toBe("/contact");
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("header")!).position)).toBe("fixed");
    await page.context().close();
  });

  it("has brand, tagline, © 2025 to the build's year, the social profiles that exist, Quick Links and Legal", async () => {
    const page = await staticPage("/");
    const footer = page.locator("footer");
    await expect(footer.textContent()).resolves.toContain(site.tagline);
    await expect(footer.textContent()).resolves.toMatch(new RegExp(`© 2025–20\\d\\d ${site.name}`));
    // Only profiles with an address of their own (issue 37): the spec's three placeholders linked to "/".
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    const hrefs = await social.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(siteIdentity.social.map((profile) => profile.href));
    expect(hrefs.filter((h) => h?.startsWith("https://www.instagram.com/"))).toHaveLength(1);
    for (const href of hrefs) expect(new URL(href!).host).not.toBe(new URL(fixture.site.url).host);
    const quick = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    expect(await quick.allTextContents()).toEqual(["Home", "About", "Services", "Blogs", "Contact"]);
    const legal = footer.getByRole("navigation", { name: "Legal" }).getByRole("link");
    expect(await legal.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(["/terms-conditon", "/privacy-policy"]);
    await page.context().close();
  });
});

describe("page content", () => {
  it("home: hero, stats, 9 client logos, 7 services, why choose, 3 blog teasers", async () => {
    const page = await staticPage("/");
    const main = page.locator("main");
    expect(await main.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/contact");
    expect(await main.getByRole("link", { name: "View Services" }).getAttribute("href")).toBe("/services");
    const tiles = await main.locator("dl").first().locator("dd").allTextContents();
    expect(tiles).toEqual(stats.map((s) => s.number));
    expect(tiles).toEqual(["1+", "10+", "50+"]);
    const logoAlts = await page.locator('section[aria-labelledby="clients-heading"] img[alt]:not([alt=""])').evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute("alt")),
    );
    expect(logoAlts).toEqual(clientLogos.map((logo) => logo.name));
    expect(logoAlts).toHaveLength(9);
    const serviceCards = page.locator('section[aria-labelledby="services-heading"] li');
    expect(await serviceCards.locator("h3").allTextContents()).toEqual(services.map((s) => s.title));
    expect(await serviceCards.locator("a").count()).toBe(0); // not linked, as the spec says
    expect(await main.getByRole("link", { name: "Learn More About Us" }).getAttribute("href")).toBe("/about");
    const valueTitles = await page.locator('section[aria-labelledby="why-heading"] h3').allTextContents();
    expect(valueTitles).toEqual(["Quality First", "Personal Touch", "Proven Results", "Fast Growing"]);
    expect(valueTitles).toEqual(values.map((v) => v.title));
    const readMore = await page
      .locator('section[aria-labelledby="blogs-heading"] a', { hasText: "Read More" })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(readMore).toEqual(HOME_TEASER_SLUGS.map((slug) => `/blogs/${slug}`));
    expect(readMore).toEqual([
      "/blogs/digital-marketing-tips-2025",
      "/blogs/why-website-development-important",
      "/blogs/top-10-content-shoot-ideas",
    ]);
    await page.context().close();
  });

  it("about: intro, story, stats, mission, vision and the journey timeline", async () => {
    const page = await staticPage("/about");
    const headings = await page.locator("main h2").allTextContents();
    for (const heading of ["Our Story", "Our Mission", "Our Vision", "Our Journey"]) expect(headings).toContain(heading);
    const text = (await page.locator("main").textContent())!;
    expect(text).toContain("Help businesses grow online through innovative digital solutions.");
    expect(text).toContain("Become the leading digital transformation partner.");
    for (const s of stats) expect(text).toContain(s.number);
    const steps = page.locator('section[aria-labelledby="journey-heading"] li');
    expect(await steps.count()).toBe(3);
    expect(await steps.locator("p:first-of-type").allTextContents()).toEqual(journey.map((j) => j.when));
    expect(text).toContain("September 2024");
    await page.context().close();
  });

  it("services: 7 cards with 4 features and Learn More, and Get Started Today", async () => {
    const page = await staticPage("/services");
    const cards = page.locator('main section[aria-label="Services"] > div > ul > li');
    expect(await cards.count()).toBe(7);
    for (const [i, service] of services.entries()) {
      const card = cards.nth(i);
      expect(await card.locator("h2").textContent()).toBe(service.title);
      expect(await card.locator("ul li").allTextContents()).toEqual(service.features);
      expect(await card.getByRole("link", { name: /Learn More/ }).getAttribute("href")).toBe(`/services/${service.slug}`);
    }
    expect(await page.getByRole("link", { name: "Get Started Today" }).getAttribute("href")).toBe("/contact");
    await page.context().close();
  });

  it.each(services.map((s) => [s.slug, s] as const))("service %s: process, benefits and buttons", async (slug, service) => {
    const page = await staticPage(`/services/${slug}`);
    expect(await page.locator("main h1").textContent()).toBe(service.title);
    const text = (await page.locator("main").textContent())!;
    expect(text).toContain(service.description);
    expect(text).toContain(service.fullDescription);
    expect(await page.locator('[aria-labelledby="process-heading"] ol > li').allTextContents()).toEqual(
      service.process.map((step, i) => `${i + 1}${step}`),
    );
    expect(await page.locator('[aria-labelledby="benefits-heading"] ul > li').allTextContents()).toEqual(service.benefits);
    const path = async (name: string) => new URL((await page.getByRole("link", { name }).first().getAttribute("href"))!, "http://x").pathname;
    expect(await path("Get Started Today")).toBe("/contact");
    expect(await path("Contact Us")).toBe("/contact");
    expect(await path("View All Services")).toBe("/services");
    expect(await path("Back to Services")).toBe("/services");
    await page.context().close();
  });

  it("blog list: 9 cards with image, title, description and Read More, and Back to home", async () => {
    const page = await staticPage("/blogs");
    const cards = page.locator("main article");
    expect(await cards.count()).toBe(articles.length);
    expect(articles.length).toBe(9);
    for (const [i, article] of articles.entries()) {
      const card = cards.nth(i);
      expect(await card.locator("h2").textContent()).toBe(article.title);
      expect(await card.locator("img").getAttribute("alt")).toBe(article.imageAlt);
      expect(await card.textContent()).toContain(article.description);
      expect(await card.getByRole("link", { name: /Read More/ }).getAttribute("href")).toBe(`/blogs/${article.slug}`);
    }
    expect(await page.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    await page.context().close();
  });

  it.each([...articles.map((a) => [a.slug, a.slug] as const), ["blog10", ARTICLE_ALIASES.blog10!] as const])(
    "article %s: dated August 24, 2025, with Back to Blogs",
    async (slug, canonical) => {
      const article = articles.find((a) => a.slug === canonical)!;
      const page = await staticPage(`/blogs/${slug}`);
      expect(await page.locator("main h1").textContent()).toBe(article.title);
      expect(await page.locator("main time").first().textContent()).toBe("August 24, 2025");
      expect(await page.getByRole("link", { name: "Back to Blogs" }).first().getAttribute("href")).toBe("/blogs");
      expect(await page.title()).toBe(`${article.title} | ${site.name}`);
      const words = ((await page.locator(".prose-article").textContent()) ?? "").split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(600);
      await page.context().close();
    },
  );

  it("contact: phone with +91, email and the Goripalayam office", async () => {
    const page = await staticPage("/contact");
    const text = (await page.locator("main").textContent())!;
    expect(text).toContain(site.phone.display);
    expect(site.phone.display.startsWith("+91")).toBe(true);
    expect(text).toContain(site.email);
    expect(text).toContain("Goripalayam, Madurai");
    expect(await page.locator(`main a[href="tel:${site.phone.e164}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator(`main a[href="mailto:${site.email}"]`).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it.each([
    ["/privacy-policy", PRIVACY_HEADINGS, ["Information We Collect", "How We Use Your Data", "Your Rights"]],
    ["/terms-conditon", TERMS_HEADINGS, ["Service Usage", "Payments & Deliverables", "Limitation of Liability"]],
  ] as const)("%s has its three sections", async (path, headings, expected) => {
    const page = await staticPage(path);
    const found = await page.locator("main h2").allTextContents();
    expect(found).toEqual([...headings]);
    expect(found).toEqual(expected);
    await page.context().close();
  });
});
