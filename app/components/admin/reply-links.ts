/**
 * The owner's one-tap replies to an enquiry: email, WhatsApp, SMS and a call (issue 30). The
 * text they prefill is in the enquiry's language (the page it was sent from), from the owner's
 * templates for that language or the built-in ones, and names the service in that language.
 * Pure, so the links are tested without a browser.
 */
import { builtInTemplates } from "~/content/admin/replies";
import { serviceName } from "~/content/admin/service-name";
import type { Lang } from "~/shared/lang";
import { dialNumber } from "~/shared/phone";
import { fillTemplate, type ReplyTemplate, type ReplyTemplates } from "~/shared/reply-templates";
import { siteIdentity } from "~/shared/site";

/** What the replies say until the owner writes their own, in each language. */
export const BUILT_IN_TEMPLATES = builtInTemplates(siteIdentity.name);

export type Enquirer = { name: string; email: string; phone: string | null; service: string; businessName: string | null; language: Lang };

export type ReplyLinks = { email: string; whatsapp: string | null; sms: string | null; call: string | null };

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Each of the enquiry's language's texts, filled in for this enquirer. */
function filled(enquiry: Enquirer, template: ReplyTemplate): ReplyTemplate {
  const values = { name: firstName(enquiry.name), service: serviceName(enquiry.service, enquiry.language), business: enquiry.businessName };
  return { greeting: fillTemplate(template.greeting, values), subject: fillTemplate(template.subject, values), body: fillTemplate(template.body, values) };
}

/**
 * The reply links of an enquiry. A mobile gets WhatsApp, SMS and a call, a landline only a
 * call (app/shared/phone.ts); a number that is neither, none. The mail's body ends with an
 * empty line for the owner to write on.
 */
export function replyLinks(enquiry: Enquirer, templates: ReplyTemplates = BUILT_IN_TEMPLATES): ReplyLinks {
  const text = filled(enquiry, templates[enquiry.language]);
  const number = dialNumber(enquiry.phone);
  const mobile = number?.kind === "mobile" ? number.e164 : null;
  // The address is encoded (a '?' or '&' in it adds no header), its '@' kept readable.
  const address = encodeURIComponent(enquiry.email).replace(/%40/g, "@");
  return {
    email: `mailto:${address}?subject=${encodeURIComponent(text.subject)}&body=${encodeURIComponent(`${text.body}\n\n`)}`,
    whatsapp: mobile ? `https://wa.me/${mobile.slice(1)}?text=${encodeURIComponent(text.greeting)}` : null,
    sms: mobile ? `sms:${mobile}?body=${encodeURIComponent(text.greeting)}` : null,
    call: number ? `tel:${number.e164}` : null,
  };
}
