/**
 * The contact page's words as its loader hands them to the page: plain text, so they travel
 * as data and only the contact page carries them (its language's only). The words with a
 * number in them are worded here: each length limit, the error summary for 1 to 6 fields, and
 * the days a draft is kept.
 */
import type { EnquiryMessages } from "~/shared/enquiry";
import { ENQUIRY_FIELDS, ENQUIRY_LIMITS } from "~/shared/enquiry-form";
import { localePath, type Lang } from "~/shared/lang";
import { PHONE_MIN_DIGITS } from "~/shared/phone";
import { DRAFT_MAX_AGE_MS } from "~/components/contact/enquiry-outbox";
import { contactEn, enquiryFormEn, enquirySentEn, validationEn, type ValidationStrings } from "./en/contact";
import { contactTa, enquiryFormTa, enquirySentTa, validationTa } from "./ta/contact";

const CONTACT = {
  en: { page: contactEn, validation: validationEn, device: enquiryFormEn, sent: enquirySentEn },
  ta: { page: contactTa, validation: validationTa, device: enquiryFormTa, sent: enquirySentTa },
} as const;

/** A language's validation messages with the limits filled in. */
export function enquiryMessages(v: ValidationStrings): EnquiryMessages {
  return {
    unusualCharacters: v.unusualCharacters,
    directionCharacters: v.directionCharacters,
    name: { missing: v.name.missing, tooLong: v.name.tooLong(ENQUIRY_LIMITS.name) },
    email: { missing: v.email.missing, tooLong: v.email.tooLong(ENQUIRY_LIMITS.email), invalid: v.email.invalid },
    phone: { invalid: v.phone.invalid, tooLong: v.phone.tooLong(ENQUIRY_LIMITS.phone), characters: v.phone.characters, tooFewDigits: v.phone.tooFewDigits(PHONE_MIN_DIGITS) },
    businessName: { missing: v.businessName.missing, tooLong: v.businessName.tooLong(ENQUIRY_LIMITS.businessName) },
    service: { missing: v.service.missing },
    message: { missing: v.message.missing, tooLong: v.message.tooLong(ENQUIRY_LIMITS.message) },
    submissionId: { invalid: v.submissionId.invalid },
  };
}

const DAY_MS = 24 * 3600_000;

/** What the contact page shows, in one language. */
function pageCopy(lang: Lang) {
  const { page, validation, device, sent } = CONTACT[lang];
  // The action's own answers (rate limit, store down, unreadable post) stay on the server.
  const { errorSummary, rateLimited: _rateLimited, unavailable: _unavailable, unreadable: _unreadable, ...shown } = page;
  return {
    ...shown,
    /** "Please check these N fields:", by N - 1. */
    errorSummaries: ENQUIRY_FIELDS.map((_, index) => errorSummary(index + 1)),
    validation: enquiryMessages(validation),
    device: { ...device, draftNote: device.draftNote(DRAFT_MAX_AGE_MS / DAY_MS) },
    /** The confirmation after a send (app/components/contact/enquiry-sent.tsx). */
    sent,
    /** Where the form's data line links to (components/contact/data-use-note.tsx). */
    privacyPath: localePath(lang, "/privacy-policy"),
  };
}

export type ContactCopy = ReturnType<typeof pageCopy>;

// Worded once: the schema is built once per language's messages (app/shared/enquiry.ts).
const COPY = { en: pageCopy("en"), ta: pageCopy("ta") };

/** What the contact page shows, in one language. */
export function contactCopy(lang: Lang): ContactCopy {
  return COPY[lang];
}

/** The action's own words and the validation messages, in one language. */
export function contactAnswers(lang: Lang) {
  return { page: CONTACT[lang].page, validation: COPY[lang].validation };
}
