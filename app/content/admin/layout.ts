/**
 * The words every inbox page shares: its skip link, the chrome's (AdminShell: the header's
 * links, its screen-reader texts) and the error page's (admin-error.tsx), in English and Tamil.
 */
import { bilingual } from "~/content/admin/bilingual";

export const layoutCopy = bilingual(
  {
    skipLink: "Skip to main content",
    nav: {
      label: "Inbox",
      inbox: "Inbox",
      /** Read after the New count: '12 new'. */
      newCount: " new",
      settings: "Settings",
      signOut: "Sign out",
      signedInAs: (email: string) => `Signed in as ${email}`,
    },
    errors: {
      400: { title: "That request could not be read", text: "Please go back and try again." },
      401: { title: "Please sign in again", text: "Your session has ended on this device." },
      403: { title: "That change was refused", text: "Changes must be made from the inbox's own pages. Go back and try again." },
      404: { title: "Not found", text: "There is no such enquiry or page in the inbox." },
      503: { title: "The inbox is unavailable", text: "The database cannot be reached just now. Please try again in a minute." },
      other: { title: "Something went wrong", text: "Please try again in a moment." },
      signIn: "Sign in",
      backToInbox: "Back to the inbox",
    },
  },
  {
    skipLink: "முக்கிய உள்ளடக்கத்துக்குச் செல்லுங்கள்",
    nav: {
      label: "இன்பாக்ஸ்",
      inbox: "இன்பாக்ஸ்",
      newCount: " புதியவை",
      settings: "செட்டிங்ஸ்",
      signOut: "லாக் அவுட்",
      signedInAs: (email: string) => `லாகின்: ${email}`,
    },
    errors: {
      400: { title: "அந்தக் கோரிக்கையைப் படிக்க முடியவில்லை", text: "முந்தைய பக்கத்துக்குச் சென்று மீண்டும் முயலுங்கள்." },
      401: { title: "மீண்டும் லாகின் செய்யுங்கள்", text: "இந்தச் சாதனத்தில் உங்கள் லாகின் முடிந்துவிட்டது." },
      403: { title: "அந்த மாற்றம் ஏற்கப்படவில்லை", text: "மாற்றங்களை இன்பாக்ஸின் சொந்தப் பக்கங்களிலிருந்தே செய்ய வேண்டும். முந்தைய பக்கத்துக்குச் சென்று மீண்டும் முயலுங்கள்." },
      404: { title: "கிடைக்கவில்லை", text: "இன்பாக்ஸில் அப்படி ஒரு விசாரணையோ பக்கமோ இல்லை." },
      503: { title: "இன்பாக்ஸ் இப்போது கிடைக்கவில்லை", text: "டேட்டாபேஸை இப்போது அணுக முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்." },
      other: { title: "ஏதோ தவறு நடந்துவிட்டது", text: "சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்." },
      signIn: "லாகின் செய்யுங்கள்",
      backToInbox: "இன்பாக்ஸுக்குத் திரும்புங்கள்",
    },
  },
);
