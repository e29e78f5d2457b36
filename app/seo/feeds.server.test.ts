import { describe, expect, it, vi } from "vitest";
import { articles } from "~/content/articles.server";
import { site } from "~/content/en/site";
import { checkJsonFeed, parseRss } from "../../tests/support/feeds";
import { SERVICE_NAMES_TA } from "~/shared/service-names-ta";
import { pageWordsTa } from "~/content/ta/page-words";
import { uiTa } from "~/content/ta/ui";
import {
  absolutizeLinks,
  escapeXml,
  FEED_DESCRIPTION,
  jsonFeed,
  jsonFeedText,
  rfc3339Date,
  rfc822Date,
  rssFeed,
  type FeedArticle,
} from "./feeds.server";

const tricky: FeedArticle = {
  slug: "tricky",
  title: `Tips & tricks: <b>"quotes"</b> and 'apostrophes'`,
  description: "Ends a CDATA section ]]> on purpose & more",
  date: "2025-09-01",
  topic: "meta-ads",
  html: '<p>See <a href="/services/meta-ads">our Meta Ads service</a> and <a href="https://example.com/">this</a>.</p><p>]]></p>',
};

describe("dates", () => {
  it("formats RFC 822 for RSS and RFC 3339 for JSON Feed in India time", () => {
    expect(rfc822Date("2025-08-24")).toBe("Sun, 24 Aug 2025 00:00:00 +0530");
    expect(rfc822Date("2026-01-05")).toBe("Mon, 05 Jan 2026 00:00:00 +0530");
    expect(rfc3339Date("2025-08-24")).toBe("2025-08-24T00:00:00+05:30");
    expect(() => rfc822Date("24/08/2025")).toThrow();
  });
});

describe("escaping", () => {
  it("escapes XML specials and drops characters XML cannot hold", () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0001`)).toBe("a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;");
  });

  it("makes site-relative links absolute and leaves others alone", () => {
    expect(absolutizeLinks('<a href="/contact">x</a><a href="//cdn.example/x">y</a><a href="https://a.b/">z</a>')).toBe(
      `<a href="${site.url}/contact">x</a><a href="//cdn.example/x">y</a><a href="https://a.b/">z</a>`,
    );
  });
});

describe("RSS 2.0", () => {
  const xml = rssFeed(articles);
  const { problems, channel, items } = parseRss(xml);

  it("passes the feed-format check", () => {
    expect(problems).toEqual([]);
  });

  it("describes the blog and lists every article in blog order with absolute links", () => {
    expect(channel.title).toBe(`${site.name} blog`);
    expect(channel.link).toBe(`${site.url}/blogs`);
    expect(channel.language).toBe("en-in");
    expect(items.map((i) => i.link)).toEqual(articles.map((a) => `${site.url}/blogs/${a.slug}`));
    expect(items.map((i) => i.title)).toEqual(articles.map((a) => a.title));
    expect(items.every((i) => i.pubDate === "Sun, 24 Aug 2025 00:00:00 +0530")).toBe(true);
    expect(items[0]!.encoded).toContain("<h2 id=");
    expect(items[0]!.encoded).not.toMatch(/href="\//);
  });

  it("survives markup and CDATA terminators in titles, descriptions and bodies", () => {
    const result = parseRss(rssFeed([tricky, ...articles]));
    expect(result.problems).toEqual([]);
    expect(result.items[0]!.title).toBe(tricky.title);
    expect(result.items[0]!.description).toBe(tricky.description);
    expect(result.items[0]!.encoded).toBe(absolutizeLinks(tricky.html!));
    expect(result.channel.lastBuildDate).toBe("Mon, 01 Sep 2025 00:00:00 +0530");
  });

  it("is deterministic (no clock), so the pre-rendered file only changes with the articles", () => {
    const json = jsonFeedText(articles);
    // Years later by the clock: a feed that read the time would differ.
    vi.useFakeTimers({ now: new Date("2031-06-15T12:34:56Z") });
    try {
      expect(rssFeed(articles)).toBe(xml);
      expect(jsonFeedText(articles)).toBe(json);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is still valid with no articles", () => {
    expect(parseRss(rssFeed([])).problems).toEqual([]);
  });
});

describe("JSON Feed 1.1", () => {
  const feed = jsonFeed(articles);

  it("passes the feed-format check", () => {
    expect(checkJsonFeed(feed)).toEqual([]);
    expect(checkJsonFeed(JSON.parse(jsonFeedText([tricky, ...articles])))).toEqual([]);
  });

  it("lists every article with its share image, date and topic", () => {
    expect(feed.feed_url).toBe(`${site.url}/feed.json`);
    expect(feed.items.map((i) => i.id)).toEqual(articles.map((a) => `${site.url}/blogs/${a.slug}`));
    const first = feed.items[0]!;
    expect(first.image).toBe(`${site.url}/og/blogs--${articles[0]!.slug}.png`);
    expect(first.date_published).toBe("2025-08-24T00:00:00+05:30");
    expect(first.tags).toHaveLength(1);
    expect(first.content_html).toContain("<p>");
  });

  it("falls back to text content when an article has no body", () => {
    const { html: _html, ...bare } = tricky;
    expect(jsonFeed([bare]).items[0]).toMatchObject({ content_text: tricky.description });
    expect(checkJsonFeed(jsonFeed([bare]))).toEqual([]);
  });

  it("is caught by the check when broken", () => {
    expect(checkJsonFeed({ ...feed, version: "1" })).not.toEqual([]);
    expect(checkJsonFeed({ ...feed, items: [feed.items[0], feed.items[0]] }).join()).toMatch(/repeats id/);
  });
});

describe("feeds, whole", () => {
  const plain: FeedArticle = { slug: "plain", title: "Plain", description: "D", date: "2025-08-24", topic: "seo-optimization" };
  // A topic the types do not allow (an article added without its service): named by its slug.
  const unknownTopic: FeedArticle = { ...plain, slug: "other", topic: "no-such-service" as FeedArticle["topic"] };

  it("names every weekday and month as RFC 822 spells them", () => {
    const firsts = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"].map((m) => rfc822Date(`2025-${m}-01`).slice(0, 11));
    expect(firsts).toEqual([
      "Wed, 01 Jan", "Sat, 01 Feb", "Sat, 01 Mar", "Tue, 01 Apr", "Thu, 01 May", "Sun, 01 Jun",
      "Tue, 01 Jul", "Fri, 01 Aug", "Mon, 01 Sep", "Wed, 01 Oct", "Sat, 01 Nov", "Mon, 01 Dec",
    ]);
    expect(() => rfc822Date("24/08/2025")).toThrow("not an ISO date: 24/08/2025");
  });

  it("writes the Tamil RSS feed line by line, with Tamil topic names and no body for an article without one", () => {
    expect(rssFeed([plain, unknownTopic], "ta").split("\n")).toEqual([
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
      "  <channel>",
      `    <title>${uiTa.feed.title(site.name)}</title>`,
      `    <link>${site.url}/ta/blogs</link>`,
      `    <description>${pageWordsTa.feed.description}</description>`,
      "    <language>ta-in</language>",
      `    <copyright>© 2025–2026 ${site.name}</copyright>`,
      "    <lastBuildDate>Sun, 24 Aug 2025 00:00:00 +0530</lastBuildDate>",
      `    <atom:link href="${site.url}/ta/rss.xml" rel="self" type="application/rss+xml"/>`,
      "    <item>",
      "      <title>Plain</title>",
      `      <link>${site.url}/ta/blogs/plain</link>`,
      `      <guid isPermaLink="true">${site.url}/ta/blogs/plain</guid>`,
      "      <pubDate>Sun, 24 Aug 2025 00:00:00 +0530</pubDate>",
      `      <dc:creator>${site.name}</dc:creator>`,
      `      <category>${SERVICE_NAMES_TA.find((s) => s.slug === "seo-optimization")!.title}</category>`,
      "      <description>D</description>",
      "    </item>",
      "    <item>",
      "      <title>Plain</title>",
      `      <link>${site.url}/ta/blogs/other</link>`,
      `      <guid isPermaLink="true">${site.url}/ta/blogs/other</guid>`,
      "      <pubDate>Sun, 24 Aug 2025 00:00:00 +0530</pubDate>",
      `      <dc:creator>${site.name}</dc:creator>`,
      "      <category>no-such-service</category>",
      "      <description>D</description>",
      "    </item>",
      "  </channel>",
      "</rss>",
      "",
    ]);
    expect(rssFeed([])).not.toContain("lastBuildDate");
  });

  it("writes the JSON Feed's fixed fields", () => {
    const feed = jsonFeed([plain]);
    const { items, ...head } = feed;
    const agency = [{ name: site.name, url: `${site.url}/` }];
    expect(head).toEqual({
      version: "https://jsonfeed.org/version/1.1",
      title: `${site.name} blog`,
      home_page_url: `${site.url}/blogs`,
      feed_url: `${site.url}/feed.json`,
      description: FEED_DESCRIPTION,
      icon: `${site.url}/og/logo.png`,
      favicon: `${site.url}/favicon.svg`,
      language: "en-IN",
      authors: agency,
    });
    expect(items[0]).toEqual({
      id: `${site.url}/blogs/plain`,
      url: `${site.url}/blogs/plain`,
      title: "Plain",
      summary: "D",
      content_text: "D",
      image: `${site.url}/og/blogs--plain.png`,
      date_published: "2025-08-24T00:00:00+05:30",
      tags: ["SEO Optimization"],
      authors: agency,
      language: "en-IN",
    });
  });
});
