import { articles } from "~/content/articles.server";
import { canonicalPaths } from "~/content/paths";
import { absoluteUrl } from "~/lib/seo";

export function sitemapXml(paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function loader() {
  return new Response(sitemapXml(canonicalPaths(articles.map((a) => a.slug))), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
