/**
 * The owner's words on an enquiry's page (issue 30): its headings and labels, the note, the
 * history, Previous/Next/Back, 'Mark as unread' and the 'Did you reply?' prompt. The status
 * buttons' and badges' words are ./statuses.ts; what brought the enquiry, ./attribution.ts.
 */
import { bilingual } from "~/content/admin/bilingual";
import { SERVICE_NAMES_TA } from "~/content/ta/service-names";
import { SERVICE_NAMES } from "~/shared/services";
import type { Lang } from "~/shared/lang";

export const enquiryCopy = bilingual(
  {
    title: (name: string) => `Enquiry from ${name}`,
    titleFallback: "Enquiry",
    notFound: "No such enquiry.",
    back: "Back to the inbox",
    neighbours: "Other enquiries in this list",
    previous: "Previous",
    previousTitle: "The enquiry above this one in the list",
    next: "Next",
    nextTitle: "The enquiry below this one in the list",
    received: "received",
    message: "Message",
    details: "Details",
    email: "Email",
    phone: "Phone",
    business: "Business",
    service: "Service",
    number: "Enquiry no.",
    notGiven: "Not given",
    status: "Status",
    markUnread: "Mark as unread",
    note: "Private note",
    notePlaceholder: "Only you can see this, e.g. 'Called on Monday, sending a quote'",
    saveNote: "Save note",
    saved: "Saved",
    noteTooLong: (max: number) => `Please keep the note to ${max} characters or fewer.`,
    notUnderstood: "That change was not understood.",
    history: "History",
    historyReceived: "Received",
    noteSaved: "Note saved",
    noteCleared: "Note cleared",
    by: (actor: string) => `by ${actor}`,
    repliedPrompt: "Did you reply?",
    repliedPromptText: "Mark this enquiry as replied, so it leaves the ones still waiting.",
    repliedPromptDismiss: "Not yet",
    /** The language an enquiry was sent in ('How they found you'). */
    languageNames: { en: "English", ta: "Tamil" } satisfies Record<Lang, string>,
  },
  {
    title: (name: string) => `${name} அனுப்பிய விசாரணை`,
    titleFallback: "விசாரணை",
    notFound: "இந்த விசாரணை இல்லை.",
    back: "இன்பாக்ஸுக்குத் திரும்புங்கள்",
    neighbours: "இந்தப் பட்டியலில் உள்ள பிற விசாரணைகள்",
    previous: "முந்தையது",
    previousTitle: "பட்டியலில் இதற்கு மேலே உள்ள விசாரணை",
    next: "அடுத்தது",
    nextTitle: "பட்டியலில் இதற்குக் கீழே உள்ள விசாரணை",
    received: "வந்தது",
    message: "செய்தி",
    details: "விவரங்கள்",
    email: "மின்னஞ்சல்",
    phone: "போன்",
    business: "வணிகம்",
    service: "சேவை",
    number: "விசாரணை எண்",
    notGiven: "கொடுக்கவில்லை",
    status: "நிலை",
    markUnread: "படிக்காததாகக் குறியுங்கள்",
    note: "உங்கள் குறிப்பு",
    notePlaceholder: "இது உங்களுக்கு மட்டுமே தெரியும். எ.கா. 'திங்கள் அன்று போன் செய்தேன், கொட்டேஷன் அனுப்புகிறேன்'",
    saveNote: "குறிப்பைச் சேமியுங்கள்",
    saved: "சேமிக்கப்பட்டது",
    noteTooLong: (max: number) => `குறிப்பை ${max} எழுத்துகளுக்குள் எழுதுங்கள்.`,
    notUnderstood: "அந்த மாற்றம் புரியவில்லை. மீண்டும் முயலுங்கள்.",
    history: "வரலாறு",
    historyReceived: "வந்தது",
    noteSaved: "குறிப்பு சேமிக்கப்பட்டது",
    noteCleared: "குறிப்பு நீக்கப்பட்டது",
    by: (actor: string) => `செய்தவர்: ${actor}`,
    repliedPrompt: "பதில் அளித்துவிட்டீர்களா?",
    repliedPromptText: "இந்த விசாரணையைப் பதில் அளித்ததாகக் குறியுங்கள்; அப்போது இது காத்திருப்பவற்றில் இருந்து விலகும்.",
    repliedPromptDismiss: "இன்னும் இல்லை",
    languageNames: { en: "ஆங்கிலம்", ta: "தமிழ்" },
  },
);

/** A service's name as the owner reads it: the Tamil form's label in Tamil; the stored (English) title otherwise. */
export function serviceLabel(service: string, lang: Lang): string {
  if (lang === "en") return service;
  const index = SERVICE_NAMES.findIndex((name) => name.title === service);
  return SERVICE_NAMES_TA[index]?.title ?? service;
}
