/**
 * Found and shared, against the built site (`npm run build` first; `npm test` does it):
 * every pre-rendered page's JSON-LD, feed links and share image, and the feeds themselves.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { articles, articlesTa, ARTICLE_ALIASES } from "~/content/articles.server";
import { canonicalPaths } from "~/content/paths.server";
import { services } from "~/content/en/services";
import { servicesTa } from "~/content/ta/services";
import { englishPath, localePath } from "~/shared/lang";
import { documentTitle, shareImagePath } from "~/seo/meta.server";
import { sharePages } from "~/seo/share-image.server";
import { checkJsonFeed, parseRss } from "../support/feeds";
import { ROOT } from "../../scripts/lib/local-site";
import { builtWith, useSite } from "../support/fixtures";
import { checkJsonLd, graphNodes, jsonLdScripts, typesOf, type Node } from "../support/structured-data";

const CANONICAL = canonicalPaths(articles.map((a) => a.slug));
const ALIASES = Object.keys(ARTICLE_ALIASES).map((slug) => `/blogs/${slug}`);
const PAGES = [...CANONICAL, ...ALIASES];
/** The Tamil twins, /ta/blogs/blog10 included. */
const TAMIL_PAGES = PAGES.map((page) => localePath("ta", page));
const TITLES = new Map(
  sharePages({ en: { services, articles }, ta: { services: servicesTa, articles: articlesTa } }).map((p) => [p.path, p.title]),
);

/** The origin the build was made for (SITE_URL at build time). */
const SITE_URL = builtWith().SITE_URL;

const fixture = useSite();
const html = new Map<string, string>();

beforeAll(async () => {
  for (const page of [...PAGES, ...TAMIL_PAGES]) {
    const res = await fetch(fixture.site.url + page);
    expect(res.status, page).toBe(200);
    html.set(page, await res.text());
  }
});

/** Attributes of every tag with the given name in the page's head. */
function tags(page: string, name: "meta" | "link"): Array<Record<string, string>> {
  const head = html.get(page)!.split("</head>")[0]!;
  return [...head.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, "g"))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])),
  );
}

function decode(text: string): string {
  return text.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

function metaProperty(page: string, property: string): string | undefined {
  return tags(page, "meta").find((m) => m.property === property)?.content;
}

function nodes(page: string): Node[] {
  return graphNodes(jsonLdScripts(html.get(page)!));
}

function ofType(page: string, type: string): Node[] {
  return nodes(page).filter((n) => typesOf(n).includes(type));
}

describe("structured data", () => {
  it("every page has exactly one valid JSON-LD document", () => {
    for (const page of PAGES) {
      const docs = jsonLdScripts(html.get(page)!);
      expect(docs, page).toHaveLength(1);
      expect(checkJsonLd(docs[0]), page).toEqual([]);
    }
  });

  it("every page describes the agency with its address, contacts, founding date and profiles", () => {
    for (const page of PAGES) {
      const [agency, ...more] = ofType(page, "ProfessionalService");
      expect(more, page).toHaveLength(0);
      expect(agency, page).toMatchObject({
        name: "Vaigai Digital",
        url: `${SITE_URL}/`,
        address: { streetAddress: "Goripalayam", addressLocality: "Madurai", addressRegion: "Tamil Nadu", addressCountry: "IN" },
        foundingDate: "2024-09",
        email: expect.stringContaining("@"),
        telephone: expect.stringMatching(/^\+91\d{10}$/),
      });
      expect((agency!.sameAs as string[]).every((url) => url.startsWith("https://"))).toBe(true);
    }
    expect(ofType("/", "WebSite")).toHaveLength(1);
  });

  it("each service page has a Service and a breadcrumb Home > Our Services > service", () => {
    for (const service of services) {
      const page = `/services/${service.slug}`;
      expect(ofType(page, "Service"), page).toEqual([
        expect.objectContaining({ name: service.title, description: service.description, url: `${SITE_URL}${page}` }),
      ]);
      const [crumbs] = ofType(page, "BreadcrumbList");
      expect((crumbs!.itemListElement as Node[]).map((i) => i.name)).toEqual(["Home", "Our Services", service.title]);
    }
    expect(ofType("/services", "ItemList")[0]!.numberOfItems).toBe(7);
  });

  it("each article has a BlogPosting dated 2025-08-24 with image, author and publisher, and a breadcrumb", () => {
    for (const article of articles) {
      const page = `/blogs/${article.slug}`;
      const [posting, ...more] = ofType(page, "BlogPosting");
      expect(more, page).toHaveLength(0);
      expect(posting, page).toMatchObject({
        headline: article.title,
        datePublished: "2025-08-24",
        url: `${SITE_URL}${page}`,
        mainEntityOfPage: { "@id": `${SITE_URL}${page}` },
        author: { name: "Vaigai Digital" },
        publisher: { name: "Vaigai Digital", logo: { url: `${SITE_URL}/og/logo.png` } },
        image: [expect.objectContaining({ url: `${SITE_URL}/og/blogs--${article.slug}.png`, width: 1200, height: 630 })],
      });
      const [crumbs] = ofType(page, "BreadcrumbList");
      expect((crumbs!.itemListElement as Node[]).map((i) => i.name)).toEqual(["Home", "Blogs", article.title]);
    }
    expect(ofType("/blogs", "ItemList")[0]!.numberOfItems).toBe(articles.length);
  });

  it("/blogs/blog10 emits no BlogPosting or breadcrumb of its own: its canonical is the original", () => {
    for (const page of ALIASES) {
      expect(ofType(page, "BlogPosting"), page).toEqual([]);
      expect(ofType(page, "BreadcrumbList"), page).toEqual([]);
      const canonical = tags(page, "link").find((l) => l.rel === "canonical")?.href;
      expect(canonical).toBe(`${SITE_URL}/blogs/${ARTICLE_ALIASES[page.split("/").pop()!]}`);
    }
  });
});

describe("share images", () => {
  it("every page's og:image is a generated 1200x630 PNG, with its type, size and alt in the head", async () => {
    const checked = new Set<string>();
    for (const page of PAGES) {
      const image = metaProperty(page, "og:image");
      expect(image, page).toMatch(new RegExp(`^${SITE_URL.replace(/[.]/g, "\\.")}/og/[a-z0-9-]+\\.png$`));
      expect(metaProperty(page, "og:image:type"), page).toBe("image/png");
      expect(metaProperty(page, "og:image:width"), page).toBe("1200");
      expect(metaProperty(page, "og:image:height"), page).toBe("630");
      expect(metaProperty(page, "og:image:alt"), page).toBeTruthy();
      const imagePath = new URL(image!).pathname;
      if (checked.has(imagePath)) continue;
      checked.add(imagePath);
      expect(existsSync(path.join(ROOT, "build/client", imagePath)), imagePath).toBe(true);
      const res = await fetch(fixture.site.url + imagePath);
      expect(res.status, imagePath).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height], imagePath).toEqual(["png", 1200, 630]);
    }
    expect(checked.size).toBe(CANONICAL.length);
  });

  it("each image is titled like the page: one source for the og:title and the image text", () => {
    for (const page of CANONICAL) {
      expect(metaProperty(page, "og:title"), page).toBe(documentTitle(TITLES.get(page)!));
    }
  });

  it("every Tamil page's og:image and twitter:image is its own Tamil 1200x630 PNG, not the English one", async () => {
    const checked = new Set<string>();
    for (const page of TAMIL_PAGES) {
      const image = metaProperty(page, "og:image");
      expect(image, page).toMatch(new RegExp(`^${SITE_URL.replace(/[.]/g, "\\.")}/og/ta/[a-z0-9-]+\\.png$`));
      expect(tags(page, "meta").find((m) => m.name === "twitter:image")?.content, page).toBe(image);
      expect([metaProperty(page, "og:image:type"), metaProperty(page, "og:image:width"), metaProperty(page, "og:image:height")], page).toEqual([
        "image/png",
        "1200",
        "630",
      ]);
      const imagePath = new URL(image!).pathname;
      const englishImage = new URL(metaProperty(englishPath(page), "og:image")!).pathname;
      expect(imagePath, page).toBe(englishImage.replace(/^\/og\//, "/og/ta/"));
      if (checked.has(imagePath)) continue;
      checked.add(imagePath);
      const file = path.join(ROOT, "build/client", imagePath);
      expect(existsSync(file), imagePath).toBe(true);
      const res = await fetch(fixture.site.url + imagePath);
      expect(res.status, imagePath).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height], imagePath).toEqual(["png", 1200, 630]);
      expect(png.equals(readFileSync(path.join(ROOT, "build/client", englishImage))), `${imagePath} is the English image`).toBe(false);
    }
    expect(checked.size).toBe(CANONICAL.length);
    expect(metaProperty("/ta/blogs/blog10", "og:image")).toBe(`${SITE_URL}${shareImagePath("/ta/blogs/how-video-editing-boosts-brand-engagement")}`);
  });

  it("each Tamil image is titled like the Tamil page, and Tamil structured data names the Tamil image", () => {
    for (const page of CANONICAL.map((p) => localePath("ta", p))) {
      expect(metaProperty(page, "og:title"), page).toBe(documentTitle(TITLES.get(page)!));
    }
    for (const article of articlesTa) {
      const [posting] = ofType(`/ta/blogs/${article.slug}`, "BlogPosting");
      expect((posting!.image as Node[])[0]!.url).toBe(`${SITE_URL}/og/ta/blogs--${article.slug}.png`);
    }
    for (const service of servicesTa) {
      expect(ofType(`/ta/services/${service.slug}`, "Service")[0]!.image).toBe(`${SITE_URL}/og/ta/services--${service.slug}.png`);
    }
  });

  it("the raster logo named by the structured data exists", async () => {
    const res = await fetch(`${fixture.site.url}/og/logo.png`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
  });
});

describe("feeds", () => {
  it("every page links both feeds from its head", () => {
    for (const page of PAGES) {
      const alternates = tags(page, "link").filter((l) => l.rel === "alternate");
      expect(alternates, page).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: "application/rss+xml", href: "/rss.xml" }),
          expect.objectContaining({ type: "application/feed+json", href: "/feed.json" }),
        ]),
      );
    }
  });

  it("the blog list shows an RSS feed link near its heading", () => {
    const page = html.get("/blogs")!;
    const link = /<a [^>]*href="\/rss\.xml"[^>]*>([\s\S]*?)<\/a>/.exec(page);
    expect(link?.[1]?.replace(/<[^>]+>/g, "").trim()).toBe("RSS feed");
    expect(page.indexOf("Our Blogs")).toBeLessThan(page.indexOf('href="/rss.xml"', page.indexOf("<main")));
  });

  it("/rss.xml is a valid RSS 2.0 feed of every article, newest first", async () => {
    const res = await fetch(`${fixture.site.url}/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/xml/);
    const { problems, items } = parseRss(await res.text());
    expect(problems).toEqual([]);
    expect(items.map((i) => i.link)).toEqual(articles.map((a) => `${SITE_URL}/blogs/${a.slug}`));
    expect(items.every((i) => i.pubDate === "Sun, 24 Aug 2025 00:00:00 +0530")).toBe(true);
    for (const item of items) expect(item.encoded).not.toMatch(/(href|src)="\/(?!\/)/);
  });

  it("/feed.json is a valid JSON Feed 1.1 of every article", async () => {
    const res = await fetch(`${fixture.site.url}/feed.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/json/);
    const feed = await res.json();
    expect(checkJsonFeed(feed)).toEqual([]);
    expect(feed.items.map((i: { url: string }) => i.url)).toEqual(articles.map((a) => `${SITE_URL}/blogs/${a.slug}`));
  });

  it("the sitemap lists every canonical page in both languages and no alias", async () => {
    const xml = await (await fetch(`${fixture.site.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual([...CANONICAL, ...CANONICAL.map((p) => localePath("ta", p))]);
  });
});
