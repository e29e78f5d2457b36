/** The words of the owner's 'Signed-in devices' page (/admin/devices) and its action's messages, in English and Tamil. */
import { bilingual } from "~/content/admin/bilingual";

export const devicesCopy = bilingual(
  {
    title: "Signed-in devices",
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
    notUnderstood: "That could not be done. Please reload the page and try again.",
  },
  {
    title: "லாகின் செய்துள்ள சாதனங்கள்",
    intro:
      "இன்பாக்ஸில் நீங்கள் லாகின் செய்துள்ள போன்களும் கம்ப்யூட்டர்களும். உங்களுக்குத் தெரியாத, அல்லது இப்போது பயன்படுத்தாத ஒன்று இருந்தால், அதை லாக் அவுட் செய்யுங்கள்: மீண்டும் நுழைய அதற்குப் புதிய லாகின் லிங்க் அல்லது பாஸ்கீ தேவைப்படும்.",
    thisDevice: "இந்தச் சாதனம்",
    signedIn: (when: string) => `லாகின் செய்தது: ${when}`,
    via: (how: string) => `(${how} மூலம்)`,
    lastUsed: (when: string) => `கடைசியாகப் பயன்படுத்தியது: ${when}`,
    methods: { email: "மின்னஞ்சல் லிங்க்", link: "லாகின் லிங்க்", passkey: "பாஸ்கீ" },
    signOut: "லாக் அவுட் செய்யுங்கள்",
    signOutAllOthers: "மற்ற எல்லாச் சாதனங்களிலும் லாக் அவுட் செய்யுங்கள்",
    thisDeviceHint: "இங்கே லாக் அவுட் செய்ய, மேலே வலப்பக்கம் உள்ள லாக் அவுட் பட்டனைத் தட்டுங்கள் (போனில், அம்புக்குறி).",
    onlyThisDevice: "இந்தச் சாதனத்தில் மட்டுமே லாகின் செய்துள்ளீர்கள்.",
    signedOutOne: "அந்தச் சாதனம் லாக் அவுட் செய்யப்பட்டது.",
    signedOutOthers: (count: number) => (count === 1 ? "மற்றொரு சாதனம் லாக் அவுட் செய்யப்பட்டது." : `மற்ற ${count} சாதனங்கள் லாக் அவுட் செய்யப்பட்டன.`),
    alreadySignedOut: "அந்தச் சாதனம் ஏற்கெனவே லாக் அவுட் செய்யப்பட்டுவிட்டது.",
    notUnderstood: "இதைச் செய்ய முடியவில்லை. பக்கத்தை ரீலோட் செய்து மீண்டும் முயலுங்கள்.",
  },
);
