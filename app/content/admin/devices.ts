/**
 * The words of the owner's 'Signed-in devices' page (/admin/devices). The inbox is in English
 * only, so this has no Tamil twin.
 */
export const devicesCopy = {
  title: "Signed-in devices",
  navLabel: "Devices",
  intro:
    "The phones and computers where you are signed in to the inbox. If you see one you do not know, or no longer use, sign it out: it will need a new sign-in link or passkey to get back in.",
  thisDevice: "This device",
  signedIn: (when: string) => `Signed in ${when}`,
  /** Kept on one line after the time. */
  via: (how: string) => `with ${how}`,
  lastUsed: (when: string) => `Last used ${when}`,
  methods: { email: "an emailed link", link: "a sign-in link", passkey: "a passkey" },
  signOut: "Sign out",
  signOutAllOthers: "Sign out all other devices",
  thisDeviceHint: "To sign out here, use Sign out at the top right (the arrow, on a phone).",
  onlyThisDevice: "You are signed in on this device only.",
  signedOutOne: "That device is signed out.",
  signedOutOthers: (count: number) => (count === 1 ? "1 other device is signed out." : `${count} other devices are signed out.`),
  alreadySignedOut: "That device was already signed out.",
  notUnderstood: "That request was not understood. Please reload the page and try again.",
} as const;
