/**
 * The ways to answer an enquiry from its page: email, WhatsApp, SMS and a call. The buttons
 * speak the owner's language; the text they prefill, the enquirer's (./reply-links.ts), from
 * the owner's templates the page's loader reads (replyTemplatesFor in
 * app/routes/admin/reply-templates.server.ts). Each link is marked `data-reply-link`, so that
 * the page can offer 'Mark as replied' when the owner comes back from one (issue 30) without
 * this component knowing about it.
 */
import { ChatIcon, MailIcon, PhoneIcon, SmsIcon } from "~/components/admin/icons";
import { secondaryButton } from "~/components/admin/admin-shell";
import { useAdminLang } from "~/components/admin/admin-lang";
import { replyLinks, type Enquirer } from "~/components/admin/reply-links";
import { replyButtonsCopy } from "~/content/admin/replies";
import type { ReplyTemplates } from "~/shared/reply-templates";

export function ReplyActions({ enquiry, templates }: { enquiry: Enquirer; templates: ReplyTemplates }) {
  const copy = replyButtonsCopy[useAdminLang()];
  const links = replyLinks(enquiry, templates);
  // Two columns on a phone, so that a Tamil label and its icon keep their size at 320 px.
  const replyLink = `${secondaryButton} min-w-0 px-2`;
  const icon = "size-5 shrink-0";
  return (
    <section aria-labelledby="reply-heading" className="mt-5">
      <h2 id="reply-heading" className="sr-only">
        {copy.heading}
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:max-w-2xl sm:grid-cols-4">
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
