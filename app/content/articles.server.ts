/**
 * The blog: one Markdown file per article in ./blog. Adding an article is adding a file;
 * the list, the sitemap, the feeds and the structured data all read from here. Parsed and
 * validated when the module loads, so a malformed article fails the build. The logic is in
 * ./article-collection.server.ts as pure functions of the files.
 */
import {
  findIn,
  loadArticles,
  neighboursIn,
  relatedIn,
  type Article,
  type ArticleSummary,
} from "./article-collection.server";
import type { Lang } from "~/shared/lang";

export {
  ARTICLE_ALIASES,
  HOME_TEASER_SLUGS,
  REQUIRED_ARTICLE_SLUGS,
  loadArticles,
  parseArticle,
  sortArticles,
  summary,
  type Article,
  type ArticleSummary,
  type TocEntry,
} from "./article-collection.server";

const files = import.meta.glob<string>(["./blog/*.md", "!./blog/README.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Every article, newest first; equal dates keep the spec's order (the order of the blog grid). */
export const articles: Article[] = loadArticles(files, "en");

// The Tamil articles: the same file names in ./blog-ta (docs/decisions/0043-tamil-copy.md).
const tamilFiles = import.meta.glob<string>(["./blog-ta/*.md", "!./blog-ta/README.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * The Tamil articles in the English order. Reading time is the English twin's: the same
 * article takes the same time, and counting Tamil words at an English rate would
 * understate it (a Tamil article has about 78% as many space-separated words).
 */
export const articlesTa: Article[] = loadArticles(tamilFiles, "ta").map((article) => ({
  ...article,
  readingMinutes: findIn(articles, article.slug)?.article.readingMinutes ?? article.readingMinutes,
}));

/** The blog of a language: its articles and the same lookups as the English ones below. */
export function blogFor(lang: Lang) {
  const list = lang === "ta" ? articlesTa : articles;
  return {
    articles: list,
    find: (slug: string) => findIn(list, slug),
    related: (article: Article, count = 3) => relatedIn(list, article, count),
    neighbours: (article: Article) => neighboursIn(list, article),
  };
}

export function findArticle(slug: string): { article: Article; canonicalSlug: string } | undefined {
  return findIn(articles, slug);
}

/** Two or three other articles by service topic: the same topic first, then the nearest. */
export function relatedArticles(article: Article, count = 3): ArticleSummary[] {
  return relatedIn(articles, article, count);
}

export function neighbours(article: Article): { previous?: ArticleSummary; next?: ArticleSummary } {
  return neighboursIn(articles, article);
}
