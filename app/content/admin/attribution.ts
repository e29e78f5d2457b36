/**
 * The owner's words for what brought an enquiry (issues 29 and 37): the enquiry page's 'Where they
 * came from' and the inbox's filter chips, in the owner's language. Source names: ./sources.ts.
 */
import type { Period } from "~/shared/analytics";
import { bilingual } from "~/content/admin/bilingual";

/** How a visit came, in a shop owner's words (app/components/admin/enquiry-attribution.tsx `visitWay`). */
type WayWords = {
  /** A paid ad on a network: 'Facebook ad'. */
  ad: (brand: string) => string;
  /** An ad whose network is no brand of ours (another site, or none named). */
  adElsewhere: string;
  /** A campaign sent by mail (utm_medium email or newsletter). */
  mail: string;
  /** A search engine's results, not an ad. */
  search: (brand: string) => string;
  /** The sources said differently on an enquiry than in the dashboard's table. */
  ai: string;
  other: string;
  direct: string;
};

export const attributionCopy = bilingual(
  {
    heading: "Where they came from",
    source: "Came from",
    /** An enquiry with no attribution: said, never guessed. */
    unknown: "Unknown (sent without JavaScript, or before attribution)",
    via: (host: string) => `via ${host}`,
    ways: {
      ad: (brand: string) => `${brand} ad`,
      adElsewhere: "An ad on another website",
      mail: "A mail campaign",
      search: (brand: string) => `${brand} search`,
      ai: "An AI assistant (ChatGPT, Gemini, …)",
      other: "Another website",
      direct: "Typed the address, or a bookmark",
    } satisfies WayWords,
    campaign: "Campaign",
    noCampaignName: "No campaign name",
    /** The link's own values, for an owner who set the campaign up: named as they are in the link. */
    linkDetails: "The link's details",
    pageAddress: "Page address",
    landing: "First page",
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
    heading: "எங்கிருந்து வந்தார்கள்",
    source: "வந்த வழி",
    unknown: "தெரியவில்லை (JavaScript இல்லாமல், அல்லது இந்த வசதி வருவதற்கு முன் அனுப்பியது)",
    via: (host: string) => `${host} வழியாக`,
    ways: {
      ad: (brand: string) => `${brand} விளம்பரம்`,
      adElsewhere: "பிற வெப்சைட்டில் ஒரு விளம்பரம்",
      mail: "மின்னஞ்சல் கேம்பெய்ன்",
      search: (brand: string) => `${brand} தேடல்`,
      ai: "AI உதவியாளர் (ChatGPT, Gemini, …)",
      other: "பிற வெப்சைட்",
      direct: "முகவரியை டைப் செய்து, அல்லது புக்மார்க்கிலிருந்து",
    },
    campaign: "கேம்பெய்ன்",
    noCampaignName: "கேம்பெய்ன் பெயர் இல்லை",
    linkDetails: "லிங்க் விவரங்கள்",
    pageAddress: "பக்க முகவரி",
    landing: "முதல் பக்கம்",
    openPage: "பக்கத்தைத் திறங்கள்",
    language: "அனுப்பிய மொழி",
    allWithThis: "இதே போல் வந்த எல்லா விசாரணைகளையும் காட்டுங்கள்",
    filters: { source: "வந்த வழி", campaign: "கேம்பெய்ன்", landing: "முதல் பக்கம்", lang: "மொழி", period: "காலம்" },
    periods: { today: "இன்று", "7d": "கடந்த 7 நாட்கள்", "30d": "கடந்த 30 நாட்கள்", "90d": "கடந்த 90 நாட்கள்" },
    removeFilter: (filter: string) => `${filter} ஃபில்டரை நீக்குங்கள்`,
    activeFilters: "ஃபில்டர்கள்",
    noMatch: "இந்த ஃபில்டர்களுக்குப் பொருந்தும் விசாரணைகள் இல்லை.",
  },
);
