import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { XIcon } from "~/components/ui/icons";
import { useLocale } from "~/content/locale";
import { ENQUIRY_ENCODING, SUBMISSION_ID_FIELD } from "~/shared/enquiry-form";
import type { ContactResult } from "./contact-result";
import type { ContactCopy } from "~/content/contact-copy.server";
import { sentFromQueueText, type QueuedTimes } from "./enquiry-sent";
import { loadOutbox, outboxAction, outboxFormData, removeFromOutbox, resendDelayMs, type ResentEnquiry } from "./enquiry-outbox";
import { ENQUIRY_RESENT_EVENT, OUTBOX_QUEUED_EVENT } from "./outbox-signals";

/**
 * Sends the enquiries kept on this device (./enquiry-outbox.ts) one at a time, each to the contact
 * form of the language it was written in and with the id it was queued under, until the server
 * answers: at once, then when the browser is back online, and on a timer that waits longer after
 * each failed attempt while the page is open. Drawn by every public page once something waits
 * (./queued-enquiries.tsx). Each answer is announced (ENQUIRY_RESENT_EVENT); when no contact form
 * takes it, a note here says the enquiry arrived, in the page's language, until it is closed. Its
 * words are the contact page's, loaded then (that page's data in this page's language).
 */
export default function OutboxResender() {
  const resender = useFetcher<ContactResult>({ key: "enquiry-outbox" });
  const resending = useRef<{ submissionId: string; written: number } | null>(null);
  const attempt = useRef(0);
  const [round, setRound] = useState(0);
  const [arrived, setArrived] = useState<QueuedTimes[]>([]);

  const sendOldest = useCallback(() => {
    if (resending.current || !navigator.onLine) return;
    const [entry] = loadOutbox(localStorage);
    if (!entry) return;
    resending.current = { submissionId: entry.submissionId, written: entry.queuedAt };
    void resender.submit(outboxFormData(entry, SUBMISSION_ID_FIELD), { method: "post", action: outboxAction(entry), encType: ENQUIRY_ENCODING });
  }, [resender.submit]);

  useEffect(() => {
    if (round === 0) sendOldest();
    const timer = setTimeout(sendOldest, resendDelayMs(attempt.current));
    // Another enquiry queued: the next attempt waits the shortest delay again.
    const queued = () => {
      attempt.current = 0;
      setRound((count) => count + 1);
    };
    window.addEventListener("online", sendOldest);
    window.addEventListener(OUTBOX_QUEUED_EVENT, queued);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", sendOldest);
      window.removeEventListener(OUTBOX_QUEUED_EVENT, queued);
    };
  }, [round, sendOldest]);

  useEffect(() => {
    const waiting = resending.current;
    if (resender.state !== "idle" || !resender.data || !waiting) return;
    resending.current = null;
    const result = resender.data;
    if (result.status === "sent" || result.status === "invalid") {
      removeFromOutbox(localStorage, waiting.submissionId);
      attempt.current = 0;
      const detail: ResentEnquiry = { result, written: waiting.written, sent: Date.now() };
      const unclaimed = window.dispatchEvent(new CustomEvent(ENQUIRY_RESENT_EVENT, { detail, cancelable: true }));
      if (unclaimed && result.status === "sent") setArrived((list) => [...list, { written: detail.written, sent: detail.sent }]);
    } else {
      // Still no connection, or the server could not take it yet (429, 503): later.
      attempt.current += 1;
    }
    setRound((count) => count + 1);
  }, [resender.state, resender.data]);

  return arrived.length > 0 ? <ArrivedNote arrived={arrived} onClose={() => setArrived([])} /> : null;
}

/**
 * On a page without the contact form: the kept enquiry reached us, and when. Stays until closed;
 * announced, but it leaves focus where the visitor is (they are reading another page).
 */
function ArrivedNote({ arrived, onClose }: { arrived: QueuedTimes[]; onClose: () => void }) {
  const { lang, ui, path } = useLocale();
  const contactPage = useFetcher<{ copy: ContactCopy }>({ key: "enquiry-sent-words" });
  // Asked for once: without an answer the note is not shown (the enquiry is stored all the same).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void contactPage.load(path("/contact"));
  }, [contactPage.load, path]);
  const words = contactPage.data?.copy.sent;
  if (!words) return null;
  return (
    <div
      role="status"
      data-testid="enquiry-arrived"
      className="fixed inset-x-4 top-20 z-[60] rounded-2xl bg-white p-4 shadow-lg ring-1 ring-emerald-300 sm:left-auto sm:w-96"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-emerald-900">
            {words.heading}
          </p>
          {arrived.map((times) => (
            <p key={times.sent} className="mt-1 text-sm leading-6 text-slate-700">
              {sentFromQueueText(lang, words, times)}
            </p>
          ))}
          <p className="mt-1 text-sm leading-6 text-slate-700">{words.text}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={ui.toast.close}
          className="-m-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
