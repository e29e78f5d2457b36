/**
 * A phone number as one person's, however it was typed: its digits, without India's +91 or
 * trunk 0, so '+91 98765 43210', '098765 43210' and '9876543210' are one. Null when it has
 * too few digits to name anyone. The erasure of a person matches phone numbers by it
 * (server/enquiries/erasure.ts, which spells the same rule in SQL).
 */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const key = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits.length === 11 && digits.startsWith("0") ? digits.slice(1) : digits;
  return key.length >= 6 ? key : null;
}
