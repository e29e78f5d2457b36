/**
 * One reading of a typed phone number (issue 38), for every use: the contact form's check, the
 * inbox's reply buttons and search, erasure, the CSV and the site's own links. Small on purpose:
 * the form ships it to every visitor (libphonenumber-js's smallest build is ~80 KB).
 * server/enquiries/phone-key-sql.ts spells `readPhone(...).national` in SQL, by the same steps.
 */

/** Fewer digits than this name nobody: the shortest local numbers (a village exchange's) have 6. */
export const PHONE_MIN_DIGITS = 6;

/**
 * What a number reaches, as far as its digits tell: an Indian mobile (6-9 after +91, so also
 * WhatsApp and SMS) or landline (an area code, 1-5: only a call), or a number abroad (written with
 * + or 00 and a country code other than 91, 8 to 15 digits; a mobile as far as the inbox can tell,
 * as WhatsApp's users abroad type theirs). The few area codes that start with 6-9 (080 Bengaluru,
 * 079 Ahmedabad) read as mobiles: ten digits alone cannot tell them apart.
 */
export type PhoneKind = "mobile" | "landline" | "foreign";

export type Phone = {
  /**
   * The number as one person's, however it was typed: India's ten digits without +91, 0091 or the
   * trunk 0 ('+91 (0) 452 253 0000' and '0452 253 0000' are 4522530000); abroad, the country code
   * and number as dialled after + or 00; any other, its digits. Erasure and search compare by it.
   */
  national: string;
  /** The international form to dial (`tel:`, wa.me), or null when the number cannot be dialled as typed. */
  e164: string | null;
  kind: PhoneKind | null;
};

/** Written with its international prefix: a + before the first digit, or 00. */
const INTERNATIONAL = /^[ ().-]*\+/;

/**
 * The number a text is, or null when it has fewer than PHONE_MIN_DIGITS digits after the
 * prefixes go: then it is no phone number (the form refuses it; erasure names nobody by it).
 */
export function readPhone(typed: string | null | undefined): Phone | null {
  if (!typed) return null;
  const all = typed.replace(/\D/g, "");
  const international = INTERNATIONAL.test(typed) || all.startsWith("00");
  const digits = all.startsWith("00") ? all.slice(2) : all;
  const national = nationalDigits(digits);
  if (national.length < PHONE_MIN_DIGITS) return null;
  const indian = national !== digits || (!international && digits.length === 10);
  if (indian) return /^[1-9]\d{9}$/.test(national) ? { national, e164: `+91${national}`, kind: /^[6-9]/.test(national) ? "mobile" : "landline" } : { national, e164: null, kind: null };
  if (international && !digits.startsWith("91") && digits.length >= 8 && digits.length <= 15) return { national, e164: `+${digits}`, kind: "foreign" };
  return { national, e164: null, kind: null };
}

/** India's +91 (with a stray trunk 0 after it) or trunk 0 taken off, as phone-key-sql.ts does. */
function nationalDigits(digits: string): string {
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith("910")) return digits.slice(3);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}
