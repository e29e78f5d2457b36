import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COPY_MODULES, copyTexts, englishOnly, isProse, siteEnglishCopy } from "./english-copy";

const CONTENT = path.resolve(import.meta.dirname, "../../app/content");

describe("isProse", () => {
  it("is two words or more with letters, 8 characters or more", () => {
    for (const text of ["Get Started", "About Us", "Please keep your name to", ". All rights reserved."]) expect(isProse(text), text).toBe(true);
    for (const text of ["Services", "Meta Ads!", "SEO", "Our Job", "application/feed+json", "/feed.json", "+91 98765 43210", "index, follow"]) {
      expect(isProse(text), text).toBe(text === "Meta Ads!" || text === "index, follow");
    }
  });
});

describe("copyTexts", () => {
  it("takes string leaves, the literal parts of function leaves, and skips the module's own functions", () => {
    const module = {
      copy: {
        title: " Our Story ",
        list: ["One", "Two"],
        tooLong: (max: number) => `Please keep it to ${max} characters or fewer.`,
        pair: (a: string, b: string) => `${a} and ${b}`,
      },
      getThing: () => "Not copy but a module's function",
    };
    const { texts, unsampled } = copyTexts([module]);
    expect(texts).toEqual(["Our Story", "One", "Two", "Please keep it to", "characters or fewer.", "and"]);
    expect(unsampled).toEqual([]);
  });

  it("names a function leaf that throws on the marker", () => {
    const module = { copy: { price: (n: number) => `₹${n.toFixed(2)}` } };
    expect(copyTexts([module])).toEqual({ texts: [], unsampled: ["copy.price"] });
  });
});

describe("englishOnly", () => {
  it("keeps the prose no Tamil text contains, each once, longest first", () => {
    const english = ["Meta Ads", "Get Started", "Google Business Profile", "Transforming Ideas into Digital Success", "Get Started", "Services"];
    const tamil = ["Meta Ads விளம்பரம்", "Google Business Profile பராமரிப்பு"];
    expect(englishOnly(english, tamil)).toEqual(["Transforming Ideas into Digital Success", "Get Started"]);
  });
});

describe("siteEnglishCopy", () => {
  it("reads every module of app/content/en and app/content/ta, and the Tamil service names in app/shared", () => {
    // The Tamil service names live in app/shared: the server names services in the owner's pushes and mails (decision 0084).
    const shared = { en: [], ta: ["service-names.ts"] };
    for (const lang of ["en", "ta"] as const) {
      const files = readdirSync(path.join(CONTENT, lang)).filter((name) => name.endsWith(".ts") && !name.includes(".test."));
      expect(Object.keys(COPY_MODULES[lang]).sort(), lang).toEqual([...files, ...shared[lang]].sort());
    }
  });

  it("holds the English prose of the chrome, the pages and the functions, and no brand, contact or single word", () => {
    const { strings, unsampled } = siteEnglishCopy();
    expect(unsampled).toEqual([]);
    for (const text of [
      "Transforming Ideas into Digital Success",
      "Skip to main content",
      "Send us a message",
      "Please keep your name to",
      "Ready to start with",
      "Privacy Policy",
      "Our Services",
    ]) {
      expect(strings, text).toContain(text);
    }
    // Brand names, the agency's contacts, one word, a robots directive, and the services' English names (the form's values).
    for (const text of ["Meta Ads", "Vaigai Digital", "+91 98765 43210", "Tamil Nadu", "Services", "index, follow", "Digital Marketing", "Website Development"]) {
      expect(strings, text).not.toContain(text);
    }
    expect(strings.length).toBeGreaterThan(200);
  });
});
