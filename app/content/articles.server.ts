/**
 * The blog: one Markdown file per article in ./blog. Adding an article is adding a file;
 * lists, the sitemap and feeds all read from here. Parsed and validated when the module
 * loads, so a malformed article fails the build.
 */
import { Marked, type Tokens } from "marked";
import { parseFrontMatter } from "~/lib/front-matter";
import { readingMinutes, slugify } from "~/lib/text";
import { articleMetaSchema, type ArticleMeta } from "./schema";

export type ArticleSummary = ArticleMeta & { slug: string; readingMinutes: number };
export type TocEntry = { id: string; text: string };
export type Article = ArticleSummary & { html: string; toc: TocEntry[] };

/** Routes that show an existing article under another path (the spec's /blogs/blog10). */
export const ARTICLE_ALIASES: Record<string, string> = {
  blog10: "how-video-editing-boosts-brand-engagement",
};

/** Articles the spec requires by slug, and the three the home page teases, in order. */
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
export const HOME_TEASER_SLUGS = REQUIRED_ARTICLE_SLUGS.slice(0, 3);

function renderMarkdown(body: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const id = slugify(token.text);
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

export function parseArticle(slug: string, source: string): Article {
  try {
    const { data, body } = parseFrontMatter(source);
    const meta = articleMetaSchema.parse(data);
    const { html, toc } = renderMarkdown(body);
    return { ...meta, slug, readingMinutes: readingMinutes(body), html, toc };
  } catch (error) {
    throw new Error(`Article "${slug}" is invalid: ${(error as Error).message}`);
  }
}

/** Newest first; ties by title, so the order is stable. */
export function sortArticles<T extends ArticleSummary>(list: T[]): T[] {
  return [...list].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export function loadArticles(files: Record<string, string>): Article[] {
  const list = Object.entries(files).map(([file, source]) => {
    const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
    return parseArticle(slug, source);
  });
  const slugs = new Set(list.map((a) => a.slug));
  const missing = REQUIRED_ARTICLE_SLUGS.filter((slug) => !slugs.has(slug));
  if (missing.length) throw new Error(`Missing required articles: ${missing.join(", ")}`);
  return list;
}

const files = import.meta.glob<string>(["./blog/*.md", "!./blog/README.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Every article, in the spec's order (the order of the blog grid). */
export const articles: Article[] = (() => {
  const list = loadArticles(files);
  const order = (slug: string) => {
    const i = (REQUIRED_ARTICLE_SLUGS as readonly string[]).indexOf(slug);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return sortArticles(list).sort((a, b) => (a.date === b.date ? order(a.slug) - order(b.slug) : 0));
})();

export function summary({ html: _html, toc: _toc, ...rest }: Article): ArticleSummary {
  return rest;
}

export function findArticle(slug: string): { article: Article; canonicalSlug: string } | undefined {
  const canonicalSlug = ARTICLE_ALIASES[slug] ?? slug;
  const article = articles.find((a) => a.slug === canonicalSlug);
  return article ? { article, canonicalSlug } : undefined;
}

/** Up to three other articles on the same service topic, then the newest others. */
export function relatedArticles(article: Article, count = 3): ArticleSummary[] {
  const others = articles.filter((a) => a.slug !== article.slug);
  const sameTopic = others.filter((a) => a.topic === article.topic);
  const rest = others.filter((a) => a.topic !== article.topic);
  return [...sameTopic, ...rest].slice(0, count).map(summary);
}

export function neighbours(article: Article): { previous?: ArticleSummary; next?: ArticleSummary } {
  const index = articles.findIndex((a) => a.slug === article.slug);
  const previous = articles[index - 1];
  const next = articles[index + 1];
  return { previous: previous && summary(previous), next: next && summary(next) };
}
