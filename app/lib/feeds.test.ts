import { describe, expect, it, vi } from "vitest";
import { articles } from "~/content/articles.server";
import { site } from "~/content/site";
import { checkJsonFeed, parseRss } from "../../tests/support/feeds";
import { absolutizeLinks, escapeXml, jsonFeed, jsonFeedText, rfc3339Date, rfc822Date, rssFeed, type FeedArticle } from "./feeds";

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
