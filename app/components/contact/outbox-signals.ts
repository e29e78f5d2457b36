/**
 * What every public page needs of the device's outbox (./enquiry-outbox.ts) before it knows
 * whether anything waits: its key, and the two events the page's sender and the contact form
 * speak by. Kept apart so that every page's first visit carries these few bytes, not the outbox.
 */
export const OUTBOX_KEY = "enquiry-outbox";

/** Dispatched on window when the contact form has put an enquiry in the outbox: the sender starts. */
export const OUTBOX_QUEUED_EVENT = "enquiry-outbox-queued";

/**
 * Dispatched on window (cancelable) when a kept enquiry got its answer, with a `ResentEnquiry`
 * (./enquiry-outbox.ts) as its detail. A contact form on the page shows it and cancels the
 * event; otherwise the sender shows its own note.
 */
export const ENQUIRY_RESENT_EVENT = "enquiry-resent";

/** Whether anything waits, read without parsing it: every page asks this once it has hydrated. */
export function outboxWaiting(storage: Storage): boolean {
  try {
    return storage.getItem(OUTBOX_KEY) !== null;
  } catch {
    return false;
  }
}
