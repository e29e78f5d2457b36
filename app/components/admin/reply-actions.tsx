/**
 * The ways to answer an enquiry from its page: email, WhatsApp and a call. Each link is marked
 * `data-reply-link`, so that the page can offer 'Mark as replied' when the owner comes back
 * from one (issue 30) without this component knowing about it.
 */
import { ChatIcon, MailIcon, PhoneIcon } from "~/components/admin/icons";
import { secondaryButton } from "~/components/admin/admin-shell";
import { mailtoHref, telHref, whatsappReplyHref } from "~/components/admin/reply-links";
type Enquirer = Parameters<typeof mailtoHref>[0];

export function ReplyActions({ enquiry }: { enquiry: Enquirer }) {
  const whatsapp = whatsappReplyHref(enquiry);
  const tel = telHref(enquiry);
  const replyLink = `${secondaryButton} px-2`;
  return (
    <section aria-labelledby="reply-heading" className="mt-5">
      <h2 id="reply-heading" className="sr-only">
        Reply
      </h2>
      <div className="grid grid-cols-3 gap-2 sm:max-w-md">
        <a href={mailtoHref(enquiry)} className={replyLink} data-reply-link="email">
          <MailIcon aria-hidden="true" className="size-5" /> Email
        </a>
        {whatsapp ? (
          <a href={whatsapp} className={replyLink} target="_blank" rel="noopener noreferrer" data-reply-link="whatsapp">
            <ChatIcon aria-hidden="true" className="size-5" /> WhatsApp
          </a>
        ) : null}
        {tel ? (
          <a href={tel} className={replyLink} data-reply-link="call">
            <PhoneIcon aria-hidden="true" className="size-5" /> Call
          </a>
        ) : null}
      </div>
    </section>
  );
}
