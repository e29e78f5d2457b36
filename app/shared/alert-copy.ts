/**
 * What the owner's phone shows for a push (composed on the server, server/alerts/push-message.ts,
 * shown by the service worker): English, as the inbox is.
 */
export const PUSH_COPY = {
  enquiryTitle: (service: string) => `New enquiry: ${service}`,
  testTitle: "Test notification",
  testBody: "Notifications work on this device. New enquiries will show up like this.",
} as const;
