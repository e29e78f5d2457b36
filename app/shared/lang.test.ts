import { describe, expect, it } from "vitest";
import {
  alternatePaths,
  browserLang,
  CONTENT_LANGUAGE,
  counterpartPath,
  englishPath,
  isLang,
  langCookie,
  langOfPath,
  LANGUAGE_NAMES,
  localePath,
  OG_LOCALE,
  otherLang,
} from "./lang";

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
    expect(localePath("ta", "/?ref=home")).toBe("/ta?ref=home");
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

describe("language names and tags", () => {
  it("names each language for Open Graph, schema.org and the switch", () => {
    expect(OG_LOCALE).toEqual({ en: "en_IN", ta: "ta_IN" });
    expect(CONTENT_LANGUAGE).toEqual({ en: "en-IN", ta: "ta-IN" });
    expect(LANGUAGE_NAMES).toEqual({ en: "English", ta: "தமிழ்" });
  });

  it("knows only en and ta, and switches each to the other", () => {
    expect([isLang("en"), isLang("ta"), isLang("fr"), isLang(""), isLang(undefined)]).toEqual([true, true, false, false, false]);
    expect(otherLang("en")).toBe("ta");
    expect(otherLang("ta")).toBe("en");
  });

  it("remembers an explicit choice for a year, Secure only over HTTPS", () => {
    expect(langCookie("ta", true)).toBe("lang=ta; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(langCookie("en", false)).toBe("lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});

describe("browserLang", () => {
  it.each([
    ["ta-IN,ta;q=0.9,en;q=0.8", "ta"],
    ["en-GB,en;q=0.9,ta;q=0.8", "en"],
    ["en;q=0.5,ta;q=0.6", "ta"],
    ["fr-FR,de", "en"],
    ["ta;q=0", "en"],
    ["", "en"],
  ] as const)("%j -> %s", (header, expected) => {
    expect(browserLang(header)).toBe(expected);
  });
  it("English without the header", () => expect(browserLang(null)).toBe("en"));
});
