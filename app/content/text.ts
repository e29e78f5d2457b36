import type { Lang } from "../shared/lang";

/**
 * URL fragment for a heading: "Why SEO Matters?" -> "why-seo-matters". Letters of other
 * scripts stay as they are ("SEO-க்கு எவ்வளவு செலவு" -> "seo-க்கு-எவ்வளவு-செலவு"), so a Tamil
 * heading gets a readable anchor of its own rather than "section-2". Latin accents are
 * dropped; Tamil vowel signs (combining marks of their own block) are kept, recomposed.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** Minutes to read at 200 words a minute, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** The Intl locale of each language's dates. */
const DATE_LOCALE: Record<Lang, "en-US" | "ta-IN"> = { en: "en-US", ta: "ta-IN" };

/**
 * "2025-08-24" -> "August 24, 2025" (or "24 ஆகஸ்ட், 2025" in Tamil), independent of the
 * machine's time zone. Called on the server only: the content loaders hand the pages the
 * formatted text (`dateText`), because a browser's first Intl call loads its locale data,
 * 40 ms (English) to 92 ms (Tamil) of main thread on this machine, in the middle of hydration
 * (docs/decisions/0051-dates-formatted-on-the-server.md).
 */
export function formatDate(isoDate: string, lang: Lang): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(DATE_LOCALE[lang], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * "2024-09" -> "September 2024" (or "செப்டம்பர் 2024" in Tamil): a month as the pages write
 * it, from the one date the identity holds (app/shared/site.ts `founded.iso`). Server only,
 * like `formatDate`.
 */
export function formatMonth(isoMonth: string, lang: Lang): string {
  return new Date(`${isoMonth}-01T00:00:00Z`).toLocaleDateString(DATE_LOCALE[lang], {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}
