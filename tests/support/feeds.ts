/**
 * Feed-format checks for tests: RSS 2.0 (well-formed XML, required channel and item
 * elements, RFC 822 dates, unique guids, atom:link self) and JSON Feed 1.1 (required
 * top-level and item fields, RFC 3339 dates, unique ids). Each returns a list of problems.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";

export type RssItem = { title: string; link: string; guid: string; pubDate: string; description: string; encoded?: string };

const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} ([+-]\d{4}|GMT)$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ABSOLUTE = /^https?:\/\/\S+$/;

export function parseRss(xml: string): { problems: string[]; channel: Record<string, unknown>; items: RssItem[] } {
  const problems: string[] = [];
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { problems: [`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`], channel: {}, items: [] };
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push("missing XML declaration");

  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    isArray: (name) => name === "item" || name === "category",
    parseTagValue: false,
  }).parse(xml) as Record<string, any>;
  const rss = parsed.rss;
  if (!rss) return { problems: ["root element is not <rss>"], channel: {}, items: [] };
  if (rss["@version"] !== "2.0") problems.push(`rss version is ${rss["@version"]}`);
  const channel = rss.channel as Record<string, any> | undefined;
  if (!channel) return { problems: [...problems, "no <channel>"], channel: {}, items: [] };
  for (const key of ["title", "link", "description"]) if (!channel[key]) problems.push(`channel has no <${key}>`);
  if (channel.link && !ABSOLUTE.test(channel.link)) problems.push("channel link is not absolute");
  if (channel.lastBuildDate && !RFC822.test(channel.lastBuildDate)) problems.push("lastBuildDate is not RFC 822");
  const self = channel["atom:link"];
  if (!self || self["@rel"] !== "self" || !ABSOLUTE.test(self["@href"] ?? "")) problems.push("no atom:link rel=self");

  const items: RssItem[] = (channel.item ?? []).map((item: Record<string, any>, i: number) => {
    if (!item.title && !item.description) problems.push(`item ${i} has neither title nor description`);
    if (!ABSOLUTE.test(item.link ?? "")) problems.push(`item ${i} link is not absolute`);
    if (!RFC822.test(item.pubDate ?? "")) problems.push(`item ${i} pubDate is not RFC 822: ${item.pubDate}`);
    const guid = typeof item.guid === "object" ? item.guid["#text"] : item.guid;
    if (!guid) problems.push(`item ${i} has no guid`);
    return {
      title: item.title,
      link: item.link,
      guid,
      pubDate: item.pubDate,
      description: item.description,
      encoded: item["content:encoded"],
    };
  });
  const guids = items.map((i) => i.guid);
  if (new Set(guids).size !== guids.length) problems.push("guids are not unique");
  return { problems, channel, items };
}

export function checkJsonFeed(feed: any): string[] {
  const problems: string[] = [];
  if (feed?.version !== "https://jsonfeed.org/version/1.1") problems.push(`version is ${feed?.version}`);
  if (typeof feed?.title !== "string" || !feed.title) problems.push("no title");
  for (const key of ["home_page_url", "feed_url", "icon", "favicon"]) {
    if (feed?.[key] !== undefined && !ABSOLUTE.test(feed[key])) problems.push(`${key} is not absolute`);
  }
  if (!feed?.feed_url) problems.push("no feed_url");
  if (!Array.isArray(feed?.items)) return [...problems, "items is not an array"];
  const ids = new Set<string>();
  feed.items.forEach((item: any, i: number) => {
    if (typeof item.id !== "string" || !item.id) problems.push(`item ${i} has no string id`);
    if (ids.has(item.id)) problems.push(`item ${i} repeats id ${item.id}`);
    ids.add(item.id);
    if (!item.content_html && !item.content_text) problems.push(`item ${i} has neither content_html nor content_text`);
    if (item.url !== undefined && !ABSOLUTE.test(item.url)) problems.push(`item ${i} url is not absolute`);
    if (item.image !== undefined && !ABSOLUTE.test(item.image)) problems.push(`item ${i} image is not absolute`);
    if (item.date_published !== undefined && !RFC3339.test(item.date_published)) {
      problems.push(`item ${i} date_published is not RFC 3339`);
    }
    if (item.authors !== undefined && !(Array.isArray(item.authors) && item.authors.every((a: any) => a.name))) {
      problems.push(`item ${i} authors need names`);
    }
  });
  return problems;
}
