import { describe, expect, it } from "vitest";
import { canonicalInboxPath, isAdminPath, isInboxPath } from "./admin-paths";

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

describe("isInboxPath: the inbox however it is spelt, as React Router routes it", () => {
  it("is true for the inbox in any case, percent-encoded, and for its data requests", () => {
    for (const path of ["/admin", "/ADMIN", "/Admin/sign-in", "/%61dmin", "/%61dmin/sign-in", "/%41DMIN/enquiries/1", "/aDmIn.data", "/ADMIN.DATA", "/admin/%73ign-in", "/%61%64%6d%69%6e/"]) {
      expect(isInboxPath(path), path).toBe(true);
    }
  });

  it("is false for what React Router would not route to the inbox", () => {
    // Decoded once, as React Router does: "%2561" is "%61", not "a". An encoded "/" stays one.
    for (const path of ["/", "/ADMINISTRATOR", "/Admin-foo", "/%2561dmin", "/admin%2Fsign-in", "/ta/ADMIN", "/%E0%A4%A", "/contact", "admin"]) {
      expect(isInboxPath(path), path).toBe(false);
    }
  });
});

describe("canonicalInboxPath: the inbox spelt the site's way", () => {
  it("spells the first segment /admin (or /admin.data) and keeps the rest as it came", () => {
    expect(canonicalInboxPath("/ADMIN")).toBe("/admin");
    expect(canonicalInboxPath("/Admin/sign-in")).toBe("/admin/sign-in");
    expect(canonicalInboxPath("/%61dmin")).toBe("/admin");
    expect(canonicalInboxPath("/%61dmin/%73ign-in")).toBe("/admin/%73ign-in");
    expect(canonicalInboxPath("/aDmIn/Enquiries/7")).toBe("/admin/Enquiries/7");
    expect(canonicalInboxPath("/ADMIN.DATA")).toBe("/admin.data");
    expect(canonicalInboxPath("/ADMIN/")).toBe("/admin/");
  });

  it("is null for a path spelt /admin… already, and for any path that is not the inbox", () => {
    for (const path of ["/admin", "/admin.data", "/admin/sign-in", "/admin/%73ign-in", "/admin/Enquiries/7", "/about", "/ADMINISTRATOR", "/%2561dmin"]) {
      expect(canonicalInboxPath(path), path).toBeNull();
    }
  });
});
