import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { absoluteUrl, documentTitle, pageMeta, shareImagePath } from "./seo";

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
