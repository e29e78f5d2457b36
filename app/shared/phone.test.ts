import { describe, expect, it } from "vitest";
import { phoneKey } from "./phone";

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
