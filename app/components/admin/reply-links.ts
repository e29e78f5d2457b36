/**
 * The owner's one-tap replies to an enquiry: email, WhatsApp, SMS and a call (issue 30). The
 * text they prefill is in the enquiry's language (the page it was sent from), from the owner's
 * templates for that language or the built-in ones, and names the service in that language.
 * Of the enquirer's own words a reply carries only the name it greets by (greeting-name.ts:
 * never an initial or a title alone) and a business name that reads as one (issue 36): the
 * reply goes out from the owner's own number or address, to whatever number or address the
 * form was given, so it must not carry a link or a number someone typed. Pure, so the links are tested without a browser.
 */
import { greetingName } from "~/components/admin/greeting-name";
import { builtInTemplates } from "~/content/admin/replies";
import { serviceName } from "~/shared/service-name";
import type { Lang } from "~/shared/lang";
import { countLetters } from "~/shared/letters";
import { readPhone } from "~/shared/phone";
import { fillTemplate, type ReplyTemplate, type ReplyTemplates } from "~/shared/reply-templates";
import { siteIdentity } from "~/shared/site";

/** What the replies say until the owner writes their own, in each language. */
export const BUILT_IN_TEMPLATES = builtInTemplates(siteIdentity.name);

export type Enquirer = { name: string; email: string; phone: string | null; service: string; businessName: string | null; language: Lang };

/** The links, and the text they prefill (the enquiry page shows it beside them). */
export type ReplyLinks = { email: string; whatsapp: string | null; sms: string | null; call: string | null; text: ReplyTemplate };

/** The longest business name a reply names: a shop's name, not a sentence. */
const BUSINESS_NAME_MAX_LETTERS = 40;

/**
 * What a business name must not hold to be named in a reply: an address (`://`, `www.`, a
 * host name such as `shop.example` or `bit.ly`: a dot with a word right after it), an email
 * address or handle (`@`), or a phone number (5 or more digits in a row, also when written
 * with spaces, dashes, dots, slashes or brackets between them).
 */
const NOT_A_NAME = [/:\/\//, /www\./i, /[\p{L}\p{N}][.．。]\p{L}{2}/u, /@/, /\p{Nd}(?:[\s\-./()+]{0,2}\p{Nd}){4}/u];

/** The business name when it reads as a name; else null, and the template's [part] with it is left out. */
function businessName(text: string | null): string | null {
  const name = text?.trim() ?? "";
  if (!name || countLetters(name) > BUSINESS_NAME_MAX_LETTERS) return null;
  return NOT_A_NAME.some((pattern) => pattern.test(name)) ? null : name;
}

/** Each of the enquiry's language's texts, filled in for this enquirer. */
function filled(enquiry: Enquirer, template: ReplyTemplate): ReplyTemplate {
  const values = { name: greetingName(enquiry.name), service: serviceName(enquiry.service, enquiry.language), business: businessName(enquiry.businessName) };
  return { greeting: fillTemplate(template.greeting, values), subject: fillTemplate(template.subject, values), body: fillTemplate(template.body, values) };
}

/**
 * The reply links of an enquiry. A mobile gets WhatsApp, SMS and a call, a landline only a
 * call (app/shared/phone.ts); a number that is neither, none. The mail's body ends with an
 * empty line for the owner to write on.
 */
export function replyLinks(enquiry: Enquirer, templates: ReplyTemplates = BUILT_IN_TEMPLATES): ReplyLinks {
  const text = filled(enquiry, templates[enquiry.language]);
  const number = readPhone(enquiry.phone);
  // A landline takes only a call; a mobile, and a number abroad as far as we can tell, WhatsApp and SMS too.
  const mobile = number?.kind === "mobile" || number?.kind === "foreign" ? number.e164 : null;
  // The address is encoded (a '?' or '&' in it adds no header), its '@' kept readable.
  const address = encodeURIComponent(enquiry.email).replace(/%40/g, "@");
  return {
    email: `mailto:${address}?subject=${encodeURIComponent(text.subject)}&body=${encodeURIComponent(`${text.body}\n\n`)}`,
    whatsapp: mobile ? `https://wa.me/${mobile.slice(1)}?text=${encodeURIComponent(text.greeting)}` : null,
    sms: mobile ? `sms:${mobile}?body=${encodeURIComponent(text.greeting)}` : null,
    call: number?.e164 ? `tel:${number.e164}` : null,
    text,
  };
}
