import { buildEnv } from "./build-env";


/**
 * The agency's identity: its name, contacts and links, the same in every language. The one
 * place an owner edits them; the words a visitor reads about the agency (tagline, address as
 * written, WhatsApp greeting) are copy, in app/content/<language>/site.ts. The server reads
 * this too (the name in mails). The values are tidy placeholders until the agency supplies
 * its own.
 */
export type SocialLink = {
  /** Accessible name of the icon link (a brand name: the same in every language). */
  label: string;
  icon: "instagram" | "facebook" | "linkedin" | "youtube";
  /** The profile's own address: only a profile that exists is listed (a placeholder such as "/" is refused by this type). */
  href: `https://${string}`;
};

export const siteIdentity = {
  name: "Vaigai Digital",
  /** Short form used in the header logo mark. */
  initials: "VD",
  /** Canonical origin of the deployed site: SITE_URL at build time (see app/shared/build-env.ts). */
  url: buildEnv.siteUrl,
  /** `e164` is the number as app/shared/phone.ts `readPhone` reads `display` (server/enquiries/phone-spellings.test.ts). */
  phone: { display: "+91 98765 43210", e164: "+919876543210" },
  email: "hello@vaigaidigital.in",
  /** WhatsApp number in international format without "+", as wa.me expects. */
  whatsappNumber: "919876543210",
  address: {
    street: "Goripalayam",
    locality: "Madurai",
    region: "Tamil Nadu",
    postalCode: "625002",
    country: "IN",
  },
  founded: { iso: "2024-09" },
  /** The footer's and the feed's copyright: from the year the site first published (the spec's 2025) to the build's. */
  copyrightYears: `2025–${buildEnv.buildYear}`,
  /**
   * The agency's profiles that exist, shown in the footer and named in the structured data's
   * sameAs. Add Facebook, LinkedIn or YouTube here when the agency opens one (the icons are
   * drawn: components/ui/icons.tsx). The spec's three links to "/" sent a Tamil visitor to the
   * English home page (issue 37, decision 0082).
   */
  social: [{ label: "Instagram", icon: "instagram", href: "https://www.instagram.com/vaigaidigital/" }] satisfies SocialLink[],
} as const;

/** A WhatsApp chat with the agency, the message prefilled. */
export function whatsappHref(message: string): string {
  return `https://wa.me/${siteIdentity.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
