import { describe, expect, it } from "vitest";
import { isAdminPath } from "./admin-paths";

describe("isAdminPath", () => {
  it("is true for the inbox, its data request and everything under it", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin.data")).toBe(true);
    expect(isAdminPath("/admin/")).toBe(true);
    expect(isAdminPath("/admin/sign-in")).toBe(true);
    expect(isAdminPath("/admin/enquiries/42.data")).toBe(true);
  });

  it("is false for paths that only begin with the same letters", () => {
    expect(isAdminPath("/administrator")).toBe(false);
    expect(isAdminPath("/admin-foo")).toBe(false);
    expect(isAdminPath("/admin.database")).toBe(false);
    expect(isAdminPath("/admins/")).toBe(false);
  });

  it("is false for other pages, including ones that merely contain /admin", () => {
    expect(isAdminPath("/")).toBe(false);
    expect(isAdminPath("")).toBe(false);
    expect(isAdminPath("/contact")).toBe(false);
    expect(isAdminPath("/ta/admin")).toBe(false);
    expect(isAdminPath("/blogs/admin/")).toBe(false);
    expect(isAdminPath("admin")).toBe(false);
  });
});
