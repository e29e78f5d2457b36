/** The inbox's one spelling: redirectToCanonicalInbox alone, and in the site's listener. */
import { describe, expect, it } from "vitest";
import { redirectToCanonicalInbox } from "./inbox-spelling";
import { answered, fakeRequest } from "../test-support/fake-http";
import { send } from "../test-support/raw-http";
import { expectSecurityHeaders, post, rendered, useSites } from "../test-support/sites";

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Cross-Origin-Opener-Policy": "same-origin" };

const check = (target: string, method = "GET") => answered((res) => redirectToCanonicalInbox(fakeRequest({}, target, method), res));

describe("redirectToCanonicalInbox", () => {
  it("sends a page of the inbox spelt another way on to /admin…, its query kept", () => {
    expect(check("/ADMIN")).toEqual({ status: 301, headers: { ...PRIVATE, Location: "/admin" }, body: "" });
    expect(check("/Admin/sign-in?next=%2Fadmin")?.headers.Location).toBe("/admin/sign-in?next=%2Fadmin");
    expect(check("/%61dmin/enquiries/7", "HEAD")?.headers.Location).toBe("/admin/enquiries/7");
    expect(check("/ADMIN.data?index")?.headers.Location).toBe("/admin.data?index");
  });

  it("resolves dot segments and runs of slashes first, as React Router's request URL does", () => {
    expect(check("/x/../ADMIN")?.headers.Location).toBe("/admin");
    expect(check("//ADMIN/sign-in")?.headers.Location).toBe("/admin/sign-in");
    expect(check("/x/%2e%2e/Admin")?.headers.Location).toBe("/admin");
  });

  it("answers any other method with 404: nothing changes through another spelling", () => {
    for (const method of ["POST", "PUT"]) {
      expect(check("/ADMIN/enquiries/7", method)).toEqual({
        status: 404,
        headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
        body: "Not Found: the inbox is at /admin.\n",
      });
    }
  });

  it("lets the inbox spelt /admin… through, and every other path", () => {
    for (const target of ["/admin", "/admin/sign-in", "/admin/%73ign-in", "/admin/Enquiries/7", "/admin.data", "/", "/about", "/ADMINISTRATOR", "/%2561dmin", "/x/../admin"]) {
      expect(check(target), target).toBeNull();
      expect(check(target, "POST"), target).toBeNull();
    }
  });
});

describe("in the site's listener", async () => {
  const { site } = await useSites();

  it("answers before the same-origin check and before React Router, with the security headers", async () => {
    const page = await send(site, { target: "/%41dmin?x=1" });
    expect(page.status).toBe(301);
    expect(page.header("location")).toBe("/admin?x=1");
    expect(page.header("x-robots-tag")).toBe("noindex, nofollow");
    expectSecurityHeaders(page);
    const change = await post(site, "/ADMIN", { headers: { Origin: "https://evil.example" }, keepAlive: true });
    expect(change.status).toBe(404);
    expectSecurityHeaders(change);
  });

  it("leaves the inbox spelt /admin to React Router, private", async () => {
    const inbox = await send(site, { target: "/admin" });
    expect(rendered(inbox).url).toBe(`http://127.0.0.1:${site}/admin`);
    expect(inbox.header("cache-control")).toBe("no-store");
    expect(inbox.header("x-robots-tag")).toBe("noindex, nofollow");
  });
});
