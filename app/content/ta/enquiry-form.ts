/**
 * The contact form's words for a dropped connection and the kept draft, in Tamil: the twin
 * of ../enquiry-form.ts. Style: docs/decisions/0043-tamil-copy.md.
 */
import type { EnquiryFormCopy } from "../enquiry-form";

export const enquiryFormTa: EnquiryFormCopy = {
  savedTitle: "இந்தச் சாதனத்தில் சேமிக்கப்பட்டது",
  savedText:
    "இப்போது இணைய இணைப்பு கிடைக்கவில்லை. உங்கள் செய்தி இந்தச் சாதனத்தில் சேமிக்கப்பட்டுள்ளது; இணைப்பு திரும்பியதும் தானாகவே அனுப்பப்படும். இந்தப் பக்கத்தை மூடிவிட்டால், அடுத்த முறை எங்கள் வெப்சைட்டைத் திறக்கும்போது அனுப்பப்படும்.",
  clearForm: "படிவத்தை அழிக்கவும்",
  draftNote:
    "நீங்கள் தட்டச்சு செய்வது இந்தச் சாதனத்தில் மட்டுமே, 7 நாள்கள் வரை அல்லது செய்தி அனுப்பப்படும் வரை வைத்திருக்கப்படும். மற்றவர்களும் பயன்படுத்தும் போன் என்றால், “படிவத்தை அழிக்கவும்” பொத்தானை அழுத்துங்கள்.",
};
