import { describe, expect, it } from "vitest";
import { dialNumber, phoneKey } from "./phone";

describe("phoneKey", () => {
  it("finds one person in every way a number is typed", () => {
    for (const typed of ["+91 98765 43210", "9876543210", "098765-43210", "(+91) 98765 43210", "919876543210"]) expect(phoneKey(typed)).toBe("9876543210");
    expect(phoneKey("0452 253 0000")).toBe("4522530000");
    expect(phoneKey("+1 415 555 0100")).toBe("14155550100");
  });

  it("names nobody with too few digits", () => {
    expect(phoneKey("12345")).toBeNull();
    expect(phoneKey("+-() ")).toBeNull();
    expect(phoneKey("123456")).toBe("123456");
  });
});

describe("dialNumber", () => {
  it.each([
    // Indian mobiles, however they are typed: WhatsApp, SMS and a call.
    ["9843012345", "mobile", "+919843012345"],
    ["98430-12345", "mobile", "+919843012345"],
    ["98430 12345", "mobile", "+919843012345"],
    ["09843012345", "mobile", "+919843012345"],
    ["+91 98430 12345", "mobile", "+919843012345"],
    ["+91-98430-12345", "mobile", "+919843012345"],
    ["(+91) 98430 12345", "mobile", "+919843012345"],
    ["919843012345", "mobile", "+919843012345"],
    ["+91 (0) 98430 12345", "mobile", "+919843012345"],
    ["6012345678", "mobile", "+916012345678"],
    // Landlines: the area code starts with 1-5; only a call.
    ["0452 253 0000", "landline", "+914522530000"],
    ["0452-2530000", "landline", "+914522530000"],
    ["+91 452 253 0000", "landline", "+914522530000"],
    ["+91 (0) 452 253 0000", "landline", "+914522530000"],
    ["91 452 2530000", "landline", "+914522530000"],
    ["044 2345 6789", "landline", "+914423456789"],
    ["011-23456789", "landline", "+911123456789"],
    ["(0452) 2530000", "landline", "+914522530000"],
    // Abroad, written with + and a country code: a mobile, as far as the inbox can tell.
    ["+44 20 7946 0958", "mobile", "+442079460958"],
    [" +44 20 7946 0958", "mobile", "+442079460958"],
    ["+1 415 555 0100", "mobile", "+14155550100"],
    ["+971 50 123 4567", "mobile", "+971501234567"],
    ["+12345678", "mobile", "+12345678"],
    ["+123456789012345", "mobile", "+123456789012345"],
  ] as const)("%s is a %s, %s", (typed, kind, e164) => {
    expect(dialNumber(typed)).toEqual({ kind, e164 });
  });

  it.each([
    "0044 +20 7946 0958",
    "+1234567",
    "+1234567890123456",
    "1 09843 012345",
    "098430123451",
    "0919843012345",
    "9198430123451",
    "0098430 12345",
    "12345",
    "+91 98430 1234",
    "+91 0 98430 123456",
    "call me",
    "",
    null,
    undefined,
  ])("%s cannot be dialled", (typed) => {
    expect(dialNumber(typed)).toBeNull();
  });

  it("leaves phoneKey as erasure and search use it", () => {
    expect(phoneKey("+91 452 253 0000")).toBe("4522530000");
    expect(phoneKey("0452 253 0000")).toBe("4522530000");
  });
});
