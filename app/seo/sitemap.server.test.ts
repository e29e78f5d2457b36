import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { sitemapForArticles, sitemapXml } from "./sitemap.server";

// vitest.config.ts builds with SITE_URL https://www.vaigaidigital.in.
const ORIGIN = "https://www.vaigaidigital.in";

type Alternate = { "@_rel": string; "@_hreflang": string; "@_href": string };
type Entry = { loc: string; lastmod?: string; "xhtml:link": Alternate[] };

function parse(xml: string) {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "xhtml:link" });
  return parser.parse(xml) as { "?xml": Record<string, string>; urlset: { "@_xmlns": string; "@_xmlns:xhtml": string; url: Entry[] } };
}

/** hreflang -> href of an entry's alternates. */
function alternatesOf(entry: Entry): Record<string, string> {
  for (const link of entry["xhtml:link"]) expect(link["@_rel"]).toBe("alternate");
  return Object.fromEntries(entry["xhtml:link"].map((link) => [link["@_hreflang"], link["@_href"]]));
}

describe("sitemapXml", () => {
  it("is a sitemap document with the sitemap and XHTML namespaces", () => {
    const xml = sitemapXml(["/about"]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
    const doc = parse(xml);
    expect(doc.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(doc.urlset["@_xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
  });

  it("lists each page at its absolute URL with both languages and x-default as alternates", () => {
    const { url } = parse(sitemapXml(["/", "/about", "/ta", "/ta/about"])).urlset;
    expect(url.map((entry) => entry.loc)).toEqual([`${ORIGIN}/`, `${ORIGIN}/about`, `${ORIGIN}/ta`, `${ORIGIN}/ta/about`]);
    const home = { en: `${ORIGIN}/`, ta: `${ORIGIN}/ta`, "x-default": `${ORIGIN}/` };
    const about = { en: `${ORIGIN}/about`, ta: `${ORIGIN}/ta/about`, "x-default": `${ORIGIN}/about` };
    expect(url.map(alternatesOf)).toEqual([home, about, home, about]);
    // One link per language, in the order en, ta, x-default.
    expect(url[1]!["xhtml:link"].map((link) => link["@_hreflang"])).toEqual(["en", "ta", "x-default"]);
  });

  it("puts one page on each line, indented, inside the urlset", () => {
    const xml = sitemapXml(["/", "/ta"]);
    const lines = xml.split("\n");
    expect(lines).toHaveLength(6);
    expect(lines[2]!.startsWith(`  <url><loc>${ORIGIN}/</loc><xhtml:link `)).toBe(true);
    expect(lines[3]!.startsWith(`  <url><loc>${ORIGIN}/ta</loc><xhtml:link `)).toBe(true);
    expect(lines[4]).toBe("</urlset>");
    expect(lines[5]).toBe("");
  });

  it("writes a page's entry as the loc then its three alternate links, with nothing between the elements", () => {
    expect(sitemapXml(["/about"]).split("\n")[2]).toBe(
      `  <url><loc>${ORIGIN}/about</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about"/>` +
        `<xhtml:link rel="alternate" hreflang="ta" href="${ORIGIN}/ta/about"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/></url>`,
    );
  });

  it("gives a page and its Tamil twin the English page's last modification", () => {
    const { url } = parse(sitemapXml(["/blogs/a", "/ta/blogs/a", "/about"], { "/blogs/a": "2025-10-20" })).urlset;
    expect(url.map((entry) => entry.lastmod)).toEqual(["2025-10-20", "2025-10-20", undefined]);
    expect(sitemapXml(["/about"])).not.toContain("<lastmod>");
    expect(sitemapXml(["/about"], { "/about": "" })).not.toContain("<lastmod>");
  });

  it("escapes the URLs for XML", () => {
    const xml = sitemapXml(["/search?q=a&b=c"]);
    expect(xml).toContain(`<loc>${ORIGIN}/search?q=a&amp;b=c</loc>`);
    expect(xml).toContain(`hreflang="ta" href="${ORIGIN}/ta/search?q=a&amp;b=c"`);
    expect(xml).not.toMatch(/&(?!amp;)/);
  });

  it("has an empty urlset for no pages", () => {
    expect(sitemapXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n\n</urlset>\n',
    );
  });
});

describe("sitemapForArticles", () => {
  const articles = [
    { slug: "new-article", date: "2025-10-20" },
    { slug: "old-article", date: "2024-01-05" },
  ];
  const english = [
    "/",
    "/about",
    "/services",
    "/blogs",
    "/contact",
    "/terms-conditon",
    "/privacy-policy",
    "/services/digital-marketing",
    "/services/meta-ads",
    "/services/video-editing",
    "/services/poster-designs",
    "/services/seo-optimization",
    "/services/website-development",
    "/services/app-development",
    "/blogs/new-article",
    "/blogs/old-article",
  ];
  const tamil = english.map((path) => (path === "/" ? "/ta" : `/ta${path}`));
  const { url } = parse(sitemapForArticles(articles)).urlset;

  it("lists every canonical English page, then their Tamil twins in the same order", () => {
    expect(url.map((entry) => entry.loc)).toEqual([...english, ...tamil].map((path) => `${ORIGIN}${path}`));
  });

  it("dates the articles in both languages, and nothing else", () => {
    const dated = Object.fromEntries(url.filter((entry) => entry.lastmod).map((entry) => [entry.loc, entry.lastmod]));
    expect(dated).toEqual({
      [`${ORIGIN}/blogs/new-article`]: "2025-10-20",
      [`${ORIGIN}/blogs/old-article`]: "2024-01-05",
      [`${ORIGIN}/ta/blogs/new-article`]: "2025-10-20",
      [`${ORIGIN}/ta/blogs/old-article`]: "2024-01-05",
    });
  });

  it("has reciprocal alternates: each alternate is listed, and names the same set back", () => {
    const byLoc = new Map(url.map((entry) => [entry.loc, alternatesOf(entry)]));
    for (const entry of url) {
      const alternates = alternatesOf(entry);
      expect(Object.keys(alternates).sort()).toEqual(["en", "ta", "x-default"]);
      expect(alternates["x-default"]).toBe(alternates.en);
      expect([alternates.en, alternates.ta]).toContain(entry.loc);
      for (const href of Object.values(alternates)) expect(byLoc.get(href)).toEqual(alternates);
    }
  });
});
