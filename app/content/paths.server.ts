/**
 * Every public page path. React Router's config (build time, plain Node) uses it to choose
 * what to pre-render; the sitemap uses the same list.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { localePath } from "../shared/lang";
import { SERVICE_SLUGS } from "./schema";

export const STATIC_PAGE_PATHS = [
  "/",
  "/about",
  "/services",
  "/blogs",
  "/contact",
  "/terms-conditon",
  "/privacy-policy",
] as const;

/** Canonical English pages; each has a Tamil twin under /ta. Aliases such as /blogs/blog10 are left out. */
export function canonicalPaths(articleSlugs: readonly string[]): string[] {
  return [
    ...STATIC_PAGE_PATHS,
    ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
    ...articleSlugs.map((slug) => `/blogs/${slug}`),
  ];
}

/** Whether a file of the blog folder is an article: any Markdown file but the folder's README. */
export function isArticleFile(file: string): boolean {
  return file.endsWith(".md") && !/(^|\/)README\.md$/.test(file);
}

/** Article slugs from the Markdown files on disk (for code that runs outside Vite). */
export function articleSlugsOnDisk(dir = fileURLToPath(new URL("./blog/", import.meta.url))): string[] {
  return readdirSync(dir)
    .filter(isArticleFile)
    .map((file) => file.slice(0, -3))
    .sort();
}

/** Every page in both languages (English first), the alias included. */
export function pagePaths(articleSlugs: readonly string[]): string[] {
  const english = [...canonicalPaths(articleSlugs), "/blogs/blog10"];
  return [...english, ...english.map((path) => localePath("ta", path))];
}

export function prerenderPaths(): string[] {
  return [...pagePaths(articleSlugsOnDisk()), "/sitemap.xml", "/robots.txt", "/rss.xml", "/ta/rss.xml", "/feed.json"];
}
