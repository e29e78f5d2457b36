import { describe, expect, it } from "vitest";
import { formatDate, formatMonth, readingMinutes, slugify } from "./text";

describe("slugify", () => {
  it("makes URL fragments from headings", () => {
    expect(slugify("Why SEO Matters?")).toBe("why-seo-matters");
    expect(slugify("  Reels & Shorts: 2025 ")).toBe("reels-and-shorts-2025");
    expect(slugify("Café Déjà vu")).toBe("cafe-deja-vu");
    expect(slugify("?? Why — SEO?!")).toBe("why-seo");
  });

  it("keeps Tamil letters and their vowel signs, composed as written", () => {
    expect(slugify("SEO-க்கு எவ்வளவு செலவு, எவ்வளவு நேரம்?")).toBe("seo-க்கு-எவ்வளவு-செலவு-எவ்வளவு-நேரம்");
    // ொ (U+0BCA) is one character in NFC; NFKD alone would split it into ெ + ா.
    expect(slugify("பொது கேள்விகள்")).toBe("பொது-கேள்விகள்");
    expect(slugify("பொது")).toBe("\u0baa\u0bca\u0ba4\u0bc1");
  });
});

describe("readingMinutes", () => {
  it("counts 200 words a minute, at least one", () => {
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes("a few words")).toBe(1);
    expect(readingMinutes("word ".repeat(850))).toBe(4);
    // 300 words is 1.5 minutes, rounded up; the blanks between them count for nothing.
    expect(readingMinutes(`\n\n${"word\n\n".repeat(300)}`)).toBe(2);
  });
});

describe("formatDate", () => {
  it("shows the spec's article date whatever the machine's time zone", () => {
    expect(formatDate("2025-08-24", "en")).toBe("August 24, 2025");
    expect(formatDate("2024-09-01", "en")).toBe("September 1, 2024");
  });

  it("formats Tamil dates with ta-IN", () => {
    expect(formatDate("2025-08-24", "ta")).toBe("24 ஆகஸ்ட், 2025");
    expect(formatDate("2024-09-01", "ta")).toBe("1 செப்டம்பர், 2024");
  });
});

describe("formatMonth", () => {
  it("writes the founding month in each language, from its ISO month", () => {
    expect(formatMonth("2024-09", "en")).toBe("September 2024");
    expect(formatMonth("2024-09", "ta")).toBe("செப்டம்பர் 2024");
    expect(formatMonth("2025-01", "ta")).toBe("ஜனவரி 2025");
  });
});
