/**
 * The seven service names with their slugs, in the spec's order, and nothing else.
 * The contact form (a client component) and its shared validation schema need only
 * these strings; importing app/content/services.ts would ship every service's copy and
 * full zod to the browser. services.ts asserts at load time that this list matches it.
 */
export const SERVICE_NAMES = [
  { slug: "digital-marketing", title: "Digital Marketing" },
  { slug: "meta-ads", title: "Meta Ads" },
  { slug: "video-editing", title: "Video Editing" },
  { slug: "poster-designs", title: "Poster Designs" },
  { slug: "seo-optimization", title: "SEO Optimization" },
  { slug: "website-development", title: "Website Development" },
  { slug: "app-development", title: "App Development" },
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number]["title"];

/** The dropdown options: the titles in order (a non-empty tuple, as `z.enum` wants). */
export const SERVICE_NAME_OPTIONS = SERVICE_NAMES.map((service) => service.title) as [ServiceName, ...ServiceName[]];

/** The title for a slug from `/contact?service=slug`, or "" when the slug is unknown. */
export function serviceNameForSlug(slug: string | null | undefined): ServiceName | "" {
  return SERVICE_NAMES.find((service) => service.slug === slug)?.title ?? "";
}
