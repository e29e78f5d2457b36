import { useEffect, useRef } from "react";
import { CheckIcon } from "~/components/admin/icons";
import { enquiryCopy } from "~/content/admin/enquiry";
import { useAdminLang } from "~/components/admin/admin-lang";

/** A status the enquiry page's buttons set and stay on (Unread leaves for the list). */
export type ChangedStatus = "replied" | "spam" | "archived" | "read";

/**
 * What a status button did, in the place of the button that did it (decision 0087): the button is
 * gone once the enquiry has that status, and on a phone the badge at the top is out of view. It
 * takes the focus the button had, so that the keyboard stays here and a screen reader reads it
 * (role="status" for those whose focus is elsewhere). `changeKey`: a new one for each change, so
 * that a second change is focused again.
 */
export function StatusResult({ status, changeKey }: { status: ChangedStatus; changeKey: unknown }) {
  const words = enquiryCopy[useAdminLang()].statusChanged;
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    result.current?.focus({ preventScroll: true });
    result.current?.scrollIntoView({ block: "nearest" });
  }, [changeKey]);
  return (
    <p
      ref={result}
      tabIndex={-1}
      role="status"
      data-testid="status-result"
      className="flex scroll-my-20 items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900 focus:outline-2 focus:outline-emerald-700"
    >
      <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {words[status]}
    </p>
  );
}
