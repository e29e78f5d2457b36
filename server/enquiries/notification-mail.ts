/**
 * The mail that tells the agency of an enquiry: which page it came from, the link that opens it
 * in the inbox, every field in a plain-text and an HTML body (every value escaped), Reply-To
 * the visitor, and one Message-ID per enquiry. In the language of the owner it goes to
 * (server/inbox/owner-settings.ts `mailLanguage`), the service named as their inbox names it.
 */
import { enquiryPath } from "../../app/shared/admin-paths";
import { formatWhen } from "../../app/shared/ist-time";
import { CONTENT_LANGUAGE, type Lang } from "../../app/shared/lang";
import { OWNER_MAIL_COPY } from "../../app/shared/owner-mail-copy";
import { serviceName } from "../../app/shared/service-name";
import type { Enquiry } from "./store";
import { escapeUnsafe } from "./unsafe-text";

/** The enquiry's page in the owner's inbox, on the site's address (SITE_URL, no trailing slash). */
function inboxLink(siteUrl: string, id: number): string {
  return `${siteUrl}${enquiryPath(id)}`;
}

export type NotificationMail = {
  subject: string;
  text: string;
  html: string;
  /** The visitor, so that the agency's "Reply" goes to them. */
  replyTo: { name: string; address: string };
  /** The mail's language, as its Content-Language header names it ("ta-IN"). */
  contentLanguage: string;
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * The mail is in the owner's language (`<html lang>`); a message sent from the other language's
 * page is marked as that language, so a mail app or screen reader reads its Tamil as Tamil.
 */
function messageLang(lang: Lang, mailLang: Lang): string {
  return lang === mailLang ? "" : ` lang="${lang}"`;
}

/** Made once: a formatter takes longer to make (its locale data) than to use. */
const MADURAI_TIME = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

/**
 * Madurai time, which the agency reads, beside the stored UTC time; in Tamil as the inbox writes
 * a time ('24 ஆகஸ்ட் 2025, காலை 10:00'), not Intl's Latin 'AM'/'IST'.
 */
function receivedAt(iso: string, lang: Lang): string {
  if (lang === "ta") return `${formatWhen(iso, "ta")} (இந்திய நேரம்)`;
  const local = MADURAI_TIME.format(new Date(iso));
  return `${local} IST (${iso})`;
}

export function composeNotification(enquiry: Enquiry, siteUrl: string, lang: Lang = "en"): NotificationMail {
  const copy = OWNER_MAIL_COPY[lang].enquiry;
  const service = serviceName(enquiry.service, lang);
  const sentFrom = copy.sentFrom[enquiry.language];
  // Bidi and other invisible controls in a name (refused since issue 27, but maybe stored
  // before) are shown as <U+202E>, not obeyed: the owner reads the name as it was typed.
  const name = escapeUnsafe(enquiry.name);
  const { labels } = copy;
  const fields: Array<[string, string]> = [
    [labels.name, name],
    [labels.email, enquiry.email],
    [labels.phone, enquiry.phone || copy.notGiven],
    [labels.business, enquiry.businessName ? escapeUnsafe(enquiry.businessName) : copy.notGiven],
    [labels.service, service],
    [labels.language, copy.languages[enquiry.language]],
    [labels.received, receivedAt(enquiry.createdAt, lang)],
    [labels.number, String(enquiry.id)],
  ];
  const link = inboxLink(siteUrl, enquiry.id);
  const text = [
    copy.heading,
    `${sentFrom}.`,
    "",
    `${copy.open}: ${link}`,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    `${copy.message}:`,
    enquiry.message,
    "",
    copy.replyHint,
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(copy.heading)}<br>${escapeHtml(sentFrom)}.</p>
<p><a href="${escapeHtml(link)}" style="font-weight:bold">${escapeHtml(copy.open)}</a></p>
<table role="presentation" style="border-collapse:collapse">
${rows}
</table>
<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(copy.message)}</h2>
<p${messageLang(enquiry.language, lang)} style="white-space:pre-wrap;margin:0">${escapeHtml(enquiry.message)}</p>
<p style="color:#475569;margin-top:20px">${escapeHtml(copy.replyHint)}</p>
</body></html>`;
  return {
    subject: copy.subject(service, name),
    text,
    html,
    replyTo: { name, address: enquiry.email },
    contentLanguage: CONTENT_LANGUAGE[lang],
  };
}

/**
 * One Message-ID per enquiry, the same on every attempt: if a crash makes the worker send a
 * mail the SMTP server had already accepted (docs/decisions/0004-mail-outbox.md), the copy
 * carries the same ID, so mail systems and the agency can tell it is the same message.
 */
export function notificationMessageId(enquiry: Enquiry, from = ""): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<enquiry-${enquiry.id}-${Date.parse(enquiry.createdAt).toString(36)}@${domain}>`;
}
