/** The mail that carries an owner's sign-in link: the site's name, the link on a line of its own, how long it works. */
import { SIGN_IN_LINK_TTL_MS } from "./sign-in-links";

export function signInMail(siteName: string, url: string): { subject: string; text: string } {
  const minutes = SIGN_IN_LINK_TTL_MS / 60_000;
  return {
    subject: `Sign in to the ${siteName} inbox`,
    text: [
      `Tap this link to sign in to the ${siteName} inbox:`,
      "",
      url,
      "",
      `It works once, for ${minutes} minutes.`,
      "If you did not ask to sign in, ignore this mail: nobody can sign in without the link.",
    ].join("\n"),
  };
}
