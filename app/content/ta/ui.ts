/**
 * The interface strings in Tamil: the twin of ../ui.ts, with exactly its keys (`UiStrings`),
 * so a missing or extra string fails `tsc` here. Style: docs/decisions/0043-tamil-copy.md.
 */
import type { UiStrings } from "../en/ui";

export const uiTa: UiStrings = {
  layout: {
    skipToContent: "முக்கிய உள்ளடக்கத்துக்குச் செல்லுங்கள்",
    errorTitle: "ஏதோ தவறு நடந்துவிட்டது",
    errorText: "பக்கத்தை ரீலோட் செய்யுங்கள், அல்லது சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
    liveChat: "லைவ் சாட்",
  },
  header: {
    navLabel: "முதன்மை",
    mobileNavLabel: "முதன்மை (மொபைல்)",
    getStarted: "தொடங்குங்கள்",
    openMenu: "மெனுவைத் திறக்கவும்",
    closeMenu: "மெனுவை மூடவும்",
  },
  footer: {
    socialLabel: "சோஷியல் மீடியா",
    quickLinks: "விரைவு இணைப்புகள்",
    legal: "சட்டத் தகவல்",
    copyright: (years, siteName) => `© ${years} ${siteName}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.`,
  },
  splash: {
    loading: "ஏற்றப்படுகிறது...",
  },
  whatsapp: {
    /** One line beside the button on a 320 px phone (decision 0069). */
    hint: "WhatsApp-இல் பேசலாம்",
    closeHint: "WhatsApp குறிப்பை மூடவும்",
    linkLabel: "WhatsApp-இல் எங்களுடன் பேசுங்கள் (WhatsApp திறக்கும்)",
  },
  toast: {
    close: "அறிவிப்பை மூடவும்",
  },
  cards: {
    readingTime: (minutes) => `${minutes} நிமிட வாசிப்பு`,
    readMore: "மேலும் படிக்க",
    readMoreHidden: (title) => `: ${title}`,
  },
  notFound: {
    title: "அச்சச்சோ! இந்தப் பக்கம் கிடைக்கவில்லை",
    text: "நீங்கள் தேடும் பக்கம் இல்லை, அல்லது வேறு முகவரிக்கு மாற்றப்பட்டுவிட்டது.",
    backHome: "முகப்புக்குச் செல்லுங்கள்",
  },
  feed: {
    title: (siteName) => `${siteName} கட்டுரைகள்`,
  },
};
