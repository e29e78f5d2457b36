/** The owner's words on the passkeys page and its endpoint about adding a passkey, in English and Tamil. */
import { bilingual } from "~/content/admin/bilingual";

export const passkeyCopy = bilingual(
  {
    title: "Passkeys",
    intro:
      "A passkey lets you sign in with your phone's fingerprint, face or screen lock, without waiting for an email. Add one on each phone or computer you use.",
    add: "Add a passkey",
    adding: "Waiting for your device...",
    yours: "Your passkeys",
    none: "None yet.",
    lastUsed: (when: string) => `Last used ${when}`,
    notUsed: "Not used yet",
    remove: "Remove",
    cancelled: "The passkey was not added (cancelled, or this device has none).",
    signInAgainTitle: "Sign in again to add a passkey",
    signInAgain:
      "For your safety, adding a passkey needs a sign-in in the last 10 minutes. Sign in again (by email link or passkey), then come back here.",
    signInAgainButton: "Sign in again",
    signInAgainNotice: "Sign in again to add a passkey, then open the Passkeys page.",
    notAdded: "The passkey could not be added. Please try again.",
    added: "Passkey added. We have emailed you about it. Next time, tap 'Sign in with a passkey'.",
    /** Without SMTP_URL no mail about it leaves the server: the page says only what is true. */
    addedNoMail: "Passkey added. Next time, tap 'Sign in with a passkey'.",
    signInAgainNoMail:
      "For your safety, adding a passkey needs a sign-in in the last 10 minutes. This site cannot send mail, so you can sign in again only with a passkey, or with a link from whoever runs the server.",
    unexpected: "That could not be done. Please reload the page and try again.",
    workOnHost: (host: string) => `Passkeys work on ${host}. Open the inbox there to use one, or sign in by email here.`,
  },
  {
    title: "பாஸ்கீகள்",
    intro:
      "பாஸ்கீ இருந்தால், மின்னஞ்சலுக்காகக் காத்திருக்காமல் உங்கள் போனின் கைரேகை, முகம் அல்லது ஸ்கிரீன் லாக் மூலம் லாகின் செய்யலாம். நீங்கள் பயன்படுத்தும் ஒவ்வொரு போனிலும் கம்ப்யூட்டரிலும் ஒரு பாஸ்கீ சேருங்கள்.",
    add: "பாஸ்கீ சேருங்கள்",
    adding: "உங்கள் சாதனத்துக்காகக் காத்திருக்கிறோம்...",
    yours: "உங்கள் பாஸ்கீகள்",
    none: "இன்னும் இல்லை.",
    lastUsed: (when: string) => `கடைசியாகப் பயன்படுத்தியது: ${when}`,
    notUsed: "இன்னும் பயன்படுத்தவில்லை",
    remove: "நீக்குங்கள்",
    cancelled: "பாஸ்கீ சேர்க்கப்படவில்லை (ரத்து செய்யப்பட்டது, அல்லது இந்தச் சாதனத்தில் பாஸ்கீ இல்லை).",
    signInAgainTitle: "பாஸ்கீ சேர்க்க மீண்டும் லாகின் செய்யுங்கள்",
    signInAgain:
      "உங்கள் பாதுகாப்புக்காக, பாஸ்கீ சேர்க்கக் கடந்த 10 நிமிடங்களுக்குள் லாகின் செய்திருக்க வேண்டும். மீண்டும் லாகின் செய்து (மின்னஞ்சல் லிங்க் அல்லது பாஸ்கீ மூலம்), இங்கே திரும்புங்கள்.",
    signInAgainButton: "மீண்டும் லாகின் செய்யுங்கள்",
    signInAgainNotice: "பாஸ்கீ சேர்க்க மீண்டும் லாகின் செய்யுங்கள், பிறகு பாஸ்கீகள் பக்கத்தைத் திறங்கள்.",
    notAdded: "பாஸ்கீயைச் சேர்க்க முடியவில்லை. மீண்டும் முயலுங்கள்.",
    added: "பாஸ்கீ சேர்க்கப்பட்டது. இதைப் பற்றி உங்களுக்கு மின்னஞ்சல் அனுப்பியுள்ளோம். அடுத்த முறை 'பாஸ்கீ மூலம் லாகின் செய்யுங்கள்' என்பதைத் தட்டுங்கள்.",
    addedNoMail: "பாஸ்கீ சேர்க்கப்பட்டது. அடுத்த முறை 'பாஸ்கீ மூலம் லாகின் செய்யுங்கள்' என்பதைத் தட்டுங்கள்.",
    signInAgainNoMail:
      "உங்கள் பாதுகாப்புக்காக, பாஸ்கீ சேர்க்கக் கடந்த 10 நிமிடங்களுக்குள் லாகின் செய்திருக்க வேண்டும். இந்த வெப்சைட்டால் மின்னஞ்சல் அனுப்ப முடியாது, அதனால் பாஸ்கீ மூலமோ, சர்வரை நடத்துபவர் தரும் லிங்க் மூலமோ மட்டுமே மீண்டும் லாகின் செய்ய முடியும்.",
    unexpected: "இதைச் செய்ய முடியவில்லை. பக்கத்தை ரீலோட் செய்து மீண்டும் முயலுங்கள்.",
    workOnHost: (host: string) => `பாஸ்கீகள் ${host}-இல் மட்டுமே வேலை செய்யும். பாஸ்கீ பயன்படுத்த அங்கே இன்பாக்ஸைத் திறங்கள், அல்லது இங்கே மின்னஞ்சல் மூலம் லாகின் செய்யுங்கள்.`,
  },
);
