/**
 * The words of the mails the inbox sends its owners (the sign-in link, a passkey added, a new
 * enquiry), in English and Tamil, the Tamil side in the inbox's own words (லாகின், பாஸ்கீ,
 * விசாரணை). Shared, because the server composes these mails (server/ reaches app/ only through
 * app/shared/); which language a mail is in: docs/decisions/0084-no-english-on-a-tamil-inbox.md.
 */
import type { Lang } from "./lang";

type OwnerMailCopy = {
  signIn: { subject: (site: string) => string; tap: (site: string) => string; once: (minutes: number) => string; notYou: string };
  passkeyAdded: {
    subject: (site: string) => string;
    added: (site: string) => string;
    device: (name: string) => string;
    when: (at: string) => string;
    wasYou: string;
    notYou: string;
  };
  enquiry: {
    subject: (service: string, name: string) => string;
    heading: string;
    sentFrom: Record<Lang, string>;
    open: string;
    labels: { name: string; email: string; phone: string; business: string; service: string; language: string; received: string; number: string };
    notGiven: string;
    languages: Record<Lang, string>;
    message: string;
    replyHint: string;
  };
};

export const OWNER_MAIL_COPY: Record<Lang, OwnerMailCopy> = {
  en: {
    signIn: {
      subject: (site) => `Sign in to the ${site} inbox`,
      tap: (site) => `Tap this link to sign in to the ${site} inbox:`,
      once: (minutes) => `It works once, for ${minutes} minutes.`,
      notYou: "If you did not ask to sign in, ignore this mail: nobody can sign in without the link.",
    },
    passkeyAdded: {
      subject: (site) => `A passkey was added to the ${site} inbox`,
      added: (site) => `A passkey was added to your ${site} inbox:`,
      device: (name) => `Device: ${name}`,
      when: (at) => `When: ${at} (India time)`,
      wasYou: "If this was you, there is nothing to do.",
      notYou: "If it was not you, sign in now, remove this passkey on the Passkeys page, and tell whoever looks after your website:",
    },
    enquiry: {
      subject: (service, name) => `New enquiry: ${service} from ${name}`,
      heading: "New enquiry from the website contact form.",
      sentFrom: { en: "Sent from the English page", ta: "Sent from the Tamil page" },
      open: "Open it in the inbox",
      labels: { name: "Name", email: "Email", phone: "Phone", business: "Business name", service: "Service", language: "Language", received: "Received", number: "Enquiry number" },
      notGiven: "Not given",
      languages: { en: "English", ta: "Tamil" },
      message: "Message",
      replyHint: "Reply to this email to answer the visitor directly.",
    },
  },
  ta: {
    signIn: {
      subject: (site) => `${site} இன்பாக்ஸுக்கான லாகின் லிங்க்`,
      tap: (site) => `${site} இன்பாக்ஸில் லாகின் செய்ய இந்த லிங்கைத் தட்டுங்கள்:`,
      once: (minutes) => `இது ஒருமுறை மட்டும், ${minutes} நிமிடங்களுக்கு வேலை செய்யும்.`,
      notYou: "லாகின் லிங்கை நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலை விட்டுவிடுங்கள்: லிங்க் இல்லாமல் யாரும் லாகின் செய்ய முடியாது.",
    },
    passkeyAdded: {
      subject: (site) => `${site} இன்பாக்ஸில் ஒரு பாஸ்கீ சேர்க்கப்பட்டது`,
      added: (site) => `உங்கள் ${site} இன்பாக்ஸில் ஒரு பாஸ்கீ சேர்க்கப்பட்டது:`,
      device: (name) => `சாதனம்: ${name}`,
      when: (at) => `நேரம்: ${at} (இந்திய நேரம்)`,
      wasYou: "இதைச் செய்தது நீங்கள்தான் என்றால், எதுவும் செய்ய வேண்டியதில்லை.",
      notYou: "நீங்கள் இல்லை என்றால், இப்போதே லாகின் செய்து, பாஸ்கீகள் பக்கத்தில் இந்தப் பாஸ்கீயை நீக்குங்கள்; உங்கள் வெப்சைட்டைப் பார்த்துக்கொள்பவரிடமும் சொல்லுங்கள்:",
    },
    enquiry: {
      subject: (service, name) => `புதிய விசாரணை: ${service}, ${name} அனுப்பியது`,
      heading: "வெப்சைட்டின் தொடர்புப் படிவத்திலிருந்து புதிய விசாரணை.",
      sentFrom: { en: "ஆங்கிலப் பக்கத்திலிருந்து அனுப்பப்பட்டது", ta: "தமிழ்ப் பக்கத்திலிருந்து அனுப்பப்பட்டது" },
      open: "இன்பாக்ஸில் திறங்கள்",
      labels: { name: "பெயர்", email: "மின்னஞ்சல்", phone: "போன்", business: "வணிகம்", service: "சேவை", language: "மொழி", received: "வந்தது", number: "விசாரணை எண்" },
      notGiven: "கொடுக்கவில்லை",
      languages: { en: "ஆங்கிலம்", ta: "தமிழ்" },
      message: "செய்தி",
      replyHint: "இந்த மின்னஞ்சலுக்குப் பதில் அனுப்பினால், அது நேரடியாக விசாரித்தவருக்குப் போகும்.",
    },
  },
};
