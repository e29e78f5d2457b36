import { describe, expect, it } from "vitest";
import {
  ARTICLE_ALIASES,
  articles,
  findArticle,
  HOME_TEASER_SLUGS,
  loadArticles,
  neighbours,
  parseArticle,
  relatedArticles,
  REQUIRED_ARTICLE_SLUGS,
} from "./articles.server";

const valid = (overrides: Record<string, string> = {}, body = "## First\n\nText.\n\n## Second\n\nMore.") => {
  const meta = {
    title: "A title",
    description: "A description.",
    date: "2025-08-24",
    image: "cover",
    imageAlt: "Cover",
    topic: "seo-optimization",
    ...overrides,
  };
  return `---\n${Object.entries(meta).map(([k, v]) => `${k}: ${v}`).join("\n")}\n---\n\n${body}`;
};

describe("the blog content", () => {
  it("has the spec's 9 articles, each dated August 24, 2025 and 600+ words", () => {
    expect(articles.map((a) => a.slug).sort()).toEqual([...REQUIRED_ARTICLE_SLUGS].sort());
    for (const article of articles) {
      expect(article.date).toBe("2025-08-24");
      const words = article.html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(600);
    }
  });

  it("keeps the spec's order for articles of the same date", () => {
    expect(articles.map((a) => a.slug)).toEqual([...REQUIRED_ARTICLE_SLUGS]);
    expect(HOME_TEASER_SLUGS).toEqual(["digital-marketing-tips-2025", "why-website-development-important", "top-10-content-shoot-ideas"]);
  });

  it("serves /blogs/blog10 as the video-editing article", () => {
    const found = findArticle("blog10");
    expect(found?.canonicalSlug).toBe("how-video-editing-boosts-brand-engagement");
    expect(ARTICLE_ALIASES.blog10).toBe(found?.article.slug);
    expect(findArticle("nope")).toBeUndefined();
  });
});

describe("parseArticle", () => {
  it("renders Markdown with anchored h2 headings as the table of contents", () => {
    const article = parseArticle("x", valid(), "en");
    expect(article.toc).toEqual([
      { id: "first", text: "First" },
      { id: "second", text: "Second" },
    ]);
    expect(article.html).toContain('<h2 id="first">First</h2>');
    expect(article.readingMinutes).toBe(1);
  });

  it("drops raw HTML instead of trusting it", () => {
    const article = parseArticle("x", valid({}, "Hello <script>alert(1)</script> there\n\n<div>block</div>"), "en");
    expect(article.html).not.toContain("<script");
    expect(article.html).not.toContain("<div");
  });

  it("marks an English article's Tamil words as Tamil, in its text only, and leaves a Tamil article as it is", () => {
    const body = "## Greetings\n\nA Tamil headline (\"பொங்கல் நல்வாழ்த்துக்கள்\") sells.\n\n[வணக்கம்](/ta \"வணக்கம்\")";
    const html = parseArticle("x", valid({}, body), "en").html;
    expect(html).toContain('(&quot;<span lang="ta">பொங்கல் நல்வாழ்த்துக்கள்</span>&quot;) sells.');
    expect(html).toContain('<a href="/ta" title="வணக்கம்"><span lang="ta">வணக்கம்</span></a>');
    expect(parseArticle("x", valid({}, body), "ta").html).not.toContain("<span");
  });

  it("names the article and the field when front matter is wrong", () => {
    expect(() => parseArticle("bad", valid({ date: "24 August" }), "en")).toThrow(/Article "bad" is invalid.*date/s);
    expect(() => parseArticle("bad", valid({ topic: "knitting" }), "en")).toThrow(/topic/);
  });

  it("fails when a required article is missing", () => {
    expect(() => loadArticles({ "./blog/only.md": valid() }, "en")).toThrow(/Missing required articles: digital-marketing-tips-2025/);
  });
});

describe("reading aids", () => {
  const video = findArticle("how-video-editing-boosts-brand-engagement")!.article;

  it("relates articles on the same service topic first", () => {
    const related = relatedArticles(video);
    expect(related).toHaveLength(3);
    expect(related[0]!.slug).toBe("top-10-content-shoot-ideas");
    expect(related.map((a) => a.slug)).not.toContain(video.slug);
  });

  it("links previous and next in list order", () => {
    const first = neighbours(articles[0]!);
    expect(first.previous).toBeUndefined();
    expect(first.next?.slug).toBe(articles[1]!.slug);
    const last = neighbours(articles.at(-1)!);
    expect(last.next).toBeUndefined();
  });
});
