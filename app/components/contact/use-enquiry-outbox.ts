import { useCallback, useEffect, useState } from "react";
import type { EnquiryFormValues } from "~/shared/enquiry-form";
import type { ContactResult } from "./contact-result";
import { clearDraft, loadDraft, loadOutbox, saveDraft } from "./enquiry-outbox";

type Options = {
  /** The action's answer to a post without JavaScript, as the page was first rendered (or none). */
  pageResult: ContactResult | undefined;
  /** Puts values into the form's fields. */
  fillFields: (values: EnquiryFormValues) => void;
};

/**
 * What the contact form keeps on this device (./enquiry-outbox.ts): the draft, put back in the
 * fields on the next visit, and whether enquiries that could not be sent wait there (while they
 * do, the form draws ./outbox-resender.tsx, which sends them).
 */
export function useEnquiryOutbox({ pageResult, fillFields }: Options) {
  const [waiting, setWaiting] = useState(false);
  const [queuedCount, setQueuedCount] = useState(0);

  // Once hydrated: the draft back in the fields (or forgotten after a send without JavaScript),
  // and whether anything waits to be sent.
  useEffect(() => {
    if (pageResult?.status === "sent") clearDraft(localStorage);
    else if (!pageResult) {
      const draft = loadDraft(localStorage, Date.now());
      if (draft) fillFields(draft);
    }
    setWaiting(loadOutbox(localStorage).length > 0);
  }, [pageResult, fillFields]);

  return {
    waiting,
    queuedCount,
    /** The form's enquiry went into the outbox (the clientAction answered "queued"). */
    queued: useCallback(() => {
      setQueuedCount((count) => count + 1);
      setWaiting(true);
    }, []),
    /** Everything waiting has been sent. */
    emptied: useCallback(() => setWaiting(false), []),
    saveDraft: useCallback((values: EnquiryFormValues) => saveDraft(localStorage, values, Date.now()), []),
    clearDraft: useCallback(() => clearDraft(localStorage), []),
  };
}
