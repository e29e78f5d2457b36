/**
 * The contact form's parts that come after the page: the enquiry schema (zod), fetched right
 * after hydration for the instant field errors (the server checks every post anyway;
 * docs/decisions/0008-contact-form-behaviour.md), a toast, and the confirmation after a send. No
 * page needs them to open; all are fetched as soon as it has hydrated. (The sender of enquiries
 * kept on the device is every page's: ./queued-enquiries.tsx.)
 *
 * Vite wraps each dynamic import in a helper that first preloads the imported chunk's own
 * dependencies, and adds that helper (half a kilobyte of brotli) to the page, unless the
 * module defines its own `__vitePreload` (vite:build-import-analysis). Ours only imports:
 * those dependencies (React, the shared chunk) are loaded with the page already, and every
 * dynamic import of the form is here. `npm run check:budgets` shows the difference.
 */
import type { EnquirySentProps } from "./enquiry-sent";
import { lateComponent } from "./late-component";
import type { ToastItemProps } from "./toast-item";

const __vitePreload = <T,>(load: () => Promise<T>) => load();
void __vitePreload;

export const loadEnquirySchema = () => import("~/shared/enquiry");

export const LateToastItem = lateComponent<ToastItemProps>(
  () => import("./toast-item"),
  ({ toast }) => <p>{toast.title}</p>,
);

export const LateEnquirySent = lateComponent<EnquirySentProps>(
  () => import("./enquiry-sent"),
  // Without its code (the connection dropped right after the send), the spec's toast still says it was sent.
  () => null,
);
