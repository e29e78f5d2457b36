/**
 * The seven service names in Tamil, with the English slugs, in the spec's order: the Tamil
 * contact form's dropdown labels. The type pins every slug and its position to
 * ../service-names.ts; ./services.ts asserts the titles match the Tamil service pages.
 * The stored enquiry keeps the English title (the schema's enum): these are labels only.
 */
import type { SERVICE_NAMES } from "../../shared/services";
import type { Translation } from "../translation";

export const SERVICE_NAMES_TA: Translation<typeof SERVICE_NAMES, "slug"> = [
  { slug: "digital-marketing", title: "டிஜிட்டல் மார்க்கெட்டிங்" },
  { slug: "meta-ads", title: "Meta Ads" },
  { slug: "video-editing", title: "வீடியோ எடிட்டிங்" },
  { slug: "poster-designs", title: "போஸ்டர் டிசைன்" },
  { slug: "seo-optimization", title: "SEO ஆப்டிமைசேஷன்" },
  { slug: "website-development", title: "வெப்சைட் டெவலப்மென்ட்" },
  { slug: "app-development", title: "ஆப் டெவலப்மென்ட்" },
];
