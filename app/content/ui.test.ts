import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateEnquiry } from "~/shared/enquiry";
import { ENQUIRY_LIMITS } from "~/shared/enquiry-form";
import { PHONE_MIN_DIGITS } from "~/shared/phone";
import { DRAFT_MAX_AGE_MS } from "~/components/contact/enquiry-outbox";
import { contactCopy, enquiryMessages } from "./contact-copy.server";
import { contactEn, validationEn } from "./en/contact";
import { contactTa, validationTa } from "./ta/contact";
import { uiTa } from "./ta/ui";
import { uiEn } from "./en/ui";
import { textLeaves } from "./text-leaves";

const APP = path.resolve(import.meta.dirname, "..");

/** The source of every public component and route, where these strings used to be inline (the inbox's words are its own, in app/content/admin/, checked by tests/e2e/admin-languages.test.ts). */
function screenSources(): string {
  const files: string[] = [path.join(APP, "root.tsx")];
  for (const dir of ["components", "routes"]) {
    for (const name of readdirSync(path.join(APP, dir), { recursive: true }) as string[]) {
      if (/\.tsx?$/.test(name) && !name.includes(".test.") && !name.startsWith("admin/")) files.push(path.join(APP, dir, name));
    }
  }
  // Comments may quote the text they are about.
  const code = (source: string) => source.replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, "");
  return files.map((file) => code(readFileSync(file, "utf8"))).join("\n");
}

describe("the interface strings", () => {
  it("are read from here: no screen carries its English text inline any more", () => {
    const sources = screenSources();
    const inline = [...textLeaves(uiEn), ...textLeaves(contactEn)]
      .filter(([, value]) => typeof value === "string" && value.length > 3)
      .filter(([, value]) => sources.includes(`"${value as string}"`) || sources.includes(`>${value as string}<`))
      .map(([key]) => key);
    expect(inline).toEqual([]);
  });

  it.each([
    ["English", validationEn],
    ["Tamil", validationTa],
  ] as const)("has the very messages the shared enquiry schema gives (%s)", (_language, v) => {
    const valid = {
      name: "Priya",
      email: "priya@example.com",
      phone: "",
      businessName: "",
      service: "Meta Ads",
      message: "Hello",
    };
    const errorFor = (field: keyof typeof valid, value: unknown) => {
      const result = validateEnquiry({ ...valid, [field]: value }, enquiryMessages(v));
      return result.success ? "(accepted)" : result.fieldErrors[field];
    };
    expect(errorFor("name", "")).toBe(v.name.missing);
    expect(errorFor("name", "x".repeat(101))).toBe(v.name.tooLong(ENQUIRY_LIMITS.name));
    expect(errorFor("name", "a\u0001b")).toBe(v.unusualCharacters);
    expect(errorFor("name", "a\u202Eb")).toBe(v.directionCharacters);
    expect(errorFor("businessName", "\u2066Silks")).toBe(v.directionCharacters);
    expect(errorFor("email", "")).toBe(v.email.missing);
    expect(errorFor("email", `${"a".repeat(250)}@example.com`)).toBe(v.email.tooLong(ENQUIRY_LIMITS.email));
    expect(errorFor("email", "nope")).toBe(v.email.invalid);
    expect(errorFor("phone", 5)).toBe(v.phone.invalid);
    expect(errorFor("phone", "1".repeat(21))).toBe(v.phone.tooLong(ENQUIRY_LIMITS.phone));
    expect(errorFor("phone", "call me")).toBe(v.phone.characters);
    expect(errorFor("phone", "+91 1234")).toBe("(accepted)");
    expect(errorFor("phone", "+91")).toBe(v.phone.tooFewDigits(PHONE_MIN_DIGITS));
    expect(errorFor("businessName", 5)).toBe(v.businessName.missing);
    expect(errorFor("businessName", "x".repeat(121))).toBe(v.businessName.tooLong(ENQUIRY_LIMITS.businessName));
    expect(errorFor("service", "")).toBe(v.service.missing);
    expect(errorFor("message", "")).toBe(v.message.missing);
    expect(errorFor("message", "x".repeat(5001))).toBe(v.message.tooLong(ENQUIRY_LIMITS.message));
    expect(errorFor("submissionId" as keyof typeof valid, "not-a-uuid")).toBe(v.submissionId.invalid);
  });

  it("words the English functions as the components do", () => {
    expect(uiEn.footer.copyright("2025–2026", "Vaigai Digital")).toBe("© 2025–2026 Vaigai Digital. All rights reserved.");
    expect(uiEn.cards.readingTime(4)).toBe("4 min read");
    expect(contactEn.errorSummary(1)).toBe("Please check this field:");
    expect(contactEn.errorSummary(3)).toBe("Please check these 3 fields:");
    expect(contactEn.rateLimited(1, "+91 98765 43210")).toContain("about 1 minute, or call us on +91 98765 43210.");
    expect(validationEn.name.tooLong(100)).toBe("Please keep your name to 100 characters or fewer.");
    expect(validationTa.phone.tooFewDigits(6)).toBe("போன் எண்ணில் குறைந்தது 6 இலக்கங்கள் இருக்கும். எண்ணைச் சரிபாருங்கள், அல்லது இந்தக் கட்டத்தைக் காலியாக விடுங்கள்.");
  });

  it.each([
    ["interface", uiEn, uiTa],
    ["contact page", contactEn, contactTa],
    ["validation", validationEn, validationTa],
  ] as const)("has a Tamil string for every English one, each written in Tamil (%s)", (_part, english, tamil) => {
    const en = textLeaves(english).map(([key]) => key);
    const ta = textLeaves(tamil);
    expect(ta.map(([key]) => key)).toEqual(en);
    const notTamil = ta
      .filter(([, value]) => typeof value === "string" && !/[\u0B80-\u0BFF]/.test(value))
      .map(([key]) => key);
    expect(notTamil).toEqual([]);
  });

  it("says how long the device keeps a draft, in days from the outbox's own limit", () => {
    const days = DRAFT_MAX_AGE_MS / (24 * 3600_000);
    expect(contactCopy("en").device.draftNote).toContain(`for ${days} days or until it is sent`);
    expect(contactCopy("ta").device.draftNote).toContain(`${days} நாட்கள் வரை`);
  });

  it("formats Tamil counts and the copyright line", () => {
    expect(uiTa.cards.readingTime(4)).toBe("4 நிமிட வாசிப்பு");
    expect(contactTa.errorSummary(1)).toBe("இந்த விவரத்தைச் சரிபாருங்கள்:");
    expect(contactTa.errorSummary(3)).toBe("இந்த 3 விவரங்களைச் சரிபாருங்கள்:");
    expect(uiTa.footer.copyright("2025–2026", "Vaigai Digital")).toContain("© 2025–2026 Vaigai Digital.");
  });
});
