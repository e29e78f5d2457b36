/**
 * The enquiry page's reply buttons, in the owner's language, and the built-in reply text, in
 * the enquirer's (issue 30): what the WhatsApp and SMS greeting and the email say until the
 * owner writes their own at /admin/settings. The placeholders and [optional parts] are
 * explained in app/shared/reply-templates.ts; the text reads naturally with a business name
 * and without one.
 */
import { bilingual } from "~/content/admin/bilingual";
import type { ReplyTemplates } from "~/shared/reply-templates";
import { siteIdentity } from "~/shared/site";

export const replyButtonsCopy = bilingual(
  { heading: "Reply", email: "Email", whatsapp: "WhatsApp", sms: "SMS", call: "Call" },
  { heading: "பதில் அனுப்ப", email: "மின்னஞ்சல்", whatsapp: "WhatsApp", sms: "SMS", call: "அழையுங்கள்" },
);

export const BUILT_IN_TEMPLATES: ReplyTemplates = {
  en: {
    greeting: `Hello {name}, this is ${siteIdentity.name}. Thank you for your enquiry about {service}.[ We would be glad to help {business} grow.]`,
    subject: `Your enquiry about {service} – ${siteIdentity.name}`,
    body: "Hello {name},\n\nThank you for your enquiry about {service}.[ We would be glad to help {business} grow.]",
  },
  ta: {
    greeting: `வணக்கம் {name}, ${siteIdentity.name}-இலிருந்து தொடர்புகொள்கிறோம். {service} பற்றிய உங்கள் விசாரணைக்கு நன்றி.[ {business} வளர உதவ ஆவலாக இருக்கிறோம்.]`,
    subject: `{service} பற்றிய உங்கள் விசாரணை – ${siteIdentity.name}`,
    body: "வணக்கம் {name},\n\n{service} பற்றிய உங்கள் விசாரணைக்கு நன்றி.[ {business} வளர உதவ ஆவலாக இருக்கிறோம்.]",
  },
};
