import { describe, expect, it } from "vitest";
import { siteIdentity } from "~/shared/site";
import { localeEn } from "./en/locale";
import { localeTa } from "./ta/locale";
import { uiTa } from "./ta/ui";

describe("each language's locale", () => {
  it("advertises both feeds on English pages and the Tamil RSS feed on Tamil pages", () => {
    expect(localeEn.feeds).toEqual([
      { type: "application/rss+xml", title: `${siteIdentity.name} blog`, href: "/rss.xml" },
      { type: "application/feed+json", title: `${siteIdentity.name} blog`, href: "/feed.json" },
    ]);
    expect(localeTa.feeds).toEqual([{ type: "application/rss+xml", title: uiTa.feed.title(siteIdentity.name), href: "/ta/rss.xml" }]);
  });

  it("puts English paths into the page's language", () => {
    expect(localeEn.path("/contact?service=seo")).toBe("/contact?service=seo");
    expect(localeTa.path("/contact?service=seo")).toBe("/ta/contact?service=seo");
    expect(localeTa.path("/")).toBe("/ta");
  });

  it("prefills WhatsApp in the page's language", () => {
    expect(decodeURIComponent(localeEn.whatsappHref)).toContain(localeEn.site.whatsappMessage);
    expect(decodeURIComponent(localeTa.whatsappHref)).toContain(localeTa.site.whatsappMessage);
    expect(localeTa.site.whatsappMessage).not.toBe(localeEn.site.whatsappMessage);
  });
});
