import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "~/content/front-matter";
import { loadArticles, readArticleFiles } from "./article-collection.server";
import { articles } from "./articles.server";

const englishFiles = readArticleFiles(fileURLToPath(new URL("./blog/", import.meta.url)));
const tamilFiles = readArticleFiles(fileURLToPath(new URL("./blog-ta/", import.meta.url)));
const TAMIL = /[\u0B80-\u0BFF]/;

/** Front-matter fields that are the same in both languages. */
const SHARED_FIELDS = ["date", "image", "topic"] as const;

const count = (body: string, pattern: RegExp) => body.match(pattern)?.length ?? 0;
const links = (body: string) => [...body.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]!);

describe("the Tamil articles (app/content/blog-ta)", () => {
  it("are the English articles, file for file", () => {
    expect(Object.keys(tamilFiles)).toEqual(Object.keys(englishFiles));
    expect(Object.keys(tamilFiles)).toHaveLength(9);
  });

  it("stay out of the English blog", () => {
    expect(articles).toHaveLength(9);
    for (const article of articles) expect(article.title, article.slug).not.toMatch(TAMIL);
  });

  it("pass the article schema and the blog's checks", () => {
    const list = loadArticles(tamilFiles, "ta");
    expect(list.map((a) => a.slug).sort()).toEqual(articles.map((a) => a.slug).sort());
  });

  it("give every heading an anchor in Tamil, not a numbered 'section'", () => {
    for (const article of loadArticles(tamilFiles, "ta")) {
      const ids = [...article.html.matchAll(/<h[2-6] id="([^"]+)"/g)].map((match) => match[1]!);
      expect(ids.length, article.slug).toBeGreaterThan(0);
      for (const id of ids) expect(id, article.slug).not.toMatch(/^section(-\d+)?$/);
      expect(ids.filter((id) => TAMIL.test(id)).length, article.slug).toBeGreaterThan(ids.length / 2);
      expect(new Set(ids).size, article.slug).toBe(ids.length);
      expect(article.toc.map((entry) => entry.id).every((id) => ids.includes(id)), article.slug).toBe(true);
    }
  });

  it.each(Object.keys(englishFiles))("%s has the English front-matter keys and shared fields, the text in Tamil", (file) => {
    const en = parseFrontMatter(englishFiles[file]!);
    const ta = parseFrontMatter(tamilFiles[file]!);
    expect(Object.keys(ta.data)).toEqual(Object.keys(en.data));
    for (const field of SHARED_FIELDS) expect(ta.data[field], field).toBe(en.data[field]);
    for (const field of ["title", "description", "imageAlt"]) expect(ta.data[field], field).toMatch(TAMIL);
  });

  it.each(Object.keys(englishFiles))("%s keeps the English structure and links to the Tamil pages", (file) => {
    const en = parseFrontMatter(englishFiles[file]!).body;
    const ta = parseFrontMatter(tamilFiles[file]!).body;
    expect(count(ta, /^## /gm), "## headings").toBe(count(en, /^## /gm));
    expect(count(ta, /^### /gm), "### headings").toBe(count(en, /^### /gm));
    expect(links(ta)).toEqual(links(en).map((link) => `/ta${link}`));
    // Tamil words are longer than English ones: the same text has fewer of them.
    const words = ta.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(550);
  });
});
