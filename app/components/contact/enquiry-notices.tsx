import { useEffect, useRef } from "react";
import type { ContactCopy } from "~/content/contact-copy.server";
import { ENQUIRY_FIELDS, type EnquiryFieldErrors } from "~/shared/enquiry-form";
import type { ContactResult } from "./contact-result";
import { fieldId } from "./enquiry-fields";

/** The list of fields to fix, brought into view by the form after a send it refused. */
export const ERROR_SUMMARY_ID = "enquiry-errors";

type Props = {
  /** The answer to a post without JavaScript (failed or invalid), until the next send. */
  pageResult: ContactResult | undefined;
  /** An enquiry waits on this device for the connection. */
  waiting: boolean;
  /** Bumped when the form's enquiry was just queued: the note takes focus. */
  waitingFocusRequest: number;
  errors: EnquiryFieldErrors;
  copy: ContactCopy;
};

/** What the form has to say above its fields: failed, kept on this device, or which fields to fix (a send's confirmation takes the form's place: ./enquiry-sent.tsx). */
export function EnquiryNotices({ pageResult, waiting, waitingFocusRequest, errors, copy: c }: Props) {
  // The note sits above the form, out of sight on a phone after tapping Send: focus brings it into view.
  const waitingNote = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (waitingFocusRequest > 0) waitingNote.current?.focus();
  }, [waitingFocusRequest]);
  const invalid = ENQUIRY_FIELDS.filter((field) => errors[field]);
  return (
    <>
      {pageResult?.status === "failed" ? (
        <div role="alert" tabIndex={-1} autoFocus className="mt-6 rounded-xl bg-red-50 p-4 ring-1 ring-red-200" data-testid="contact-failed">
          <p className="font-semibold text-red-800">{c.errorTitle}</p>
          <p className="mt-1 text-red-800">{c.failedToSend}</p>
        </div>
      ) : null}
      {waiting ? (
        <div ref={waitingNote} role="status" tabIndex={-1} className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200" data-testid="contact-saved">
          <p className="font-semibold text-amber-900">{c.device.savedTitle}</p>
          <p className="mt-1 text-amber-900">{c.device.savedText}</p>
        </div>
      ) : null}
      {invalid.length > 0 ? (
        <div id={ERROR_SUMMARY_ID} className="mt-6 rounded-xl bg-red-50 p-4 ring-1 ring-red-200" data-testid="contact-error-summary">
          <p className="font-semibold text-red-800">{c.errorSummaries[invalid.length - 1]}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {invalid.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} className="text-red-800 underline underline-offset-4">
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
