/**
 * What the pages write about the agency for search engines, share images, the about and contact
 * pages: its description, founding date and address as written. Only the server reads it (page meta,
 * structured data, page copy). Tamil: ../ta/agency.ts.
 */
import { siteIdentity } from "~/shared/site";
import { formatMonth } from "../text";
import type { Translation } from "../translation";

export const agencyEn = {
  description:
    "A digital agency in Madurai for digital marketing, Meta Ads, video editing, poster design, SEO, website and app development.",
  /** From the identity's ISO month, so both languages say the same month. */
  founded: { display: formatMonth(siteIdentity.founded.iso, "en") },
  /** The address as written (the contact page, the share images). */
  address: { display: "Goripalayam, Madurai, Tamil Nadu 625002" },
};

export type AgencyText = Translation<typeof agencyEn>;
