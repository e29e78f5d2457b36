import { Suspense, useEffect, useState } from "react";
import { lateComponent } from "./late-component";
import { OUTBOX_QUEUED_EVENT, outboxWaiting } from "./outbox-signals";

// No preload helper for the dynamic import below: see ./lazy-parts.tsx.
const __vitePreload = <T,>(load: () => Promise<T>) => load();
void __vitePreload;

export const LateOutboxResender = lateComponent<object>(
  () => import("./outbox-resender"),
  // Without its code (offline when it was wanted), what waits on the device is sent on the next page.
  () => null,
);

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
