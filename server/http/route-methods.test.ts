/**
 * Posts reach only plain paths with an action, and GET or HEAD only routes with something to
 * read: in the site's listener, and createRouteMethodCheck alone over a route table of its own.
 */
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { RESOURCE_CSP } from "./content-security-policy";
import { createRouteMethodCheck } from "./route-methods";
import { answered, fakeRequest } from "../test-support/fake-http";
import { post, rendered, useSites } from "../test-support/sites";

const { site } = await useSites();

describe("form posts", () => {
  it("refuses with 400 a post whose target is not a plain path on this site", async () => {
    for (const target of ["//evil.example/contact", "/\\evil.example/contact", "/contact//", "http://evil.example/contact", "*"]) {
      const reply = await post(site, target, { keepAlive: true });
      expect(reply.status, target).toBe(400);
      expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
      expect(reply.header("connection")).toBe("close");
      expect(reply.text).toBe("Bad Request: the address must be a plain path such as /contact.\n");
    }
  });

  it("keeps the query as it is: slashes there do not make a target odd", async () => {
    const reply = await post(site, "/contact?from=//elsewhere");
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe(`http://127.0.0.1:${site}/contact?from=//elsewhere`);
  });

  it("refuses with 405 (Allow: GET, HEAD) a post to a page without an action", async () => {
    for (const target of ["/page", "/", "/nowhere", "/text.txt", "/../page"]) {
      const reply = await post(site, target, { keepAlive: true });
      expect(reply.status, target).toBe(405);
      expect(reply.header("allow")).toBe("GET, HEAD");
      expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
      expect(reply.header("connection")).toBe("close");
      expect(reply.text).toBe("Method Not Allowed: this page takes no form posts.\n");
    }
  });

  it("passes a single-fetch post (/contact.data) to the action, marked as a data request", async () => {
    const reply = await post(site, "/contact.data");
    expect(reply.status).toBe(200);
    expect(reply.header("x-data-request")).toBe("true");
    expect(reply.header("content-type")).toBe("text/x-script; charset=utf-8");
    expect(reply.header("content-security-policy")).toBe(RESOURCE_CSP);
    expect(reply.text).toContain("name=A");
  });
});

describe("createRouteMethodCheck alone", () => {
  const module = (action?: boolean) => ({ default: () => null, ...(action ? { action: () => null } : {}) });
  const postOnly = { action: () => null };
  const feed = { loader: () => null };
  const routes = {
    root: { id: "root", path: "", module: module() },
    home: { id: "home", parentId: "root", index: true, module: module(true) },
    contact: { id: "contact", parentId: "root", path: "contact", module: module(true) },
    about: { id: "about", parentId: "root", path: "about", module: module() },
    blog: { id: "blog", parentId: "root", path: "blog", module: module(true) },
    "blog/index": { id: "blog/index", parentId: "blog", index: true, module: module() },
    "blog/post": { id: "blog/post", parentId: "blog", path: ":slug", module: module() },
    "sign-out": { id: "sign-out", parentId: "root", path: "sign-out", module: postOnly },
    feed: { id: "feed", parentId: "root", path: "feed.json", module: feed },
    gone: undefined,
  } as unknown as ServerBuild["routes"];

  /** Whether a POST to the target gets through to React Router. */
  const takesPost = (check: ReturnType<typeof createRouteMethodCheck>, target: string) => answered((res) => check(fakeRequest({}, target, "POST"), res)) === null;

  it.each([
    ["/contact", true],
    ["/contact/", true],
    ["/contact.data", true],
    ["/contact?x=1", true],
    ["/about", false],
    ["/nowhere", false],
    ["/", false],
    ["/?index", true],
    ["/?index=", true],
    ["/?index=1", false],
    ["/?x=1&index", true],
    ["/_root.data", false],
    ["/_root.data?index", true],
    ["/blog", true],
    ["/blog?index", false],
    ["/blog/first-post", false],
    ["/blog.data", true],
    ["//[", false],
    // Past the check for a plain path, but not a URL (node:http never hands over such a target).
    ["/\t/[", false],
  ])("%s → %s", (target, expected) => {
    expect(takesPost(createRouteMethodCheck(routes), target)).toBe(expected);
  });

  it("takes .data as a data request only at the end of the path", () => {
    expect(takesPost(createRouteMethodCheck(routes), "/contact.data/")).toBe(false);
  });

  it("finds no action where only index routes match and ?index is not asked for", () => {
    const onlyIndex = { home: { id: "home", index: true, module: module(true) } } as unknown as ServerBuild["routes"];
    expect(takesPost(createRouteMethodCheck(onlyIndex), "/")).toBe(false);
    expect(takesPost(createRouteMethodCheck(onlyIndex), "/?index")).toBe(true);
  });

  it("finds nothing in an empty build", () => {
    expect(takesPost(createRouteMethodCheck({}), "/contact")).toBe(false);
  });

  it("answers GET and HEAD of a route that only takes posts with 405 (Allow: POST), and lets every other read through", () => {
    const check = createRouteMethodCheck(routes);
    for (const method of ["GET", "HEAD"]) {
      for (const target of ["/sign-out", "/sign-out/", "/sign-out?x=1", "/sign-out.data"]) {
        expect(answered((res) => check(fakeRequest({}, target, method), res)), `${method} ${target}`).toEqual({
          status: 405,
          headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
          body: "Method Not Allowed: this address only takes form posts.\n",
        });
      }
      for (const target of ["/about", "/contact", "/", "/?index", "/blog", "/blog/first-post", "/feed.json", "/nowhere", "//[", "/sign-out/more"]) {
        expect(answered((res) => check(fakeRequest({}, target, method), res)), `${method} ${target}`).toBeNull();
      }
    }
  });

  it("lets every request but a POST, and a GET or HEAD of a post-only route, through, and answers what it refuses as in the listener", () => {
    const check = createRouteMethodCheck(routes);
    for (const method of ["GET", "HEAD", "PUT"]) expect(answered((res) => check(fakeRequest({}, "//evil.example/about", method), res)), method).toBeNull();
    expect(answered((res) => check(fakeRequest({}, "/sign-out", "PUT"), res))).toBeNull();
    expect(takesPost(check, "/sign-out")).toBe(true);
    expect(answered((res) => check(fakeRequest({}, "//evil.example/contact", "POST"), res))).toEqual({
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
      body: "Bad Request: the address must be a plain path such as /contact.\n",
    });
    expect(answered((res) => check(fakeRequest({}, "/about", "POST"), res))).toEqual({
      status: 405,
      headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
      body: "Method Not Allowed: this page takes no form posts.\n",
    });
    // Without a target, as "/": the root route takes no posts.
    const noTarget = fakeRequest({}, undefined, "POST");
    noTarget.url = undefined;
    expect(answered((res) => check(noTarget, res))?.status).toBe(405);
  });
});
