/**
 * schema.org structured data (JSON-LD) built from the same typed content and config as the
 * pages: the agency from `site`, a Service from the service content, a BlogPosting from an
 * article's front matter. Routes add their nodes through `pageMeta({ structuredData })`,
 * which emits them in one `<script type="application/ld+json">` with the agency node, so
 * nodes can point at the agency by "@id".
 *
 * Server only: loaders build a page's meta tags (./meta.server.ts) and hand them to the page,
 * so none of this reaches the browser.
 */
import type { MetaDescriptor } from "react-router";
import type { ArticleSummary } from "~/content/article-collection.server";
import { SERVICE_NAMES, serviceNameForSlug } from "~/shared/services";
import { agencyEn } from "~/content/en/agency";
import { pageWordsEn } from "~/content/en/page-words";
import { pageWordsTa } from "~/content/ta/page-words";
import { site } from "~/content/en/site";
import { agencyTa } from "~/content/ta/agency";
import { SERVICE_NAMES_TA } from "~/shared/service-names-ta";
import { mainNavTa, siteTa } from "~/content/ta/site";
import { uiTa } from "~/content/ta/ui";
import { CONTENT_LANGUAGE, langOfPath, localePath, type Lang } from "../shared/lang";
import {
  absoluteUrl,
  LOGO_PNG_PATH,
  LOGO_PNG_SIZE,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImagePath,
} from "../shared/urls";

import type {
  JsonLdNode,
  ImageObjectLd,
  PlaceLd,
  NamedRefLd,
  ProfessionalServiceLd,
  WebSiteLd,
  ServiceLd,
  BlogPostingLd,
  ListItemLd,
  BreadcrumbListLd,
  ItemListLd,
} from "./json-ld";

export const SCHEMA_CONTEXT = "https://schema.org";

/** The "@id" of the agency node and of the site node; stable across pages. */
export const ORGANIZATION_ID = absoluteUrl("/#organization");
export const WEBSITE_ID = absoluteUrl("/#website");
export const BLOG_ID = absoluteUrl("/blogs#blog");

export function serviceId(slug: string): string {
  return `${absoluteUrl(`/services/${slug}`)}#service`;
}

export function articleId(slug: string, lang: Lang = "en"): string {
  return `${absoluteUrl(localePath(lang, `/blogs/${slug}`))}#article`;
}

/** Text that differs by language in the nodes below; the English values are the originals. */
const LD_TEXT = {
  en: { site, agency: agencyEn, offerCatalog: pageWordsEn.structuredData.offerCatalog, home: "Home", blog: `${site.name} blog`, serviceName: serviceNameForSlug },
  ta: {
    site: siteTa,
    agency: agencyTa,
    offerCatalog: pageWordsTa.structuredData.offerCatalog,
    home: mainNavTa[0].label,
    blog: uiTa.feed.title(site.name),
    serviceName: (slug: string) => SERVICE_NAMES_TA.find((s) => s.slug === slug)?.title ?? "",
  },
} as const;

const AREA_SERVED: PlaceLd[] = [
  { "@type": "City", name: site.address.locality },
  { "@type": "State", name: site.address.region },
  { "@type": "Country", name: "India" },
];

function logo(): ImageObjectLd {
  return { "@type": "ImageObject", url: absoluteUrl(LOGO_PNG_PATH), width: LOGO_PNG_SIZE, height: LOGO_PNG_SIZE };
}

function shareImage(path: string, caption: string): ImageObjectLd {
  return {
    "@type": "ImageObject",
    url: absoluteUrl(shareImagePath(path)),
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    caption,
  };
}

/** Social profiles that are real absolute URLs (placeholders pointing at "/" are left out). */
export function sameAsLinks(links: ReadonlyArray<{ href: string }> = site.social): string[] {
  return links.map((link) => link.href).filter((href) => /^https?:\/\//.test(href));
}

function serviceRef(slug: string, name: string): NamedRefLd {
  return { "@type": "Service", "@id": serviceId(slug), name, url: absoluteUrl(`/services/${slug}`) };
}

/**
 * The agency: a ProfessionalService (a LocalBusiness) in Goripalayam, Madurai, described in the
 * page's language (one node, the same "@id", on every page).
 */
export function organizationLd(lang: Lang = "en"): ProfessionalServiceLd {
  const text = LD_TEXT[lang];
  return {
    "@type": "ProfessionalService",
    "@id": ORGANIZATION_ID,
    name: site.name,
    description: text.agency.description,
    slogan: text.site.tagline,
    url: absoluteUrl("/"),
    logo: logo(),
    image: absoluteUrl(shareImagePath("/")),
    telephone: site.phone.e164,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    foundingDate: site.founded.iso,
    areaServed: AREA_SERVED,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone.e164,
      email: site.email,
      areaServed: site.address.country,
      availableLanguage: ["English", "Tamil"],
    },
    sameAs: sameAsLinks(),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: text.offerCatalog,
      itemListElement: SERVICE_NAMES.map((service) => ({
        "@type": "Offer",
        itemOffered: serviceRef(service.slug, text.serviceName(service.slug)),
      })),
    },
  };
}

export function websiteLd(lang: Lang = "en"): WebSiteLd {
  return {
    "@type": "WebSite",
    "@id": lang === "en" ? WEBSITE_ID : absoluteUrl(`${localePath(lang, "/")}#website`),
    url: absoluteUrl(localePath(lang, "/")),
    name: site.name,
    description: LD_TEXT[lang].agency.description,
    inLanguage: CONTENT_LANGUAGE[lang],
    publisher: { "@id": ORGANIZATION_ID },
  };
}

export function serviceLd(service: { slug: string; title: string; description: string }, lang: Lang = "en"): ServiceLd {
  const path = `/services/${service.slug}`;
  return {
    "@type": "Service",
    "@id": lang === "en" ? serviceId(service.slug) : `${absoluteUrl(localePath(lang, path))}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: absoluteUrl(localePath(lang, path)),
    image: absoluteUrl(shareImagePath(localePath(lang, path))),
    ...(lang === "en" ? {} : { inLanguage: CONTENT_LANGUAGE[lang] }),
    provider: { "@id": ORGANIZATION_ID },
    areaServed: AREA_SERVED,
  };
}

type ArticleFields = Pick<ArticleSummary, "slug" | "title" | "description" | "date" | "topic" | "readingMinutes">;

/** A BlogPosting for the article's canonical page. Alias routes (/blogs/blog10) emit none. */
export function blogPostingLd(article: ArticleFields, lang: Lang = "en"): BlogPostingLd {
  const path = `/blogs/${article.slug}`;
  const url = absoluteUrl(localePath(lang, path));
  const text = LD_TEXT[lang];
  const agency = { "@type": "Organization", name: site.name, url: absoluteUrl("/") } as const;
  return {
    "@type": "BlogPosting",
    "@id": articleId(article.slug, lang),
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: article.date,
    dateModified: article.date,
    image: [shareImage(localePath(lang, path), article.title)],
    author: agency,
    publisher: { ...agency, "@id": ORGANIZATION_ID, logo: logo() },
    inLanguage: CONTENT_LANGUAGE[lang],
    articleSection: text.serviceName(article.topic),
    timeRequired: `PT${article.readingMinutes}M`,
    isPartOf: {
      "@type": "Blog",
      "@id": lang === "en" ? BLOG_ID : `${absoluteUrl(localePath(lang, "/blogs"))}#blog`,
      name: text.blog,
      url: absoluteUrl(localePath(lang, "/blogs")),
    },
    about: serviceRef(article.topic, text.serviceName(article.topic)),
  };
}

function listItems(items: ReadonlyArray<{ name: string; path: string }>): ListItemLd[] {
  return items.map((entry, i) => ({ "@type": "ListItem", position: i + 1, name: entry.name, item: absoluteUrl(entry.path) }));
}

/** Home > section > page; the first entry is the home page. */
export function breadcrumbLd(trail: ReadonlyArray<{ name: string; path: string }>): BreadcrumbListLd {
  // The trail's paths say the language: a Tamil trail starts at the Tamil home page.
  const lang = langOfPath(trail[0]?.path ?? "/");
  return {
    "@type": "BreadcrumbList",
    itemListElement: listItems([{ name: LD_TEXT[lang].home, path: localePath(lang, "/") }, ...trail]),
  };
}

/** The list pages (/services, /blogs) as an ItemList of their entries, in page order. */
export function itemListLd(name: string, items: ReadonlyArray<{ name: string; path: string }>): ItemListLd {
  return { "@type": "ItemList", name, numberOfItems: items.length, itemListElement: listItems(items) };
}

export function blogListLd(articles: ReadonlyArray<Pick<ArticleSummary, "slug" | "title">>, lang: Lang = "en"): ItemListLd {
  return itemListLd(
    LD_TEXT[lang].blog,
    articles.map((a) => ({ name: a.title, path: localePath(lang, `/blogs/${a.slug}`) })),
  );
}

/** One JSON-LD script for React Router's <Meta />. */
export function jsonLdMeta(nodes: JsonLdNode[]): MetaDescriptor {
  return { "script:ld+json": { "@context": SCHEMA_CONTEXT, "@graph": nodes } };
}
