/** The owner's words for erasing a person (DPDP Act 2023, decision 0071), in the owner's language. */
import { bilingual } from "~/content/admin/bilingual";

export const erasureCopy = bilingual(
  {
    sectionTitle: "Their data",
    sectionText: "If this person asks to be forgotten, erase everything you hold about them.",
    link: "Erase this person…",
    pageTitle: "Erase this person?",
    /** `who`: their email and phone, each the visitor's own text. */
    willErase: (count: number, who: string[]) =>
      `This erases ${count === 1 ? "1 enquiry" : `${count} enquiries`} holding ${who.join(" or ")}, with their notes, history, mail and notifications. It cannot be undone.`,
    /** `phone`: the enquiry's phone, too short to be one ('0', '-', '+91'). */
    phoneLeftOut: (phone: string) => `“${phone}” has too few digits to be a phone number, so only the enquiries with their email go.`,
    listTitle: "These enquiries go:",
    thisOne: "this one",
    checkNames: "Check the names: an email or phone number shared by a family or a shop brings in each of them.",
    kept: "A record that an erasure was made (when, by whom, how many) is kept, without their name, email or phone.",
    confirm: (count: number) => (count === 1 ? "Erase 1 enquiry" : `Erase ${count} enquiries`),
    cancel: "Keep it",
    notErased: "Nothing was erased: that request did not come from the confirmation.",
  },
  {
    sectionTitle: "இவருடைய தகவல்கள்",
    sectionText: "தன் விவரங்களை நீக்கச் சொல்லி இவர் கேட்டால், இவரைப் பற்றி உங்களிடம் உள்ள எல்லாவற்றையும் நிரந்தரமாக நீக்குங்கள்.",
    link: "இவருடைய தகவல்களை நிரந்தரமாக நீக்குங்கள்…",
    pageTitle: "இவருடைய தகவல்களை நிரந்தரமாக நீக்கவா?",
    willErase: (count: number, who: string[]) =>
      `${who.join(" அல்லது ")} உள்ள ${count === 1 ? "1 விசாரணையும், அதன்" : `${count} விசாரணைகளும், அவற்றின்`} குறிப்புகள், வரலாறு, மின்னஞ்சல்கள், நோட்டிஃபிகேஷன்கள் எல்லாமும் நீக்கப்படும். இதைத் திரும்பப் பெற முடியாது.`,
    phoneLeftOut: (phone: string) => `“${phone}” போன் எண் ஆகாது, அதில் இலக்கங்கள் மிகக் குறைவு. அதனால் இவருடைய மின்னஞ்சல் உள்ள விசாரணைகள் மட்டுமே நீக்கப்படும்.`,
    listTitle: "நீக்கப்படும் விசாரணைகள்:",
    thisOne: "இந்த விசாரணை",
    checkNames: "பெயர்களைப் பாருங்கள்: ஒரு குடும்பமோ கடையோ ஒரே மின்னஞ்சலையோ போன் எண்ணையோ பயன்படுத்தினால், அவர்கள் எல்லாருடைய விசாரணைகளும் இதில் சேரும்.",
    kept: "நீக்கியதற்கான பதிவு (எப்போது, யார், எத்தனை) மட்டும் இருக்கும்; அதில் இவருடைய பெயர், மின்னஞ்சல், போன் இருக்காது.",
    confirm: (count: number) => `${count} விசாரணை${count === 1 ? "யை" : "களை"} நீக்குங்கள்`,
    cancel: "வேண்டாம், வைத்திருங்கள்",
    notErased: "எதுவும் நீக்கப்படவில்லை: இந்தக் கோரிக்கை உறுதிப்படுத்தும் பக்கத்திலிருந்து வரவில்லை.",
  },
);
