import { describe, expect, it } from "vitest";
import { alternatePaths, counterpartPath, englishPath, langOfPath, localePath } from "./lang";

describe("language paths", () => {
  it("reads the language of a path from its /ta prefix only", () => {
    expect(langOfPath("/")).toBe("en");
    expect(langOfPath("/about")).toBe("en");
    expect(langOfPath("/ta")).toBe("ta");
    expect(langOfPath("/ta/blogs/blog10")).toBe("ta");
    expect(langOfPath("/tamil")).toBe("en");
    expect(langOfPath("/taxes")).toBe("en");
  });

  it("maps English paths to Tamil ones and back", () => {
    expect(localePath("ta", "/")).toBe("/ta");
    expect(localePath("ta", "/services/seo-optimization")).toBe("/ta/services/seo-optimization");
    expect(localePath("ta", "/contact?service=seo")).toBe("/ta/contact?service=seo");
    expect(localePath("ta", "/#top")).toBe("/ta#top");
    expect(localePath("en", "/about")).toBe("/about");
    expect(localePath("ta", "https://example.com/")).toBe("https://example.com/");
    expect(englishPath("/ta")).toBe("/");
    expect(englishPath("/ta/about")).toBe("/about");
    expect(englishPath("/about")).toBe("/about");
  });

  it("finds the same page in the other language", () => {
    expect(counterpartPath("/")).toBe("/ta");
    expect(counterpartPath("/ta")).toBe("/");
    expect(counterpartPath("/blogs/blog10")).toBe("/ta/blogs/blog10");
    expect(counterpartPath("/ta/privacy-policy")).toBe("/privacy-policy");
    expect(alternatePaths("/about")).toEqual({ en: "/about", ta: "/ta/about" });
  });
});
