/**
 * The words of the owner's settings page (/admin/settings): the inbox's language and the reply
 * text per language (issue 30). The problems a template can have are named by
 * app/shared/reply-templates.ts; here is how each is said.
 */
import { bilingual } from "~/content/admin/bilingual";
import type { Lang } from "~/shared/lang";
import type { TemplateField } from "~/shared/reply-templates";

export const settingsCopy = bilingual(
  {
    title: "Settings",
    intro: "The inbox's language, and the text your replies start with.",
    language: {
      heading: "Inbox language",
      hint: "The inbox's screens, buttons and dates, on every device you sign in on.",
      save: "Save language",
      saved: "Saved. The inbox is now in English.",
    },
    replies: {
      heading: "Reply text",
      intro:
        "When you reply to an enquiry by WhatsApp, SMS or email, the message starts with this text. Each person gets the text in the language they wrote in: one for English, one for Tamil. You can change either, whatever the inbox's language.",
      placeholdersHeading: "Words filled in for each enquiry",
      placeholders: {
        name: "the person's first name, without initials, with a title such as ‘Dr.’ if they wrote one",
        service: "the service they asked about, in their language",
        business: "their business name",
      } satisfies Record<"name" | "service" | "business", string>,
      brackets:
        "Not everyone gives a business name. Put {business} inside [square brackets] with the words that go with it: with no business name, everything between the brackets is left out. So it is when the business name looks like a web address, an email address or a phone number, or is longer than 40 letters: a reply never carries a link or a number someone typed into the form.",
      example: "For example, “about {service}[ for {business}]” reads “about SEO Optimization for Ravi Stores”, or “about SEO Optimization”.",
      /** Both spellings of a placeholder are one (decision 0088). */
      eitherSpelling: "Each can be written in English or in Tamil, as shown, in either language's text.",
      /** Shown only with JavaScript, like the buttons it names. */
      buttonsHint: "The Name, Service and Business buttons under each box put the word in where the cursor is.",
    },
    /** The buttons under each box that insert a placeholder (decision 0088). */
    insert: {
      words: { name: "Name", service: "Service", business: "Business" } satisfies Record<"name" | "service" | "business", string>,
      label: (word: string, field: string, heading: string) => `Insert ${word} into ${field} (${heading})`,
    },
    /** A language's part of the page: "Replies in Tamil". */
    templateHeading: { en: "Replies in English", ta: "Replies in Tamil" } satisfies Record<Lang, string>,
    fields: { greeting: "WhatsApp and SMS message", subject: "Email subject", body: "Email text" } satisfies Record<TemplateField, string>,
    limit: (max: number) => `Up to ${max} letters.`,
    ownText: "Your own text",
    builtInText: "Built-in text",
    save: { en: "Save the English text", ta: "Save the Tamil text" } satisfies Record<Lang, string>,
    reset: "Reset to the built-in text",
    templatesSaved: { en: "Saved. New replies in English start with this text.", ta: "Saved. New replies in Tamil start with this text." } satisfies Record<Lang, string>,
    templatesReset: { en: "Saved. Replies in English use the built-in text again.", ta: "Saved. Replies in Tamil use the built-in text again." } satisfies Record<Lang, string>,
    notSaved: "Nothing was saved. Please correct the text below.",
    problems: {
      empty: "This is empty. Write some text, or reset to the built-in text.",
      tooLong: (max: number) => `This is longer than ${max} letters.`,
      unknownPlaceholder: (placeholder: string) => `${placeholder} is not a word that can be filled in. Use {name}, {service} or {business}.`,
      unbalancedBrackets: "A [ or ] has no partner, or brackets are inside brackets.",
      businessOutsideBrackets: "Put {business} inside [square brackets], so that the words around it are left out when there is no business name.",
    },
    moreHeading: "More settings",
    more: { notifications: "Notifications", passkeys: "Passkeys", devices: "Signed-in devices" },
    notUnderstood: "That could not be done. Please reload the page and try again.",
  },
  {
    title: "செட்டிங்ஸ்",
    intro: "இன்பாக்ஸின் மொழியும், உங்கள் பதில்கள் தொடங்கும் வாசகமும்.",
    language: {
      heading: "இன்பாக்ஸ் மொழி",
      hint: "நீங்கள் லாகின் செய்யும் எல்லாச் சாதனங்களிலும் இன்பாக்ஸின் திரைகள், பட்டன்கள், தேதிகள் இந்த மொழியில் இருக்கும்.",
      save: "மொழியைச் சேமியுங்கள்",
      saved: "சேமிக்கப்பட்டது. இன்பாக்ஸ் இப்போது தமிழில் இருக்கும்.",
    },
    replies: {
      heading: "பதில் வாசகம்",
      intro:
        "ஒரு விசாரணைக்கு WhatsApp, SMS அல்லது மின்னஞ்சலில் பதில் அனுப்பும்போது, பதில் இந்த வாசகத்தோடு தொடங்கும். ஒவ்வொருவருக்கும் அவர் எழுதிய மொழியின் வாசகம் போகும்: ஆங்கிலத்துக்கு ஒன்று, தமிழுக்கு ஒன்று. இன்பாக்ஸ் எந்த மொழியில் இருந்தாலும் இரண்டையும் மாற்றலாம்.",
      placeholdersHeading: "ஒவ்வொரு விசாரணைக்கும் நிரப்பப்படும் வார்த்தைகள்",
      placeholders: {
        name: "விசாரித்தவரின் பெயர்: இனிஷியல் இல்லாமல், ‘டாக்டர்’ போன்ற பட்டம் இருந்தால் அதனுடன்",
        service: "அவர் கேட்ட சேவை, அவருடைய மொழியில்",
        business: "அவருடைய வணிகத்தின் பெயர்",
      },
      brackets:
        "எல்லோரும் வணிகத்தின் பெயரைத் தருவதில்லை. {வணிகம்}-ஐ அதோடு சேர்ந்த வார்த்தைகளுடன் [சதுர அடைப்புக்குறிக்குள்] வையுங்கள்: வணிகத்தின் பெயர் இல்லாவிட்டால், அடைப்புக்குறிக்குள் இருப்பவை எல்லாம் விடப்படும். வணிகத்தின் பெயர் ஒரு வெப்சைட் முகவரி, மின்னஞ்சல் முகவரி அல்லது போன் நம்பர் போல இருந்தாலும், 40 எழுத்துகளுக்கு மேல் இருந்தாலும் இப்படியே விடப்படும்: படிவத்தில் யாரோ எழுதிய லிங்க்கோ நம்பரோ உங்கள் பதிலில் போகாது.",
      example: "உதாரணமாக, “{சேவை} பற்றிய உங்கள் விசாரணைக்கு நன்றி.[ {வணிகம்} வளர உதவ ஆவலாக இருக்கிறோம்.]” என்பதில், வணிகத்தின் பெயர் இல்லாவிட்டால் இரண்டாவது வாக்கியம் வராது.",
      eitherSpelling: "ஒவ்வொன்றையும் மேலே உள்ளபடி தமிழிலோ ஆங்கிலத்திலோ, இரண்டு மொழியின் வாசகத்திலும் எழுதலாம்.",
      buttonsHint: "ஒவ்வொரு கட்டத்துக்கும் கீழே உள்ள பெயர், சேவை, வணிகம் பட்டன்கள், கர்சர் இருக்கும் இடத்தில் அந்த வார்த்தையைச் சேர்க்கும்.",
    },
    insert: {
      words: { name: "பெயர்", service: "சேவை", business: "வணிகம்" },
      label: (word: string, field: string, heading: string) => `${field} (${heading}) கட்டத்தில் “${word}” சேருங்கள்`,
    },
    templateHeading: { en: "ஆங்கிலத்தில் பதில்கள்", ta: "தமிழில் பதில்கள்" },
    fields: { greeting: "WhatsApp, SMS மெசேஜ்", subject: "மின்னஞ்சலின் தலைப்பு", body: "மின்னஞ்சல் வாசகம்" },
    limit: (max: number) => `அதிகபட்சம் ${max} எழுத்துகள்.`,
    ownText: "உங்கள் வாசகம்",
    builtInText: "தயார் வாசகம்",
    save: { en: "ஆங்கில வாசகத்தைச் சேமியுங்கள்", ta: "தமிழ் வாசகத்தைச் சேமியுங்கள்" },
    reset: "தயார் வாசகத்துக்கே திருப்புங்கள்",
    templatesSaved: {
      en: "சேமிக்கப்பட்டது. இனி ஆங்கிலப் பதில்கள் இந்த வாசகத்தோடு தொடங்கும்.",
      ta: "சேமிக்கப்பட்டது. இனி தமிழ்ப் பதில்கள் இந்த வாசகத்தோடு தொடங்கும்.",
    },
    templatesReset: {
      en: "சேமிக்கப்பட்டது. ஆங்கிலப் பதில்கள் மீண்டும் தயார் வாசகத்தோடு தொடங்கும்.",
      ta: "சேமிக்கப்பட்டது. தமிழ்ப் பதில்கள் மீண்டும் தயார் வாசகத்தோடு தொடங்கும்.",
    },
    notSaved: "எதுவும் சேமிக்கப்படவில்லை. கீழே உள்ள வாசகத்தைத் திருத்துங்கள்.",
    problems: {
      empty: "இது காலியாக இருக்கிறது. ஏதாவது எழுதுங்கள், அல்லது தயார் வாசகத்துக்கே திருப்புங்கள்.",
      tooLong: (max: number) => `இது ${max} எழுத்துகளுக்கு மேல் இருக்கிறது.`,
      unknownPlaceholder: (placeholder: string) => `${placeholder} என்பது நிரப்பப்படும் வார்த்தை அல்ல. {பெயர்}, {சேவை} அல்லது {வணிகம்} பயன்படுத்துங்கள்.`,
      unbalancedBrackets: "ஒரு [ அல்லது ]-க்கு ஜோடி இல்லை, அல்லது அடைப்புக்குறிக்குள் இன்னோர் அடைப்புக்குறி இருக்கிறது.",
      businessOutsideBrackets:
        "{வணிகம்}-ஐ [சதுர அடைப்புக்குறிக்குள்] வையுங்கள்: வணிகத்தின் பெயர் இல்லாதபோது அதைச் சுற்றியுள்ள வார்த்தைகள் விடப்படும்.",
    },
    moreHeading: "மற்ற செட்டிங்ஸ்",
    more: { notifications: "நோட்டிஃபிகேஷன்கள்", passkeys: "பாஸ்கீகள்", devices: "லாகின் செய்துள்ள சாதனங்கள்" },
    notUnderstood: "இதைச் செய்ய முடியவில்லை. பக்கத்தை ரீலோட் செய்து மீண்டும் முயலுங்கள்.",
  },
);
