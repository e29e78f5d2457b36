/**
 * The contact enquiry's form: its fields, limits, hidden fields and how a submitted form is
 * read. No zod here: the contact page needs these to render, while the schema that checks
 * them (./enquiry.ts) is loaded only once the page is interactive.
 * The limits are explained in docs/decisions/0002-enquiry-limits.md.
 */

/** Each text field's limit in letters as a reader counts them (./letters.ts, decision 0069). */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  businessName: 120,
  message: 5000,
} as const;
export type LimitedField = keyof typeof ENQUIRY_LIMITS;

/**
 * The hard ceiling of a field in UTF-8 bytes, this many a letter of its limit. Counting letters
 * alone would let one "letter" of a base and thousands of combining marks through; a Tamil
 * letter takes 3 to 9 bytes (க 3, கொ 6) and an emoji 4 to 28, so no text a person writes
 * within the letter limit reaches it.
 */
export const BYTES_PER_LETTER_CEILING = 12;

/**
 * How the form is posted, with or without JavaScript and when resent from the device: as
 * multipart, which carries a Tamil letter in its 3 to 6 UTF-8 bytes, where a URL-encoded body
 * takes three times as many ("%E0%AE%95" for க). A 5,000-letter Tamil message then fits the
 * server's MAX_BODY_BYTES (64 KiB by default) with room to spare; URL-encoded it did not.
 */
export const ENQUIRY_ENCODING = "multipart/form-data";

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
