import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { MessageCircleIcon, XIcon } from "~/components/ui/icons";
import { useLocale } from "~/content/locale";
import { WHATSAPP_HINT_DELAY_MS } from "~/components/layout/timing";

// Vite's preloading helper is not needed for the one chunk imported here (see
// components/contact/lazy-parts.tsx): the module defines its own.
const __vitePreload = <T,>(load: () => Promise<T>) => load();
void __vitePreload;

/**
 * What the corner keeps clear of: every form of a page's content, and what a page marks with
 * data-keep-corner-clear: the contact form's card with its note (routes/public/contact.tsx) and the
 * confirmation that takes the form's place, with its own buttons (../contact/enquiry-sent.tsx).
 */
const PAGE_FORMS = "main form, main [data-keep-corner-clear]";

/**
 * Floating WhatsApp link, and a closable hint that appears 2 s after each navigation.
 * The hint is absolutely placed beside the button so the fixed container never changes
 * size (a growing container would count as a layout shift: CLS must stay 0). It fits on one
 * line beside the button on a 320 px phone in both languages.
 * Both step aside while a form is under them (../floating-corner/keep-forms-clear.ts, a folder
 * of its own so that it stays out of the chrome's chunk: vite.config.ts), and a page with a form
 * gets no hint: its visitor is already writing to us (decision 0069).
 */
export function WhatsAppChat() {
  const { pathname } = useLocation();
  const { ui, whatsappHref } = useLocale();
  const [hintVisible, setHintVisible] = useState(false);

  // If the fetch fails (the connection dropped), the corner stays where it is, as without JavaScript.
  useEffect(() => {
    if (!document.querySelector(PAGE_FORMS)) return;
    const stop = import("~/components/floating-corner/keep-forms-clear").then((corner) => corner.keepCornerClearOf(PAGE_FORMS), () => null);
    return () => void stop.then((stopKeeping) => stopKeeping?.());
  }, [pathname]);

  useEffect(() => {
    setHintVisible(false);
    const timer = window.setTimeout(() => setHintVisible(!document.querySelector(PAGE_FORMS)), WHATSAPP_HINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <div id="whatsapp" className="fixed right-4 bottom-4 z-50 flex sm:right-6 sm:bottom-6">
      {hintVisible ? (
        <div
          role="status"
          data-testid="whatsapp-hint"
          className="absolute right-full bottom-2 mr-2 flex w-max max-w-[calc(100vw-5.5rem)] items-center gap-1 rounded-2xl bg-white py-2.5 pr-1 pl-3 text-sm font-medium text-ink shadow-lg ring-1 ring-slate-200"
        >
          <span>{ui.whatsapp.hint}</span>
          <button
            type="button"
            aria-label={ui.whatsapp.closeHint}
            onClick={() => setHintVisible(false)}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={ui.whatsapp.linkLabel}
        className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-[#1f7a4a] text-white shadow-lg transition-transform hover:scale-105"
      >
        <MessageCircleIcon className="size-7" aria-hidden="true" />
      </a>
    </div>
  );
}
