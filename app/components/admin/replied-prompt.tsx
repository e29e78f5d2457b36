/**
 * 'Did you reply?' (issue 30): after the owner taps one of the enquiry page's reply links
 * (`data-reply-link`: email, WhatsApp, SMS, call), the page offers 'Mark as replied' in one tap once
 * the owner is back on it. The tap is kept per enquiry in sessionStorage, so a reload (or a
 * phone that dropped the tab while WhatsApp was open) still offers it; 'Not yet' forgets it.
 * It shows under the reply buttons, where the owner left the page, and so does its result once
 * tapped (StatusResult). Needs JavaScript; without it the status buttons do the same.
 */
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { RepliedIcon } from "~/components/admin/icons";
import { primaryButton, secondaryButton } from "~/components/admin/admin-shell";
import { useAdminLang } from "~/components/admin/admin-lang";
import { enquiryCopy } from "~/content/admin/enquiry";
import { statusCopy } from "~/content/admin/statuses";
import { StatusResult, type ChangedStatus } from "~/components/admin/status-result";

/**
 * How long after a tap the prompt shows if the page never went out of sight: a call or mail link
 * that a desktop browser opens in another application keeps this page visible and focused.
 */
const STAYED_MS = 1500;

const storageKey = (enquiryId: number) => `replied-prompt:${enquiryId}`;

/** sessionStorage, which a browser may refuse (storage blocked): then the prompt lasts as long as the page. */
function remember(key: string, tapped: boolean): void {
  try {
    if (tapped) window.sessionStorage.setItem(key, "1");
    else window.sessionStorage.removeItem(key);
  } catch {
    // Not kept: the prompt still shows until the page is left.
  }
}

function remembered(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

type PromptProps = {
  enquiryId: number;
  replied: boolean;
  busy: boolean;
  /** The status this prompt's button just set, if it did: its result then shows here, where the owner tapped. */
  changed: ChangedStatus | null;
  changeKey: unknown;
};

export function RepliedPrompt({ enquiryId, replied, busy, changed, changeKey }: PromptProps) {
  const lang = useAdminLang();
  const words = enquiryCopy[lang];
  const [offered, setOffered] = useState(false);

  useEffect(() => {
    const key = storageKey(enquiryId);
    if (replied) {
      remember(key, false);
      setOffered(false);
      return;
    }
    let tapped = remembered(key);
    // Back on the page: a closed WhatsApp tab, the phone's app switcher, bfcache, or a reload.
    const offerIfBack = () => {
      if (tapped && document.visibilityState === "visible") setOffered(true);
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("[data-reply-link]")) return;
      tapped = true;
      remember(key, true);
      window.setTimeout(offerIfBack, STAYED_MS);
    };
    offerIfBack();
    document.addEventListener("click", onClick, true);
    document.addEventListener("visibilitychange", offerIfBack);
    window.addEventListener("pageshow", offerIfBack);
    window.addEventListener("focus", offerIfBack);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("visibilitychange", offerIfBack);
      window.removeEventListener("pageshow", offerIfBack);
      window.removeEventListener("focus", offerIfBack);
    };
  }, [enquiryId, replied]);

  if (changed) return <StatusResult status={changed} changeKey={changeKey} />;
  if (!offered || replied) return null;
  return (
    <section aria-labelledby="replied-prompt-heading" data-testid="replied-prompt" className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-4">
      <h2 id="replied-prompt-heading" className="font-semibold text-ink">
        {words.repliedPrompt}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{words.repliedPromptText}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="from" value="prompt" />
          <button type="submit" name="status" value="replied" disabled={busy} className={primaryButton}>
            <RepliedIcon aria-hidden="true" className="size-4" /> {statusCopy[lang].actions.replied}
          </button>
        </Form>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            remember(storageKey(enquiryId), false);
            setOffered(false);
          }}
        >
          {words.repliedPromptDismiss}
        </button>
      </div>
    </section>
  );
}
