/**
 * The Tamil text of the site identity and navigation: the twin of ../site.ts. Paths stay
 * the English ones (the /ta prefix is the router's business); only labels change.
 */
import { site, type LegalNav, type MainNav, type SiteText } from "../site";

export const siteTextTa: SiteText = {
  tagline: "உங்கள் எண்ணங்களை டிஜிட்டல் வெற்றியாக மாற்றுகிறோம்",
  description:
    "மதுரையில் உள்ள டிஜிட்டல் ஏஜென்சி: டிஜிட்டல் மார்க்கெட்டிங், Meta Ads, வீடியோ எடிட்டிங், போஸ்டர் டிசைன், SEO, வெப்சைட், ஆப் டெவலப்மென்ட்.",
  whatsappMessage: "வணக்கம்! உங்கள் சேவைகள் பற்றி மேலும் தெரிந்துகொள்ள விரும்புகிறேன்.",
  address: { display: "கோரிப்பாளையம், மதுரை, தமிழ்நாடு 625002" },
  founded: { display: "செப்டம்பர் 2024" },
};

/** `site` with its Tamil text: what a Tamil page reads in place of `site`. */
export const siteTa = {
  ...site,
  ...siteTextTa,
  address: { ...site.address, ...siteTextTa.address },
  founded: { ...site.founded, ...siteTextTa.founded },
};

export const mainNavTa: MainNav = [
  { to: "/", label: "முகப்பு" },
  { to: "/about", label: "எங்களைப் பற்றி" },
  { to: "/services", label: "சேவைகள்" },
  { to: "/blogs", label: "கட்டுரைகள்" },
  { to: "/contact", label: "தொடர்புக்கு" },
];

export const legalNavTa: LegalNav = [
  { to: "/terms-conditon", label: "விதிமுறைகள் & நிபந்தனைகள்" },
  { to: "/privacy-policy", label: "தனியுரிமைக் கொள்கை" },
];
