/**
 * The sitemap as a pure function of the article list: every canonical page (the fixed
 * pages, the services, the articles) in English and in Tamil, each with its `hreflang`
 * alternates (both languages and x-default), articles with their date as lastmod.
 * Server-only in practice: it reads the page list, which knows the article folder.
 */
import type { ArticleSummary } from "~/content/article-collection.server";
import { canonicalPaths } from "~/content/paths.server";
import { escapeXml } from "./feeds.server";
import { alternatePaths, englishPath, LANG_TAG, LANGS } from "../shared/lang";
import { absoluteUrl } from "../shared/urls";

function alternates(path: string): string {
  const paths = alternatePaths(englishPath(path));
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(href))}"/>`;
  return [...LANGS.map((lang) => link(LANG_TAG[lang], paths[lang])), link("x-default", paths.en)].join("");
}

export function sitemapXml(paths: readonly string[], lastModified: Record<string, string> = {}): string {
  const urls = paths
    .map((path) => {
      const modified = lastModified[englishPath(path)];
      const lastmod = modified ? `<lastmod>${modified}</lastmod>` : "";
      return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod}${alternates(path)}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** English pages first, then their Tamil twins in the same order. */
export function sitemapForArticles(list: ReadonlyArray<Pick<ArticleSummary, "slug" | "date">>): string {
  const lastModified = Object.fromEntries(list.map((a) => [`/blogs/${a.slug}`, a.date]));
  const english = canonicalPaths(list.map((a) => a.slug));
  return sitemapXml([...english, ...english.map((path) => alternatePaths(path).ta)], lastModified);
}
