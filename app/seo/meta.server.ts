import type { MetaDescriptor } from "react-router";
import type { StaticPagePath } from "~/content/en/pages";
import { copyFor } from "~/content/page-copy.server";
import { siteIdentity as site } from "~/shared/site";
import type { JsonLdNode } from "./json-ld";
import { jsonLdMeta, organizationLd } from "./structured-data.server";
import { alternatePaths, englishPath, LANG_TAG, langOfPath, LANGS, OG_LOCALE } from "../shared/lang";
import { absoluteUrl, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from "../shared/urls";

export { absoluteUrl, shareImagePath } from "../shared/urls";

export type PageSeo = {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** Path of the canonical page, e.g. "/about" or "/ta/about"; its prefix gives the language. */
  path: string;
  /** Absolute path of a 1200x630 share image; defaults to the page's generated one. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  robots?: string;
  /** ISO date for articles. */
  publishedTime?: string;
  /**
   * The page's own schema.org nodes (Service, BlogPosting, BreadcrumbList, ...). Every page
   * also carries the agency (ProfessionalService), so they can refer to it by "@id".
   */
  structuredData?: JsonLdNode[];
};

/** Title as shown in the tab and in search results: "About Us | Vaigai Digital". */
export function documentTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/**
 * The page's `hreflang` links: itself and its twin in the other language, absolute, plus
 * `x-default` on the English page. Both twins derive them from the same English path, so
 * they are reciprocal by construction.
 */
export function alternateLinks(path: string): MetaDescriptor[] {
  const paths = alternatePaths(englishPath(path));
  return [
    ...LANGS.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: LANG_TAG[lang], href: absoluteUrl(paths[lang]) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(paths.en) },
  ];
}

export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const lang = langOfPath(page.path);
  const title = documentTitle(page.title);
  const url = absoluteUrl(page.path);
  // Each page's own image, drawn at build time in its language (scripts/og-images.ts).
  const image = absoluteUrl(page.image ?? shareImagePath(page.path));
  const imageAlt = page.imageAlt ?? `${page.title} – ${site.name}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(page.path),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: OG_LOCALE[lang] },
    { property: "og:locale:alternate", content: OG_LOCALE[lang === "en" ? "ta" : "en"] },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(page.image ? [] : [{ property: "og:image:type", content: "image/png" }]),
    { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (page.robots) meta.push({ name: "robots", content: page.robots });
  if (page.publishedTime) meta.push({ property: "article:published_time", content: page.publishedTime });
  meta.push(jsonLdMeta([organizationLd(lang), ...(page.structuredData ?? [])]));
  return meta;
}

/** The meta tags of a fixed page (its title and description in app/content/<lang>/pages.ts) in the request's language. */
export function staticPageMeta(request: Request, englishPath: StaticPagePath, extra: Partial<PageSeo> = {}): MetaDescriptor[] {
  const { pages, locale } = copyFor(request);
  return pageMeta({ ...pages[englishPath], path: locale.path(englishPath), ...extra });
}

/** A page that is not there: its title (by default the 404 page's) in the request's language, and kept out of the index. */
export function notFoundMeta(request: Request, title = copyFor(request).words.notFound.metaTitle): MetaDescriptor[] {
  return [{ title: documentTitle(title) }, { name: "robots", content: "noindex" }];
}
