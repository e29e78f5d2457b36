/**
 * Titles and descriptions of the fixed pages: one source for each page's meta tags, its
 * structured data and its generated share image (scripts/og-images.ts). Service and article
 * pages take theirs from the service content and the article front matter.
 */
import { agencyEn } from "./agency";
import type { STATIC_PAGE_PATHS } from "../paths.server";
import type { Translation } from "../translation";

export type StaticPagePath = (typeof STATIC_PAGE_PATHS)[number];

export type PageCopy = {
  /** The page's own title; the brand is appended in the document title. */
  title: string;
  description: string;
  /** Short label on the share image saying what kind of page it is. */
  kind: string;
  robots?: string;
};

export const staticPages = {
  "/": {
    title: "Digital Marketing & Web Solutions",
    description: agencyEn.description,
    kind: "Digital agency in Madurai",
    robots: "index, follow",
  },
  "/about": {
    title: "About Us",
    description:
      `Founded in ${agencyEn.founded.display} in Madurai, we help businesses grow online with digital marketing, design, video, SEO, websites and apps.`,
    kind: "About",
  },
  "/services": {
    title: "Our Services",
    description:
      "Digital marketing, Meta Ads, video editing, poster designs, SEO, website and app development for businesses in Madurai and across India.",
    kind: "Services",
  },
  "/blogs": {
    title: "Blogs",
    description:
      "Practical guides on digital marketing, Meta Ads, video, poster design, SEO, websites and apps for small businesses in India.",
    kind: "Blog",
  },
  "/contact": {
    title: "Contact Us",
    description: "Tell us about your project. Call, email or send an enquiry to our team in Goripalayam, Madurai.",
    kind: "Contact",
  },
  "/terms-conditon": {
    title: "Terms & Conditions",
    description:
      "The terms for using this website and for the services we provide: usage, payments and deliverables, and liability.",
    kind: "Legal",
  },
  "/privacy-policy": {
    title: "Privacy Policy",
    description: "What we collect when you contact us, how we use it, and your rights over your personal data.",
    kind: "Legal",
  },
} as const satisfies Record<StaticPagePath, PageCopy>;

/** A translation of `staticPages`: every path, other text, the same robots directives. */
export type StaticPagesCopy = Translation<typeof staticPages, "robots">;

/** Share-image label of a service page and an article page. */
export const SERVICE_KIND = "Service";
export const ARTICLE_KIND = "Article";

export type SharePage = { path: string; title: string; kind: string; subtitle?: string };
