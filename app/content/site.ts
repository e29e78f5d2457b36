import { buildEnv } from "~/shared/build-env";
import type { Translation } from "./translation";

/**
 * Site identity: the one place an owner edits the agency's name, contacts and links.
 * Components read everything from here; nothing below is repeated elsewhere.
 * The values are tidy placeholders until the agency supplies its own.
 */
export type SocialLink = {
  /** Accessible name of the icon link. */
  label: string;
  icon: "instagram" | "facebook" | "linkedin" | "youtube";
  href: string;
};

export const site = {
  name: "Vaigai Digital",
  /** Short form used in the header logo mark. */
  initials: "VD",
  tagline: "Transforming Ideas into Digital Success",
  description:
    "A digital agency in Madurai for digital marketing, Meta Ads, video editing, poster design, SEO, website and app development.",
  /** Canonical origin of the deployed site: SITE_URL at build time (see app/shared/build-env.ts). */
  url: buildEnv.siteUrl,
  phone: { display: "+91 98765 43210", e164: "+919876543210" },
  email: "hello@vaigaidigital.in",
  /** WhatsApp number in international format without "+", as wa.me expects. */
  whatsappNumber: "919876543210",
  whatsappMessage: "Hello! I would like to know more about your services.",
  address: {
    street: "Goripalayam",
    locality: "Madurai",
    region: "Tamil Nadu",
    postalCode: "625002",
    country: "IN",
    display: "Goripalayam, Madurai, Tamil Nadu 625002",
  },
  founded: { iso: "2024-09", display: "September 2024" },
  copyrightYear: 2025,
  social: [
    { label: "Instagram", icon: "instagram", href: "https://www.instagram.com/vaigaidigital/" },
    { label: "Facebook", icon: "facebook", href: "/" },
    { label: "LinkedIn", icon: "linkedin", href: "/" },
    { label: "YouTube", icon: "youtube", href: "/" },
  ] satisfies SocialLink[],
} as const;

export const mainNav = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/blogs", label: "Blogs" },
  { to: "/contact", label: "Contact" },
] as const;

export const legalNav = [
  { to: "/terms-conditon", label: "Terms & Conditions" },
  { to: "/privacy-policy", label: "Privacy Policy" },
] as const;

/**
 * The parts of `site` a visitor reads, which every language supplies (./ta/site.ts); the
 * rest (name, contacts, links, numbers) is the same in every language.
 */
export type SiteText = Translation<Pick<typeof site, "tagline" | "description" | "whatsappMessage">> & {
  readonly address: { readonly display: string };
  readonly founded: { readonly display: string };
};

/** A translation of the navigation: the same paths in the same order, other labels. */
export type MainNav = Translation<typeof mainNav, "to">;
export type LegalNav = Translation<typeof legalNav, "to">;

export function whatsappHref(message: string = site.whatsappMessage): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
