import { describe, expect, it } from "vitest";
import { internationalDigits, mailtoHref, telHref, whatsappReplyHref } from "./reply-links";

const enquiry = { name: "Selvi Ganesan", email: "selvi+shop@example.in", phone: "98430 12345", service: "Meta Ads" };

describe("one-tap replies", () => {
  it.each([
    ["9843012345", "919843012345"],
    ["98430-12345", "919843012345"],
    ["09843012345", "919843012345"],
    ["+91 98430 12345", "919843012345"],
    ["919843012345", "919843012345"],
    ["+44 20 7946 0958", "442079460958"],
    ["0452 2530000", null],
    [" +44 20 7946 0958", "442079460958"],
    ["0044 +20 7946 0958", null],
    ["+1234567", null],
    ["+12345678", "12345678"],
    ["+123456789012345", "123456789012345"],
    ["+1234567890123456", null],
    ["1 09843 012345", null],
    ["098430123451", null],
    ["0919843012345", null],
    ["9198430123451", null],
    ["12345", null],
    ["", null],
    [null, null],
  ])("%s is %s as an international number", (phone, digits) => {
    expect(internationalDigits(phone)).toBe(digits);
  });

  it("WhatsApp opens a chat with the visitor and a greeting naming them and the service", () => {
    const href = whatsappReplyHref(enquiry)!;
    expect(href.startsWith("https://wa.me/919843012345?text=")).toBe(true);
    expect(decodeURIComponent(href.split("?text=")[1]!)).toBe("Hello Selvi, this is Vaigai Digital. Thank you for your enquiry about Meta Ads.");
    expect(whatsappReplyHref({ ...enquiry, phone: null })).toBeNull();
    const spaced = whatsappReplyHref({ ...enquiry, name: "  Selvi Ganesan" })!;
    expect(decodeURIComponent(spaced.split("?text=")[1]!)).toMatch(/^Hello Selvi, /);
  });

  it("the mail names the service in its subject and keeps the address intact", () => {
    const url = new URL(mailtoHref(enquiry));
    expect(url.protocol).toBe("mailto:");
    expect(decodeURIComponent(url.pathname)).toBe("selvi+shop@example.in");
    expect(url.searchParams.get("subject")).toBe("Your enquiry about Meta Ads – Vaigai Digital");
    expect(url.searchParams.get("body")).toMatch(/^Hello Selvi,\n\nThank you for your enquiry about Meta Ads\./);
  });

  it("an address cannot add mail headers or recipients", () => {
    const href = mailtoHref({ ...enquiry, email: "a@b.in?bcc=x@evil.example&subject=hi" });
    expect(href).not.toContain("?bcc");
    expect(new URL(href).searchParams.get("bcc")).toBeNull();
  });

  it("a call dials the international number", () => {
    expect(telHref(enquiry)).toBe("tel:+919843012345");
    expect(telHref({ ...enquiry, phone: "abc" })).toBeNull();
  });
});
