import { Mail, MapPin, Phone } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { data, Form, useFetcher, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/contact";
import { Button } from "~/components/ui/button";
import { Container, PageHero } from "~/components/ui/section";
import { Toaster, useToasts } from "~/components/ui/toast";
import { enquiryFormEn } from "~/content/enquiry-form";
import { localeFor, localeOfPath, useLocale } from "~/content/locale";
import { copyFor, requestLang } from "~/content/page-copy.server";
import { enquiryFormTa } from "~/content/ta/enquiry-form";
import { SERVICE_NAME_OPTIONS, serviceNameForSlug } from "~/content/service-names";
import { EMPTY_ENQUIRY_FORM, ENQUIRY_FIELDS, ENQUIRY_LIMITS, HONEYPOT_FIELD, readEnquiryForm, readSubmissionId, SUBMISSION_ID_FIELD, type EnquiryField, type EnquiryFieldErrors, type EnquiryFormValues } from "~/shared/enquiry-form";
import { enquiryServiceContext, clientAddressContext } from "../../server/http/request-context";
import {
  clearDraft,
  isNetworkFailure,
  loadDraft,
  loadOutbox,
  newSubmissionId,
  outboxFormData,
  queueEnquiry,
  removeFromOutbox,
  resendDelayMs,
  saveDraft,
} from "~/components/contact/enquiry-outbox";
import { pageMeta } from "~/seo/meta";

/** What the action answers; the page shows it in place (no JavaScript) or as a toast. */
export type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: EnquiryFieldErrors; values: EnquiryFormValues }
  | { status: "failed"; message: string; values: EnquiryFormValues | null }
  /** Never reached the server: kept on the device (app/shared/enquiry-outbox.ts) and resent by the page. */
  | { status: "queued" };

export function loader({ request }: Route.LoaderArgs) {
  const { contactIntro, serviceNames } = copyFor(request);
  // The options' values are the English titles (the schema's enum); only the labels change.
  return { intro: contactIntro, serviceNames: serviceNames.map(({ title }) => title) };
}

/**
 * The loader's data is fixed copy: nothing to reload after a submission. (Reloading would also
 * turn a dropped connection into an error page instead of the failure toast.)
 */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { pages, path } = localeOfPath(location.pathname);
  return pageMeta({ ...pages["/contact"], path: path("/contact") });
};

/** Passes the action's Retry-After (429, 503) on to the browser. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/**
 * The enquiry schema (zod) is a dynamic import, here and in the browser: the page renders
 * and becomes interactive without it, and fetches it right after hydration for the instant
 * field errors (docs/decisions/0008-contact-form-behaviour.md).
 */
const loadEnquirySchema = () => import("~/shared/enquiry");

/** The schema's check once it has loaded in the browser; null before. */
function useEnquiryValidation() {
  const [validate, setValidate] = useState<Awaited<ReturnType<typeof loadEnquirySchema>>["validateEnquiry"] | null>(null);
  useEffect(() => {
    let live = true;
    loadEnquirySchema().then(
      (schema) => live && setValidate(() => schema.validateEnquiry),
      (error) => console.warn("Contact form: field checks not loaded; the server will check.", error),
    );
    return () => {
      live = false;
    };
  }, []);
  return validate;
}

function failed(message: string, values: EnquiryFormValues | null, status: number, headers?: HeadersInit) {
  return data<ContactResult>({ status: "failed", message, values }, { status, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = requestLang(request);
  const { ui, site } = localeFor(language);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form, or a body cut off by the server's size limit (which then answers 413).
    return failed(ui.contact.unreadable, null, 400);
  }
  const values = readEnquiryForm(form);
  const enquiries = context.get(enquiryServiceContext);
  if (!enquiries) {
    console.error("Contact form: no enquiry service (the site runs without server/app.ts).");
    return failed(ui.contact.unavailable, values, 503);
  }
  const { validateEnquiry } = await loadEnquirySchema();
  const validation = validateEnquiry({ ...values, [SUBMISSION_ID_FIELD]: readSubmissionId(form) }, ui.validation);

  // A repeat of a stored submission (a resend after a lost answer) gets the same success,
  // without counting against the limit: the visitor did nothing wrong.
  if (validation.success && validation.data.submissionId && (await enquiries.isStored(validation.data.submissionId))) {
    return data<ContactResult>({ status: "sent" });
  }

  const clientIp = enquiries.clientIp(request.headers, context.get(clientAddressContext));
  const limit = await enquiries.checkRateLimit(clientIp);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return failed(
      ui.contact.rateLimited(minutes, site.phone.display),
      values,
      429,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  // Bots fill the hidden field; they get the answer a person would, and nothing is kept.
  // Every value counts: "website=&website=x" is as filled as "website=x".
  if (form.getAll(HONEYPOT_FIELD).some((value) => typeof value !== "string" || value.trim() !== "")) {
    console.info("Contact form: honeypot filled, submission dropped.");
    return data<ContactResult>({ status: "sent" });
  }

  if (!validation.success) {
    const { submissionId: badId, ...fieldErrors } = validation.fieldErrors;
    if (badId && Object.keys(fieldErrors).length === 0) return failed(badId, values, 400);
    return data<ContactResult>({ status: "invalid", fieldErrors, values }, { status: 400 });
  }

  try {
    await enquiries.submit(validation.data, { clientIp, userAgent: request.headers.get("user-agent"), language });
  } catch (error) {
    console.error(`Contact form: ${(error as Error).message}`);
    return failed(ui.contact.unavailable, values, 503, { "Retry-After": "60" });
  }
  return data<ContactResult>({ status: "sent" });
}

/**
 * With JavaScript, every failure ends as a result the page can show: an answer that is not
 * the action's (413, a refused Origin) becomes "failed" here. A send that never reaches the
 * server (offline, or the connection drops) is kept on the device with its submission id
 * and becomes "queued"; the page sends it again until the server answers, and the id makes
 * sure it is stored once.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<ContactResult> {
  const form = await request.clone().formData();
  const submissionId = readSubmissionId(form);
  const queue = (): ContactResult | null =>
    submissionId && queueEnquiry(localStorage, { submissionId, values: readEnquiryForm(form), queuedAt: Date.now() })
      ? { status: "queued" }
      : null;
  if (!navigator.onLine) {
    const queued = queue();
    if (queued) return queued;
  }
  try {
    const result = await serverAction();
    if (result.status === "failed") console.error(`Contact form: enquiry not sent: ${result.message}`);
    if (result.status === "invalid") console.error("Contact form: enquiry refused:", result.fieldErrors);
    return result;
  } catch (error) {
    const queued = !request.signal.aborted && isNetworkFailure(error, navigator.onLine) ? queue() : null;
    if (queued) {
      console.warn("Contact form: no connection, enquiry kept on this device to send later:", error);
      return queued;
    }
    console.error("Contact form: enquiry not sent:", error);
    return { status: "failed", message: localeOfPath(new URL(request.url).pathname).ui.contact.failedToSend, values: null };
  }
}

const inputClass =
  "mt-2 block min-h-12 w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-slate-500";

function fieldId(field: EnquiryField) {
  return `contact-${field}`;
}

function Field({
  field,
  label,
  optional = false,
  error,
  children,
}: {
  field: EnquiryField;
  label: string;
  optional?: boolean;
  error?: string;
  children: ReactNode;
}) {
  const { ui } = useLocale();
  return (
    <div>
      <label htmlFor={fieldId(field)} className="block font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-slate-600">{ui.contact.optional}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${fieldId(field)}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-* and styling of a field, from its error. */
function fieldProps(field: EnquiryField, errors: EnquiryFieldErrors, defaults: EnquiryFormValues, autoFocus: boolean) {
  const error = errors[field];
  return {
    id: fieldId(field),
    name: field,
    defaultValue: defaults[field],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${fieldId(field)}-error` : undefined,
    autoFocus: autoFocus || undefined,
    className: `${inputClass} ${error ? "border-red-700" : "border-slate-300"}`,
  };
}

function firstInvalid(errors: EnquiryFieldErrors): EnquiryField | undefined {
  return ENQUIRY_FIELDS.find((field) => errors[field]);
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-lg font-bold">{title}</h3>
        <div className="mt-1 leading-7 text-slate-600">{children}</div>
      </div>
    </li>
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [searchParams] = useSearchParams();
  const { toasts, show, dismiss } = useToasts();
  const { ui, site, lang } = useLocale();
  const c = ui.contact;
  const formCopy = lang === "ta" ? enquiryFormTa : enquiryFormEn;
  const validateEnquiry = useEnquiryValidation();

  // A result present at the first render came from a full-page POST (no JavaScript yet):
  // it is shown in the page. Results that arrive later are shown as toasts.
  const [pageResult] = useState(actionData);
  const handledResult = useRef(actionData);
  const [errors, setErrors] = useState<EnquiryFieldErrors>(pageResult?.status === "invalid" ? pageResult.fieldErrors : {});
  const [focusRequest, setFocusRequest] = useState(0);
  const [notice, setNotice] = useState(pageResult?.status === "failed" ? pageResult.message : "");
  const [sentCount, setSentCount] = useState(0);

  const presetService = serviceNameForSlug(searchParams.get("service"));
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
  // An enquiry waits on this device for the connection (the outbox).
  const [saved, setSaved] = useState(false);
  // The note sits above the form, out of sight on a phone after tapping Send: focus brings it into view.
  const savedNote = useRef<HTMLDivElement>(null);
  const [savedFocusRequest, setSavedFocusRequest] = useState(0);
  useEffect(() => {
    if (savedFocusRequest > 0) savedNote.current?.focus();
  }, [savedFocusRequest]);

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

  // Once hydrated: an id for the next submission, the draft back in the fields, and any
  // enquiry still waiting on this device sent (below).
  useEffect(() => {
    setSubmissionId(newSubmissionId());
    if (pageResult?.status === "sent") clearDraft(localStorage);
    else if (!pageResult) {
      const draft = loadDraft(localStorage, Date.now());
      if (draft) fillFields(draft);
    }
    setSaved(loadOutbox(localStorage).length > 0);
  }, [pageResult, fillFields]);

  /** The form was sent (or handed to the outbox): empty it, forget the draft, new id. */
  const startOver = useCallback(() => {
    clearDraft(localStorage);
    setErrors({});
    setNotice("");
    setSentCount((count) => count + 1);
    setSubmissionId(newSubmissionId());
  }, []);

  // Sends the oldest waiting enquiry, one at a time, with the id it was queued under.
  const resender = useFetcher<ContactResult>({ key: "enquiry-outbox" });
  const resending = useRef<string | null>(null);
  const resendAttempt = useRef(0);
  const [resendRound, setResendRound] = useState(0);
  const sendWaiting = useCallback(() => {
    if (resending.current || !navigator.onLine) return;
    const [entry] = loadOutbox(localStorage);
    if (!entry) return setSaved(false);
    resending.current = entry.submissionId;
    void resender.submit(outboxFormData(entry, SUBMISSION_ID_FIELD), { method: "post", action: "/contact" });
  }, [resender.submit]);

  // On the next visit at once; then when the browser is back online, and on a timer that
  // waits longer after each failed attempt, while the page is open.
  useEffect(() => {
    if (!saved) return;
    if (resendRound === 0) sendWaiting();
    const timer = setTimeout(sendWaiting, resendDelayMs(resendAttempt.current));
    window.addEventListener("online", sendWaiting);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", sendWaiting);
    };
  }, [saved, resendRound, sendWaiting]);

  useEffect(() => {
    const id = resending.current;
    if (resender.state !== "idle" || !resender.data || !id) return;
    resending.current = null;
    const result = resender.data;
    if (result.status === "sent" || result.status === "invalid") {
      removeFromOutbox(localStorage, id);
      resendAttempt.current = 0;
      setSaved(loadOutbox(localStorage).length > 0);
    }
    if (result.status === "sent") {
      show({ variant: "success", title: c.sentTitle, description: c.sentText });
    } else if (result.status === "invalid") {
      // Refused by rules that changed since it was queued: back into the form, as today.
      show({ variant: "destructive", title: c.errorTitle, description: c.failedToSend });
      fillFields(result.values);
      setErrors(result.fieldErrors);
      setFocusRequest((count) => count + 1);
    } else {
      // Still no connection, or the server could not take it yet (429, 503): later.
      resendAttempt.current += 1;
    }
    setResendRound((round) => round + 1);
  }, [resender.state, resender.data, show, fillFields, c]);

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
      resendAttempt.current = 0;
      setSaved(true);
      setSavedFocusRequest((count) => count + 1);
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
  }, [actionData, show, startOver, c]);

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
    const validation = validateEnquiry?.(readEnquiryForm(new FormData(event.currentTarget)), ui.validation);
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

  function keepDraft(event: FormEvent<HTMLFormElement>) {
    saveDraft(localStorage, readEnquiryForm(new FormData(event.currentTarget)), Date.now());
  }

  function clearForm() {
    clearDraft(localStorage);
    fillFields(EMPTY_ENQUIRY_FORM);
    setErrors({});
    setNotice("");
  }

  const errorCount = ENQUIRY_FIELDS.filter((field) => errors[field]).length;

  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={loaderData.intro} />
      <section className="bg-slate-50 py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="enquiry-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {c.formHeading}
            </h2>
            <p className="mt-2 text-slate-600">{c.formNote}</p>

            {sentCount === 0 && pageResult?.status === "sent" ? (
              <div
                role="status"
                tabIndex={-1}
                autoFocus
                className="mt-6 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
                data-testid="contact-sent"
              >
                <p className="font-semibold text-emerald-900">{c.sentTitle}</p>
                <p className="mt-1 text-emerald-900">{c.sentText}</p>
              </div>
            ) : null}
            {sentCount === 0 && pageResult?.status === "failed" ? (
              <div
                role="alert"
                tabIndex={-1}
                autoFocus
                className="mt-6 rounded-xl bg-red-50 p-4 ring-1 ring-red-200"
                data-testid="contact-failed"
              >
                <p className="font-semibold text-red-800">{c.errorTitle}</p>
                <p className="mt-1 text-red-800">{c.failedToSend}</p>
              </div>
            ) : null}
            {saved ? (
              <div
                ref={savedNote}
                role="status"
                tabIndex={-1}
                className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
                data-testid="contact-saved"
              >
                <p className="font-semibold text-amber-900">{formCopy.savedTitle}</p>
                <p className="mt-1 text-amber-900">{formCopy.savedText}</p>
              </div>
            ) : null}
            {errorCount > 0 ? (
              <div className="mt-6 rounded-xl bg-red-50 p-4 ring-1 ring-red-200" data-testid="contact-error-summary">
                <p className="font-semibold text-red-800">{c.errorSummary(errorCount)}</p>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {ENQUIRY_FIELDS.filter((field) => errors[field]).map((field) => (
                    <li key={field}>
                      <a href={`#${fieldId(field)}`} className="text-red-800 underline underline-offset-4">
                        {errors[field]}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <Form
              key={`${sentCount}:${presetService}`}
              ref={form}
              method="post"
              onSubmit={checkBeforeSending}
              onChange={keepDraft}
              aria-labelledby="enquiry-heading"
              className="mt-8 grid gap-6 sm:grid-cols-2"
            >
              <Field field="name" label={c.labels.name} error={errors.name}>
                <input
                  {...fieldProps("name", errors, defaults, autoFocusField === "name")}
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={ENQUIRY_LIMITS.name}
                />
              </Field>
              <Field field="email" label={c.labels.email} error={errors.email}>
                <input
                  {...fieldProps("email", errors, defaults, autoFocusField === "email")}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  maxLength={ENQUIRY_LIMITS.email}
                />
              </Field>
              <Field field="phone" label={c.labels.phone} optional error={errors.phone}>
                <input
                  {...fieldProps("phone", errors, defaults, autoFocusField === "phone")}
                  type="tel"
                  autoComplete="tel"
                  maxLength={ENQUIRY_LIMITS.phone}
                />
              </Field>
              <Field field="businessName" label={c.labels.businessName} optional error={errors.businessName}>
                <input
                  {...fieldProps("businessName", errors, defaults, autoFocusField === "businessName")}
                  type="text"
                  autoComplete="organization"
                  maxLength={ENQUIRY_LIMITS.businessName}
                />
              </Field>
              <div className="sm:col-span-2">
                <Field field="service" label={c.labels.service} error={errors.service}>
                  <select {...fieldProps("service", errors, defaults, autoFocusField === "service")} required>
                    <option value="">{c.selectService}</option>
                    {SERVICE_NAME_OPTIONS.map((title, i) => (
                      <option key={title} value={title}>
                        {loaderData.serviceNames[i]}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              <div className="sm:col-span-2">
                <Field field="message" label={c.labels.message} error={errors.message}>
                  <textarea
                    {...fieldProps("message", errors, defaults, autoFocusField === "message")}
                    rows={5}
                    placeholder={c.messagePlaceholder}
                    required
                    maxLength={ENQUIRY_LIMITS.message}
                  />
                </Field>
              </div>

              {/* The honeypot: out of sight, out of the tab order, hidden from assistive technology. */}
              <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
                <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{c.honeypotLabel}</label>
                <input id={`contact-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>

              {submissionId ? <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} /> : null}

              <div className="sm:col-span-2">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                  <Button ref={submitButton} type="submit" size="lg" disabled={sending} className="min-h-12 w-full sm:w-auto">
                    {sending ? c.sending : c.send}
                  </Button>
                  <Button type="button" variant="outline" size="lg" onClick={clearForm} className="min-h-12 w-full sm:w-auto">
                    {formCopy.clearForm}
                  </Button>
                </div>
                <p className="mt-3 text-sm text-slate-600">{formCopy.draftNote}</p>
                {notice ? (
                  <p className="mt-4 text-sm font-medium text-red-700" data-testid="contact-notice">
                    {notice}
                  </p>
                ) : null}
              </div>
            </Form>
          </div>

          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{c.directHeading}</h2>
            <ul className="mt-6 space-y-4">
              <ContactCard icon={<Phone className="size-6" aria-hidden="true" />} title={c.phoneTitle}>
                <a
                  href={`tel:${site.phone.e164}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900"
                >
                  {site.phone.display}
                </a>
              </ContactCard>
              <ContactCard icon={<Mail className="size-6" aria-hidden="true" />} title={c.emailTitle}>
                <a
                  href={`mailto:${site.email}`}
                  className="inline-flex min-h-11 items-center font-semibold break-all text-brand-700 hover:text-brand-900"
                >
                  {site.email}
                </a>
              </ContactCard>
              <ContactCard icon={<MapPin className="size-6" aria-hidden="true" />} title={c.officeTitle}>
                <address className="not-italic">{site.address.display}</address>
              </ContactCard>
            </ul>
          </div>
        </Container>
      </section>
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
