/**
 * Shapes of the static content, with the spec's counts. Content modules parse their data
 * through these at load time, so a missing benefit or a tenth service fails the build
 * (pre-rendering loads every module) and the unit tests.
 */
import { z } from "zod";
import { SERVICE_NAMES } from "../shared/services";

export type ServiceSlug = (typeof SERVICE_NAMES)[number]["slug"];
/** The service slugs in the spec's order (a non-empty tuple, as `z.enum` wants). */
export const SERVICE_SLUGS = SERVICE_NAMES.map((service) => service.slug) as [ServiceSlug, ...ServiceSlug[]];

export const SERVICE_ICONS = [
  "megaphone",
  "target",
  "clapperboard",
  "palette",
  "search",
  "code",
  "smartphone",
] as const;

const text = z.string().trim().min(1);

export const serviceSchema = z.object({
  slug: z.enum(SERVICE_SLUGS),
  /** Also the option label in the contact form's service dropdown. */
  title: text,
  icon: z.enum(SERVICE_ICONS),
  description: text,
  fullDescription: text,
  features: z.array(text).length(4),
  process: z.array(text).length(6),
  benefits: z.array(text).length(6),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesSchema = z
  .array(serviceSchema)
  .length(SERVICE_SLUGS.length)
  .refine(
    (list) => SERVICE_SLUGS.every((slug, i) => list[i]?.slug === slug),
    "services must be listed once each, in the spec's order",
  );

export const statSchema = z.object({ number: text, label: text });
export type Stat = z.infer<typeof statSchema>;

/**
 * The about page's three stats, in order. The prose that repeats a figure (the journey, the
 * values) is built from these, so a changed stat changes it too.
 */
export type Stats = [years: Stat, clients: Stat, projects: Stat];

/** A stat's figure without its "+" ("50+" -> "50"), for prose that says "more than 50". */
export function statFigure(stat: Stat): string {
  return stat.number.replace(/\+$/, "");
}

/** Front matter of one Markdown article in app/content/blog/. */
export const articleMetaSchema = z.object({
  title: text,
  description: text.max(200),
  /** ISO date; shown as "August 24, 2025". */
  date: z.iso.date(),
  /** Basename of the cover in public/images/blog/ (without extension). */
  image: text,
  imageAlt: text,
  /** The service the article is about: drives related articles. */
  topic: z.enum(SERVICE_SLUGS),
});
export type ArticleMeta = z.infer<typeof articleMetaSchema>;
