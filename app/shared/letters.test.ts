import { describe, expect, it } from "vitest";
import { countLetters, cutLetters, splitLetters, utf8Bytes } from "./letters";

// Six Tamil letters in eleven UTF-16 units: கொ, டை, க், கா, ன, ல். (tamil-review.md §5)
const KODAIKANAL = "கொடைக்கானல்";

describe("letters as a reader counts them", () => {
  it("counts a Tamil letter with its vowel sign or pulli as one", () => {
    expect(KODAIKANAL).toHaveLength(11);
    expect(countLetters(KODAIKANAL)).toBe(6);
    expect(splitLetters(KODAIKANAL)).toEqual(["கொ", "டை", "க்", "கா", "ன", "ல்"]);
    expect(countLetters("முருகன்".repeat(25))).toBe(100);
    expect(countLetters("Meena Silks, Madurai.")).toBe(21);
    expect(countLetters("👍🏽 🇮🇳")).toBe(3);
    expect(countLetters("")).toBe(0);
  });

  it("cuts between letters, never inside one", () => {
    // Cut in units at 5, "கொடைக்கானல்" becomes "கொடைக": the pulli is lost and க் turns into க.
    expect(KODAIKANAL.slice(0, 5)).toBe("கொடைக");
    expect(cutLetters(KODAIKANAL, 3)).toBe("கொடைக்");
    expect(cutLetters(KODAIKANAL, 6)).toBe(KODAIKANAL);
    expect(cutLetters(KODAIKANAL, 20)).toBe(KODAIKANAL);
    expect(cutLetters("Madurai", 3)).toBe("Mad");
    expect(cutLetters("👍🏽👍🏽", 1)).toBe("👍🏽");
    expect(cutLetters("abc", 0)).toBe("");
  });

  it("counts UTF-8 bytes", () => {
    expect(utf8Bytes("க")).toBe(3);
    expect(utf8Bytes("கொ")).toBe(6);
    expect(utf8Bytes("a👍")).toBe(5);
  });
});
