import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Toaster, useToasts } from "./toast";
import { DataUseNote } from "./data-use-note";
import type { ContactCopy } from "~/content/contact-copy.server";
import { EMPTY_ENQUIRY_FORM, ENQUIRY_FIELDS, readEnquiryForm, SUBMISSION_ID_FIELD, type EnquiryFieldErrors, type EnquiryFormValues } from "~/shared/enquiry-form";
import type { ContactResult } from "./contact-result";
import { EnquiryFields, fieldId, firstInvalid, type ServiceOption } from "./enquiry-fields";
import { newSubmissionId } from "./enquiry-outbox";
import { EnquiryNotices } from "./enquiry-notices";
import { LateOutboxResender } from "./lazy-parts";
import { useEnquiryOutbox } from "./use-enquiry-outbox";
import { useEnquiryValidation } from "./use-enquiry-validation";

/**
 * The contact form: sent as a plain post without JavaScript, and with it checked in the
 * browser first, answered in place, and kept on the device when the connection drops.
 */
type Props = {
  /** The page's words (its loader's). */
  copy: ContactCopy;
  actionData: ContactResult | undefined;
  services: ServiceOption[];
};

export function EnquiryForm({ copy: c, actionData, services }: Props) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [searchParams] = useSearchParams();
  const { toasts, show, dismiss } = useToasts();
  const validateEnquiry = useEnquiryValidation();

  // A result present at the first render came from a full-page POST (no JavaScript yet):
  // it is shown in the page. Results that arrive later are shown as toasts.
  const [pageResult] = useState(actionData);
  const handledResult = useRef(actionData);
  const [errors, setErrors] = useState<EnquiryFieldErrors>(pageResult?.status === "invalid" ? pageResult.fieldErrors : {});
  const [focusRequest, setFocusRequest] = useState(0);
  const [notice, setNotice] = useState(pageResult?.status === "failed" ? pageResult.message : "");
  const [sentCount, setSentCount] = useState(0);

  // `/contact?service=seo-optimization` (each service page links so) preselects that service.
  const presetService = services.find((service) => service.slug === searchParams.get("service"))?.value ?? "";
  const defaults: EnquiryFormValues =
    sentCount > 0
      ? EMPTY_ENQUIRY_FORM
      : (pageResult?.status === "invalid" || pageResult?.status === "failed") && pageResult.values
        ? pageResult.values
        : { ...EMPTY_ENQUIRY_FORM, service: presetService };
  const autoFocusField = sentCount === 0 && pageResult?.status === "invalid" ? firstInvalid(pageResult.fieldErrors) : undefined;

  const form = useRef<HTMLFormElement>(null);
  // Made after hydration, so a post without JavaScript has none (the server then compares
  // email and message instead). A new one for each enquiry.
  const [submissionId, setSubmissionId] = useState("");
  useEffect(() => setSubmissionId(newSubmissionId()), []);

  /** Puts values into the (uncontrolled) fields; a preset ?service= wins over a kept one. */
  const fillFields = useCallback(
    (values: EnquiryFormValues) => {
      for (const field of ENQUIRY_FIELDS) {
        const element = form.current?.elements.namedItem(field) as HTMLInputElement | null;
        if (element && !(field === "service" && presetService)) element.value = values[field];
      }
    },
    [presetService],
  );

  const onResent = useCallback(
    (result: Extract<ContactResult, { status: "sent" | "invalid" }>) => {
      if (result.status === "sent") return show({ variant: "success", title: c.sentTitle, description: c.sentText });
      // Refused by rules that changed since it was queued: back into the form, as today.
      show({ variant: "destructive", title: c.errorTitle, description: c.failedToSend });
      fillFields(result.values);
      setErrors(result.fieldErrors);
      setFocusRequest((count) => count + 1);
    },
    [show, fillFields, c],
  );
  const outbox = useEnquiryOutbox({ pageResult, fillFields });
  useEffect(() => {
    void LateOutboxResender.preload();
  }, []);
  // The note sits above the form, out of sight on a phone after tapping Send: focus brings it into view.
  const [waitingFocusRequest, setWaitingFocusRequest] = useState(0);

  /** The form was sent (or handed to the outbox): empty it, forget the draft, new id. */
  const startOver = useCallback(() => {
    outbox.clearDraft();
    setErrors({});
    setNotice("");
    setSentCount((count) => count + 1);
    setSubmissionId(newSubmissionId());
  }, [outbox.clearDraft]);

  useEffect(() => {
    if (!actionData || actionData === handledResult.current) return;
    handledResult.current = actionData;
    if (actionData.status === "sent") {
      show({ variant: "success", title: c.sentTitle, description: c.sentText });
      startOver();
      return;
    }
    if (actionData.status === "queued") {
      startOver();
      outbox.queued();
      setWaitingFocusRequest((count) => count + 1);
      return;
    }
    show({ variant: "destructive", title: c.errorTitle, description: c.failedToSend });
    if (actionData.status === "invalid") {
      setErrors(actionData.fieldErrors);
      setNotice("");
      setFocusRequest((count) => count + 1);
    } else {
      setNotice(actionData.message === c.failedToSend ? "" : actionData.message);
    }
  }, [actionData, show, startOver, outbox.queued, c]);

  // The disabled "Sending..." button drops keyboard focus to the page; give it back when the
  // answer arrives, unless the answer moved focus itself (to an invalid field).
  const submitButton = useRef<HTMLButtonElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && document.activeElement === document.body) submitButton.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const field = firstInvalid(errors);
    if (field) document.getElementById(fieldId(field))?.focus();
  }, [focusRequest, errors]);

  // Set on the first submit, before React re-renders the button disabled: a double tap
  // sends once. (The server would store it once anyway: same submission id.)
  const submitting = useRef(false);
  useEffect(() => {
    if (!sending) submitting.current = false;
  }, [sending]);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    if (submitting.current) {
      event.preventDefault();
      return;
    }
    const validation = validateEnquiry?.(readEnquiryForm(new FormData(event.currentTarget)), c.validation);
    // Not loaded yet (a send in the first moments): the server checks it and answers the same errors.
    if (!validation || validation.success) {
      setErrors({});
      submitting.current = true;
      return;
    }
    event.preventDefault();
    setErrors(validation.fieldErrors);
    setFocusRequest((count) => count + 1);
  }

  function clearForm() {
    outbox.clearDraft();
    fillFields(EMPTY_ENQUIRY_FORM);
    setErrors({});
    setNotice("");
  }

  return (
    <>
      <EnquiryNotices
        pageResult={sentCount === 0 ? pageResult : undefined}
        waiting={outbox.waiting}
        waitingFocusRequest={waitingFocusRequest}
        errors={errors}
        copy={c}
      />
      <Form
        key={`${sentCount}:${presetService}`}
        ref={form}
        method="post"
        onSubmit={checkBeforeSending}
        onChange={(event) => outbox.saveDraft(readEnquiryForm(new FormData(event.currentTarget)))}
        aria-labelledby="enquiry-heading"
        className="mt-8 grid gap-6 sm:grid-cols-2"
      >
        <EnquiryFields copy={c} errors={errors} defaults={defaults} autoFocusField={autoFocusField} services={services} />
        {submissionId ? <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} /> : null}
        <div className="sm:col-span-2">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button ref={submitButton} type="submit" size="lg" disabled={sending} className="min-h-12 w-full sm:w-auto">
              {sending ? c.sending : c.send}
            </Button>
            <Button type="button" variant="outline" size="lg" onClick={clearForm} className="min-h-12 w-full sm:w-auto">
              {c.device.clearForm}
            </Button>
          </div>
          <DataUseNote copy={c} />
          <p className="mt-3 text-sm text-slate-600">{c.device.draftNote}</p>
          {notice ? (
            <p className="mt-4 text-sm font-medium text-red-700" data-testid="contact-notice">
              {notice}
            </p>
          ) : null}
        </div>
      </Form>
      {outbox.waiting ? (
        <Suspense fallback={null}>
          <LateOutboxResender.Component queuedCount={outbox.queuedCount} onResent={onResent} onEmpty={outbox.emptied} />
        </Suspense>
      ) : null}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
