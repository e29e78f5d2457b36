/**
 * The owner's words for what brought an enquiry (issue 29): the enquiry page's 'How they found
 * you' and the inbox's filter chips. English only, as the inbox is. Source names: ./sources.ts.
 */
import type { ClickId, Period } from "~/shared/analytics";

export const attributionCopy = {
  heading: "How they found you",
  source: "Source",
  /** An enquiry with no attribution: said, never guessed. */
  unknown: "Unknown (sent without JavaScript, or before attribution)",
  via: (host: string) => `via ${host}`,
  campaign: "Campaign",
  noCampaignName: "No campaign name",
  campaignDetails: { utmSource: "source", utmMedium: "medium", utmTerm: "term", utmContent: "content" },
  paidClick: "Paid click",
  clicks: { gclid: "Google Ads", fbclid: "Meta Ads" } satisfies Record<ClickId, string>,
  landing: "Landing page",
  openPage: "Open the page",
  language: "Sent in",
  /** The title of a value's link to the inbox filtered by it. */
  allWithThis: "Show every enquiry with this",
  filters: { source: "Source", campaign: "Campaign", landing: "Landing page", lang: "Language", period: "Period" },
  periods: { today: "Today", "7d": "Last 7 days", "30d": "Last 30 days", "90d": "Last 90 days" } satisfies Record<Period, string>,
  removeFilter: (filter: string) => `Remove the filter ${filter}`,
  activeFilters: "Filtered by",
  noMatch: "No enquiries match these filters.",
} as const;
