/** Fewer digits than this name nobody: the shortest local numbers (a village exchange's) have 6. */
export const PHONE_MIN_DIGITS = 6;

/**
 * A phone number as one person's, however it was typed: its digits, without India's +91 or
 * trunk 0, so '+91 98765 43210', '098765 43210' and '9876543210' are one. Null when it has
 * fewer than PHONE_MIN_DIGITS digits: then it is no phone number. The erasure of a person and the inbox's search match phone
 * numbers by it (server/enquiries/phone-key-sql.ts spells the same rule in SQL), and the contact
 * form accepts only a phone that has one (app/shared/enquiry.ts).
 */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const key = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits.length === 11 && digits.startsWith("0") ? digits.slice(1) : digits;
  return key.length >= PHONE_MIN_DIGITS ? key : null;
}

/**
 * A number the inbox can dial: its international form (+91…) and whether it reaches a mobile,
 * which also takes WhatsApp and SMS, or a landline, which only takes a call (issue 30).
 * India's numbers are 10 digits after +91 or the trunk 0: a mobile starts with 6-9, a landline
 * with its area code, 1-5 ('0452 253 0000' is Madurai's 452 and 253 0000); '+91 (0) 452…' is read too. The few area codes
 * that start with 6-9 (080 Bengaluru, 079 Ahmedabad) read as mobiles: a 10-digit number alone
 * cannot tell them apart, and such a line still gets a working Call button. Any other number
 * written with a + and a country code (8 to 15 digits) counts as a mobile, as WhatsApp's users
 * abroad type theirs. Null when it is none of these: the page then offers no phone reply.
 */
export type DialNumber = { kind: "mobile" | "landline"; e164: string };

export function dialNumber(phone: string | null | undefined): DialNumber | null {
  if (!phone) return null;
  const typed = phone.trim();
  const digits = typed.replace(/\D/g, "");
  const national = /^\d{10}$/.test(digits) ? digits : /^0\d{10}$/.test(digits) ? digits.slice(1) : /^91\d{10}$/.test(digits) ? digits.slice(2) : /^910\d{10}$/.test(digits) ? digits.slice(3) : null;
  if (national && /^[1-9]/.test(national) && !(typed.startsWith("+") && !digits.startsWith("91"))) {
    return { kind: /^[6-9]/.test(national) ? "mobile" : "landline", e164: `+91${national}` };
  }
  if (typed.startsWith("+") && !digits.startsWith("91") && digits.length >= 8 && digits.length <= 15) return { kind: "mobile", e164: `+${digits}` };
  return null;
}
