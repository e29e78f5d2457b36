import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { SUBMISSION_ID_FIELD, type EnquiryFormValues } from "~/shared/enquiry-form";
import type { ContactResult } from "./contact-result";
import { clearDraft, loadDraft, loadOutbox, outboxFormData, removeFromOutbox, resendDelayMs, saveDraft } from "./enquiry-outbox";

type Options = {
  /** The action's answer to a post without JavaScript, as the page was first rendered (or none). */
  pageResult: ContactResult | undefined;
  /** Puts values into the form's fields. */
  fillFields: (values: EnquiryFormValues) => void;
  /** A waiting enquiry got its answer: stored ("sent"), or refused by today's rules ("invalid"). */
  onResent: (result: Extract<ContactResult, { status: "sent" | "invalid" }>) => void;
};

/**
 * What the contact form keeps on this device (./enquiry-outbox.ts): the draft, put back in the
 * fields on the next visit, and the enquiries that could not be sent, sent again one at a time
 * with the id they were queued under, until the server answers.
 */
export function useEnquiryOutbox({ pageResult, fillFields, onResent }: Options) {
  // An enquiry waits on this device for the connection.
  const [waiting, setWaiting] = useState(false);

  // Once hydrated: the draft back in the fields (or forgotten after a send without JavaScript),
  // and any enquiry still waiting sent (below).
  useEffect(() => {
    if (pageResult?.status === "sent") clearDraft(localStorage);
    else if (!pageResult) {
      const draft = loadDraft(localStorage, Date.now());
      if (draft) fillFields(draft);
    }
    setWaiting(loadOutbox(localStorage).length > 0);
  }, [pageResult, fillFields]);

  const resender = useFetcher<ContactResult>({ key: "enquiry-outbox" });
  const resending = useRef<string | null>(null);
  const attempt = useRef(0);
  const [round, setRound] = useState(0);
  const sendOldest = useCallback(() => {
    if (resending.current || !navigator.onLine) return;
    const [entry] = loadOutbox(localStorage);
    if (!entry) return setWaiting(false);
    resending.current = entry.submissionId;
    void resender.submit(outboxFormData(entry, SUBMISSION_ID_FIELD), { method: "post", action: "/contact" });
  }, [resender.submit]);

  // On the next visit at once; then when the browser is back online, and on a timer that
  // waits longer after each failed attempt, while the page is open.
  useEffect(() => {
    if (!waiting) return;
    if (round === 0) sendOldest();
    const timer = setTimeout(sendOldest, resendDelayMs(attempt.current));
    window.addEventListener("online", sendOldest);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", sendOldest);
    };
  }, [waiting, round, sendOldest]);

  useEffect(() => {
    const id = resending.current;
    if (resender.state !== "idle" || !resender.data || !id) return;
    resending.current = null;
    const result = resender.data;
    if (result.status === "sent" || result.status === "invalid") {
      removeFromOutbox(localStorage, id);
      attempt.current = 0;
      setWaiting(loadOutbox(localStorage).length > 0);
      onResent(result);
    } else {
      // Still no connection, or the server could not take it yet (429, 503): later.
      attempt.current += 1;
    }
    setRound((count) => count + 1);
  }, [resender.state, resender.data, onResent]);

  return {
    waiting,
    /** The form's enquiry went into the outbox (the clientAction answered "queued"). */
    queued: useCallback(() => {
      attempt.current = 0;
      setWaiting(true);
    }, []),
    saveDraft: useCallback((values: EnquiryFormValues) => saveDraft(localStorage, values, Date.now()), []),
    clearDraft: useCallback(() => clearDraft(localStorage), []),
  };
}
