/**
 * The one schema that checks a contact enquiry, shared by the form in the browser (instant
 * field errors) and the /contact action (the rules that count). Built on zod/mini; the
 * contact page loads it after hydration (its fields and limits are in ./enquiry-form.ts).
 */
import { z } from "zod/mini";
import { SERVICE_NAME_OPTIONS } from "~/shared/services";
import { BYTES_PER_LETTER_CEILING, ENQUIRY_LIMITS, SUBMISSION_ID_FIELD, type EnquiryFieldErrors, type LimitedField } from "./enquiry-form";
import { countLetters, utf8Bytes } from "./letters";
import { readPhone } from "./phone";

// C0 controls, DEL and C1 controls. Single-line fields allow none of them; the message
// allows tab and line breaks, which people type.
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_CHARS_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const PHONE_CHARS = /^[0-9 +()-]*$/;
// The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a
// name they make it read other than it is, to the owner in the inbox and the mail (issue 27).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/**
 * At most the field's limit in letters as a reader counts them (a Tamil letter is one to three
 * UTF-16 units), and under its ceiling in bytes, checked first so a huge value is never segmented.
 */
function withinLimit(field: LimitedField, message: string) {
  const letters = ENQUIRY_LIMITS[field];
  return z.refine<string>((value) => utf8Bytes(value) <= letters * BYTES_PER_LETTER_CEILING && countLetters(value) <= letters, message);
}

/**
 * The validation messages of one language, one per rule, as plain text (the server words them
 * from app/content/<language>/contact.ts, limits filled in: app/content/contact-copy.server.ts).
 */
export type EnquiryMessages = {
  unusualCharacters: string;
  directionCharacters: string;
  name: { missing: string; tooLong: string };
  email: { missing: string; tooLong: string; invalid: string };
  phone: { invalid: string; tooLong: string; characters: string; tooFewDigits: string };
  businessName: { missing: string; tooLong: string };
  service: { missing: string };
  message: { missing: string; tooLong: string };
  submissionId: { invalid: string };
};

/**
 * The enquiry's one schema, with its messages in a language: the rules are the same in
 * every language, only the words change.
 */
export function enquirySchemaIn(m: EnquiryMessages) {
  const noControlChars = z.refine<string>((value) => !CONTROL_CHARS.test(value), m.unusualCharacters);
  const noBidiControls = z.refine<string>((value) => !BIDI_CONTROLS.test(value), m.directionCharacters);
  return z.object({
    name: z
      .string({ error: m.name.missing })
      .check(z.trim(), withinLimit("name", m.name.tooLong), noControlChars, noBidiControls, z.minLength(1, m.name.missing)),
    email: z
      .string({ error: m.email.missing })
      .check(
        z.trim(),
        z.minLength(1, m.email.missing),
        withinLimit("email", m.email.tooLong),
        z.email(m.email.invalid),
      ),
    phone: z
      .string({ error: m.phone.invalid })
      .check(
        z.trim(),
        withinLimit("phone", m.phone.tooLong),
        z.regex(PHONE_CHARS, m.phone.characters),
        // Empty, or enough digits to name someone: the rule the erasure and the search match by.
        z.refine((value) => value === "" || readPhone(value) !== null, m.phone.tooFewDigits),
      ),
    businessName: z
      .string({ error: m.businessName.missing })
      .check(z.trim(), withinLimit("businessName", m.businessName.tooLong), noControlChars, noBidiControls),
    service: z.enum(SERVICE_NAME_OPTIONS, { error: m.service.missing }),
    message: z
      .string({ error: m.message.missing })
      .check(
        z.trim(),
        z.minLength(1, m.message.missing),
        withinLimit("message", m.message.tooLong),
        z.refine((value) => !CONTROL_CHARS_EXCEPT_WHITESPACE.test(value), m.unusualCharacters),
      ),
    // Only a changed or broken page sends a bad id; the person can do nothing but reload.
    // Lower case, so one id is one id in both stores (PostgreSQL's uuid type ignores case, SQLite's text does not).
    [SUBMISSION_ID_FIELD]: z.optional(z.uuid(m.submissionId.invalid).check(z.toLowerCase())),
  });
}

/** A valid enquiry as the visitor wrote it, trimmed; optional fields are "" when left empty. */
export type EnquiryInput = z.infer<ReturnType<typeof enquirySchemaIn>>;

export type EnquiryValidation =
  | { success: true; data: EnquiryInput }
  | { success: false; fieldErrors: EnquiryFieldErrors };

/** Each language's schema, built once. */
const schemas = new WeakMap<EnquiryMessages, ReturnType<typeof enquirySchemaIn>>();

/**
 * Checks an enquiry and returns either the clean data or the first problem of each field,
 * worded with the page's messages (its language's; this module carries none, so a page
 * downloads only its own language's words).
 */
export function validateEnquiry(input: unknown, messages: EnquiryMessages): EnquiryValidation {
  let schema = schemas.get(messages);
  if (!schema) schemas.set(messages, (schema = enquirySchemaIn(messages)));
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: EnquiryFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EnquiryFieldErrors;
    fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors };
}
