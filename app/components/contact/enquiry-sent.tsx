/**
 * What takes the form's place once an enquiry is stored: received, when the answer comes, WhatsApp
 * and a call for anything urgent, and 'Send another enquiry' (decision 0068). It stays until the
 * visitor leaves or asks for another form. Its code comes after the page (./lazy-parts.tsx), its
 * words with the contact page's (`copy.sent`); the server renders it into the page that answers a
 * post without JavaScript, having loaded it first (the contact route's action).
 */
import { useEffect, useRef } from "react";
import { buttonClass } from "~/components/ui/button";
import { MessageCircleIcon } from "~/components/ui/icons";
import { PhoneIcon } from "~/components/icons/contact";
import { CheckCircle2Icon } from "~/components/icons/status";
import type { ContactCopy } from "~/content/contact-copy.server";
import { useLocale } from "~/content/locale";
import { formatWhen } from "~/shared/ist-time";
import type { Lang } from "~/shared/lang";

export type EnquirySentWords = ContactCopy["sent"];

/** A kept enquiry: when it was written on the device, and when the server stored it (ms since the epoch). */
export type QueuedTimes = { written: number; sent: number };

/**
 * "You wrote it at 25 Nov, 2:05 pm IST without a connection, and it reached us at 25 Nov, 2:31 pm IST."; in Tamil
 * "…எழுதியது: 25 நவம்பர், மதியம் 2:05. …சேர்ந்தது: 25 நவம்பர், மதியம் 2:31 (இந்திய நேரம்)." Times written as the
 * inbox writes them, not by the browser's Intl, which gave Tamil 'நவ. 25, 2:05 PM IST' (review 2, N48); the words say the zone.
 */
export function sentFromQueueText(lang: Lang, words: EnquirySentWords, { written, sent }: QueuedTimes): string {
  return words.fromQueue.replace("{written}", formatWhen(written, lang, false)).replace("{sent}", formatWhen(sent, lang, false));
}

export type EnquirySentProps = {
  words: EnquirySentWords;
  /** Sent from the device's outbox: when it was written and stored. */
  queued?: QueuedTimes;
  /** Brings back an empty form. Without JavaScript the link opens the contact page instead. */
  onAnother?: () => void;
};

export default function EnquirySent({ words, queued, onAnother }: EnquirySentProps) {
  const { lang, site, whatsappHref, path } = useLocale();
  // Whoever pressed Send, or waited for the connection, hears and sees the answer first.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section data-testid="enquiry-sent" data-keep-corner-clear aria-labelledby="enquiry-sent-heading" className="mt-8 rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200 sm:p-6">
      <div className="flex items-start gap-3">
        <CheckCircle2Icon className="mt-0.5 size-7 shrink-0 text-emerald-700" aria-hidden="true" />
        <div className="min-w-0">
          <h3 ref={heading} id="enquiry-sent-heading" tabIndex={-1} autoFocus className="scroll-mt-24 text-xl font-bold text-emerald-950 focus:outline-none">
            {words.heading}
          </h3>
          <p className="mt-2 leading-7 text-emerald-950">{words.text}</p>
          {queued ? (
            <p className="mt-2 leading-7 text-emerald-950" data-testid="enquiry-sent-when">
              {sentFromQueueText(lang, words, queued)}
            </p>
          ) : null}
        </div>
      </div>
      <p className="mt-5 font-medium text-ink">{words.urgent}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "lg" }, "min-h-12")}>
          <MessageCircleIcon className="size-5" aria-hidden="true" />
          {words.whatsapp}
        </a>
        <a href={`tel:${site.phone.e164}`} className={buttonClass({ variant: "outline", size: "lg" }, "min-h-12")}>
          <PhoneIcon className="size-5" aria-hidden="true" />
          {words.call}
        </a>
      </div>
      <a
        href={path("/contact")}
        onClick={(event) => {
          if (!onAnother) return;
          event.preventDefault();
          onAnother();
        }}
        className="mt-5 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        data-testid="send-another"
      >
        {words.another}
      </a>
    </section>
  );
}
