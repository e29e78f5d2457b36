/** What a push says: the service in the title, the name and the start of the message, the enquiry's page and id. */
import { describe, expect, it } from "vitest";
import { enquiryPush, testPush } from "./push-message";

const enquiry = { id: 42, name: "Meena Kumari", service: "Digital Marketing", message: "Short one." };

describe("enquiryPush", () => {
  it("names the service, the visitor and the message, and opens the enquiry", () => {
    expect(enquiryPush(enquiry, "en")).toEqual({ title: "New enquiry: Digital Marketing", body: "Meena Kumari: Short one.", url: "/admin/enquiries/42", tag: "42" });
  });

  it("puts the message on one line, without control or bidi characters, and cuts a long one at a word", () => {
    const message = `Line one\n\nline\u202e two\u0007 ${"word ".repeat(40)}`;
    const { body } = enquiryPush({ ...enquiry, message }, "en");
    expect(body.startsWith("Meena Kumari: Line one line two word word")).toBe(true);
    expect(body.endsWith("word…")).toBe(true);
    expect([...body.slice("Meena Kumari: ".length)].length).toBeLessThanOrEqual(101);
  });

  it("counts Tamil letters as a reader does: 100 letters, not 100 UTF-16 units", () => {
    const letter = "கொ"; // one letter, two UTF-16 units (க and the vowel sign ொ)
    const { body } = enquiryPush({ ...enquiry, message: letter.repeat(150) }, "ta");
    const shown = body.slice("Meena Kumari: ".length, -1);
    expect(shown).toBe(letter.repeat(100));
  });

  it("has a test notification that opens the notifications page", () => {
    expect(testPush("en")).toMatchObject({ title: "Test notification", url: "/admin/notifications", tag: "test" });
  });

  it("speaks a Tamil owner's language: the title, the service as the Tamil site names it, the test notification", () => {
    expect(enquiryPush(enquiry, "ta")).toEqual({ title: "புதிய விசாரணை: டிஜிட்டல் மார்க்கெட்டிங்", body: "Meena Kumari: Short one.", url: "/admin/enquiries/42", tag: "42" });
    expect(enquiryPush({ ...enquiry, service: "Meta Ads" }, "ta").title).toBe("புதிய விசாரணை: Meta Ads");
    expect(testPush("ta")).toEqual({
      title: "டெஸ்ட் நோட்டிஃபிகேஷன்",
      body: "இந்தச் சாதனத்தில் நோட்டிஃபிகேஷன்கள் வேலை செய்கின்றன. புதிய விசாரணைகள் இப்படித்தான் வரும்.",
      url: "/admin/notifications",
      tag: "test",
    });
  });
});
