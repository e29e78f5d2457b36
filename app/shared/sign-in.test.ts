import { describe, expect, it } from "vitest";
import { ownerEmailSchema, safeNextPath, signInSchema } from "./sign-in";

describe("an owner's address", () => {
  it("is trimmed and lower-cased, so one person is one owner", () => {
    expect(ownerEmailSchema.parse("  Owner@Shop.IN ")).toBe("owner@shop.in");
  });

  it("must be an address", () => {
    expect(ownerEmailSchema.safeParse("owner").error?.issues[0]?.message).toBe("Please enter a valid email address, like name@example.com.");
    expect(ownerEmailSchema.safeParse("").error?.issues[0]?.message).toBe("Please enter your email address.");
    expect(ownerEmailSchema.safeParse(`${"a".repeat(250)}@b.in`).error?.issues[0]?.message).toBe("That email address is too long.");
    expect(ownerEmailSchema.safeParse(undefined).error?.issues[0]?.message).toBe("Please enter your email address.");
    expect(signInSchema.safeParse({ email: " A@B.IN " })).toEqual({ success: true, data: { email: "a@b.in" } });
  });
});

describe("where a sign-in leads", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/enquiries/12", "/admin/enquiries/12"],
    ["/admin?status=spam&q=diwali", "/admin?status=spam&q=diwali"],
    [null, "/admin"],
    ["", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/admin//evil.example", "/admin"],
    ["/\\evil.example", "/admin"],
    ["/administrator", "/admin"],
    ["/contact", "/admin"],
    ["/admin/../contact", "/admin"],
    ["/admin/..", "/admin"],
    ["/admin/./enquiries", "/admin"],
    ["/admin/.", "/admin"],
    ["/admin/.?x=1", "/admin"],
    ["evil.example/admin", "/admin"],
    ["/admin/enquiries/12.", "/admin/enquiries/12."],
    ["/admin\r\nLocation: https://evil.example", "/admin"],
  ])("%s leads to %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
