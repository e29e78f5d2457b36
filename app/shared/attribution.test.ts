import { describe, expect, it } from "vitest";
import { ATTRIBUTION_TEXT_MAX, type Attribution } from "./analytics";
import { hostSource, parseAttribution, readAttribution, visitAttributionOf } from "./attribution";

const OWN_HOST = "vaigaidigital.in";
const landing = (query = "", path = "/services/meta-ads") => new URL(`https://${OWN_HOST}${path}${query}`);
const read = (query: string, referrer = "") => readAttribution(landing(query), referrer, OWN_HOST);
const sourceOf = (query: string, referrer = "") => read(query, referrer).source;

describe("readAttribution: the source", () => {
  it("no referrer and no campaign is direct, and keeps only the source and the landing path", () => {
    expect(read("")).toEqual({ source: "direct", landing: "/services/meta-ads" });
  });

  it.each([
    ["https://www.google.com/", "google"],
    ["https://www.google.co.in/", "google"],
    ["https://google.de/search?q=x", "google"],
    ["https://news.google.com/articles/1", "google"],
    ["https://www.bing.com/search?q=seo+madurai", "bing"],
    ["https://cn.bing.com/", "bing"],
    ["https://www.facebook.com/", "facebook"],
    ["https://m.facebook.com/", "facebook"],
    ["https://l.facebook.com/l.php?u=x", "facebook"],
    ["https://lm.facebook.com/", "facebook"],
    ["https://fb.com/", "facebook"],
    ["https://www.instagram.com/", "instagram"],
    ["https://l.instagram.com/?u=x", "instagram"],
    ["https://wa.me/", "whatsapp"],
    ["https://web.whatsapp.com/", "whatsapp"],
    ["https://whatsapp.com/", "whatsapp"],
    ["https://www.youtube.com/watch?v=1", "youtube"],
    ["https://m.youtube.com/", "youtube"],
    ["https://youtu.be/abc", "youtube"],
    ["https://www.linkedin.com/feed/", "linkedin"],
    ["https://lnkd.in/abc", "linkedin"],
    ["https://chatgpt.com/", "ai"],
    ["https://chat.openai.com/", "ai"],
    ["https://www.perplexity.ai/search", "ai"],
    ["https://gemini.google.com/app", "ai"],
    ["https://copilot.microsoft.com/", "ai"],
    ["https://claude.ai/chat/1", "ai"],
    ["https://example.org/blog", "other"],
    ["https://notgoogle.com/", "other"],
    ["https://google.com.evil.example/", "other"],
    ["https://mygoogle.co.in/", "other"],
    ["https://instagram.com.example/", "other"],
    ["https://fakefacebook.com/", "other"],
    ["https://microsoft.com/", "other"],
  ])("the referrer %s is %s", (referrer, source) => {
    expect(sourceOf("", referrer)).toBe(source);
  });

  it("a referrer from this site itself, with or without www., is no referrer: direct", () => {
    expect(read("", `https://${OWN_HOST}/about`)).toEqual({ source: "direct", landing: "/services/meta-ads" });
    expect(read("", `https://www.${OWN_HOST}/`)).toEqual({ source: "direct", landing: "/services/meta-ads" });
    expect(readAttribution(landing(), `https://${OWN_HOST}/`, `www.${OWN_HOST}`).source).toBe("direct");
    expect(readAttribution(landing(), `https://VAIGAIDIGITAL.IN/`, OWN_HOST).source).toBe("direct");
  });

  it("an empty or unreadable referrer is none", () => {
    expect(sourceOf("", "")).toBe("direct");
    expect(sourceOf("", "not a url")).toBe("direct");
    expect(read("", "about:blank")).toEqual({ source: "direct", landing: "/services/meta-ads" });
  });

  it.each([
    ["instagram", "instagram"],
    ["Instagram", "instagram"],
    ["ig", "instagram"],
    ["IG", "instagram"],
    ["insta", "instagram"],
    ["l.instagram.com", "instagram"],
    ["facebook", "facebook"],
    ["fb", "facebook"],
    ["meta", "facebook"],
    ["youtube", "youtube"],
    ["yt", "youtube"],
    ["whatsapp", "whatsapp"],
    ["wa", "whatsapp"],
    ["linkedin", "linkedin"],
    ["li", "linkedin"],
    ["google", "google"],
    ["adwords", "google"],
    ["google.co.in", "google"],
    ["bing", "bing"],
    ["chatgpt.com", "ai"],
    ["chatgpt", "ai"],
    ["perplexity", "ai"],
    ["gemini", "ai"],
    ["newsletter", "other"],
    ["diwali-flyer", "other"],
  ])("utm_source=%s is %s", (utmSource, source) => {
    expect(sourceOf(`?utm_source=${encodeURIComponent(utmSource)}`)).toBe(source);
  });

  it("utm_source comes before the click ids and the referrer", () => {
    expect(sourceOf("?utm_source=ig&gclid=abc", "https://www.google.com/")).toBe("instagram");
    expect(sourceOf("?utm_source=newsletter&fbclid=abc", "https://l.facebook.com/")).toBe("other");
  });

  it("gclid is Google; fbclid is Facebook, or Instagram when Instagram referred; both before the referrer", () => {
    expect(sourceOf("?gclid=Cj0KCQ")).toBe("google");
    expect(sourceOf("?gclid=Cj0KCQ", "https://www.bing.com/")).toBe("google");
    expect(sourceOf("?fbclid=IwAR1")).toBe("facebook");
    expect(sourceOf("?fbclid=IwAR1", "https://example.org/")).toBe("facebook");
    expect(sourceOf("?fbclid=IwAR1", "https://l.instagram.com/")).toBe("instagram");
  });

  it("a blank utm_source counts as none", () => {
    expect(sourceOf("?utm_source=%20%20", "https://www.bing.com/")).toBe("bing");
  });
});

describe("readAttribution: what is kept", () => {
  it("every utm value, which click id (never its value), the referrer's host only and the landing path (no query)", () => {
    const attribution = read(
      "?utm_source=instagram&utm_medium=paid_social&utm_campaign=diwali&utm_term=seo+madurai&utm_content=reel-2&fbclid=SECRET&other=1",
      "https://l.instagram.com/?u=https%3A%2F%2Fvaigaidigital.in&e=SECRET2",
    );
    expect(attribution).toEqual({
      source: "instagram",
      referrer: "l.instagram.com",
      utmSource: "instagram",
      utmMedium: "paid_social",
      utmCampaign: "diwali",
      utmTerm: "seo madurai",
      utmContent: "reel-2",
      click: "fbclid",
      landing: "/services/meta-ads",
    } satisfies Attribution);
    expect(JSON.stringify(attribution)).not.toContain("SECRET");
    expect(JSON.parse(JSON.stringify(read("")))).toEqual({ source: "direct", landing: "/services/meta-ads" });
  });

  it("gclid is named before fbclid when a URL carries both", () => {
    expect(read("?fbclid=1&gclid=2").click).toBe("gclid");
  });

  it("a click id without a value is still its presence", () => {
    expect(read("?gclid")).toEqual({ source: "google", click: "gclid", landing: "/services/meta-ads" });
  });

  it("values are trimmed, blank ones dropped, long ones cut to ATTRIBUTION_TEXT_MAX", () => {
    const long = "d".repeat(ATTRIBUTION_TEXT_MAX + 50);
    const attribution = read(`?utm_campaign=${long}&utm_medium=%20cpc%20&utm_term=%20`);
    expect(attribution.utmCampaign).toBe("d".repeat(ATTRIBUTION_TEXT_MAX));
    expect(attribution.utmMedium).toBe("cpc");
    expect(attribution.utmTerm).toBeUndefined();
  });

  it("a cut never leaves half of a character (an emoji is two UTF-16 units)", () => {
    const campaign = `${"d".repeat(ATTRIBUTION_TEXT_MAX - 1)}🪔`;
    const cut = read(`?utm_campaign=${encodeURIComponent(campaign)}`).utmCampaign!;
    expect(cut).toBe("d".repeat(ATTRIBUTION_TEXT_MAX - 1));
    expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it("control characters and bidirectional overrides are dropped (the server would refuse the visit's every event)", () => {
    const attribution = read("?utm_campaign=diw%00ali%0A%1B%7F%C2%9F&utm_content=%E2%80%AEreel%E2%81%A6");
    expect(attribution.utmCampaign).toBe("diwali");
    expect(attribution.utmContent).toBe("reel");
    expect(read("?utm_term=%0A%0D%09").utmTerm).toBeUndefined();
  });

  it("a script in a value is kept as the text it is (escaping is the reader's job)", () => {
    expect(read("?utm_campaign=%3Cscript%3Ealert(1)%3C%2Fscript%3E").utmCampaign).toBe("<script>alert(1)</script>");
  });

  it("the referrer's host is lower case and cut too", () => {
    expect(read("", "https://WWW.Example.ORG/path").referrer).toBe("www.example.org");
    const longHost = `${"a".repeat(60)}.${"b".repeat(60)}.example`;
    expect(read("", `https://${longHost}/`).referrer).toBe(longHost.slice(0, ATTRIBUTION_TEXT_MAX));
  });

  it("the landing is the path only, in either language", () => {
    expect(readAttribution(landing("?utm_source=fb#top", "/ta/contact"), "", OWN_HOST).landing).toBe("/ta/contact");
    expect(readAttribution(landing("", "/"), "", OWN_HOST).landing).toBe("/");
  });
});

describe("hostSource", () => {
  it("gemini.google.com is an AI assistant, any other Google host is Google", () => {
    expect(hostSource("gemini.google.com")).toBe("ai");
    expect(hostSource("www.google.com")).toBe("google");
    expect(hostSource("google.com")).toBe("google");
  });
});

describe("visitAttributionOf: first touch per tab", () => {
  const instagram = read("?utm_source=instagram&utm_campaign=diwali");

  it("the tab's first landing is kept", () => {
    expect(visitAttributionOf(null, instagram)).toBe(instagram);
  });

  it("a direct load later (reload, typed address, a link from this site) keeps the first touch", () => {
    const reload = readAttribution(landing("", "/contact"), "", OWN_HOST);
    expect(visitAttributionOf(instagram, reload)).toBe(instagram);
    const ownLink = readAttribution(landing("", "/contact"), `https://${OWN_HOST}/`, OWN_HOST);
    expect(visitAttributionOf(instagram, ownLink)).toBe(instagram);
  });

  it("the same touch again on another page (a reload after navigating) keeps the first landing", () => {
    const sameTouch = readAttribution(landing("?utm_source=instagram&utm_campaign=diwali", "/contact"), "", OWN_HOST);
    expect(visitAttributionOf(instagram, sameTouch)).toBe(instagram);
  });

  it("a new campaign or another site's referrer in the same tab starts a new attribution", () => {
    const google = read("?gclid=abc");
    expect(visitAttributionOf(instagram, google)).toBe(google);
    const otherCampaign = read("?utm_source=instagram&utm_campaign=pongal");
    expect(visitAttributionOf(instagram, otherCampaign)).toBe(otherCampaign);
    const bing = read("", "https://www.bing.com/");
    expect(visitAttributionOf(instagram, bing)).toBe(bing);
    const campaignWithoutSource = read("?utm_campaign=flyer");
    expect(visitAttributionOf(instagram, campaignWithoutSource)).toBe(campaignWithoutSource);
  });
});

describe("parseAttribution", () => {
  it("reads back what was kept", () => {
    const kept = read("?utm_source=ig");
    expect(parseAttribution(JSON.stringify(kept))).toEqual(kept);
  });

  it.each([null, "", "not json", "null", "42", '"direct"', "{}", '{"source":"direct"}', '{"landing":"/"}', '{"source":1,"landing":"/"}'])(
    "%j is none",
    (stored) => {
      expect(parseAttribution(stored)).toBeNull();
    },
  );
});
