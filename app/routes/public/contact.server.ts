/**
 * The server side of the contact form's action: read the post, check it, limit it, store it
 * once. Every answer is a `ContactResult` the page can show, with the status a client without
 * JavaScript needs (400, 429 with Retry-After, 503).
 */
import { data, type RouterContextProvider } from "react-router";
import type { ContactResult } from "~/components/contact/contact-result";
import { articles } from "~/content/articles.server";
import { contactAnswers } from "~/content/contact-copy.server";
import { pagePaths } from "~/content/paths.server";
import { requestLang } from "~/content/page-copy.server";
import { ATTRIBUTION_FIELD } from "~/shared/analytics";
import { siteIdentity } from "~/shared/site";
import { validateEnquiry } from "~/shared/enquiry";
import { HONEYPOT_FIELD, readEnquiryForm, readSubmissionId, SUBMISSION_ID_FIELD, type EnquiryFormValues } from "~/shared/enquiry-form";
import { attributionFromForm } from "../../../server/analytics/event-input";
import { clientAddressContext, enquiryServiceContext } from "../../../server/http/request-context";

/** The pages a visit may have landed on: the ones pre-rendered and in the sitemap. */
const SITE_PAGES: ReadonlySet<string> = new Set(pagePaths(articles.map((article) => article.slug)));

function failed(message: string, values: EnquiryFormValues | null, status: number, headers?: HeadersInit) {
  return data<ContactResult>({ status: "failed", message, values }, { status, headers });
}

export async function receiveEnquiry({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const language = requestLang(request);
  const { page: words, validation: messages } = contactAnswers(language);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form, or a body cut off by the server's size limit (which then answers 413).
    return failed(words.unreadable, null, 400);
  }
  const values = readEnquiryForm(form);
  const enquiries = context.get(enquiryServiceContext);
  if (!enquiries) {
    console.error("Contact form: no enquiry service (the site runs without server/app.ts).");
    return failed(words.unavailable, values, 503);
  }
  const validation = validateEnquiry({ ...values, [SUBMISSION_ID_FIELD]: readSubmissionId(form) }, messages);

  // A repeat of a stored submission (a resend after a lost answer) gets the same success,
  // without counting against the limit: the visitor did nothing wrong.
  if (validation.success && validation.data.submissionId && (await enquiries.isStored(validation.data.submissionId))) {
    return data<ContactResult>({ status: "sent" });
  }

  const clientIp = context.get(clientAddressContext);
  const limit = await enquiries.checkRateLimit(clientIp);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return failed(words.rateLimited(minutes, siteIdentity.phone.display), values, 429, { "Retry-After": String(limit.retryAfterSeconds) });
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
    // Without JavaScript there is no attribution: the enquiry's source is unknown, never guessed.
    const attribution = attributionFromForm(form.get(ATTRIBUTION_FIELD), SITE_PAGES);
    await enquiries.submit(validation.data, { clientIp, userAgent: request.headers.get("user-agent"), language, attribution });
  } catch (error) {
    console.error(`Contact form: ${(error as Error).message}`);
    return failed(words.unavailable, values, 503, { "Retry-After": "60" });
  }
  return data<ContactResult>({ status: "sent" });
}
