/**
 * The mail an owner gets when a passkey is added to the inbox: which device, when (India time),
 * and what to do if it was not them. Someone who took over a session for a moment could otherwise
 * leave a passkey behind and come back later unnoticed.
 */
export function passkeyAddedMail(siteName: string, siteUrl: string, device: string, at: number): { subject: string; text: string } {
  const when = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }).format(at);
  return {
    subject: `A passkey was added to the ${siteName} inbox`,
    text: [
      `A passkey was added to your ${siteName} inbox:`,
      "",
      `Device: ${device}`,
      `When: ${when} (India time)`,
      "",
      "If this was you, there is nothing to do.",
      "If it was not you, sign in now, remove this passkey on the Passkeys page, and tell whoever looks after your website:",
      "",
      `${siteUrl}/admin/passkeys`,
    ].join("\n"),
  };
}
