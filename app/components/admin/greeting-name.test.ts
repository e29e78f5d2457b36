import { describe, expect, it } from "vitest";
import { greetingName } from "./greeting-name";

describe("the name a reply greets by (decision 0083)", () => {
  it("is the first name, after any leading initials, in either script", () => {
    const shapes: [string, string][] = [
      ["Selvi Ganesan", "Selvi"],
      ["A Ravi", "Ravi"],
      ["K. Murugan", "Murugan"],
      ["R Senthil Kumar", "Senthil"],
      ["S.K. Rajan", "Rajan"],
      ["S. K. Rajan", "Rajan"],
      ["K.Murugan", "Murugan"],
      ["SK Rajan", "Rajan"],
      ["A. R. Rahman", "Rahman"],
      ["Ch. Lakshmi", "Lakshmi"],
      ["க. முருகன்", "முருகன்"],
      ["க முருகன்", "முருகன்"],
      ["ரா. தமிழ்ச்செல்வன்", "தமிழ்ச்செல்வன்"],
      ["மு.க. ஸ்டாலின்", "ஸ்டாலின்"],
      ["நா.முத்துக்குமார்", "முத்துக்குமார்"],
      ["செல்வி கணேசன்", "செல்வி"],
      ["  Priya  Raman ", "Priya"],
      ["Murugan K.", "Murugan"],
    ];
    for (const [typed, greeted] of shapes) expect(greetingName(typed), typed).toBe(greeted);
  });

  it("keeps a title with the name after it, and skips initials between them", () => {
    const shapes: [string, string][] = [
      ["Dr. Priya", "Dr. Priya"],
      ["Dr Priya Raman", "Dr Priya"],
      ["Mrs. Lakshmi", "Mrs. Lakshmi"],
      ["dr.priya", "dr. priya"],
      ["Dr. K. Priya", "Dr. Priya"],
      ["டாக்டர் பிரியா", "டாக்டர் பிரியா"],
      ["திரு. ராஜா", "திரு. ராஜா"],
      ["திருமதி க. லட்சுமி", "திருமதி லட்சுமி"],
    ];
    for (const [typed, greeted] of shapes) expect(greetingName(typed), typed).toBe(greeted);
  });

  it("takes two letters without a dot for a name unless they are capitals", () => {
    expect(greetingName("Om Prakash")).toBe("Om");
    expect(greetingName("சிவா ராமன்")).toBe("சிவா");
    expect(greetingName("ராமு கண்ணன்")).toBe("ராமு");
  });

  it("is the name as typed when it is only initials or a title", () => {
    for (const typed of ["K.", "S.K.", "R", "க.", "மு.க.", "Dr.", "டாக்டர்", "Dr. K.", "திரு. ரா."]) {
      expect(greetingName(` ${typed} `), typed).toBe(typed);
    }
  });
});
