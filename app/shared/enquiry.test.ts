import { describe, expect, it } from "vitest";
import { SERVICE_NAMES } from "~/shared/services";
import { services } from "~/content/en/services";
import { enquiryMessages } from "~/content/contact-copy.server";
import { validationEn } from "~/content/en/contact";
import { validateEnquiry } from "./enquiry";
import { ENQUIRY_LIMITS, readEnquiryForm, type EnquiryFormValues } from "./enquiry-form";

const MESSAGES = enquiryMessages(validationEn);

const valid: EnquiryFormValues = {
  name: "Meena Sundaram",
  email: "meena@example.in",
  phone: "+91 98765-43210",
  businessName: "Meena Silks",
  service: "Website Development",
  message: "We sell sarees in Madurai and want a simple website with WhatsApp ordering.\nBudget: ₹40,000.",
};

function errorsFor(changes: Partial<Record<keyof EnquiryFormValues, unknown>>) {
  const result = validateEnquiry({ ...valid, ...changes }, MESSAGES);
  return result.success ? {} : result.fieldErrors;
}

describe("enquiry schema", () => {
  it("accepts a complete enquiry and trims it", () => {
    const result = validateEnquiry({ ...valid, name: "  Meena Sundaram ", message: `\n ${valid.message} \n` }, MESSAGES);
    expect(result).toEqual({ success: true, data: valid });
  });

  it("accepts an enquiry without the optional phone and business name", () => {
    const result = validateEnquiry({ ...valid, phone: "", businessName: "   " }, MESSAGES);
    expect(result).toEqual({ success: true, data: { ...valid, phone: "", businessName: "" } });
  });

  it("offers exactly the seven service names, matching the content", () => {
    expect(SERVICE_NAMES.map((s) => s.title)).toEqual(services.map((s) => s.title));
    for (const { title } of SERVICE_NAMES) expect(validateEnquiry({ ...valid, service: title }, MESSAGES).success).toBe(true);
  });

  it.each([
    ["name", { name: "" }, "Please enter your name."],
    ["name", { name: "   " }, "Please enter your name."],
    ["name", { name: undefined }, "Please enter your name."],
    ["name", { name: "a".repeat(101) }, "Please keep your name to 100 characters or fewer."],
    ["name", { name: "Meena\u0000" }, "Please remove unusual characters."],
    ["name", { name: "Meena\nSundaram" }, "Please remove unusual characters."],
    ["email", { email: "" }, "Please enter your email address."],
    ["email", { email: "meena@" }, "Please enter a valid email address, like name@example.com."],
    ["email", { email: "meena example.in" }, "Please enter a valid email address, like name@example.com."],
    ["email", { email: `${"a".repeat(245)}@example.in` }, "Please keep your email address to 254 characters or fewer."],
    ["phone", { phone: "98765 ABCDE" }, "Please use only digits, spaces and + - ( ) in the phone number."],
    ["phone", { phone: "1".repeat(21) }, "Please keep the phone number to 20 characters or fewer."],
    ["phone", { phone: "0" }, "A phone number has at least 6 digits. Please check it, or leave this box empty."],
    ["phone", { phone: "-" }, "A phone number has at least 6 digits. Please check it, or leave this box empty."],
    ["phone", { phone: "12345" }, "A phone number has at least 6 digits. Please check it, or leave this box empty."],
    ["phone", { phone: "+91" }, "A phone number has at least 6 digits. Please check it, or leave this box empty."],
    ["phone", { phone: "(0) 12-34" }, "A phone number has at least 6 digits. Please check it, or leave this box empty."],
    ["businessName", { businessName: "b".repeat(121) }, "Please keep your business name to 120 characters or fewer."],
    ["businessName", { businessName: "Silks\u001b[31m" }, "Please remove unusual characters."],
    ["service", { service: "" }, "Please choose a service."],
    ["service", { service: "digital-marketing" }, "Please choose a service."],
    ["service", { service: "Cooking" }, "Please choose a service."],
    ["message", { message: "" }, "Please tell us about your project."],
    ["message", { message: " \n\t " }, "Please tell us about your project."],
    ["message", { message: "m".repeat(5001) }, "Please keep your message to 5000 characters or fewer."],
    ["message", { message: "Hello\u0007" }, "Please remove unusual characters."],
    ["message", { message: "Hello\u0085" }, "Please remove unusual characters."],
  ])("refuses a bad %s (%j)", (field, changes, message) => {
    expect(errorsFor(changes)).toEqual({ [field]: message });
  });

  // Issue 27: a name that reads other than it is ("\u202Eeyahs" shows as "shahye") misleads the owner.
  const BIDI_CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];

  it.each(BIDI_CONTROLS.map((char) => [`U+${char.codePointAt(0)!.toString(16).toUpperCase()}`, char]))(
    "refuses the bidirectional control %s in the name and the business name",
    (_, char) => {
      const message = "Please remove the hidden characters that change the direction of the text.";
      expect(errorsFor({ name: `Meena ${char}Sundaram` })).toEqual({ name: message });
      expect(errorsFor({ businessName: `${char}Silks` })).toEqual({ businessName: message });
    },
  );

  it("keeps the neighbours of the bidirectional controls, and Tamil names", () => {
    for (const name of ["Meena\u200dSundaram", "மீனா சுந்தரம்", "Meena \u2029".trim(), "Meena\u2070"]) {
      expect(errorsFor({ name }), name).toEqual({});
    }
  });

  it("keeps limits at their documented values, counted after trimming", () => {
    expect(ENQUIRY_LIMITS).toEqual({ name: 100, email: 254, phone: 20, businessName: 120, message: 5000 });
    expect(validateEnquiry({ ...valid, name: ` ${"a".repeat(100)} ` }, MESSAGES).success).toBe(true);
    expect(validateEnquiry({ ...valid, message: "m".repeat(5000) }, MESSAGES).success).toBe(true);
    expect(validateEnquiry({ ...valid, phone: "(0452) 123-4567" }, MESSAGES).success).toBe(true);
  });

  // Issue 31: a limit counts letters as a reader does (a Tamil letter is 1 to 3 UTF-16 units).
  it("counts the limits in letters, so a Tamil name of 100 letters fits and one of 101 does not", () => {
    const tamil100 = "முருகன்".repeat(25); // 100 letters, 175 units
    expect(tamil100).toHaveLength(175);
    expect(validateEnquiry({ ...valid, name: tamil100 }, MESSAGES).success).toBe(true);
    expect(errorsFor({ name: `${tamil100}க` })).toEqual({ name: "Please keep your name to 100 characters or fewer." });
    expect(validateEnquiry({ ...valid, businessName: "கொ".repeat(120), message: "கொடைக்கானல் ".repeat(714) }, MESSAGES).success).toBe(true);
    expect(errorsFor({ message: "கொடைக்கானல் ".repeat(715) })).toEqual({ message: "Please keep your message to 5000 characters or fewer." });
    expect(validateEnquiry({ ...valid, name: "👍🏽".repeat(100) }, MESSAGES).success).toBe(true);
  });

  it("keeps a ceiling in bytes, whatever the letters: one letter stuffed with marks is refused", () => {
    // One letter to a reader: a base and 1,000 combining marks (2,001 bytes, over 100 × 12).
    const stuffed = `a${"\u0301".repeat(1000)}`;
    expect(validateEnquiry({ ...valid, name: "a" }, MESSAGES).success).toBe(true);
    expect(errorsFor({ name: stuffed })).toEqual({ name: "Please keep your name to 100 characters or fewer." });
    // Just under the ceiling it is a letter like any other.
    expect(validateEnquiry({ ...valid, name: `a${"\u0301".repeat(599)}` }, MESSAGES).success).toBe(true);
  });

  it("allows tabs and line breaks in the message only", () => {
    expect(validateEnquiry({ ...valid, message: "Line one\r\n\tLine two" }, MESSAGES).success).toBe(true);
  });

  it("reports every bad field at once, one message each", () => {
    expect(Object.keys(errorsFor({ name: "", email: "x", service: "", message: "" }))).toEqual([
      "name",
      "email",
      "service",
      "message",
    ]);
  });

  it("reads the typed values of a form, treating files and absent fields as empty", () => {
    const form = new FormData();
    form.set("name", "Meena");
    form.set("message", new Blob(["not text"]));
    form.set("website", "spam");
    expect(readEnquiryForm(form)).toEqual({ name: "Meena", email: "", phone: "", businessName: "", service: "", message: "" });
  });

  it("names a missing email or message as missing, and keeps one submission id in lower case", () => {
    expect(errorsFor({ email: undefined, message: undefined })).toEqual({
      email: "Please enter your email address.",
      message: "Please tell us about your project.",
    });
    const result = validateEnquiry({ ...valid, submissionId: "3F1C2B4A-5D6E-4F70-8A9B-0C1D2E3F4A5B" }, MESSAGES);
    expect(result.success && result.data.submissionId).toBe("3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b");
  });
});
