import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { visitAttribution } from "~/components/analytics/beacon";
import { Button } from "~/components/ui/button";
import { Toaster, useToasts } from "./toast";
import { DataUseNote } from "./data-use-note";
import type { ContactCopy } from "~/content/contact-copy.server";
import { ATTRIBUTION_FIELD } from "~/shared/analytics";
import { EMPTY_ENQUIRY_FORM, ENQUIRY_ENCODING, ENQUIRY_FIELDS, readEnquiryForm, SUBMISSION_ID_FIELD, type EnquiryFieldErrors, type EnquiryFormValues } from "~/shared/enquiry-form";
import type { ContactResult } from "./contact-result";
import { EnquiryFields, fieldId, firstInvalid, type ServiceOption } from "./enquiry-fields";
import type { QueuedTimes } from "./enquiry-sent";
import { newSubmissionId, type ResentEnquiry } from "./enquiry-outbox";
import { ENQUIRY_RESENT_EVENT, OUTBOX_QUEUED_EVENT } from "./outbox-signals";
import { ERROR_SUMMARY_ID, EnquiryNotices } from "./enquiry-notices";
import { LateEnquirySent } from "./lazy-parts";
import { LateOutboxResender } from "./queued-enquiries";
import { useEnquiryOutbox } from "./use-enquiry-outbox";
import { useEnquiryValidation } from "./use-enquiry-validation";

/**
 * The contact form: sent as a plain post without JavaScript, and with it checked in the
 * browser first, answered in place, and kept on the device when the connection drops. Once an
 * enquiry is stored, a confirmation takes the form's place until the visitor asks for another.
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
  // The confirmation in the form's place (./enquiry-sent.tsx); `queued`: it came from the device's outbox.
  const [confirmation, setConfirmation] = useState<{ queued?: QueuedTimes } | null>(pageResult?.status === "sent" ? {} : null);

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
  // The visit's source, campaign and landing page (the beacon's, from this tab's first page):
  // after hydration too, so a post without JavaScript has none and is stored as unknown.
  const [attribution, setAttribution] = useState("");
  useEffect(() => setAttribution(JSON.stringify(visitAttribution())), []);

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

  const outbox = useEnquiryOutbox({ pageResult, fillFields });
  // A kept enquiry got its answer (every page's sender, ./outbox-resender.tsx): this form shows it.
  useEffect(() => {
    const onResent = (event: Event) => {
      event.preventDefault();
      const { result, written, sent } = (event as CustomEvent<ResentEnquiry>).detail;
      outbox.resent();
      if (result.status === "sent") {
        show({ variant: "success", title: c.sentTitle, description: c.sentText });
        setConfirmation({ queued: { written, sent } });
        return;
      }
      // Refused by rules that changed since it was queued: back into the form, as today.
      show({ variant: "destructive", title: c.errorTitle, description: c.failedToSend });
      setConfirmation(null);
      fillFields(result.values);
      setErrors(result.fieldErrors);
      setFocusRequest((count) => count + 1);
    };
    window.addEventListener(ENQUIRY_RESENT_EVENT, onResent);
    return () => window.removeEventListener(ENQUIRY_RESENT_EVENT, onResent);
  }, [show, fillFields, c, outbox.resent]);
  // Fetched while the connection is there: an enquiry kept offline is sent by the layout's sender.
  useEffect(() => {
    void LateEnquirySent.preload();
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
      setConfirmation({});
      return;
    }
    if (actionData.status === "queued") {
      startOver();
      outbox.queued();
      window.dispatchEvent(new Event(OUTBOX_QUEUED_EVENT));
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

  // The first invalid field takes focus, and the summary above it comes into view whole below the
  // fixed header: focusing the field alone left the summary's top under the header at 320 px. The
  // field stays in view too: it is scrolled to only if the summary pushed it below the screen.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = firstInvalid(errors);
    const field = invalid && document.getElementById(fieldId(invalid));
    if (!field) return;
    field.focus({ preventScroll: true });
    document.getElementById(ERROR_SUMMARY_ID)?.scrollIntoView({ block: "start" });
    field.scrollIntoView({ block: "nearest" });
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

  // 'Send another enquiry': an empty form, its first field ready to type in.
  const [anotherRequest, setAnotherRequest] = useState(0);
  useEffect(() => {
    if (anotherRequest > 0) document.getElementById(fieldId(ENQUIRY_FIELDS[0]))?.focus();
  }, [anotherRequest]);
  function sendAnother() {
    setConfirmation(null);
    setAnotherRequest((count) => count + 1);
  }

  function clearForm() {
    outbox.clearDraft();
    fillFields(EMPTY_ENQUIRY_FORM);
    setErrors({});
    setNotice("");
  }

  // The toasts' live regions come first in both, so they stay in place (and a toast is announced) when the confirmation takes over.
  if (confirmation) {
    return (
      <>
        <Toaster toasts={toasts} onDismiss={dismiss} />
        <Suspense fallback={null}>
          <LateEnquirySent.Component words={c.sent} queued={confirmation.queued} onAnother={sendAnother} />
        </Suspense>
      </>
    );
  }

  return (
    <>
      <Toaster toasts={toasts} onDismiss={dismiss} />
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
        encType={ENQUIRY_ENCODING}
        // The site's own messages in the page's language, never the browser's (decision 0069):
        // with JavaScript the schema checks the fields, without it the server does.
        noValidate
        onSubmit={checkBeforeSending}
        onChange={(event) => outbox.saveDraft(readEnquiryForm(new FormData(event.currentTarget)))}
        aria-labelledby="enquiry-heading"
        className="mt-8 grid gap-6 sm:grid-cols-2"
      >
        <EnquiryFields copy={c} errors={errors} defaults={defaults} autoFocusField={autoFocusField} services={services} />
        {submissionId ? <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} /> : null}
        {attribution ? <input type="hidden" name={ATTRIBUTION_FIELD} value={attribution} /> : null}
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
    </>
  );
}
