/**
 * The owner's words for what brought an enquiry (issue 29): the enquiry page's 'How they found
 * you' and the inbox's filter chips, in the owner's language. Source names: ./sources.ts.
 */
import type { ClickId, Period } from "~/shared/analytics";
import { bilingual } from "~/content/admin/bilingual";

export const attributionCopy = bilingual(
  {
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
  },
  {
    heading: "உங்களை எப்படிக் கண்டார்கள்",
    source: "வந்த வழி",
    unknown: "தெரியவில்லை (JavaScript இல்லாமல், அல்லது இந்த வசதி வருவதற்கு முன் அனுப்பியது)",
    via: (host: string) => `${host} வழியாக`,
    campaign: "கேம்பெய்ன்",
    noCampaignName: "கேம்பெய்ன் பெயர் இல்லை",
    campaignDetails: { utmSource: "சோர்ஸ்", utmMedium: "மீடியம்", utmTerm: "டெர்ம்", utmContent: "கன்டென்ட்" },
    paidClick: "விளம்பர கிளிக்",
    clicks: { gclid: "Google Ads", fbclid: "Meta Ads" },
    landing: "முதலில் வந்த பக்கம்",
    openPage: "பக்கத்தைத் திறங்கள்",
    language: "அனுப்பிய மொழி",
    allWithThis: "இதே போல் வந்த எல்லா விசாரணைகளையும் காட்டுங்கள்",
    filters: { source: "வந்த வழி", campaign: "கேம்பெய்ன்", landing: "முதல் பக்கம்", lang: "மொழி", period: "காலம்" },
    periods: { today: "இன்று", "7d": "கடந்த 7 நாட்கள்", "30d": "கடந்த 30 நாட்கள்", "90d": "கடந்த 90 நாட்கள்" },
    removeFilter: (filter: string) => `${filter} வடிகட்டியை நீக்குங்கள்`,
    activeFilters: "வடிகட்டியவை",
    noMatch: "இந்த வடிகட்டிகளுக்குப் பொருந்தும் விசாரணைகள் இல்லை.",
  },
);
