/**
 * The Tamil glossary: one word for each idea the site's Tamil talks about, the variants it
 * refuses, and the phrases where a refused word is right. docs/I18N.md explains the style
 * around it; ./glossary.test.ts scans every Tamil text of the repository against this list,
 * so a refused variant that comes back fails the tests. Source: the native review of issue 31, and
 * review 2's words of the owner's inbox (issue 37).
 *
 * A refused variant is matched at the start of a word (so "நூற்றுக்கணக்கில்" is not
 * "கணக்கு"), as a prefix (so "புலத்" catches புலத்தை and புலத்தைச்). Where a word is right in
 * one phrase and wrong elsewhere, the phrase goes into `allowed`, and the scan ignores it.
 */

export type GlossaryEntry = {
  /** The idea, in English. */
  concept: string;
  /** What the copy writes. */
  use: string;
  /** Variants the copy does not write, each matched at the start of a word. */
  refused: readonly string[];
  /** Phrases where a refused variant is right and stays. */
  allowed?: readonly string[];
  note?: string;
};

export const TAMIL_GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: "phone",
    use: "போன்; number: போன் எண்",
    refused: ["தொலைபேசி"],
    note: "“போன் எண் (கட்டாயமில்லை)” fits one line at 360 px; “தொலைபேசி எண் (…)” wraps.",
  },
  {
    concept: "to call",
    use: "போன் செய்யுங்கள் / அழையுங்கள்; noun: அழைப்பு",
    refused: [],
    note: "போன் செய் takes the dative: எங்களுக்கு போன் செய்யுங்கள், not எங்களை.",
  },
  { concept: "mobile (adjective)", use: "மொபைல்", refused: [], note: "மொபைல் டேட்டா, மொபைலுக்கு ஏற்ற." },
  {
    concept: "project",
    use: "ப்ராஜெக்ட்",
    refused: [],
    note: "திட்டம் is a plan (what we send), never the visitor's project; the form asks for their தேவை.",
  },
  {
    concept: "content",
    use: "கன்டென்ட்",
    refused: ["உள்ளடக்கம்", "உள்ளடக்கத்"],
    allowed: ["முக்கிய உள்ளடக்கத்துக்குச் செல்லுங்கள்"],
    note: "The skip link keeps உள்ளடக்கம் (the standard wording, pinned by tests/e2e/tamil.test.ts). உள்ளடக்கிய (including) is another word.",
  },
  { concept: "social media", use: "சோஷியல் மீடியா", refused: ["சமூக ஊடக"] },
  { concept: "local", use: "உள்ளூர்", refused: ["லோக்கல்"] },
  { concept: "button", use: "பட்டன்", refused: ["பொத்தான்"] },
  {
    concept: "device",
    use: "சாதனம் (the form's notices); போன் when a phone is meant",
    refused: ["உண்மையான கருவிகளில்", "ஒரே கருவியில்", "புதிய கருவிகளில்"],
    note: "கருவி is a tool, right for design tools and Flutter or React Native, wrong for a phone.",
  },
  { concept: "tool", use: "கருவி", refused: [] },
  {
    concept: "link",
    use: "லிங்க் (ரிவ்யூ லிங்க், WhatsApp லிங்க்)",
    refused: ["இணைப்பு", "இணைப்பை", "இணைப்பி", "லிங்குகள"],
    allowed: ["விரைவு இணைப்புகள்", "இணைய இணைப்பு", "இணைப்பு திரும்பியதும்", "4G இணைப்பில்"],
    note: "இணைப்பு is an internet connection only. The footer's heading விரைவு இணைப்புகள் stays (standard, pinned by tests/e2e/tamil.test.ts). லிங்க் keeps its க் before a suffix: லிங்க்குகள், லிங்க்கில் (review 2, N46).",
  },
  {
    concept: "days",
    use: "நாட்கள்",
    refused: ["நாள்கள"],
    note: "ள் + க → ட்க is regular sandhi (பொருட்கள் likewise). Words ending in -உ take no doubling: எழுத்துகள், வாழ்த்துகள், கருத்துகள்.",
  },
  { concept: "optional / required", use: "(கட்டாயமில்லை) / (கட்டாயம்)", refused: ["விருப்பத்தேர்வு"] },
  {
    concept: "field (of a form)",
    use: "விவரம் / விவரங்கள்; the box: கட்டம்",
    refused: ["புலம்", "புலத்", "புலங்க"],
    note: "புலம் is form jargon; it also reads as “sense” or “field of study”.",
  },
  { concept: "window", use: "don't name it: லைவ் சாட்", refused: ["சாளர"] },
  {
    concept: "account",
    use: "அக்கவுண்ட்",
    refused: ["கணக்கு", "கணக்கை", "கணக்கில்", "கணக்கிலிருந்து"],
    allowed: ["கணக்கில் கொண்டு"],
    note: "கணக்கு alone reads as “accounts” or “bill”. கணக்கிடு (to count) and கணக்கில் கொண்டு (taking into account) are other words.",
  },
  {
    concept: "quote",
    use: "கொட்டேஷன்",
    refused: ["கட்டண விவர", "கட்டண மதிப்பீ"],
    allowed: ["கொட்டேஷனும் (கட்டண விவரம்)"],
    note: "Glossed once, at its first use in the Terms: கொட்டேஷன் (கட்டண விவரம்).",
  },
  { concept: "lead", use: "லீட் (first use: லீட் (விசாரணை))", refused: [], note: "Only for Meta Ads; otherwise விசாரணை." },
  { concept: "enquiry", use: "விசாரணை", refused: [] },
  { concept: "post", use: "போஸ்ட் (noun); போஸ்ட் செய்யுங்கள் / போடுங்கள்", refused: [] },
  {
    concept: "SEO",
    use: "SEO; a suffix after a hyphen: SEO-க்கு, SEO-வில்",
    refused: [],
    note: "The service's title SEO ஆப்டிமைசேஷன் mirrors the spec and stays.",
  },
  {
    concept: "website / app",
    use: "வெப்சைட் / ஆப்",
    refused: ["இணையதள", "செயலிய", "செயலிக", "சைட்", "வெப்சைட்டுகள"],
    allowed: ["சமையலறையிலோ, சைட்டிலோ"],
    note: "Not இணையதளம் or செயலி, and not a bare சைட், which reads as a building site (the one place it means one: the video service's shoot “at the shop, kitchen or site”). The plural is வெப்சைட்கள் (review 2, N46); வெப்சைட்டுக்கு, வெப்சைட்டை stay.",
  },
  { concept: "service", use: "சேவை", refused: [] },
  { concept: "design", use: "டிசைன்", refused: ["வடிவமைப்ப"], note: "The verb வடிவமை (to shape) stays: வேலை முறையை வடிவமைத்தோம்." },
  { concept: "font", use: "ஃபான்ட்", refused: ["எழுத்துரு"] },
  { concept: "type (on a keyboard)", use: "டைப் செய்", refused: ["தட்டச்சு"] },
  { concept: "upload", use: "அப்லோட் செய்", refused: ["பதிவேற்"] },
  { concept: "engagement", use: "லைக், கமென்ட், ஷேர் (or எங்கேஜ்மென்ட்)", refused: ["ஈடுபா"] },
  // The owner's words (review 2, §4; decision 0083).
  { concept: "sign in / sign out", use: "லாகின் / லாக் அவுட்", refused: ["உள்நுழை"] },
  {
    concept: "settings",
    use: "செட்டிங்ஸ்",
    refused: ["அமைப்புகள"],
    note: "As the inbox's header says (decision 0073). அமைப்பு (a structure, a layout) is another word.",
  },
  { concept: "built-in text", use: "தயார் வாசகம்", refused: ["உள்ளமை", "உள்ளிணை"], note: "Purist coinages an owner does not parse." },
  {
    concept: "filter",
    use: "ஃபில்டர்",
    refused: ["வடிகட்ட"],
    note: "வடிகட்டி is the coffee filter or a kitchen strainer; வடிகட்ட also holds the verb (வடிகட்டுங்கள்). The status tabs' label is நிலை வாரியாகப் பாருங்கள்.",
  },
  { concept: "seconds", use: "வினாடி", refused: ["நொடி"] },
  {
    concept: "erase personal data",
    use: "நிரந்தரமாக நீக்கு; remove (a device, a passkey): நீக்கு",
    refused: [],
    note: "As the privacy policy promises (நீக்கச் சொல்லலாம்). Not அழி, which a scan cannot refuse: படிவத்தை அழிக்கவும் (clear a draft) is right.",
  },
  {
    concept: "message",
    use: "செய்தி (typed in the form, shown on the enquiry); மெசேஜ் (WhatsApp, SMS)",
    refused: [],
    note: "A reply the owner sends is a பதில்: பதில் இந்த வாசகத்தோடு தொடங்கும்.",
  },
  {
    concept: "statuses (badge / tab)",
    use: "புதியது / புதியவை, படித்தது / படித்தவை, பதில் அனுப்பப்பட்டது / பதில் அனுப்பப்பட்டவை, ஸ்பேம், ஆர்கைவ் / ஆர்கைவ் செய்தவை",
    refused: ["பதில் அளித்தத"],
    note: "A badge is one enquiry (singular), a tab a group (plural). பதில் அளித்தது also reads “(it) replied”; the button says பதில் அனுப்பிவிட்டேன்.",
  },
  {
    concept: "lead (the dashboard)",
    use: "தொடர்பு",
    refused: [],
    note: "Enquiries plus WhatsApp, call and email taps; லீட் is for Meta Ads only.",
  },
];

/** Rules of spelling the glossary's words cannot express, each a pattern the copy never matches. */
export const TAMIL_SPELLING_RULES: readonly { rule: string; pattern: RegExp }[] = [
  {
    rule: "ஓர் before a vowel, ஒரு before a consonant",
    pattern: /(?<![\p{L}\p{M}])(?:ஒரு [\u0B85-\u0B94]|ஓர் [\u0B95-\u0BB9])/u,
  },
  {
    rule: "a suffix on a Latin word or a number takes a hyphen (Google-இல், Business Profile-தான், 2023-இன்)",
    pattern: /[A-Za-z0-9](?:[\u0B80-\u0BFF]| தான்)/u,
  },
];

/** What a Tamil text says that the glossary or the spelling rules refuse, quoted in context. */
export function glossaryFindings(text: string): string[] {
  const findings: string[] = [];
  const flat = text.replace(/\s+/g, " ");
  for (const entry of TAMIL_GLOSSARY) {
    const scanned = (entry.allowed ?? []).reduce((rest, phrase) => rest.split(phrase).join(" … "), flat);
    for (const variant of entry.refused) {
      for (const match of scanned.matchAll(new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(variant)}`, "gu"))) {
        findings.push(`${entry.concept}: “${variant}” in “${around(scanned, match.index)}” (use ${entry.use})`);
      }
    }
  }
  for (const { rule, pattern } of TAMIL_SPELLING_RULES) {
    for (const match of flat.matchAll(new RegExp(pattern.source, "gu"))) {
      findings.push(`${rule}: “${around(flat, match.index)}”`);
    }
  }
  return findings;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A few words either side of a finding, so the message says where it is. */
function around(text: string, index: number): string {
  return text.slice(Math.max(0, index - 30), index + 40).trim();
}
