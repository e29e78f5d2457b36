/**
 * The reply to an enquiry, on its page: the text the buttons send, then the buttons (email,
 * WhatsApp, SMS and a call), so the owner reads what goes out before a tap (issue 36). The
 * labels and buttons speak the owner's language; the text, the enquirer's (./reply-links.ts),
 * from the owner's templates the page's loader reads (replyTemplatesFor in
 * app/routes/admin/reply-templates.server.ts), labelled as the settings page names each part.
 * Each link is marked `data-reply-link`, so that the page can offer 'Mark as replied' when the
 * owner comes back from one (issue 30) without this component knowing about it.
 */
import { Link } from "react-router";
import { ChatIcon, MailIcon, PhoneIcon, SmsIcon } from "~/components/admin/icons";
import { secondaryButton } from "~/components/admin/admin-shell";
import { useAdminLang } from "~/components/admin/admin-lang";
import { replyLinks, type Enquirer } from "~/components/admin/reply-links";
import { replyButtonsCopy } from "~/content/admin/replies";
import { settingsCopy } from "~/content/admin/settings";
import type { ReplyTemplates, TemplateField } from "~/shared/reply-templates";

export function ReplyActions({ enquiry, templates }: { enquiry: Enquirer; templates: ReplyTemplates }) {
  const lang = useAdminLang();
  const copy = replyButtonsCopy[lang];
  const labels = settingsCopy[lang].fields;
  const links = replyLinks(enquiry, templates);
  const parts: TemplateField[] = links.whatsapp || links.sms ? ["greeting", "subject", "body"] : ["subject", "body"];
  // Under the text's card, not in it: two columns on a phone, so that a Tamil label and its icon
  // keep their size at 320 px, and again beside the status column (lg), where four would not.
  const replyLink = `${secondaryButton} min-w-0 px-2`;
  const icon = "size-5 shrink-0";
  return (
    <section aria-labelledby="reply-heading">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 id="reply-heading" className="text-sm font-semibold text-slate-600">
            {copy.heading[enquiry.language]}
          </h2>
          <Link to="/admin/settings#replies-heading" className="inline-block py-0.5 text-sm font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700">
            {copy.changeText}
          </Link>
        </div>
        <dl className="mt-2 space-y-2 text-sm" data-testid="reply-text">
          {parts.map((part) => (
            <div key={part}>
              <dt className="text-slate-600">{labels[part]}</dt>
              <dd lang={enquiry.language} className={`break-words whitespace-pre-wrap text-ink ${part === "subject" ? "font-semibold" : ""}`}>
                {links.text[part]}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        <a href={links.email} className={replyLink} data-reply-link="email">
          <MailIcon aria-hidden="true" className={icon} /> {copy.email}
        </a>
        {links.whatsapp ? (
          <a href={links.whatsapp} className={replyLink} target="_blank" rel="noopener noreferrer" data-reply-link="whatsapp">
            <ChatIcon aria-hidden="true" className={icon} /> {copy.whatsapp}
          </a>
        ) : null}
        {links.sms ? (
          <a href={links.sms} className={replyLink} data-reply-link="sms">
            <SmsIcon aria-hidden="true" className={icon} /> {copy.sms}
          </a>
        ) : null}
        {links.call ? (
          <a href={links.call} className={replyLink} data-reply-link="call">
            <PhoneIcon aria-hidden="true" className={icon} /> {copy.call}
          </a>
        ) : null}
      </div>
    </section>
  );
}
