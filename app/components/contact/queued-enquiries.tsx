import { Suspense, useEffect, useState } from "react";
import { OUTBOX_QUEUED_EVENT, outboxWaiting } from "./enquiry-outbox";
import { LateOutboxResender } from "./lazy-parts";

/**
 * On every public page (../layout/public-layout.tsx): once the page has hydrated, if an enquiry
 * waits on this device, or the contact form just kept one, the sender (./outbox-resender.tsx) is
 * fetched and sends it (decision 0068). Until then a page's first visit pays one localStorage read
 * and none of the sender's code.
 */
export function QueuedEnquiries() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const check = () => {
      if (outboxWaiting(localStorage)) setWaiting(true);
    };
    check();
    window.addEventListener(OUTBOX_QUEUED_EVENT, check);
    return () => window.removeEventListener(OUTBOX_QUEUED_EVENT, check);
  }, []);
  // Once started it stays: it shows the note that a kept enquiry arrived.
  return waiting ? (
    <Suspense fallback={null}>
      <LateOutboxResender.Component />
    </Suspense>
  ) : null;
}
