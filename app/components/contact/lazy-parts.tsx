/**
 * The contact form's parts that come after the page: the enquiry schema (zod), fetched right
 * after hydration for the instant field errors (the server checks every post anyway;
 * docs/decisions/0008-contact-form-behaviour.md), a toast, the confirmation after a send, and the
 * resending of enquiries kept on the device (every page's, once something waits). No page needs
 * them to open; the form's are fetched as soon as it has hydrated.
 *
 * Vite wraps each dynamic import in a helper that first preloads the imported chunk's own
 * dependencies, and adds that helper (half a kilobyte of brotli) to the page, unless the
 * module defines its own `__vitePreload` (vite:build-import-analysis). Ours only imports:
 * those dependencies (React, the shared chunk) are loaded with the page already, and every
 * dynamic import of the form is here. `npm run check:budgets` shows the difference.
 */
import { lazy, type ComponentType } from "react";
import type { EnquirySentProps } from "./enquiry-sent";
import type { ToastItemProps } from "./toast-item";

const __vitePreload = <T,>(load: () => Promise<T>) => load();
void __vitePreload;

export const loadEnquirySchema = () => import("~/shared/enquiry");

/**
 * A component whose code comes after the page: `preload()` fetches it; once fetched it is drawn
 * at once, without suspending. If the fetch fails (the connection dropped first), `fallback`
 * is drawn instead of an error page.
 */
function lateComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ComponentType<P>) {
  let loaded: { default: ComponentType<P> } | null = null;
  let fetching: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (fetching ??= load().then(
      (module) => (loaded = module),
      () => (loaded = { default: fallback }),
    ));
  // React.lazy resolves a thenable that calls back at once without suspending.
  const Component = lazy(() => (loaded ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as never) : preload()));
  return { Component, preload };
}

// Marked pure: a page that uses one of these (every page draws the outbox's sender) does not carry the others.
export const LateToastItem = /* @__PURE__ */ lateComponent<ToastItemProps>(
  () => import("./toast-item"),
  ({ toast }) => <p>{toast.title}</p>,
);

export const LateOutboxResender = /* @__PURE__ */ lateComponent<object>(
  () => import("./outbox-resender"),
  // Without its code, what waits on the device is sent on the next visit.
  () => null,
);

export const LateEnquirySent = /* @__PURE__ */ lateComponent<EnquirySentProps>(
  () => import("./enquiry-sent"),
  // Without its code (the connection dropped right after the send), the spec's toast still says it was sent.
  () => null,
);
