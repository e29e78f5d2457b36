import { useCallback, useEffect, useState } from "react";
import type { EnquiryFormValues } from "~/shared/enquiry-form";
import type { ContactResult } from "./contact-result";
import { clearDraft, loadDraft, saveDraft } from "./enquiry-outbox";
import { outboxWaiting } from "./outbox-signals";

type Options = {
  /** The action's answer to a post without JavaScript, as the page was first rendered (or none). */
  pageResult: ContactResult | undefined;
  /** Puts values into the form's fields. */
  fillFields: (values: EnquiryFormValues) => void;
};

/**
 * What the contact form keeps on this device (./enquiry-outbox.ts): the draft, put back in the
 * fields on the next visit, and whether enquiries that could not be sent wait there (every page
 * sends them: ./queued-enquiries.tsx).
 */
export function useEnquiryOutbox({ pageResult, fillFields }: Options) {
  const [waiting, setWaiting] = useState(false);

  // Once hydrated: the draft back in the fields (or forgotten after a send without JavaScript),
  // and whether anything waits to be sent.
  useEffect(() => {
    if (pageResult?.status === "sent") clearDraft(localStorage);
    else if (!pageResult) {
      const draft = loadDraft(localStorage, Date.now());
      if (draft) fillFields(draft);
    }
    setWaiting(outboxWaiting(localStorage));
  }, [pageResult, fillFields]);

  return {
    waiting,
    /** The form's enquiry went into the outbox (the clientAction answered "queued"). */
    queued: useCallback(() => setWaiting(true), []),
    /** A waiting enquiry got its answer: others may still wait. */
    resent: useCallback(() => setWaiting(outboxWaiting(localStorage)), []),
    saveDraft: useCallback((values: EnquiryFormValues) => saveDraft(localStorage, values, Date.now()), []),
    clearDraft: useCallback(() => clearDraft(localStorage), []),
  };
}
