/**
 * The sitemap as a pure function of the article list: every canonical page (the fixed
 * pages, the services, the articles), articles with their date as lastmod.
 * Server-only in practice: it reads the page list, which knows the article folder.
 */
import type { ArticleSummary } from "~/content/article-collection.server";
import { canonicalPaths } from "~/content/paths.server";
import { escapeXml } from "./feeds";
import { absoluteUrl } from "./urls";

export function sitemapXml(paths: readonly string[], lastModified: Record<string, string> = {}): string {
  const urls = paths
    .map((path) => {
      const lastmod = lastModified[path] ? `<lastmod>${lastModified[path]}</lastmod>` : "";
      return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapForArticles(list: ReadonlyArray<Pick<ArticleSummary, "slug" | "date">>): string {
  const lastModified = Object.fromEntries(list.map((a) => [`/blogs/${a.slug}`, a.date]));
  return sitemapXml(canonicalPaths(list.map((a) => a.slug)), lastModified);
}
