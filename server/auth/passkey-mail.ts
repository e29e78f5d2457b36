/**
 * The mail an owner gets when a passkey is added to the inbox: which device, when (India time),
 * and what to do if it was not them. Someone who took over a session for a moment could otherwise
 * leave a passkey behind and come back later unnoticed. In the owner's inbox language, the
 * device named and the time written as the inbox writes them.
 */
import { deviceLabel } from "../../app/shared/device-label";
import { formatWhen } from "../../app/shared/ist-time";
import type { Lang } from "../../app/shared/lang";
import { OWNER_MAIL_COPY } from "../../app/shared/owner-mail-copy";

export function passkeyAddedMail(siteName: string, siteUrl: string, device: string, at: number, lang: Lang = "en"): { subject: string; text: string } {
  const copy = OWNER_MAIL_COPY[lang].passkeyAdded;
  return {
    subject: copy.subject(siteName),
    text: [copy.added(siteName), "", copy.device(deviceLabel(device, lang)), copy.when(formatWhen(at, lang)), "", copy.wasYou, copy.notYou, "", `${siteUrl}/admin/passkeys`].join("\n"),
  };
}
