import { siteIn, type Site } from "../site";
import type { Translation } from "../translation";

/**
 * The English words about the agency that every page shows, and the navigation; its identity
 * (name, contacts, links) is app/shared/site.ts, and what only the server writes about it
 * (description, founding date) ./agency.ts. Tamil: ../ta/site.ts.
 */
export const siteTextEn = {
  tagline: "Transforming Ideas into Digital Success",
  whatsappMessage: "Hello! I would like to know more about your services.",
};

/** The parts of the site every page reads, which every language supplies. */
export type SiteText = Translation<typeof siteTextEn>;

export const site: Site = siteIn(siteTextEn);

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

/** A translation of the navigation: the same paths in the same order, other labels. */
export type MainNav = Translation<typeof mainNav, "to">;
export type LegalNav = Translation<typeof legalNav, "to">;
