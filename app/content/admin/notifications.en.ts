/**
 * The owner's words for notifications on the phone: the page /admin/notifications, the setup
 * prompt on the inbox and the link in the inbox's chrome. English only for now, like the rest
 * of the inbox; a Tamil twin would be a `notifications.ta.ts` that satisfies NotificationsCopy.
 * This folder is a chunk of the inbox's own (vite.config.ts): no visitor downloads it.
 */
export const notificationsEn = {
  navLabel: "Notifications",
  title: "Notifications",
  intro: "Get a ring on this phone within seconds of every new enquiry, even when the inbox is closed.",
  needsJavaScript: "This page needs JavaScript to turn on notifications. Please allow JavaScript for this site, then reload the page.",
  checking: "Checking this phone…",
  status: {
    on: "Notifications are on for this phone.",
    off: "Notifications are off on this phone.",
    offHint: "Tap the button below, then 'Allow' when your phone asks.",
  },
  turnOn: "Turn on notifications on this phone",
  turningOn: "Waiting for your phone…",
  turnOnFailed: "Notifications could not be turned on. Check your connection and try again.",
  sendTest: "Send a test notification",
  sending: "Sending…",
  sentTo: (devices: number) => (devices === 0 ? "No phone has notifications on yet, so nothing was sent." : `Sent to ${devices} ${devices === 1 ? "device" : "devices"}.`),
  sendFailed: "The test notification was not sent. Please try again.",
  unsupported: {
    iphoneTitle: "Add this inbox to your home screen first",
    iphoneSteps: "On an iPhone, notifications work only for an inbox opened from the home screen: tap the Share button, then 'Add to Home Screen', open the inbox from its new icon and come back to this page.",
    otherTitle: "This browser cannot show notifications",
    otherSteps: "Open the inbox in Chrome on your phone, or in another up-to-date browser, and come back to this page.",
  },
  denied: {
    title: "Notifications are blocked for this site",
    steps: "To allow them again: tap the icon at the left of the address bar, then Permissions, and set Notifications to Allow. For the installed inbox: press and hold its icon, tap App info, then Notifications. Then reload this page.",
  },
  devices: {
    heading: "Devices that ring",
    none: "None yet: each phone you turn notifications on in appears here.",
    thisDevice: "This device",
    added: (when: string) => `Added ${when}`,
    remove: "Remove",
    removeFailed: "That device was not removed. Please try again.",
  },
  prompt: {
    text: "Get a ring on this phone for every new enquiry",
    link: "Turn on notifications",
    dismiss: "Not now",
  },
};

export type NotificationsCopy = typeof notificationsEn;
