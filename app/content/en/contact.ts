/**
 * The contact page's words: the page and its form, and the form's validation messages, one
 * per rule of the shared schema (app/shared/enquiry.ts). The Tamil twin is ../ta/contact.ts.
 * Only the server imports them: the contact page's loader hands the page what it shows
 * (app/content/contact-copy.server.ts), so no other page's code carries them.
 */
import type { Translation } from "../translation";

export const contactEn = {
  eyebrow: "Contact",
  title: "Contact Us",
  formHeading: "Send us a message",
  formNote: "Fields without “(optional)” are required. We reply by email, phone or WhatsApp.",
  /** Rendered right after a label, hence the leading space. */
  optional: " (optional)",
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    businessName: "Business Name",
    service: "Service",
    message: "Message",
  },
  selectService: "-- Select a Service --",
  messagePlaceholder: "Tell us about your project...",
  /** The honeypot's label: hidden from people, read by bots. */
  honeypotLabel: "Leave this field empty",
  send: "Send Message",
  sending: "Sending...",
  /** One line near the Send button: what the details are for, then (its trailing space kept) the link to the Privacy Policy. */
  dataUse: "We use your details only to reply to this enquiry. How long we keep them, and how to have them erased: ",
  dataUseLink: "Privacy Policy",
  errorSummary: (count: number) => `Please check ${count === 1 ? "this field" : `these ${count} fields`}:`,
  directHeading: "Talk to us directly",
  /** The first card, under the brand's name: most people here start on WhatsApp (issue 37). */
  whatsappLink: "Message us on WhatsApp",
  phoneTitle: "Phone",
  emailTitle: "Email",
  officeTitle: "Office",
  sentTitle: "Message Sent!",
  sentText: "Thank you for getting in touch. We will get back to you soon.",
  errorTitle: "Error",
  failedToSend: "Failed to send message. Please try again.",
  unavailable:
    "We could not save your message just now. Please try again in a few minutes, or call or email us directly.",
  unreadable: "We could not read the form. Please try again.",
  rateLimited: (minutes: number, phone: string) =>
    `You have sent several messages in the last hour, thank you! Please try again in about ${minutes} minute${minutes === 1 ? "" : "s"}, or call us on ${phone}.`,
} as const;

export const validationEn = {
  unusualCharacters: "Please remove unusual characters.",
  /** Name and business name: the invisible characters that reverse or embed text (U+202A–U+202E, U+2066–U+2069). */
  directionCharacters: "Please remove the hidden characters that change the direction of the text.",
  name: {
    missing: "Please enter your name.",
    tooLong: (max: number) => `Please keep your name to ${max} characters or fewer.`,
  },
  email: {
    missing: "Please enter your email address.",
    tooLong: (max: number) => `Please keep your email address to ${max} characters or fewer.`,
    invalid: "Please enter a valid email address, like name@example.com.",
  },
  phone: {
    /** When the field is not text at all. */
    invalid: "Please enter a valid phone number.",
    tooLong: (max: number) => `Please keep the phone number to ${max} characters or fewer.`,
    characters: "Please use only digits, spaces and + - ( ) in the phone number.",
    /** Fewer digits than a phone number has (app/shared/phone.ts `readPhone`). */
    tooFewDigits: (min: number) => `A phone number has at least ${min} digits. Please check it, or leave this box empty.`,
  },
  businessName: {
    /** When the field is not text at all (it is optional). */
    missing: "Please enter your business name.",
    tooLong: (max: number) => `Please keep your business name to ${max} characters or fewer.`,
  },
  service: {
    missing: "Please choose a service.",
  },
  message: {
    missing: "Please tell us about your project.",
    tooLong: (max: number) => `Please keep your message to ${max} characters or fewer.`,
  },
  /** The hidden submission id: only a changed or broken page sends a bad one. */
  submissionId: {
    invalid: "This form could not be read. Please reload the page and send it again.",
  },
} as const;

/** The form's words for a dropped connection and the kept draft (docs/decisions/0044-one-enquiry-per-submission.md). */
export const enquiryFormEn = {
  /** Shown in place of the 'Error' toast when the send never reached the server. */
  savedTitle: "Saved on this device",
  savedText:
    "No connection just now. Your message is saved on this device and will be sent by itself when the connection returns. If you close this page, it will be sent the next time you open our website.",
  clearForm: "Clear form",
  /** `days`: how long the device keeps a draft (DRAFT_MAX_AGE_MS in app/components/contact/enquiry-outbox.ts). */
  draftNote: (days: number) =>
    `What you type is kept on this device only, for ${days} days or until it is sent. On a shared phone, use “Clear form”.`,
} as const;

/**
 * The confirmation that takes the form's place once an enquiry is stored, with or without
 * JavaScript, and the note any page shows when an enquiry kept on the device has gone out
 * (docs/decisions/0068-queue-from-any-page-confirmation-splash-once-health-check.md). `{written}` and `{sent}` are
 * times in India, written in the page's language without the zone, which the words name (IST, இந்திய நேரம்). They reach the browser as the contact
 * page's data (app/content/contact-copy.server.ts), as the rest of this file does.
 */
export const enquirySentEn = {
  heading: "Enquiry received",
  /** The promise the agency keeps: an answer within one working day (Monday to Saturday). */
  text: "Thank you. We answer every enquiry within one working day, by email, phone or WhatsApp.",
  fromQueue: "You wrote it at {written} IST without a connection, and it reached us at {sent} IST.",
  urgent: "Anything urgent? Message us on WhatsApp or call us now.",
  whatsapp: "WhatsApp us",
  call: "Call us",
  another: "Send another enquiry",
} as const;

export type ContactStrings = Translation<typeof contactEn>;
export type EnquirySentCopy = Translation<typeof enquirySentEn>;
export type ValidationStrings = Translation<typeof validationEn>;
export type EnquiryFormCopy = Translation<typeof enquiryFormEn>;
