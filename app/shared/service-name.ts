/**
 * A service's name in a language. An enquiry stores the English title (the form's value, which
 * the filter's URL and the CSV keep too); the inbox shows it, and a reply, a push and a mail name it, in the
 * reader's language: the Tamil site's name for the same service (matched by slug), else as stored.
 */
import { SERVICE_NAMES } from "./services";
import { SERVICE_NAMES_TA } from "./service-names-ta";
import type { Lang } from "./lang";

export function serviceName(title: string, lang: Lang): string {
  if (lang === "en") return title;
  const slug = SERVICE_NAMES.find((service) => service.title === title)?.slug;
  return SERVICE_NAMES_TA.find((service) => service.slug === slug)?.title ?? title;
}
