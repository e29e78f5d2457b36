/**
 * The Tamil words about the agency and the navigation: the twin of ../en/site.ts. Paths stay
 * the English ones (the /ta prefix is the router's business); only labels change.
 */
import type { LegalNav, MainNav, SiteText } from "../en/site";
import { siteIn, type Site } from "../site";

export const siteTextTa: SiteText = {
  tagline: "உங்கள் எண்ணங்களை டிஜிட்டல் வெற்றியாக மாற்றுகிறோம்",
  whatsappMessage: "வணக்கம்! உங்கள் சேவைகள் பற்றி மேலும் தெரிந்துகொள்ள விரும்புகிறேன்.",
};

/** The site as a Tamil page reads it. */
export const siteTa: Site = siteIn(siteTextTa);

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
