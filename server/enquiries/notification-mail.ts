/**
 * The mail that tells the agency of an enquiry: which page it came from, the link that opens it
 * in the inbox, every field in a plain-text and an HTML body (every value escaped), Reply-To
 * the visitor, and one Message-ID per enquiry.
 */
import { enquiryPath } from "../../app/shared/admin-paths";
import { LANGUAGE_ENGLISH_NAMES, type Lang } from "../../app/shared/lang";
import type { Enquiry } from "./store";
import { escapeUnsafe } from "./unsafe-text";

/** Which of the site's languages the enquirer wrote from, as the owner reads it. */
function sentFrom(lang: Lang): string {
  return `Sent from the ${LANGUAGE_ENGLISH_NAMES[lang]} page`;
}

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
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * The mail is English (`<html lang="en">`); a message sent from another language's page is
 * marked as that language, so a mail app or screen reader reads its Tamil as Tamil.
 */
function messageLang(lang: Lang): string {
  return lang === "en" ? "" : ` lang="${lang}"`;
}

/** Made once: a formatter takes longer to make (its locale data) than to use. */
const MADURAI_TIME = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

/** Madurai time, which the agency reads, beside the stored UTC time. */
function receivedAt(iso: string): string {
  const local = MADURAI_TIME.format(new Date(iso));
  return `${local} IST (${iso})`;
}

export function composeNotification(enquiry: Enquiry, siteUrl: string): NotificationMail {
  // Bidi and other invisible controls in a name (refused since issue 27, but maybe stored
  // before) are shown as <U+202E>, not obeyed: the owner reads the name as it was typed.
  const name = escapeUnsafe(enquiry.name);
  const fields: Array<[string, string]> = [
    ["Name", name],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone || "Not given"],
    ["Business name", enquiry.businessName ? escapeUnsafe(enquiry.businessName) : "Not given"],
    ["Service", enquiry.service],
    ["Language", LANGUAGE_ENGLISH_NAMES[enquiry.language]],
    ["Received", receivedAt(enquiry.createdAt)],
    ["Enquiry number", String(enquiry.id)],
  ];
  const link = inboxLink(siteUrl, enquiry.id);
  const text = [
    "New enquiry from the website contact form.",
    `${sentFrom(enquiry.language)}.`,
    "",
    `Open it in the inbox: ${link}`,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    enquiry.message,
    "",
    "Reply to this email to answer the visitor directly.",
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>New enquiry from the website contact form.<br>${escapeHtml(sentFrom(enquiry.language))}.</p>
<p><a href="${escapeHtml(link)}" style="font-weight:bold">Open it in the inbox</a></p>
<table role="presentation" style="border-collapse:collapse">
${rows}
</table>
<h2 style="font-size:16px;margin:20px 0 8px">Message</h2>
<p${messageLang(enquiry.language)} style="white-space:pre-wrap;margin:0">${escapeHtml(enquiry.message)}</p>
<p style="color:#475569;margin-top:20px">Reply to this email to answer the visitor directly.</p>
</body></html>`;
  return {
    subject: `New enquiry: ${enquiry.service} from ${name}`,
    text,
    html,
    replyTo: { name, address: enquiry.email },
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
