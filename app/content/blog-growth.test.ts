/**
 * The blog's reading aids and its readiness to grow: adding an article is adding one file,
 * and it then shows up in the list order, the sitemap, both feeds, the structured data and
 * the share images, all of which are pure functions of the article list.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkJsonFeed, parseRss } from "../../tests/support/feeds";
import { checkJsonLd } from "../../tests/support/structured-data";
import { jsonFeed, rssFeed } from "~/seo/feeds.server";
import { shareImagePath } from "~/seo/meta.server";
import { sharePages } from "~/seo/share-image.server";
import { sitemapForArticles } from "~/seo/sitemap.server";
import { blogListLd, blogPostingLd, jsonLdMeta, organizationLd } from "~/seo/structured-data.server";
import { readingMinutes } from "~/content/text";
import {
  ARTICLE_ALIASES,
  loadArticles,
  neighboursIn,
  parseArticle,
  readArticleFiles,
  relatedIn,
  REQUIRED_ARTICLE_SLUGS,
  sortArticles,
  type Article,
} from "./article-collection.server";
import { articles, findArticle, neighbours, relatedArticles } from "./articles.server";
import { articleSlugsOnDisk } from "./paths.server";
import { services } from "./en/services";
import { site } from "./en/site";
import { servicesTa } from "./ta/services";

const BLOG_DIR = fileURLToPath(new URL("./blog/", import.meta.url));

function fixture(slug: string, date: string, topic = "meta-ads", title = "Festival Offers on Instagram That Bring Customers In"): string {
  return `---
title: ${title}
description: How a Madurai sweet shop can plan Deepavali and Pongal offers on Instagram and WhatsApp, with a small Meta Ads budget in rupees.
date: ${date}
image: ${slug}
imageAlt: A festival offer post for a sweet shop on a phone
topic: ${topic}
---

Festivals decide a good part of the year's sales for many shops.

## Plan a month ahead

Book the shoot, write the offer and fix the budget.

## Post where customers already are

Instagram Reels, WhatsApp Status and your Google Business Profile.

## Spend a little on Meta Ads

Even ₹300 a day for a week reaches nearby customers.

## Answer every message

Reply on WhatsApp within minutes; note the UPI payment steps.
`;
}

describe("reading aids", () => {
  it("gives each article a reading time from its word count", () => {
    for (const article of articles) {
      expect(article.readingMinutes, article.slug).toBeGreaterThanOrEqual(3);
      expect(article.readingMinutes, article.slug).toBeLessThanOrEqual(7);
    }
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes("one")).toBe(1);
  });

  it("builds a table of contents whose entries link to anchored, unique headings", () => {
    for (const article of articles) {
      // article.tsx shows the table of contents from 4 sections up; every article is long enough.
      expect(article.toc.length, article.slug).toBeGreaterThanOrEqual(4);
      for (const entry of article.toc) expect(article.html).toContain(`<h2 id="${entry.id}">`);
      const ids = [...article.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, article.slug).toBe(ids.length);
      expect(ids).not.toContain("toc-heading");
      expect(ids).not.toContain("related-heading");
    }
  });

  it("keeps anchors unique when headings repeat or clash with the page's own ids", () => {
    const a = parseArticle(
      "x",
      `---\ntitle: T\ndescription: D\ndate: 2025-08-24\nimage: x\nimageAlt: A\ntopic: seo-optimization\n---\n## Why\n\n## Why\n\n### Why\n\n## Related heading\n`,
      "en",
    );
    expect(a.toc.map((e) => e.id)).toEqual(["why", "why-2", "related-heading-2"]);
    expect(a.html).toContain('<h3 id="why-3">');
  });

  it("picks three related articles, same service topic first, never the article itself", () => {
    for (const article of articles) {
      const related = relatedArticles(article);
      expect(related, article.slug).toHaveLength(3);
      expect(related.map((r) => r.slug)).not.toContain(article.slug);
      const sameTopic = articles.filter((a) => a.topic === article.topic && a.slug !== article.slug).map((a) => a.slug);
      expect(related.slice(0, sameTopic.length).map((r) => r.slug), article.slug).toEqual(sameTopic.slice(0, 3));
    }
    // The two video articles point at each other first.
    const video = findArticle("how-video-editing-boosts-brand-engagement")!.article;
    expect(relatedArticles(video)[0]!.slug).toBe("top-10-content-shoot-ideas");
  });

  it("links previous and next through the whole blog in list order", () => {
    articles.forEach((article, i) => {
      const { previous, next } = neighbours(article);
      expect(previous?.slug).toBe(articles[i - 1]?.slug);
      expect(next?.slug).toBe(articles[i + 1]?.slug);
    });
    expect(neighbours(articles[0]!).previous).toBeUndefined();
    expect(neighbours(articles.at(-1)!).next).toBeUndefined();
  });

  it("serves /blogs/blog10 as the video-editing article", () => {
    expect(findArticle("blog10")).toMatchObject({ canonicalSlug: ARTICLE_ALIASES.blog10, article: { slug: ARTICLE_ALIASES.blog10 } });
  });
});

describe("blog order", () => {
  it("shows the spec's nine articles in the spec's order when they share a date", () => {
    expect(articles.map((a) => a.slug)).toEqual([...REQUIRED_ARTICLE_SLUGS]);
    expect(new Set(articles.map((a) => a.date))).toEqual(new Set(["2025-08-24"]));
  });

  it("puts newer articles first, then the spec's order, then title", () => {
    const base = articles[0]!;
    const list = [
      { ...base, slug: "b-extra", title: "B", date: "2025-01-01" },
      { ...base, slug: "a-extra", title: "A", date: "2025-01-01" },
      ...articles.slice(0, 3).reverse(),
      { ...base, slug: "newest", title: "Z", date: "2026-02-01" },
    ];
    expect(sortArticles(list).map((a) => a.slug)).toEqual([
      "newest",
      ...articles.slice(0, 3).map((a) => a.slug),
      "a-extra",
      "b-extra",
    ]);
  });

  it("rejects duplicate slugs, alias slugs and a missing required article", () => {
    const files = readArticleFiles(BLOG_DIR);
    expect(() => loadArticles({ ...files, "blog10.md": fixture("blog10", "2025-09-01") }, "en")).toThrow(/reserved/);
    const { ["top-10-content-shoot-ideas.md"]: _gone, ...fewer } = files;
    expect(() => loadArticles(fewer, "en")).toThrow(/Missing required articles: top-10-content-shoot-ideas/);
    expect(() => loadArticles({ ...files, "other/digital-marketing-tips-2025.md": files["digital-marketing-tips-2025.md"]! }, "en")).toThrow(
      /Two articles/,
    );
  });
});

describe("adding an article is adding one file", () => {
  let dir: string;
  let list: Article[];
  const NEW = "festival-offers-on-instagram";
  const newUrl = `${site.url}/blogs/${NEW}`;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "blog-"));
    for (const name of readdirSync(BLOG_DIR)) copyFileSync(path.join(BLOG_DIR, name), path.join(dir, name));
    writeFileSync(path.join(dir, `${NEW}.md`), fixture(NEW, "2025-10-20"));
    list = loadArticles(readArticleFiles(dir), "en");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is the tenth article, first in the list because it is the newest; the rest keep their order", () => {
    expect(list).toHaveLength(10);
    expect(list.map((a) => a.slug)).toEqual([NEW, ...REQUIRED_ARTICLE_SLUGS]);
    expect(articleSlugsOnDisk(dir)).toContain(NEW); // so it is pre-rendered too
  });

  it("appears in the sitemap with its date", () => {
    const xml = sitemapForArticles(list);
    const urls = new XMLParser().parse(xml).urlset.url as Array<{ loc: string; lastmod?: string }>;
    expect(urls).toContainEqual(expect.objectContaining({ loc: newUrl, lastmod: "2025-10-20" }));
    // Ten articles in each language.
    expect(urls.filter((u) => u.loc.includes("/blogs/"))).toHaveLength(20);
  });

  it("leads both feeds, which stay valid", () => {
    const rss = parseRss(rssFeed(list));
    expect(rss.problems).toEqual([]);
    expect(rss.items[0]).toMatchObject({ link: newUrl, pubDate: "Mon, 20 Oct 2025 00:00:00 +0530" });
    expect(rss.channel.lastBuildDate).toBe("Mon, 20 Oct 2025 00:00:00 +0530");
    const feed = jsonFeed(list);
    expect(checkJsonFeed(feed)).toEqual([]);
    expect(feed.items[0]).toMatchObject({ id: newUrl, date_published: "2025-10-20T00:00:00+05:30" });
    expect(feed.items).toHaveLength(10);
  });

  it("gets its own BlogPosting and a place in the blog list's structured data", () => {
    const article = list[0]!;
    const posting = blogPostingLd(article);
    expect(posting).toMatchObject({ headline: article.title, datePublished: "2025-10-20", url: newUrl });
    const doc = (jsonLdMeta([organizationLd(), posting, blogListLd(list)]) as { "script:ld+json": unknown })["script:ld+json"];
    expect(checkJsonLd(doc)).toEqual([]);
    expect(blogListLd(list).itemListElement[0]).toMatchObject({ position: 1, item: newUrl });
  });

  it("gets a share image, related articles by topic and previous/next links", () => {
    // The new article's Tamil twin is the English file here: the share images need one per language.
    const pages = sharePages({ en: { services, articles: list }, ta: { services: servicesTa, articles: list } });
    expect(pages.find((p) => p.path === `/blogs/${NEW}`)).toMatchObject({ title: list[0]!.title });
    expect(pages.find((p) => p.path === `/ta/blogs/${NEW}`)).toMatchObject({ title: list[0]!.title, kind: "கட்டுரை" });
    expect(shareImagePath(`/blogs/${NEW}`)).toBe(`/og/blogs--${NEW}.png`);
    expect(shareImagePath(`/ta/blogs/${NEW}`)).toBe(`/og/ta/blogs--${NEW}.png`);
    expect(relatedIn(list, list[0]!)[0]!.slug).toBe("building-strong-online-presence-social-media"); // also meta-ads
    expect(neighboursIn(list, list[0]!)).toMatchObject({ previous: undefined, next: { slug: REQUIRED_ARTICLE_SLUGS[0] } });
    expect(neighboursIn(list, list[1]!).previous?.slug).toBe(NEW);
  });

  it("scales to twenty articles with no other change", () => {
    const files = readArticleFiles(dir);
    for (let i = 1; i <= 10; i++) {
      const slug = `extra-article-${String(i).padStart(2, "0")}`;
      files[`${slug}.md`] = fixture(slug, `2025-09-${String(i).padStart(2, "0")}`, "seo-optimization", `Extra Article ${i}`);
    }
    const twenty = loadArticles(files, "en");
    expect(twenty).toHaveLength(20);
    const dates = twenty.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(twenty.slice(-9).map((a) => a.slug)).toEqual([...REQUIRED_ARTICLE_SLUGS]);
    expect(parseRss(rssFeed(twenty)).items).toHaveLength(20);
    expect(new XMLParser().parse(sitemapForArticles(twenty)).urlset.url).toHaveLength(2 * (7 + 7 + 20));
  });
});
