/** The remembered choice of language: redirectToChosenLanguage alone, and in the site's listener. */
import { describe, expect, it } from "vitest";
import { languageVary, redirectToChosenLanguage } from "./language-redirect";
import { answered, fakeRequest } from "../test-support/fake-http";
import { send } from "../test-support/raw-http";
import { expectSecurityHeaders, useSites } from "../test-support/sites";

/** Where redirectToChosenLanguage sends the request, or null when it lets it through. */
const languageRedirect = (req: ReturnType<typeof fakeRequest>) => answered((res) => redirectToChosenLanguage(req, res))?.headers.Location ?? null;
const request = (url: string, headers: Record<string, string> = {}, method = "GET") => fakeRequest(headers, url, method);
/** Whether a visitor with this Cookie header is sent from / to /ta: only one who chose Tamil. */
const choseTamil = (cookie: string | undefined) => languageRedirect(request("/", cookie === undefined ? {} : { cookie })) === "/ta";

describe("the remembered language", () => {
  it("reads the switch's cookie among others, and nothing else", () => {
    expect(choseTamil(undefined)).toBe(false);
    expect(choseTamil("lang=ta")).toBe(true);
    expect(choseTamil("a=1; lang=en; b=2")).toBe(false);
    expect(choseTamil("lang=fr")).toBe(false);
    expect(choseTamil("xlang=ta")).toBe(false);
    expect(choseTamil("lang=ta=ta")).toBe(false);
    expect(choseTamil("a=%; lang = ta ;b")).toBe(true);
    expect(choseTamil("lang=t%61")).toBe(true);
    expect(choseTamil("lang=; lang=ta")).toBe(false);
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

  it("makes the home page's files vary by Cookie, and no other's", () => {
    expect(languageVary("/")).toEqual(["Cookie"]);
    expect(languageVary("/ta")).toEqual([]);
    expect(languageVary("/assets/app.js")).toEqual([]);
  });
});

const { site } = await useSites();

describe("the remembered language, in the site's listener", () => {
  it("sends a visitor who chose Tamil from / to /ta with 302, Vary: Cookie and no body", async () => {
    for (const method of ["GET", "HEAD"]) {
      const reply = await send(site, { method, target: "/", headers: { Cookie: "theme=dark; lang=ta" } });
      expect(reply.status, method).toBe(302);
      expect(reply.header("location")).toBe("/ta");
      expect(reply.header("vary")).toBe("Cookie");
      expect(reply.header("cache-control")).toBe("private, no-cache");
      expect(reply.header("content-length")).toBe("0");
      expect(reply.text).toBe("");
      expectSecurityHeaders(reply);
    }
    const withQuery = await send(site, { target: "/?utm_source=x", headers: { Cookie: "lang=ta" } });
    expect(withQuery.status).toBe(302);
    expect(withQuery.header("location")).toBe("/ta?utm_source=x");
  });

  it("serves / itself, varying by Cookie, without the Tamil choice", async () => {
    const reply = await send(site, { target: "/", headers: { Cookie: "lang=en" } });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe("<!doctype html><p>static home</p>\n");
    expect(reply.header("vary")).toBe("Accept-Encoding, Sec-Fetch-Site, Cookie");
  });
});
