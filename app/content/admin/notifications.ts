/**
 * The owner's words for notifications on the phone: the page /admin/notifications, the setup
 * prompt on the inbox and the link in the inbox's chrome, in English and Tamil (issue 30).
 * The Tamil keeps the phone's own menu names in English where the owner reads them so
 * ('Allow', 'App info'): a phone in English shows those words.
 */
import { bilingual } from "~/content/admin/bilingual";

export const notificationsCopy = bilingual(
  {
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
    /** Why turning them on failed (phone-notifications.ts TurnOnFailed), each with what to do. */
    turnOnFailedBecause: {
      dismissed: "Notifications are not on: the question closed without 'Allow'. Tap the button again and choose 'Allow'.",
      noWorker: "This window cannot keep the inbox running in the background (a private window does not allow it). Open the inbox in a normal window and try again.",
      pushService: "Your browser's notification service did not accept this phone just now. Try again in a few minutes, or use Chrome.",
      offline: "The inbox could not be reached to save this phone. Check your internet connection and try again.",
    },
    sendTest: "Send a test notification",
    sending: "Sending…",
    sentTo: (devices: number) =>
      devices === 0 ? "No phone has notifications on yet, so nothing was sent." : `Sent to ${devices} ${devices === 1 ? "device" : "devices"}.`,
    sendFailed: "The test notification was not sent. Please try again.",
    unsupported: {
      iphoneTitle: "Add this inbox to your home screen first",
      iphoneSteps:
        "On an iPhone, notifications work only for an inbox opened from the home screen: tap the Share button, then 'Add to Home Screen', open the inbox from its new icon and come back to this page.",
      otherTitle: "This browser cannot show notifications",
      otherSteps: "Open the inbox in Chrome on your phone, or in another up-to-date browser, and come back to this page.",
      privateTitle: "A private window cannot have notifications",
      privateSteps: "Open the inbox in a normal window of this browser, or in Chrome, and come back to this page.",
    },
    denied: {
      title: "Notifications are blocked for this site",
      steps:
        "To allow them again: tap the icon at the left of the address bar, then Permissions, and set Notifications to Allow. For the installed inbox: press and hold its icon, tap App info, then Notifications. Then reload this page.",
    },
    devices: {
      heading: "Devices that ring",
      none: "None yet: each phone you turn notifications on in appears here.",
      thisDevice: "This device",
      added: (when: string) => `Added ${when}`,
      remove: "Remove",
      removeFailed: "That device was not removed. Please try again.",
    },
    /** The endpoints' refusals (push.server.ts), shown on the page. */
    refused: {
      unreadable: "This phone's notification details could not be read. Please try again.",
      notPushService: "This browser's notification service is not one the inbox can send to. Please use Chrome, Firefox, Edge or Safari.",
      notYours: "This device has no notifications turned on for you.",
    },
    prompt: {
      dismiss: "Not now",
      /** The whole prompt in one link, so that it keeps to 3 lines at 320 px in either language (decision 0087). */
      short: "Turn on notifications: this phone rings for each new enquiry",
    },
  },
  {
    navLabel: "நோட்டிஃபிகேஷன்கள்",
    title: "நோட்டிஃபிகேஷன்கள்",
    intro: "ஒவ்வொரு புதிய விசாரணையும் வந்த சில வினாடிகளில் இந்தப் போன் ஒலிக்கும், இன்பாக்ஸ் மூடியிருந்தாலும் கூட.",
    needsJavaScript: "நோட்டிஃபிகேஷன்களை ஆன் செய்ய இந்தப் பக்கத்துக்கு JavaScript தேவை. இந்த வெப்சைட்டுக்கு JavaScript-ஐ அனுமதித்து, பக்கத்தை ரீலோட் செய்யுங்கள்.",
    checking: "இந்தப் போனைச் சரிபார்க்கிறோம்…",
    status: {
      on: "இந்தப் போனில் நோட்டிஃபிகேஷன்கள் ஆன் செய்யப்பட்டுள்ளன.",
      off: "இந்தப் போனில் நோட்டிஃபிகேஷன்கள் ஆஃப் ஆக உள்ளன.",
      offHint: "கீழே உள்ள பட்டனைத் தட்டுங்கள்; போன் கேட்கும்போது 'அனுமதி' (Allow) என்பதைத் தட்டுங்கள்.",
    },
    /** The notice above says 'on this phone': the button stays on one line at 360 px. */
    turnOn: "ஆன் செய்யுங்கள்",
    turningOn: "உங்கள் போனுக்காகக் காத்திருக்கிறோம்…",
    turnOnFailedBecause: {
      dismissed: "நோட்டிஃபிகேஷன்கள் ஆன் ஆகவில்லை: 'அனுமதி' (Allow) தட்டாமலே கேள்வி மூடப்பட்டது. பட்டனை மீண்டும் தட்டி 'அனுமதி' என்பதைத் தேர்ந்தெடுங்கள்.",
      noWorker: "இந்த விண்டோவில் இன்பாக்ஸ் பின்னணியில் இயங்க முடியாது (பிரைவேட் விண்டோ அதை அனுமதிக்காது). சாதாரண விண்டோவில் இன்பாக்ஸைத் திறந்து மீண்டும் முயலுங்கள்.",
      pushService: "உங்கள் பிரவுசரின் நோட்டிஃபிகேஷன் சேவை இப்போது இந்த போனை ஏற்கவில்லை. சில நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள், அல்லது Chrome-ஐப் பயன்படுத்துங்கள்.",
      offline: "இந்த போனைச் சேமிக்க இன்பாக்ஸை அணுக முடியவில்லை. இணைய இணைப்பு உள்ளதா எனப் பார்த்து மீண்டும் முயலுங்கள்.",
    },
    sendTest: "டெஸ்ட் நோட்டிஃபிகேஷன் அனுப்புங்கள்",
    sending: "அனுப்புகிறோம்…",
    sentTo: (devices: number) =>
      devices === 0
        ? "இன்னும் எந்தப் போனிலும் நோட்டிஃபிகேஷன்கள் ஆன் செய்யப்படவில்லை, அதனால் எதுவும் அனுப்பப்படவில்லை."
        : `${devices} ${devices === 1 ? "சாதனத்துக்கு" : "சாதனங்களுக்கு"} அனுப்பினோம்.`,
    sendFailed: "டெஸ்ட் நோட்டிஃபிகேஷன் அனுப்பப்படவில்லை. மீண்டும் முயலுங்கள்.",
    unsupported: {
      iphoneTitle: "முதலில் இந்த இன்பாக்ஸை ஹோம் ஸ்கிரீனில் சேருங்கள்",
      iphoneSteps:
        "iPhone-இல், ஹோம் ஸ்கிரீனிலிருந்து திறந்த இன்பாக்ஸுக்கு மட்டுமே நோட்டிஃபிகேஷன்கள் வரும்: Share (பகிர்) பட்டனைத் தட்டி, 'முகப்புத் திரையில் சேர்' (Add to Home Screen) என்பதைத் தட்டுங்கள். பிறகு புதிய ஐகானிலிருந்து இன்பாக்ஸைத் திறந்து இந்தப் பக்கத்துக்குத் திரும்புங்கள்.",
      otherTitle: "இந்தப் பிரவுசரில் நோட்டிஃபிகேஷன்கள் வராது",
      otherSteps: "உங்கள் போனில் Chrome-இல், அல்லது அப்டேட் செய்த வேறு ஒரு பிரவுசரில், இன்பாக்ஸைத் திறந்து இந்தப் பக்கத்துக்குத் திரும்புங்கள்.",
      privateTitle: "பிரைவேட் விண்டோவில் நோட்டிஃபிகேஷன்கள் வராது",
      privateSteps: "இந்த பிரவுசரின் சாதாரண விண்டோவில், அல்லது Chrome-இல், இன்பாக்ஸைத் திறந்து இந்தப் பக்கத்துக்குத் திரும்புங்கள்.",
    },
    denied: {
      title: "இந்த வெப்சைட்டுக்கு நோட்டிஃபிகேஷன்கள் தடுக்கப்பட்டுள்ளன",
      steps:
        "மீண்டும் அனுமதிக்க: அட்ரஸ் பாரின் இடப்பக்கம் உள்ள ஐகானைத் தட்டி, Permissions (அனுமதிகள்)-இல் Notifications (அறிவிப்புகள்)-ஐ Allow (அனுமதி) என மாற்றுங்கள். இன்ஸ்டால் செய்த இன்பாக்ஸ் என்றால்: அதன் ஐகானை அழுத்திப் பிடித்து, App info (ஆப்ஸ் தகவல்), பிறகு Notifications (அறிவிப்புகள்)-ஐத் தட்டுங்கள். பிறகு இந்தப் பக்கத்தை ரீலோட் செய்யுங்கள்.",
    },
    devices: {
      heading: "ஒலிக்கும் சாதனங்கள்",
      none: "இன்னும் இல்லை: நோட்டிஃபிகேஷன்களை ஆன் செய்யும் ஒவ்வொரு போனும் இங்கே தெரியும்.",
      thisDevice: "இந்தச் சாதனம்",
      added: (when: string) => `சேர்த்தது: ${when}`,
      remove: "நீக்குங்கள்",
      removeFailed: "அந்தச் சாதனம் நீக்கப்படவில்லை. மீண்டும் முயலுங்கள்.",
    },
    refused: {
      unreadable: "இந்தப் போனின் நோட்டிஃபிகேஷன் விவரங்களைப் படிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.",
      notPushService: "இந்தப் பிரவுசரின் நோட்டிஃபிகேஷன் சேவைக்கு இன்பாக்ஸால் அனுப்ப முடியாது. Chrome, Firefox, Edge அல்லது Safari-ஐப் பயன்படுத்துங்கள்.",
      notYours: "இந்தச் சாதனத்தில் உங்களுக்கு நோட்டிஃபிகேஷன்கள் ஆன் செய்யப்படவில்லை.",
    },
    prompt: {
      dismiss: "இப்போது வேண்டாம்",
      short: "நோட்டிஃபிகேஷன்களை ஆன் செய்யுங்கள்: விசாரணை வந்தால் போன் ஒலிக்கும்",
    },
  },
);
