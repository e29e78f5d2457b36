/**
 * The contact enquiry: its form fields, limits and the one schema that checks them,
 * shared by the form in the browser (instant field errors) and the /contact action
 * (the rules that count). Built on zod/mini so the contact page's JavaScript stays small.
 * The limits are explained in docs/decisions/0002-enquiry-limits.md.
 */
import { z } from "zod/mini";
import { SERVICE_NAME_OPTIONS } from "~/content/service-names";

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
/** Only a changed or broken page sends a bad id; the person can do nothing but reload. */
export const SUBMISSION_ID_INVALID = "This form could not be read. Please reload the page and send it again.";

const noControlChars = z.refine<string>((value) => !CONTROL_CHARS.test(value), "Please remove unusual characters.");

function text(label: string, max: number) {
  return z
    .string({ error: `Please enter ${label}.` })
    .check(z.trim(), z.maxLength(max, `Please keep ${label} to ${max} characters or fewer.`), noControlChars);
}

export const enquirySchema = z.object({
  name: text("your name", ENQUIRY_LIMITS.name).check(z.minLength(1, "Please enter your name.")),
  email: z
    .string({ error: "Please enter your email address." })
    .check(
      z.trim(),
      z.minLength(1, "Please enter your email address."),
      z.maxLength(ENQUIRY_LIMITS.email, `Please keep your email address to ${ENQUIRY_LIMITS.email} characters or fewer.`),
      z.email("Please enter a valid email address, like name@example.com."),
    ),
  phone: z
    .string({ error: "Please enter a valid phone number." })
    .check(
      z.trim(),
      z.maxLength(ENQUIRY_LIMITS.phone, `Please keep the phone number to ${ENQUIRY_LIMITS.phone} characters or fewer.`),
      z.regex(PHONE_CHARS, "Please use only digits, spaces and + - ( ) in the phone number."),
    ),
  businessName: text("your business name", ENQUIRY_LIMITS.businessName),
  service: z.enum(SERVICE_NAME_OPTIONS, { error: "Please choose a service." }),
  message: z
    .string({ error: "Please tell us about your project." })
    .check(
      z.trim(),
      z.minLength(1, "Please tell us about your project."),
      z.maxLength(ENQUIRY_LIMITS.message, `Please keep your message to ${ENQUIRY_LIMITS.message} characters or fewer.`),
      z.refine((value) => !CONTROL_CHARS_EXCEPT_WHITESPACE.test(value), "Please remove unusual characters."),
    ),
  // Lower case, so one id is one id in both stores (PostgreSQL's uuid type ignores case, SQLite's text does not).
  [SUBMISSION_ID_FIELD]: z.optional(z.uuid(SUBMISSION_ID_INVALID).check(z.toLowerCase())),
});

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

/** Checks an enquiry and returns either the clean data or the first problem of each field. */
export function validateEnquiry(input: unknown): EnquiryValidation {
  const result = enquirySchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: EnquiryFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EnquiryFieldErrors;
    fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors };
}
