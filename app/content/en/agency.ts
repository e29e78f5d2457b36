/**
 * What the pages write about the agency for search engines, share images, the about and contact
 * pages: its description, founding date and address as written. Only the server reads it (page meta,
 * structured data, page copy). Tamil: ../ta/agency.ts.
 */
import type { Translation } from "../translation";

export const agencyEn = {
  description:
    "A digital agency in Madurai for digital marketing, Meta Ads, video editing, poster design, SEO, website and app development.",
  founded: { display: "September 2024" },
  /** The address as written (the contact page, the share images). */
  address: { display: "Goripalayam, Madurai, Tamil Nadu 625002" },
};

export type AgencyText = Translation<typeof agencyEn>;
