/** The owner's words on the passkeys page and its endpoint about adding a passkey (English only, like the rest of the inbox). */
export const passkeyCopy = {
  signInAgainTitle: "Sign in again to add a passkey",
  signInAgain: "For your safety, adding a passkey needs a sign-in in the last 10 minutes. Sign in again (by email link or passkey), then come back here.",
  signInAgainButton: "Sign in again",
  signInAgainNotice: "Sign in again to add a passkey, then open the Passkeys page.",
  notAdded: "The passkey could not be added. Please try again.",
  added: "Passkey added. We have emailed you about it. Next time, tap 'Sign in with a passkey'.",
  workOnHost: (host: string) => `Passkeys work on ${host}. Open the inbox there to use one, or sign in by email here.`,
} as const;
