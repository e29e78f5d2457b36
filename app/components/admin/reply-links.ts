/**
 * The owner's one-tap replies to an enquiry: email, WhatsApp and a call. Pure, so the
 * links are tested without a browser.
 */
import { siteIdentity } from "~/shared/site";

type Enquirer = { name: string; email: string; phone: string | null; service: string };

/**
 * The international digits of a phone number as wa.me and tel: want them, or null when it
 * cannot be one. Visitors in India usually type a 10-digit mobile number (starting 6-9),
 * sometimes with a leading 0 or +91: those get India's 91.
 */
export function internationalDigits(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^0[6-9]\d{9}$/.test(digits)) return `91${digits.slice(1)}`;
  if (/^\+/.test(phone.trim()) && digits.length >= 8 && digits.length <= 15) return digits;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits;
  return null;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function replySubject(enquiry: Enquirer): string {
  return `Your enquiry about ${enquiry.service} – ${siteIdentity.name}`;
}

export function mailtoHref(enquiry: Enquirer): string {
  const body = `Hello ${firstName(enquiry.name)},\n\nThank you for your enquiry about ${enquiry.service}.\n\n`;
  return `mailto:${encodeURIComponent(enquiry.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(replySubject(enquiry))}&body=${encodeURIComponent(body)}`;
}

export function whatsappReplyHref(enquiry: Enquirer): string | null {
  const digits = internationalDigits(enquiry.phone);
  if (!digits) return null;
  const greeting = `Hello ${firstName(enquiry.name)}, this is ${siteIdentity.name}. Thank you for your enquiry about ${enquiry.service}.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}

export function telHref(enquiry: Enquirer): string | null {
  const digits = internationalDigits(enquiry.phone);
  return digits ? `tel:+${digits}` : null;
}
