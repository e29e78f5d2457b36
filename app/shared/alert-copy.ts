/**
 * What the owner's phone shows for a push (composed on the server, server/alerts/push-message.ts,
 * shown by the service worker), in the language of the owner whose device it rings: their inbox's
 * (docs/decisions/0084-no-english-on-a-tamil-inbox.md). Shared, because the server composes it
 * (server/ reaches app/ only through app/shared/). `service` is already in the owner's language.
 */
import type { Lang } from "./lang";

type PushCopy = { enquiryTitle: (service: string) => string; testTitle: string; testBody: string };

export const PUSH_COPY: Record<Lang, PushCopy> = {
  en: {
    enquiryTitle: (service) => `New enquiry: ${service}`,
    testTitle: "Test notification",
    testBody: "Notifications work on this device. New enquiries will show up like this.",
  },
  ta: {
    enquiryTitle: (service) => `புதிய விசாரணை: ${service}`,
    testTitle: "டெஸ்ட் நோட்டிஃபிகேஷன்",
    testBody: "இந்தச் சாதனத்தில் நோட்டிஃபிகேஷன்கள் வேலை செய்கின்றன. புதிய விசாரணைகள் இப்படித்தான் வரும்.",
  },
};
