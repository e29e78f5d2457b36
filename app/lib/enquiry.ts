/**
 * The contact enquiry: its form fields, limits and the one schema that checks them,
 * shared by the form in the browser (instant field errors) and the /contact action
 * (the rules that count). Built on zod/mini so the contact page's JavaScript stays small.
 * The limits are explained in docs/decisions/0002-enquiry-limits.md.
 */
import { z } from "zod/mini";
import { SERVICE_NAME_OPTIONS } from "~/content/service-names";
import type { UiStrings } from "~/content/ui";
import { uiEn } from "~/content/ui";

export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  businessName: 120,
  message: 5000,
} as const;

/** The visible fields, in form order. */
export const ENQUIRY_FIELDS = ["name", "email", "phone", "businessName", "service", "message"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/**
 * The honeypot: a field people never see or reach, which form-filling bots complete.
 * A submission with it filled is answered like a success and dropped.
 */
export const HONEYPOT_FIELD = "website";

/**
 * The hidden field with the id the browser makes for each submission (a UUID, made after
 * hydration): the server stores a submission once however often it arrives (a double tap,
 * a resend after a lost answer). Posts without JavaScript have none.
 */
export const SUBMISSION_ID_FIELD = "submissionId";

// C0 controls, DEL and C1 controls. Single-line fields allow none of them; the message
// allows tab and line breaks, which people type.
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_CHARS_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const PHONE_CHARS = /^[0-9 +()-]*$/;
/** The validation messages of one language (app/content/ui.ts, app/content/ta/ui.ts). */
export type EnquiryMessages = UiStrings["validation"];

/**
 * The enquiry's one schema, with its messages in a language: the rules are the same in
 * every language, only the words change.
 */
export function enquirySchemaIn(m: EnquiryMessages) {
  const noControlChars = z.refine<string>((value) => !CONTROL_CHARS.test(value), m.unusualCharacters);
  return z.object({
    name: z
      .string({ error: m.name.missing })
      .check(z.trim(), z.maxLength(ENQUIRY_LIMITS.name, m.name.tooLong(ENQUIRY_LIMITS.name)), noControlChars, z.minLength(1, m.name.missing)),
    email: z
      .string({ error: m.email.missing })
      .check(
        z.trim(),
        z.minLength(1, m.email.missing),
        z.maxLength(ENQUIRY_LIMITS.email, m.email.tooLong(ENQUIRY_LIMITS.email)),
        z.email(m.email.invalid),
      ),
    phone: z
      .string({ error: m.phone.invalid })
      .check(
        z.trim(),
        z.maxLength(ENQUIRY_LIMITS.phone, m.phone.tooLong(ENQUIRY_LIMITS.phone)),
        z.regex(PHONE_CHARS, m.phone.characters),
      ),
    businessName: z
      .string({ error: m.businessName.missing })
      .check(z.trim(), z.maxLength(ENQUIRY_LIMITS.businessName, m.businessName.tooLong(ENQUIRY_LIMITS.businessName)), noControlChars),
    service: z.enum(SERVICE_NAME_OPTIONS, { error: m.service.missing }),
    message: z
      .string({ error: m.message.missing })
      .check(
        z.trim(),
        z.minLength(1, m.message.missing),
        z.maxLength(ENQUIRY_LIMITS.message, m.message.tooLong(ENQUIRY_LIMITS.message)),
        z.refine((value) => !CONTROL_CHARS_EXCEPT_WHITESPACE.test(value), m.unusualCharacters),
      ),
    // Only a changed or broken page sends a bad id; the person can do nothing but reload.
    // Lower case, so one id is one id in both stores (PostgreSQL's uuid type ignores case, SQLite's text does not).
    [SUBMISSION_ID_FIELD]: z.optional(z.uuid(m.submissionId.invalid).check(z.toLowerCase())),
  });
}

/** The schema with the English messages. */
export const enquirySchema = enquirySchemaIn(uiEn.validation);

/** A valid enquiry as the visitor wrote it, trimmed; optional fields are "" when left empty. */
export type EnquiryInput = z.infer<typeof enquirySchema>;

/** What the visitor typed, as strings: re-filled into the form when a submission is refused. */
export type EnquiryFormValues = Record<EnquiryField, string>;

export const EMPTY_ENQUIRY_FORM: EnquiryFormValues = {
  name: "",
  email: "",
  phone: "",
  businessName: "",
  service: "",
  message: "",
};

/** Field errors, and the hidden submission id's (which no field shows). */
export type EnquiryFieldErrors = Partial<Record<EnquiryField | typeof SUBMISSION_ID_FIELD, string>>;

export type EnquiryValidation =
  | { success: true; data: EnquiryInput }
  | { success: false; fieldErrors: EnquiryFieldErrors };

/** The typed values of a submitted form (anything that is not text counts as empty). */
export function readEnquiryForm(form: FormData): EnquiryFormValues {
  const values = { ...EMPTY_ENQUIRY_FORM };
  for (const field of ENQUIRY_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** The submission id a form carries, or undefined when it has none (no JavaScript). */
export function readSubmissionId(form: FormData): string | undefined {
  const value = form.get(SUBMISSION_ID_FIELD);
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * Checks an enquiry and returns either the clean data or the first problem of each field,
 * worded with the given messages (English unless a page passes its own).
 */
export function validateEnquiry(input: unknown, messages: EnquiryMessages = uiEn.validation): EnquiryValidation {
  const result = (messages === uiEn.validation ? enquirySchema : enquirySchemaIn(messages)).safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: EnquiryFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EnquiryFieldErrors;
    fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors };
}
