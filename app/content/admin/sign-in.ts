/**
 * The signed-out pages' words (the sign-in page, the link's confirmation page) and what their
 * actions answer, in the browser's language (requestLang): no owner is known yet. The same words
 * for an owner and a stranger: the page never tells who is an owner.
 * Nothing from ~/shared is imported here: the bundler would pull it into this folder's chunk,
 * and every public page would then download the inbox's words (tests/quality/budgets.test.ts).
 */
import { bilingual } from "~/content/admin/bilingual";

export const signInCopy = bilingual(
  {
    pageTitle: (siteName: string) => `Sign in · ${siteName} inbox`,
    title: "Sign in to the inbox",
    emailLabel: "Your email address",
    send: "Email me a sign-in link",
    sending: "Sending...",
    or: "or",
    passkey: "Sign in with a passkey",
    passkeyBusy: "Waiting for your passkey...",
    passkeyFailed: "That did not work. Try again, or sign in by email.",
    sentTitle: "Check your email",
    sent: "If that address belongs to an owner of this inbox, a sign-in link is on its way. It works once, for 15 minutes. Check your spam folder if it does not arrive.",
    noMailTitle: "No email will arrive",
    /** Without SMTP_URL no mail leaves the server (it is written to the log): the same words for every address. */
    noMail: "Mail is not set up on this server, so no sign-in link will arrive by email. Whoever runs the server can print one with:",
    linkExpired: "That sign-in link has expired or was already used. Ask for a new one below.",
    signedOut: "You are signed out.",
    tooMany: (minutes: number) => `Too many sign-in requests. Please wait ${minutes} minutes and try again.`,
    email: {
      missing: "Please enter your email address.",
      tooLong: "That email address is too long.",
      invalid: "Please enter a valid email address, like name@example.com.",
    },
    passkeyTooMany: "Too many sign-in attempts. Please wait a few minutes.",
    passkeyNotOurs: "That passkey is not one of this inbox's. Sign in by email instead.",
    unexpected: "That could not be done. Please reload the page and try again.",
    verify: {
      prompt: "Tap the button to finish signing in on this device.",
      continue: "Continue to the inbox",
      signingIn: "Signing in...",
      incomplete: "This link is incomplete.",
      askNew: "Ask for a new one",
    },
  },
  {
    pageTitle: (siteName: string) => `லாகின் · ${siteName} இன்பாக்ஸ்`,
    title: "இன்பாக்ஸில் லாகின் செய்யுங்கள்",
    emailLabel: "உங்கள் மின்னஞ்சல் முகவரி",
    send: "லாகின் லிங்க் அனுப்புங்கள்",
    sending: "அனுப்புகிறோம்...",
    or: "அல்லது",
    passkey: "பாஸ்கீ மூலம் லாகின் செய்யுங்கள்",
    passkeyBusy: "உங்கள் பாஸ்கீக்காகக் காத்திருக்கிறோம்...",
    passkeyFailed: "பாஸ்கீ மூலம் லாகின் ஆகவில்லை. மீண்டும் முயலுங்கள், அல்லது மின்னஞ்சல் மூலம் லாகின் செய்யுங்கள்.",
    sentTitle: "உங்கள் மின்னஞ்சலைப் பாருங்கள்",
    sent: "அந்த முகவரி இந்த இன்பாக்ஸின் உரிமையாளருடையது என்றால், லாகின் லிங்க் வந்துகொண்டிருக்கிறது. அது ஒருமுறை மட்டும், 15 நிமிடங்களுக்கு வேலை செய்யும். வரவில்லை என்றால் ஸ்பேம் ஃபோல்டரைப் பாருங்கள்.",
    noMailTitle: "மின்னஞ்சல் எதுவும் வராது",
    noMail: "இந்தச் சர்வரில் மின்னஞ்சல் அமைக்கப்படவில்லை, அதனால் லாகின் லிங்க் மின்னஞ்சலில் வராது. சர்வரை நடத்துபவர் இந்தக் கட்டளையால் ஒரு லிங்க்கைப் பெறலாம்:",
    linkExpired: "அந்த லாகின் லிங்க்கின் நேரம் முடிந்துவிட்டது, அல்லது அது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. கீழே புதிய லிங்க்கைக் கேளுங்கள்.",
    signedOut: "நீங்கள் லாக் அவுட் செய்துவிட்டீர்கள்.",
    tooMany: (minutes: number) => `லாகின் கோரிக்கைகள் அதிகம். ${minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.`,
    email: {
      missing: "உங்கள் மின்னஞ்சல் முகவரியை டைப் செய்யுங்கள்.",
      tooLong: "அந்த மின்னஞ்சல் முகவரி மிக நீளமாக உள்ளது.",
      invalid: "சரியான மின்னஞ்சல் முகவரியை டைப் செய்யுங்கள், உதாரணமாக name@example.com.",
    },
    passkeyTooMany: "லாகின் முயற்சிகள் அதிகம். சில நிமிடங்கள் கழித்து முயலுங்கள்.",
    passkeyNotOurs: "அந்தப் பாஸ்கீ இந்த இன்பாக்ஸுக்கு உரியது அல்ல. மின்னஞ்சல் மூலம் லாகின் செய்யுங்கள்.",
    unexpected: "இதைச் செய்ய முடியவில்லை. பக்கத்தை ரீலோட் செய்து மீண்டும் முயலுங்கள்.",
    verify: {
      prompt: "இந்தச் சாதனத்தில் லாகின் செய்து முடிக்கப் பட்டனைத் தட்டுங்கள்.",
      continue: "இன்பாக்ஸுக்குச் செல்லுங்கள்",
      signingIn: "லாகின் செய்கிறோம்...",
      incomplete: "இந்த லிங்க் முழுமையாக இல்லை.",
      askNew: "புதிய லிங்க்கைக் கேளுங்கள்",
    },
  },
);
