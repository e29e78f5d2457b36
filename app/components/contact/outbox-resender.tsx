import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ENQUIRY_ENCODING, SUBMISSION_ID_FIELD } from "~/shared/enquiry-form";
import type { ContactResult } from "./contact-result";
import { loadOutbox, outboxFormData, removeFromOutbox, resendDelayMs } from "./enquiry-outbox";

export type OutboxResenderProps = {
  /** Bumped when the form queues another enquiry: the next attempt waits the shortest delay again. */
  queuedCount: number;
  /** A waiting enquiry got its answer: stored ("sent"), or refused by today's rules ("invalid"). */
  onResent: (result: Extract<ContactResult, { status: "sent" | "invalid" }>) => void;
  /** Nothing waits any more. */
  onEmpty: () => void;
};

/**
 * Sends the enquiries kept on this device (./enquiry-outbox.ts) one at a time, with the id they
 * were queued under, until the server answers: on the next visit at once, then when the browser
 * is back online, and on a timer that waits longer after each failed attempt while the page is
 * open. Drawn only while something waits (./use-enquiry-outbox.ts).
 */
export default function OutboxResender({ queuedCount, onResent, onEmpty }: OutboxResenderProps) {
  const resender = useFetcher<ContactResult>({ key: "enquiry-outbox" });
  const resending = useRef<string | null>(null);
  const attempt = useRef(0);
  const [round, setRound] = useState(0);

  useEffect(() => {
    attempt.current = 0;
  }, [queuedCount]);

  const sendOldest = useCallback(() => {
    if (resending.current || !navigator.onLine) return;
    const [entry] = loadOutbox(localStorage);
    if (!entry) return onEmpty();
    resending.current = entry.submissionId;
    void resender.submit(outboxFormData(entry, SUBMISSION_ID_FIELD), { method: "post", action: "/contact", encType: ENQUIRY_ENCODING });
  }, [resender.submit, onEmpty]);

  useEffect(() => {
    if (round === 0) sendOldest();
    const timer = setTimeout(sendOldest, resendDelayMs(attempt.current));
    window.addEventListener("online", sendOldest);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", sendOldest);
    };
  }, [round, sendOldest]);

  useEffect(() => {
    const id = resending.current;
    if (resender.state !== "idle" || !resender.data || !id) return;
    resending.current = null;
    const result = resender.data;
    if (result.status === "sent" || result.status === "invalid") {
      removeFromOutbox(localStorage, id);
      attempt.current = 0;
      if (loadOutbox(localStorage).length === 0) onEmpty();
      onResent(result);
    } else {
      // Still no connection, or the server could not take it yet (429, 503): later.
      attempt.current += 1;
    }
    setRound((count) => count + 1);
  }, [resender.state, resender.data, onResent, onEmpty]);

  return null;
}
