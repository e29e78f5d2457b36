/**
 * Pages by the owner's names (decision 0085): every page of the site, in both languages, is named
 * from the site's own words in the owner's language, a page in the other language says so, and a
 * path that is no page stays a path.
 */
import { describe, expect, it } from "vitest";
import { articleSlugsOnDisk, pagePaths } from "./paths.server";
import { pageName } from "./page-names.server";

const TAMIL = /[\u0B80-\u0BFF]/;

describe("a page's name for the owner", () => {
  it("names the fixed pages by the menus, services by their names, articles by their titles", () => {
    expect(pageName("/", "en")).toBe("Home");
    expect(pageName("/ta", "en")).toBe("Home (Tamil)");
    expect(pageName("/ta/", "en")).toBe("Home (Tamil)");
    expect(pageName("/ta/services/meta-ads", "en")).toBe("Meta Ads service (Tamil)");
    expect(pageName("/services/seo-optimization", "en")).toBe("SEO Optimization service");
    expect(pageName("/privacy-policy", "en")).toBe("Privacy Policy");
    expect(pageName("/blogs/how-video-editing-boosts-brand-engagement", "en")).toBe("How Video Editing Boosts Brand Engagement");
    // The spec's alias of that article.
    expect(pageName("/blogs/blog10", "en")).toBe("How Video Editing Boosts Brand Engagement");
    expect(pageName("/ta", "ta")).toBe("முகப்பு");
    expect(pageName("/", "ta")).toBe("முகப்பு (ஆங்கிலம்)");
    expect(pageName("/ta/services/digital-marketing", "ta")).toBe("டிஜிட்டல் மார்க்கெட்டிங் சேவை");
    expect(pageName("/ta/blogs/why-seo-matters-for-small-businesses", "ta")).toBe("சிறு வணிகங்களுக்கு SEO ஏன் முக்கியம்");
  });

  it("names every page of the site in either language, in that language's words", () => {
    for (const path of pagePaths(articleSlugsOnDisk())) {
      const english = pageName(path, "en");
      const tamil = pageName(path, "ta");
      expect(english, path).not.toBe(path);
      expect(tamil, path).not.toBe(path);
      expect(TAMIL.test(english), english).toBe(false);
      expect(TAMIL.test(tamil), tamil).toBe(true);
    }
  });

  it("keeps a path that is no page of the site as it is", () => {
    for (const path of ["/services/not-a-service", "/blogs/no-such-article", "/wp-login.php", "/ta/ta/about", "/about/team"]) {
      expect(pageName(path, "en")).toBe(path);
      expect(pageName(path, "ta")).toBe(path);
    }
  });
});
