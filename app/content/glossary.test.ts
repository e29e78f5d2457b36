import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TAMIL_GLOSSARY, glossaryFindings } from "./glossary";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TAMIL = /[\u0B80-\u0BFF]/;
/** The glossary itself names what it refuses. */
const GLOSSARY_FILE = "app/content/glossary.ts";

/**
 * Every file of the site's own sources that holds Tamil: the Tamil copy (app/content/ta/, the
 * articles in app/content/blog-ta/), and any Tamil elsewhere in app/, server/ or scripts/ (the
 * language switch, a Tamil quote in an English article, mail templates). Tests are left out:
 * they quote wrong Tamil on purpose.
 */
function tamilSources(): string[] {
  return ["app", "server", "scripts"]
    .flatMap((dir) => (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]).map((name) => path.join(dir, name)))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.(tsx?|js|md)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("/test-support/"))
    .filter((file) => file !== GLOSSARY_FILE && TAMIL.test(readFileSync(path.join(ROOT, file), "utf8")));
}

describe("the Tamil glossary", () => {
  it("is followed by every Tamil text of the site", () => {
    const files = tamilSources();
    expect(files).toContain("app/content/ta/contact.ts");
    expect(files).toContain("app/content/blog-ta/why-seo-matters-for-small-businesses.md");
    // The owner's inbox too (review 2, §4): its words are the ones an owner reads every day.
    expect(files).toContain("app/content/admin/settings.ts");
    expect(files).toContain("app/content/admin/erasure.ts");
    const findings = files.flatMap((file) =>
      glossaryFindings(readFileSync(path.join(ROOT, file), "utf8")).map((finding) => `${file}: ${finding}`),
    );
    expect(findings).toEqual([]);
  });

  it("finds a refused variant at the start of a word, in any form, and says what to use", () => {
    expect(glossaryFindings("சரியான தொலைபேசி எண்ணை உள்ளிடுங்கள்.")).toEqual([
      "phone: “தொலைபேசி” in “சரியான தொலைபேசி எண்ணை உள்ளிடுங்கள்.” (use போன்; number: போன் எண்)",
    ]);
    expect(glossaryFindings("இந்த 3 புலங்களைச் சரிபாருங்கள்")).toHaveLength(1);
    expect(glossaryFindings("7 நாள்களில்")).toHaveLength(1);
    // Inside another word, the same letters are another word: "in hundreds", "to count".
    expect(glossaryFindings("நூற்றுக்கணக்கில் ஆர்டர்கள்; விசாரணைகளைக் கணக்கிடுங்கள்")).toEqual([]);
    expect(glossaryFindings("பண்டிகைகளையும் உள்ளடக்கிய ஓர் எளிய காலண்டர்")).toEqual([]);
  });

  it("lets a refused word stand in the phrases where it is right, and nowhere else", () => {
    expect(glossaryFindings("முக்கிய உள்ளடக்கத்துக்குச் செல்லுங்கள்")).toEqual([]);
    expect(glossaryFindings("விரைவு இணைப்புகள்; இணைய இணைப்பு கிடைக்கவில்லை")).toEqual([]);
    expect(glossaryFindings("பக்க உள்ளடக்கம், உள் இணைப்புகள்")).toHaveLength(2);
    expect(glossaryFindings("உண்மையான கருவிகளில் சோதித்தல்")).toHaveLength(1);
    expect(glossaryFindings("டிசைன் கருவியையும் திறக்கும் முன்")).toEqual([]);
    // The plurals (review 2, N46), not the singular's cases.
    expect(glossaryFindings("வேறு வெப்சைட்டுகளுக்கான லிங்குகளைத் திறப்பது")).toHaveLength(2);
    expect(glossaryFindings("வேறு வெப்சைட்களுக்கான லிங்க்குகளைத் திறப்பது; உங்கள் வெப்சைட்டுக்கு வருபவர்கள்")).toEqual([]);
  });

  it("holds the owner's words: லாகின், செட்டிங்ஸ், தயார் வாசகம், ஃபில்டர், வினாடி, பதில் அனுப்பப்பட்டது", () => {
    expect(glossaryFindings("நீங்கள் உள்நுழையும் சாதனங்கள்; மற்ற அமைப்புகள்")).toHaveLength(2);
    expect(glossaryFindings("உள்ளமைந்த வாசகத்துக்குத் திருப்புங்கள்; நிலைப்படி வடிகட்டுங்கள்")).toHaveLength(2);
    expect(glossaryFindings("சில நொடிகளில்; பதில் அளித்ததாகக் குறியுங்கள்")).toHaveLength(2);
    // Other words that share the letters: a layout, answering enquiries as a service.
    expect(glossaryFindings("டிசைன் அமைப்பு; விசாரணைகளுக்குப் பதில் அளித்தல்")).toEqual([]);
  });

  it("holds ஓர்/ஒரு and the hyphen after a Latin word", () => {
    expect(glossaryFindings("ஒரு ஆப்")).toHaveLength(1);
    expect(glossaryFindings("ஓர் போஸ்ட்")).toHaveLength(1);
    expect(glossaryFindings("ஓர் ஆப், ஒரு போஸ்ட்")).toEqual([]);
    expect(glossaryFindings("Googleஇல்")).toHaveLength(1);
    expect(glossaryFindings("Business Profile தான்")).toHaveLength(1);
    expect(glossaryFindings("Google-இல், Business Profile-தான், 2023-இன்")).toEqual([]);
  });

  it("is written out in docs/I18N.md, word for word", () => {
    const doc = readFileSync(path.join(ROOT, "docs/I18N.md"), "utf8");
    const missing = TAMIL_GLOSSARY.flatMap((entry) =>
      [entry.use, ...entry.refused].filter((word) => !doc.includes(word)).map((word) => `${entry.concept}: ${word}`),
    );
    expect(missing).toEqual([]);
  });
});
