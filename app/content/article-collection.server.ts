/**
 * The blog as pure functions of a set of Markdown files: parse, validate, order, and the
 * reading aids (related articles, previous/next). No file access and no Vite features, so
 * the build scripts (tsx) and tests can run it on any folder of articles; the site itself
 * uses it through ./articles.server.ts, which feeds it the files in ./blog.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Marked, type Tokens } from "marked";
import { parseFrontMatter } from "~/content/front-matter";
import type { Lang } from "~/shared/lang";
import { formatDate, readingMinutes, slugify } from "~/content/text";
import { isArticleFile } from "./paths.server";
import { articleMetaSchema, type ArticleMeta, type ServiceSlug } from "./schema";

/** `dateText` is `date` as its language shows it, formatted here on the server (app/content/text.ts). */
export type ArticleSummary = ArticleMeta & { slug: string; readingMinutes: number; dateText: string };
export type TocEntry = { id: string; text: string };
export type Article = ArticleSummary & { html: string; toc: TocEntry[] };

/** Routes that show an existing article under another path (the spec's /blogs/blog10). */
export const ARTICLE_ALIASES: Record<string, string> = {
  blog10: "how-video-editing-boosts-brand-engagement",
};

/** Articles the spec requires by slug, in the spec's order (the blog grid's order for equal dates). */
export const REQUIRED_ARTICLE_SLUGS = [
  "digital-marketing-tips-2025",
  "why-website-development-important",
  "top-10-content-shoot-ideas",
  "how-video-editing-boosts-brand-engagement",
  "future-mobile-app-development-in-india",
  "creative-poster-design-ideas",
  "why-seo-matters-for-small-businesses",
  "building-strong-online-presence-social-media",
  "how-content-creation-drives-customer-trust",
] as const;
/** The three articles the home page teases, in order. */
export const HOME_TEASER_SLUGS = REQUIRED_ARTICLE_SLUGS.slice(0, 3);

/** Ids the article page uses itself; a heading never takes one of them. */
const RESERVED_IDS = ["main", "toc-heading", "related-heading"];

/** Tamil words (with the spaces between them) in an English article's text. */
const TAMIL_WORDS = /[\u0B80-\u0BFF]+(?:\s+[\u0B80-\u0BFF]+)*/g;

/**
 * An English article's Tamil words, marked as Tamil (`<span lang="ta">`), so that screen readers
 * read them in Tamil (WCAG 3.1.2) and the page says which of its words are not English. Only
 * text between tags is touched, never an attribute.
 */
function markTamil(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith("<") ? part : part.replace(TAMIL_WORDS, (words) => `<span lang="ta">${words}</span>`)))
    .join("");
}

function renderMarkdown(body: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>(RESERVED_IDS.map((id) => [id, 1]));
  const uniqueId = (text: string) => {
    const base = slugify(text) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const id = uniqueId(token.text);
        if (token.depth === 2) toc.push({ id, text: token.text });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      html() {
        // Articles are plain Markdown; raw HTML is dropped rather than trusted.
        return "";
      },
    },
  });
  const html = marked.parse(body, { async: false }) as string;
  return { html, toc };
}

export function parseArticle(slug: string, source: string, lang: Lang): Article {
  try {
    const { data, body } = parseFrontMatter(source);
    const meta = articleMetaSchema.parse(data);
    const { html, toc } = renderMarkdown(body);
    return { ...meta, slug, readingMinutes: readingMinutes(body), dateText: formatDate(meta.date, lang), html: lang === "en" ? markTamil(html) : html, toc };
  } catch (error) {
    throw new Error(`Article "${slug}" is invalid: ${(error as Error).message}`);
  }
}

function specIndex(slug: string): number {
  const i = (REQUIRED_ARTICLE_SLUGS as readonly string[]).indexOf(slug);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
}

/**
 * The blog's order: newest first; on the same date the spec's order, then title, so the
 * order is total and stable. A new article needs no position anywhere: its date places it.
 */
export function sortArticles<T extends ArticleSummary>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      specIndex(a.slug) - specIndex(b.slug) ||
      a.title.localeCompare(b.title) ||
      a.slug.localeCompare(b.slug),
  );
}

/**
 * Parses a map of file name -> Markdown source (names may include folders; "x.md" is the
 * article "x"), checks the spec's articles are all there, and returns them in blog order.
 */
export function loadArticles(files: Record<string, string>, lang: Lang): Article[] {
  const list = Object.entries(files)
    .filter(([file]) => isArticleFile(file))
    .map(([file, source]) => parseArticle(file.replace(/^.*\//, "").replace(/\.md$/, ""), source, lang));
  const slugs = new Set<string>();
  for (const article of list) {
    if (slugs.has(article.slug)) throw new Error(`Two articles have the slug "${article.slug}"`);
    if (article.slug in ARTICLE_ALIASES) throw new Error(`"${article.slug}" is reserved for an alias route`);
    slugs.add(article.slug);
  }
  const missing = REQUIRED_ARTICLE_SLUGS.filter((slug) => !slugs.has(slug));
  if (missing.length) throw new Error(`Missing required articles: ${missing.join(", ")}`);
  return sortArticles(list);
}

/** The Markdown files of a folder as the map loadArticles takes (for scripts and tests). */
export function readArticleFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    if (isArticleFile(name)) files[name] = readFileSync(path.join(dir, name), "utf8");
  }
  return files;
}

export function summary({ html: _html, toc: _toc, ...rest }: Article): ArticleSummary {
  return rest;
}

export function findIn(
  list: readonly Article[],
  slug: string,
): { article: Article; canonicalSlug: string } | undefined {
  const canonicalSlug = ARTICLE_ALIASES[slug] ?? slug;
  const article = list.find((a) => a.slug === canonicalSlug);
  return article ? { article, canonicalSlug } : undefined;
}

/**
 * For each service topic, the other topics closest to it, nearest first. Most topics have
 * one or two articles, so related articles fall back from the same topic to its neighbours.
 */
export const NEARBY_TOPICS: Record<ServiceSlug, readonly ServiceSlug[]> = {
  "digital-marketing": ["meta-ads", "seo-optimization", "video-editing", "poster-designs"],
  "meta-ads": ["digital-marketing", "poster-designs", "video-editing", "seo-optimization"],
  "video-editing": ["poster-designs", "meta-ads", "digital-marketing"],
  "poster-designs": ["video-editing", "meta-ads", "digital-marketing"],
  "seo-optimization": ["website-development", "digital-marketing", "meta-ads"],
  "website-development": ["seo-optimization", "app-development", "digital-marketing"],
  "app-development": ["website-development", "seo-optimization", "digital-marketing"],
};

/**
 * Up to `count` other articles chosen by service topic: the same topic first, then the
 * nearest topics, then the rest; within a rank, blog order.
 */
export function relatedIn(list: readonly Article[], article: ArticleSummary, count = 3): ArticleSummary[] {
  const nearby = NEARBY_TOPICS[article.topic];
  const rank = (topic: ServiceSlug) => {
    if (topic === article.topic) return 0;
    const i = nearby.indexOf(topic);
    return i === -1 ? nearby.length + 1 : i + 1;
  };
  return list
    .filter((a) => a.slug !== article.slug)
    .map((a, index) => ({ a, index, rank: rank(a.topic) }))
    .sort((x, y) => x.rank - y.rank || x.index - y.index)
    .slice(0, count)
    .map(({ a }) => summary(a));
}

/** The articles before and after this one in blog order (newest first). */
export function neighboursIn(
  list: readonly Article[],
  article: ArticleSummary,
): { previous?: ArticleSummary; next?: ArticleSummary } {
  const index = list.findIndex((a) => a.slug === article.slug);
  if (index === -1) return {};
  const previous = list[index - 1];
  const next = list[index + 1];
  return { previous: previous && summary(previous), next: next && summary(next) };
}
