/**
 * What the pages write about the agency for search engines, share images and the about page:
 * its description and founding date as written. Only the server reads it (page meta,
 * structured data, page copy). Tamil: ../ta/agency.ts.
 */
import type { Translation } from "../translation";

export const agencyEn = {
  description:
    "A digital agency in Madurai for digital marketing, Meta Ads, video editing, poster design, SEO, website and app development.",
  founded: { display: "September 2024" },
};

export type AgencyText = Translation<typeof agencyEn>;
