import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { jsonLdMeta, organizationLd, type JsonLdNode } from "./structured-data";
import { absoluteUrl, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from "./urls";

export { absoluteUrl, shareImagePath } from "./urls";

export type PageSeo = {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** Path of the canonical page, e.g. "/about". */
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

export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const title = documentTitle(page.title);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(page.image ?? shareImagePath(page.path));
  const imageAlt = page.imageAlt ?? `${page.title} – ${site.name}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_IN" },
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
  meta.push(jsonLdMeta([organizationLd(), ...(page.structuredData ?? [])]));
  return meta;
}
