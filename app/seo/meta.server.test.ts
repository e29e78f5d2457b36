import { describe, expect, it } from "vitest";
import { site } from "~/content/en/site";
import { absoluteUrl, documentTitle, pageMeta, shareImagePath } from "./meta.server";

function find(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("pageMeta", () => {
  const meta = pageMeta({ title: "About Us", description: "About the agency.", path: "/about" });

  it("titles the page with the brand", () => {
    expect(documentTitle("About Us")).toBe(`About Us | ${site.name}`);
    expect(meta).toContainEqual({ title: `About Us | ${site.name}` });
  });

  it("adds description, canonical, Open Graph and Twitter tags with an absolute image", () => {
    expect(find(meta, "name", "description")?.content).toBe("About the agency.");
    expect(find(meta, "rel", "canonical")?.href).toBe(`${site.url}/about`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${site.url}/about`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${site.url}/og/about.png`);
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("points a Tamil page's og:image and twitter:image at its own Tamil image", () => {
    const tamil = pageMeta({ title: "எங்களைப் பற்றி", description: "d", path: "/ta/about" });
    expect(find(tamil, "property", "og:image")?.content).toBe(`${site.url}/og/ta/about.png`);
    expect(find(tamil, "name", "twitter:image")?.content).toBe(`${site.url}/og/ta/about.png`);
    expect(find(pageMeta({ title: "t", description: "d", path: "/ta" }), "property", "og:image")?.content).toBe(`${site.url}/og/ta/home.png`);
  });

  it("adds robots and article dates only when asked", () => {
    const home = pageMeta({ title: "Home", description: "d", path: "/", robots: "index, follow" });
    expect(find(home, "name", "robots")?.content).toBe("index, follow");
    const article = pageMeta({ title: "A", description: "d", path: "/blogs/a", type: "article", publishedTime: "2025-08-24" });
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "property", "article:published_time")?.content).toBe("2025-08-24");
  });
});

describe("shareImagePath and absoluteUrl", () => {
  it("names one image per page path", () => {
    expect(shareImagePath("/")).toBe("/og/home.png");
    expect(shareImagePath("/services/meta-ads")).toBe("/og/services--meta-ads.png");
    expect(shareImagePath("/ta")).toBe("/og/ta/home.png");
    expect(shareImagePath("/ta/services/meta-ads")).toBe("/og/ta/services--meta-ads.png");
    expect(shareImagePath("/tamil")).toBe("/og/tamil.png");
    expect(absoluteUrl("/x")).toBe(`${site.url}/x`);
  });
});

describe("pageMeta, whole", () => {
  it("gives a Tamil article every tag, in order, with its hreflang twins and the agency's JSON-LD", () => {
    const t = `கட்டுரை | ${site.name}`;
    const meta = pageMeta({ title: "கட்டுரை", description: "விளக்கம்", path: "/ta/blogs/a", type: "article", publishedTime: "2025-08-24" });
    const jsonLd = meta.at(-1) as { "script:ld+json": { "@graph": Array<{ "@type": string }> } };
    expect(meta.slice(0, -1)).toEqual([
      { title: t },
      { name: "description", content: "விளக்கம்" },
      { tagName: "link", rel: "canonical", href: `${site.url}/ta/blogs/a` },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${site.url}/blogs/a` },
      { tagName: "link", rel: "alternate", hrefLang: "ta", href: `${site.url}/ta/blogs/a` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site.url}/blogs/a` },
      { property: "og:type", content: "article" },
      { property: "og:site_name", content: site.name },
      { property: "og:locale", content: "ta_IN" },
      { property: "og:locale:alternate", content: "en_IN" },
      { property: "og:title", content: t },
      { property: "og:description", content: "விளக்கம்" },
      { property: "og:url", content: `${site.url}/ta/blogs/a` },
      { property: "og:image", content: `${site.url}/og/ta/blogs--a.png` },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: `கட்டுரை – ${site.name}` },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: t },
      { name: "twitter:description", content: "விளக்கம்" },
      { name: "twitter:image", content: `${site.url}/og/ta/blogs--a.png` },
      { name: "twitter:image:alt", content: `கட்டுரை – ${site.name}` },
      { property: "article:published_time", content: "2025-08-24" },
    ]);
    expect(jsonLd["script:ld+json"]["@graph"].map((n) => n["@type"])).toEqual(["ProfessionalService"]);
  });

  it("gives an English page the Tamil locale as its alternate, a given image without a type, and no article date", () => {
    const meta = pageMeta({ title: "Home", description: "d", path: "/", image: "/og/custom.png", imageAlt: "Alt" });
    expect(find(meta, "property", "og:locale")?.content).toBe("en_IN");
    expect(find(meta, "property", "og:locale:alternate")?.content).toBe("ta_IN");
    expect(find(meta, "property", "og:type")?.content).toBe("website");
    expect(find(meta, "property", "og:image")?.content).toBe(`${site.url}/og/custom.png`);
    expect(find(meta, "property", "og:image:type")).toBeUndefined();
    expect(find(meta, "name", "twitter:image:alt")?.content).toBe("Alt");
    expect(find(meta, "property", "article:published_time")).toBeUndefined();
    expect(meta).toHaveLength(23);
  });
});
