import type { EnquiryFieldErrors, EnquiryFormValues } from "~/shared/enquiry-form";

/** What the contact action answers; the page shows it in place (no JavaScript) or as a toast. */
export type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: EnquiryFieldErrors; values: EnquiryFormValues }
  /** `message`: the server's reason, shown under the form; empty when no answer came. */
  | { status: "failed"; message: string; values: EnquiryFormValues | null }
  /** Never reached the server: kept on the device (./enquiry-outbox.ts) and resent by the page. */
  | { status: "queued" };
