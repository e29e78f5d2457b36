/**
 * The enquiry page's reply buttons and the heading of the text they send, in the owner's
 * language, and the built-in reply text, in the enquirer's (issue 30): what the WhatsApp and
 * SMS greeting and the email say until the owner writes their own at /admin/settings. The placeholders and [optional parts] are
 * explained in app/shared/reply-templates.ts; the text reads naturally with a business name
 * and without one. The Tamil text spells its placeholders in Tamil ({பெயர்}), as the settings
 * page's buttons insert them there (decision 0088).
 */
import { bilingual } from "~/content/admin/bilingual";
import type { Lang } from "~/shared/lang";
import type { ReplyTemplates } from "~/shared/reply-templates";

export const replyButtonsCopy = bilingual(
  {
    email: "Email",
    whatsapp: "WhatsApp",
    sms: "SMS",
    call: "Call",
    /** The reply's part of the page, named by the enquiry's language (the reply's). */
    heading: { en: "Reply, in English", ta: "Reply, in Tamil" } satisfies Record<Lang, string>,
    changeText: "Change this text",
  },
  {
    email: "மின்னஞ்சல்",
    whatsapp: "WhatsApp",
    sms: "SMS",
    call: "போன்",
    heading: { en: "ஆங்கிலத்தில் பதில்", ta: "தமிழில் பதில்" },
    changeText: "இந்த வாசகத்தை மாற்றுங்கள்",
  },
);

/**
 * The built-in text, signed with the agency's name (`siteIdentity.name`; the callers pass it:
 * BUILT_IN_TEMPLATES in app/components/admin/reply-links.ts). This folder is a chunk of its own
 * (vite.config.ts), and a value it imported from app/shared/site.ts would be bundled into it,
 * making every public page load the inbox's words.
 */
export const builtInTemplates = (agency: string): ReplyTemplates => ({
  en: {
    greeting: `Hello {name}, this is ${agency}. Thank you for your enquiry about {service}.[ We would be glad to help {business} grow.]`,
    subject: `Your enquiry about {service} – ${agency}`,
    body: "Hello {name},\n\nThank you for your enquiry about {service}.[ We would be glad to help {business} grow.]",
  },
  ta: {
    greeting: `வணக்கம் {பெயர்}, ${agency}-இலிருந்து தொடர்புகொள்கிறோம். {சேவை} பற்றிய உங்கள் விசாரணைக்கு நன்றி.[ {வணிகம்} வளர உதவ ஆவலாக இருக்கிறோம்.]`,
    subject: `{சேவை} பற்றிய உங்கள் விசாரணை – ${agency}`,
    body: "வணக்கம் {பெயர்},\n\n{சேவை} பற்றிய உங்கள் விசாரணைக்கு நன்றி.[ {வணிகம்} வளர உதவ ஆவலாக இருக்கிறோம்.]",
  },
});
