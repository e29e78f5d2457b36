import { describe, expect, it } from "vitest";
import { absoluteUrl, LOGO_PNG_PATH, LOGO_PNG_SIZE, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from "./urls";

// vitest.config.ts builds with SITE_URL https://www.vaigaidigital.in.
const ORIGIN = "https://www.vaigaidigital.in";

describe("absoluteUrl", () => {
  it("puts a site path on the canonical origin", () => {
    expect(absoluteUrl("/about")).toBe(`${ORIGIN}/about`);
    expect(absoluteUrl("/")).toBe(`${ORIGIN}/`);
    expect(absoluteUrl("/ta/services/seo-optimization")).toBe(`${ORIGIN}/ta/services/seo-optimization`);
    expect(absoluteUrl("/contact?service=seo#form")).toBe(`${ORIGIN}/contact?service=seo#form`);
  });

  it("resolves a path without a leading slash from the site root", () => {
    expect(absoluteUrl("og/logo.png")).toBe(`${ORIGIN}/og/logo.png`);
    expect(absoluteUrl("")).toBe(`${ORIGIN}/`);
  });

  it("percent-encodes what a URL cannot carry as is", () => {
    expect(absoluteUrl("/blogs/a b")).toBe(`${ORIGIN}/blogs/a%20b`);
  });
});

describe("shareImagePath", () => {
  it("names an English page's image in /og after its path", () => {
    expect(shareImagePath("/")).toBe("/og/home.png");
    expect(shareImagePath("/about")).toBe("/og/about.png");
    expect(shareImagePath("/services/meta-ads")).toBe("/og/services--meta-ads.png");
    expect(shareImagePath("/blogs/seo-basics")).toBe("/og/blogs--seo-basics.png");
  });

  it("puts a Tamil page's image under /og/ta with its English twin's name", () => {
    expect(shareImagePath("/ta")).toBe("/og/ta/home.png");
    expect(shareImagePath("/ta/")).toBe("/og/ta/home.png");
    expect(shareImagePath("/ta/about")).toBe("/og/ta/about.png");
    expect(shareImagePath("/ta/services/meta-ads")).toBe("/og/ta/services--meta-ads.png");
  });

  it("treats a path that only starts with the letters ta as English", () => {
    expect(shareImagePath("/tamil")).toBe("/og/tamil.png");
    expect(shareImagePath("/tax/guide")).toBe("/og/tax--guide.png");
  });

  it("ignores any number of slashes at either end", () => {
    expect(shareImagePath("/about/")).toBe("/og/about.png");
    expect(shareImagePath("/about//")).toBe("/og/about.png");
    expect(shareImagePath("//about")).toBe("/og/about.png");
    expect(shareImagePath("/ta/services/seo//")).toBe("/og/ta/services--seo.png");
  });
});

describe("image constants", () => {
  it("are the logo's raster copy and the share images' Open Graph size", () => {
    expect(LOGO_PNG_PATH).toBe("/og/logo.png");
    expect(LOGO_PNG_SIZE).toBe(512);
    expect([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]).toEqual([1200, 630]);
  });
});
