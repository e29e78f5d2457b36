/**
 * The contact form's words for a dropped connection and the kept draft (issue 12,
 * docs/decisions/0044-one-enquiry-per-submission.md). The Tamil twin is ta/enquiry-form.ts.
 */
import type { Translation } from "./translation";

export const enquiryFormEn = {
  /** Shown in place of the 'Error' toast when the send never reached the server. */
  savedTitle: "Saved on this device",
  savedText:
    "No connection just now. Your message is saved on this device and will be sent by itself when the connection returns. If you close this page, it will be sent the next time you open our website.",
  clearForm: "Clear form",
  draftNote: "What you type is kept on this device only, for 7 days or until it is sent. On a shared phone, use “Clear form”.",
} as const;

export type EnquiryFormCopy = Translation<typeof enquiryFormEn>;
