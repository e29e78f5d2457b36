/**
 * The blog's feeds, as pure functions of the article list (newest first, as the blog shows
 * it): RSS 2.0 at /rss.xml and JSON Feed 1.1 at /feed.json. Dates come from the articles,
 * never from the clock, so the pre-rendered files only change when the articles do.
 */
import type { ArticleSummary } from "~/content/article-collection.server";
import { SERVICE_NAMES } from "~/shared/services";
import { site } from "~/content/en/site";
import { SERVICE_NAMES_TA } from "~/shared/service-names-ta";
import { uiTa } from "~/content/ta/ui";
import { pageWordsEn } from "~/content/en/page-words";
import { uiEn } from "~/content/en/ui";
import { pageWordsTa } from "~/content/ta/page-words";
import { localePath, type Lang } from "../shared/lang";
import { absoluteUrl, JSON_FEED_PATH, LOGO_PNG_PATH, RSS_PATH, RSS_PATH_TA, shareImagePath } from "../shared/urls";

export const FEED_TITLE = uiEn.feed.title(site.name);
export const FEED_DESCRIPTION = pageWordsEn.feed.description;

const FEED_COPY = {
  en: { title: FEED_TITLE, description: FEED_DESCRIPTION, rssPath: RSS_PATH, language: "en-in", names: SERVICE_NAMES },
  ta: { title: uiTa.feed.title(site.name), description: pageWordsTa.feed.description, rssPath: RSS_PATH_TA, language: "ta-in", names: SERVICE_NAMES_TA },
} as const;

/** An article as the feeds need it; `html` (the rendered body) adds full content when present. */
export type FeedArticle = Pick<ArticleSummary, "slug" | "title" | "description" | "date" | "topic"> & { html?: string };

/** The agency's time zone: an article dated 2025-08-24 is published at midnight IST. */
const IST_OFFSET = "+05:30";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-08-24" -> "Sun, 24 Aug 2025 00:00:00 +0530" (RFC 822, as RSS 2.0 wants). */
export function rfc822Date(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new Error(`not an ISO date: ${isoDate}`);
  const dd = String(day.getUTCDate()).padStart(2, "0");
  return `${WEEKDAYS[day.getUTCDay()]}, ${dd} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()} 00:00:00 ${IST_OFFSET.replace(":", "")}`;
}

/** "2025-08-24" -> "2025-08-24T00:00:00+05:30" (RFC 3339, as JSON Feed wants). */
export function rfc3339Date(isoDate: string): string {
  return `${isoDate}T00:00:00${IST_OFFSET}`;
}

/** Escapes text for XML character data and attribute values, dropping characters XML forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Feed readers show the HTML away from the site: make its site-relative links absolute. */
export function absolutizeLinks(html: string): string {
  return html.replace(/\b(href|src)="(\/(?!\/)[^"]*)"/g, (_m, attr: string, path: string) => `${attr}="${absoluteUrl(path)}"`);
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

function topicTitle(slug: string, lang: Lang = "en"): string {
  return FEED_COPY[lang].names.find((service) => service.slug === slug)?.title ?? slug;
}

function articleUrl(article: FeedArticle, lang: Lang = "en"): string {
  return absoluteUrl(localePath(lang, `/blogs/${article.slug}`));
}

/** The newest article date, for the feed's own date. */
function newestDate(articles: readonly FeedArticle[]): string | undefined {
  return articles.map((a) => a.date).sort().at(-1);
}

export function rssFeed(articles: readonly FeedArticle[], lang: Lang = "en"): string {
  const copy = FEED_COPY[lang];
  const newest = newestDate(articles);
  const items = articles.map((article) => {
    const url = articleUrl(article, lang);
    const lines = [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822Date(article.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(site.name)}</dc:creator>`,
      `      <category>${escapeXml(topicTitle(article.topic, lang))}</category>`,
      `      <description>${escapeXml(article.description)}</description>`,
    ];
    if (article.html) lines.push(`      <content:encoded>${cdata(absolutizeLinks(article.html))}</content:encoded>`);
    lines.push("    </item>");
    return lines.join("\n");
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    "  <channel>",
    `    <title>${escapeXml(copy.title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(localePath(lang, "/blogs")))}</link>`,
    `    <description>${escapeXml(copy.description)}</description>`,
    `    <language>${copy.language}</language>`,
    `    <copyright>${escapeXml(`© ${site.copyrightYears} ${site.name}`)}</copyright>`,
    ...(newest ? [`    <lastBuildDate>${rfc822Date(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(absoluteUrl(copy.rssPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export type JsonFeedItem = {
  id: string;
  url: string;
  title: string;
  summary: string;
  content_html?: string;
  content_text?: string;
  image: string;
  date_published: string;
  tags: string[];
  authors: Array<{ name: string; url: string }>;
  language: string;
};

export type JsonFeed = {
  version: "https://jsonfeed.org/version/1.1";
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  icon: string;
  favicon: string;
  language: string;
  authors: Array<{ name: string; url: string }>;
  items: JsonFeedItem[];
};

export function jsonFeed(articles: readonly FeedArticle[]): JsonFeed {
  const authors = [{ name: site.name, url: absoluteUrl("/") }];
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: FEED_TITLE,
    home_page_url: absoluteUrl("/blogs"),
    feed_url: absoluteUrl(JSON_FEED_PATH),
    description: FEED_DESCRIPTION,
    icon: absoluteUrl(LOGO_PNG_PATH),
    favicon: absoluteUrl("/favicon.svg"),
    language: "en-IN",
    authors,
    items: articles.map((article) => {
      const url = articleUrl(article);
      return {
        id: url,
        url,
        title: article.title,
        summary: article.description,
        ...(article.html ? { content_html: absolutizeLinks(article.html) } : { content_text: article.description }),
        image: absoluteUrl(shareImagePath(`/blogs/${article.slug}`)),
        date_published: rfc3339Date(article.date),
        tags: [topicTitle(article.topic)],
        authors,
        language: "en-IN",
      };
    }),
  };
}

/** The JSON Feed as served: pretty-printed, with a final newline. */
export function jsonFeedText(articles: readonly FeedArticle[]): string {
  return `${JSON.stringify(jsonFeed(articles), null, 2)}\n`;
}
