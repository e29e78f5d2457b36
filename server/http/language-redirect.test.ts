import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { chosenLanguage, languageRedirect } from "./language-redirect";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ url, method, headers }) as unknown as IncomingMessage;

describe("the remembered language", () => {
  it("reads the switch's cookie among others, and nothing else", () => {
    expect(chosenLanguage(undefined)).toBeNull();
    expect(chosenLanguage("lang=ta")).toBe("ta");
    expect(chosenLanguage("a=1; lang=en; b=2")).toBe("en");
    expect(chosenLanguage("lang=fr")).toBeNull();
    expect(chosenLanguage("xlang=ta")).toBeNull();
    expect(chosenLanguage("lang=ta=ta")).toBeNull();
    expect(chosenLanguage("a=%; lang = ta ;b")).toBe("ta");
    expect(chosenLanguage("lang=t%61")).toBe("ta");
    expect(chosenLanguage("lang=; lang=ta")).toBeNull();
  });

  it("sends a visitor who chose Tamil from the English home page to /ta, keeping the query", () => {
    expect(languageRedirect(request("/", { cookie: "lang=ta" }))).toBe("/ta");
    expect(languageRedirect(request("/", { cookie: "lang=ta" }, "HEAD"))).toBe("/ta");
    expect(languageRedirect(request("/?utm_source=x", { cookie: "lang=ta" }))).toBe("/ta?utm_source=x");
  });

  it("redirects nobody else: other pages, other methods, English choosers, Accept-Language alone", () => {
    expect(languageRedirect(request("/about", { cookie: "lang=ta" }))).toBeNull();
    expect(languageRedirect(request("/", { cookie: "lang=ta" }, "POST"))).toBeNull();
    expect(languageRedirect(request("/", { cookie: "lang=en" }))).toBeNull();
    expect(languageRedirect(request("/", { "accept-language": "ta-IN,ta;q=0.9" }))).toBeNull();
    expect(languageRedirect(request("//evil.example", { cookie: "lang=ta" }))).toBeNull();
  });
});
