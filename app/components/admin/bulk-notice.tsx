/**
 * The outcome of the list's bulk action ('3 enquiries archived') with its Undo, and of the Undo
 * ('3 enquiries are back as they were'). Undo is a plain form post (it works without JavaScript;
 * the server checks the 10 s itself); with JavaScript its button counts the seconds down and goes
 * when they run out. The notice stays while the list reloads its data for a new enquiry (a live
 * update), and goes with a navigation. docs/decisions/0086-bulk-undo.md.
 */
import { useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { secondaryButton } from "~/components/admin/admin-shell";
import { useAdminLang } from "~/components/admin/admin-lang";
import { inboxCopy } from "~/content/admin/inbox";
import type { BulkAction } from "~/shared/inbox";

export type BulkOutcome =
  | {
      kind: "bulk";
      action: BulkAction;
      enquiries: number;
      undo: { at: number; msLeft: number } | null;
    }
  | { kind: "undone"; changed: number; restored: number };

export function BulkNotice({ outcome }: { outcome: BulkOutcome | null }) {
  const copy = inboxCopy[useAdminLang()];
  const location = useLocation();
  const [shown, setShown] = useState(outcome);
  const shownAt = useRef(location.key);
  useEffect(() => {
    // A new outcome replaces the one shown; a navigation without one clears it; a reload of the same page's data keeps it.
    if (outcome || location.key !== shownAt.current) setShown(outcome);
    shownAt.current = location.key;
  }, [outcome, location.key]);
  if (!shown) return null;
  const text =
    shown.kind === "undone" ? copy.putBack.undone(shown.restored, shown.changed) : shown.action === "inbox" ? copy.putBack.moved(shown.enquiries) : copy.bulk.done[shown.action](shown.enquiries);
  return (
    <div className="mt-4 flex min-h-14 flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-900">
      <p role="status" data-testid="bulk-done" className="py-1">
        {text}
      </p>
      {shown.kind === "bulk" && shown.undo ? <UndoButton key={shown.undo.at} {...shown.undo} /> : null}
    </div>
  );
}

/** Undo while there is time: the seconds as the server counted them when it read the page, then counted down here. */
function UndoButton({ at, msLeft }: { at: number; msLeft: number }) {
  const copy = inboxCopy[useAdminLang()].putBack;
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(msLeft / 1000));
  useEffect(() => {
    const deadline = Date.now() + msLeft;
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [msLeft]);
  if (secondsLeft <= 0) return null;
  return (
    <Form method="post" data-testid="bulk-undo">
      <input type="hidden" name="undo" value={at} />
      <button type="submit" className={`${secondaryButton} min-h-11 bg-white`}>
        {copy.undo}
        {/* Not part of the button's name: a screen reader hears 'Undo', not a number every second. */}
        <span aria-hidden="true" className="text-xs font-normal text-slate-600 tabular-nums">
          {copy.secondsLeft(secondsLeft)}
        </span>
      </button>
    </Form>
  );
}
