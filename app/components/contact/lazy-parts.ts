/**
 * The contact form's parts that come after the page: the enquiry schema (zod), fetched right
 * after hydration for the instant field errors (docs/decisions/0008-contact-form-behaviour.md),
 * and a toast, fetched when the page is idle. The server checks every post anyway.
 *
 * Vite wraps each dynamic import in a helper that first preloads the imported chunk's own
 * dependencies, and adds that helper (half a kilobyte of brotli) to the page, unless the
 * module defines its own `__vitePreload` (vite:build-import-analysis). Ours only imports:
 * those dependencies (React, the shared chunk) are loaded with the page already.
 * `npm run check:budgets` shows the difference on /contact.
 */
const __vitePreload = <T>(load: () => Promise<T>) => load();
void __vitePreload;

export const loadEnquirySchema = () => import("~/shared/enquiry");
export const loadToastItem = () => import("./toast-item");
