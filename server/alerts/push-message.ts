/**
 * What a push carries (RFC 8291 encrypted, read by the service worker at /admin/sw.js): a
 * title, a body, the inbox page to open, and a tag, so a second push for the same enquiry
 * replaces the first instead of ringing twice. The words are the ringing owner's language's,
 * the service named as their inbox names it.
 */
import { enquiryPath } from "../../app/shared/admin-paths";
import { PUSH_COPY } from "../../app/shared/alert-copy";
import type { Lang } from "../../app/shared/lang";
import { serviceName } from "../../app/shared/service-name";
import { splitLetters } from "../../app/shared/letters";
import type { Enquiry } from "../enquiries/store";
import { stripUnsafe } from "../enquiries/unsafe-text";

export type PushMessage = { title: string; body: string; url: string; tag: string };

/** How much of the message the notification shows: about two lines on a phone. */
const MESSAGE_PREVIEW_CHARACTERS = 100;

/**
 * At most `limit` letters as a reader counts them (a Tamil letter can be 2-4 UTF-16 units, and
 * an emoji more), on one line; when cut, at the last space of the last fifth if there is one
 * (no half word), with an ellipsis.
 */
function preview(text: string, limit: number): string {
  const line = stripUnsafe(text).replace(/\s+/g, " ").trim();
  const letters = splitLetters(line);
  if (letters.length <= limit) return line;
  const cut = letters.slice(0, limit);
  const space = letters[limit] === " " ? limit : cut.lastIndexOf(" ");
  const end = space >= limit * 0.8 ? space : limit;
  return `${cut.slice(0, end).join("").trimEnd()}…`;
}

export function enquiryPush(enquiry: Pick<Enquiry, "id" | "name" | "service" | "message">, lang: Lang): PushMessage {
  return {
    title: PUSH_COPY[lang].enquiryTitle(serviceName(enquiry.service, lang)),
    body: `${preview(enquiry.name, 60)}: ${preview(enquiry.message, MESSAGE_PREVIEW_CHARACTERS)}`,
    url: enquiryPath(enquiry.id),
    tag: String(enquiry.id),
  };
}

export function testPush(lang: Lang): PushMessage {
  return { title: PUSH_COPY[lang].testTitle, body: PUSH_COPY[lang].testBody, url: "/admin/notifications", tag: "test" };
}
