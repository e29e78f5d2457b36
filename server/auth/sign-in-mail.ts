/**
 * The mail that carries an owner's sign-in link: the site's name, the link on a line of its own,
 * how long it works; in the owner's inbox language (app/shared/owner-mail-copy.ts).
 */
import type { Lang } from "../../app/shared/lang";
import { OWNER_MAIL_COPY } from "../../app/shared/owner-mail-copy";
import { SIGN_IN_LINK_TTL_MS } from "./sign-in-links";

export function signInMail(siteName: string, url: string, lang: Lang = "en"): { subject: string; text: string } {
  const copy = OWNER_MAIL_COPY[lang].signIn;
  return {
    subject: copy.subject(siteName),
    text: [copy.tap(siteName), "", url, "", copy.once(SIGN_IN_LINK_TTL_MS / 60_000), copy.notYou].join("\n"),
  };
}
