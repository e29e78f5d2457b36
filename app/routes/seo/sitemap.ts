import { articles } from "~/content/articles.server";
import { sitemapForArticles } from "~/seo/sitemap.server";

export function loader() {
  return new Response(sitemapForArticles(articles), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
