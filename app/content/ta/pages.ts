/**
 * Titles and descriptions of the fixed pages in Tamil: the twin of ../pages.ts, typed so
 * that a missing or extra page fails `tsc`, and the robots directives stay the English ones.
 */
import type { StaticPagesCopy } from "../en/pages";
import { agencyTa } from "./agency";

export const staticPagesTa: StaticPagesCopy = {
  "/": {
    title: "டிஜிட்டல் மார்க்கெட்டிங் & வெப் தீர்வுகள்",
    description: agencyTa.description,
    kind: "மதுரையில் டிஜிட்டல் ஏஜென்சி",
    robots: "index, follow",
  },
  "/about": {
    title: "எங்களைப் பற்றி",
    description:
      `${agencyTa.founded.display}-இல் மதுரையில் தொடங்கிய நாங்கள், டிஜிட்டல் மார்க்கெட்டிங், டிசைன், வீடியோ, SEO, வெப்சைட், ஆப் மூலம் வணிகங்கள் ஆன்லைனில் வளர உதவுகிறோம்.`,
    kind: "எங்களைப் பற்றி",
  },
  "/services": {
    title: "எங்கள் சேவைகள்",
    description:
      "மதுரையிலும் இந்தியா முழுவதிலும் உள்ள வணிகங்களுக்கு டிஜிட்டல் மார்க்கெட்டிங், Meta Ads, வீடியோ எடிட்டிங், போஸ்டர் டிசைன், SEO, வெப்சைட், ஆப் டெவலப்மென்ட்.",
    kind: "சேவைகள்",
  },
  "/blogs": {
    title: "கட்டுரைகள்",
    description:
      "இந்தியாவின் சிறு வணிகங்களுக்கு டிஜிட்டல் மார்க்கெட்டிங், Meta Ads, வீடியோ, போஸ்டர் டிசைன், SEO, வெப்சைட், ஆப் பற்றிய நடைமுறை வழிகாட்டிகள்.",
    kind: "கட்டுரைகள்",
  },
  "/contact": {
    title: "எங்களைத் தொடர்புகொள்ள",
    description:
      "உங்கள் தேவையைச் சொல்லுங்கள். மதுரை கோரிப்பாளையத்தில் உள்ள எங்கள் குழுவுக்குப் போன் செய்யுங்கள், மின்னஞ்சல் அனுப்புங்கள் அல்லது விசாரணைப் படிவத்தை நிரப்புங்கள்.",
    kind: "தொடர்புக்கு",
  },
  "/terms-conditon": {
    title: "விதிமுறைகள் & நிபந்தனைகள்",
    description:
      "இந்த வெப்சைட்டையும் எங்கள் சேவைகளையும் பயன்படுத்துவதற்கான விதிமுறைகள்: பயன்பாடு, கட்டணங்களும் ஒப்படைப்புகளும், பொறுப்பு வரம்பு.",
    kind: "சட்டத் தகவல்",
  },
  "/privacy-policy": {
    title: "தனியுரிமைக் கொள்கை",
    description:
      "நீங்கள் எங்களைத் தொடர்புகொள்ளும்போது நாங்கள் சேகரிப்பவை, அவற்றை எப்படிப் பயன்படுத்துகிறோம், உங்கள் தனிப்பட்ட தரவின் மீது உங்களுக்குள்ள உரிமைகள்.",
    kind: "சட்டத் தகவல்",
  },
};

/** Share-image label of a service page and an article page. */
export const SERVICE_KIND_TA = "சேவை";
export const ARTICLE_KIND_TA = "கட்டுரை";
