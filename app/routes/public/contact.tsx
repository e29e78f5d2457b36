import { MailIcon, MapPinIcon, PhoneIcon } from "~/components/icons/contact";
import type { ReactNode } from "react";
import type { Route } from "./+types/contact";
import type { ContactResult } from "~/components/contact/contact-result";
import { EnquiryForm } from "~/components/contact/enquiry-form";
import { isNetworkFailure, queueEnquiry } from "~/components/contact/enquiry-outbox";
import { LateEnquirySent } from "~/components/contact/lazy-parts";
import { MessageCircleIcon } from "~/components/ui/icons";
import { Container, PageHero } from "~/components/ui/section";
import { useLocale } from "~/content/locale";
import { contactCopy } from "~/content/contact-copy.server";
import { copyFor, requestLang } from "~/content/page-copy.server";
import { staticPageMeta } from "~/seo/meta.server";
import { ATTRIBUTION_FIELD } from "~/shared/analytics";
import { readEnquiryForm, readSubmissionId } from "~/shared/enquiry-form";
import { langOfPath } from "~/shared/lang";
import { SERVICE_NAMES } from "~/shared/services";
import { receiveEnquiry } from "./contact.server";

export function loader({ request }: Route.LoaderArgs) {
  const { contactIntro, serviceNames, agency } = copyFor(request);
  return {
    intro: contactIntro,
    // The options' values are the English titles (the schema's enum); only the labels change.
    services: SERVICE_NAMES.map(({ slug, title }, i) => ({ slug, value: title, label: serviceNames[i]!.title })),
    copy: contactCopy(requestLang(request)),
    address: agency.address.display,
    meta: staticPageMeta(request, "/contact"),
  };
}

/**
 * The loader's data is fixed copy: nothing to reload after a submission. (Reloading would also
 * turn a dropped connection into an error page instead of the failure toast.)
 */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** Passes the action's Retry-After (429, 503) on to the browser. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action(args: Route.ActionArgs) {
  const answer = await receiveEnquiry(args);
  // The confirmation's code comes late in the browser; loaded here first, the server renders it in
  // place for a page read without JavaScript (a Suspense boundary left pending would need a script).
  await LateEnquirySent.preload();
  return answer;
}

/**
 * With JavaScript, every failure ends as a result the page can show: an answer that is not
 * the action's (413, a refused Origin) becomes "failed" here. A send that never reaches the
 * server (offline, or the connection drops) is kept on the device with its submission id
 * and the language of the page it was written on, and becomes "queued"; every page sends it
 * again until the server answers (to this language's form), and the id makes sure it is stored once.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<ContactResult> {
  const form = await request.clone().formData();
  const submissionId = readSubmissionId(form);
  const attribution = form.get(ATTRIBUTION_FIELD);
  const queue = (): ContactResult | null =>
    submissionId &&
    queueEnquiry(localStorage, {
      submissionId,
      values: readEnquiryForm(form),
      ...(typeof attribution === "string" ? { attribution } : {}),
      queuedAt: Date.now(),
      lang: langOfPath(new URL(request.url).pathname),
    })
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
    // No answer to show: the page says only that the send failed.
    return { status: "failed", message: "", values: null };
  }
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h3 className="text-lg font-bold">{title}</h3>
        <div className="mt-1 leading-7 text-slate-600">{children}</div>
      </div>
    </li>
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { site, whatsappHref } = useLocale();
  const c = loaderData.copy;
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={loaderData.intro} />
      <section className="bg-slate-50 py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {/* The whole card, its note included, is kept clear of the floating corner (components/layout/whatsapp-chat.tsx). */}
          <div data-keep-corner-clear className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="enquiry-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {c.formHeading}
            </h2>
            <p className="mt-2 text-slate-600">{c.formNote}</p>
            <EnquiryForm copy={c} actionData={actionData} services={loaderData.services} />
          </div>

          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{c.directHeading}</h2>
            <ul className="mt-6 space-y-4">
              {/* Counted like the floating button: the beacon counts a tap on any WhatsApp link (components/analytics/beacon.tsx). */}
              <ContactCard icon={<MessageCircleIcon className="size-6" aria-hidden="true" />} title="WhatsApp">
                <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900">
                  {c.whatsappLink}
                </a>
              </ContactCard>
              <ContactCard icon={<PhoneIcon className="size-6" aria-hidden="true" />} title={c.phoneTitle}>
                <a href={`tel:${site.phone.e164}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900">
                  {site.phone.display}
                </a>
              </ContactCard>
              <ContactCard icon={<MailIcon className="size-6" aria-hidden="true" />} title={c.emailTitle}>
                <a href={`mailto:${site.email}`} className="inline-flex min-h-11 items-center font-semibold break-all text-brand-700 hover:text-brand-900">
                  {site.email}
                </a>
              </ContactCard>
              <ContactCard icon={<MapPinIcon className="size-6" aria-hidden="true" />} title={c.officeTitle}>
                <address className="not-italic">{loaderData.address}</address>
              </ContactCard>
            </ul>
          </div>
        </Container>
      </section>
    </>
  );
}
