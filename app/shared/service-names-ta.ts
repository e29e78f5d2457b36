/**
 * The seven service names in Tamil, with the English slugs, in the spec's order: the Tamil
 * contact form's dropdown labels. The type pins every slug and its position to ./services.ts;
 * app/content/ta/services.ts asserts the titles match the Tamil service pages. The stored
 * enquiry keeps the English title (the schema's enum): these are labels only. Shared, because
 * the server names the service in a Tamil owner's push and mail too (./service-name.ts).
 */
import type { SERVICE_NAMES } from "./services";

/** The same tuple with each title any string (a generic, so the mapped type keeps it a tuple). */
type Retitled<T extends readonly { slug: string }[]> = { readonly [K in keyof T]: { readonly slug: T[K] extends { slug: infer S } ? S : never; readonly title: string } };

export const SERVICE_NAMES_TA: Retitled<typeof SERVICE_NAMES> = [
  { slug: "digital-marketing", title: "டிஜிட்டல் மார்க்கெட்டிங்" },
  { slug: "meta-ads", title: "Meta Ads" },
  { slug: "video-editing", title: "வீடியோ எடிட்டிங்" },
  { slug: "poster-designs", title: "போஸ்டர் டிசைன்" },
  { slug: "seo-optimization", title: "SEO ஆப்டிமைசேஷன்" },
  { slug: "website-development", title: "வெப்சைட் டெவலப்மென்ட்" },
  { slug: "app-development", title: "ஆப் டெவலப்மென்ட்" },
];
