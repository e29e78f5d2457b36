import { XMLValidator } from "fast-xml-parser";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { articles, articlesTa } from "~/content/articles.server";
import { staticPages } from "~/content/en/pages";
import { canonicalPaths } from "~/content/paths.server";
import { services } from "~/content/en/services";
import { staticPagesTa } from "~/content/ta/pages";
import { servicesTa } from "~/content/ta/services";
import { siteTa } from "~/content/ta/site";
import { localePath } from "../shared/lang";
import { displayDomain, shareImageSvg, sharePages } from "./share-image.server";
import { escapeSvgText, fitSubtitle, layoutTitle, TAMIL_FONT_FAMILY, textWidth, TITLE_MAX_WIDTH, titleLineHeight, truncateLines, wrapText } from "./text-layout.server";

const logoSvg = readFileSync(new URL("../../public/logo.svg", import.meta.url), "utf8");

describe("title layout", () => {
  it("measures with DejaVu Sans Bold widths", () => {
    expect(textWidth("a", 100)).toBeCloseTo(67.5, 1);
    expect(textWidth("WWW", 10)).toBeGreaterThan(textWidth("iii", 10));
  });

  it("keeps short titles on one big line and wraps long ones within the width", () => {
    expect(layoutTitle("Meta Ads")).toEqual({ fontSize: 76, lineHeight: 88, lines: ["Meta Ads"] });
    const long = layoutTitle("Why Website Development Is Important for Your Business");
    expect(long.lines.length).toBeGreaterThanOrEqual(2);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    for (const line of long.lines) expect(textWidth(line, long.fontSize)).toBeLessThanOrEqual(TITLE_MAX_WIDTH);
    expect(long.lines.join(" ")).toBe("Why Website Development Is Important for Your Business");
  });

  it("shrinks to fit a height and ends an overlong title with an ellipsis", () => {
    const title = "Why Website Development Is Important for Your Business";
    expect(layoutTitle(title, TITLE_MAX_WIDTH, 200).fontSize).toBeLessThan(layoutTitle(title).fontSize);
    const huge = layoutTitle(Array.from({ length: 40 }, (_, i) => `word${i}`).join(" "));
    expect(huge.lines).toHaveLength(3);
    expect(huge.lines[2]!.endsWith("…")).toBe(true);
    const oneWord = layoutTitle("x".repeat(200));
    expect(oneWord.lines.at(-1)!.endsWith("…")).toBe(true);
    for (const line of [...huge.lines, ...oneWord.lines]) expect(textWidth(line, huge.fontSize)).toBeLessThanOrEqual(TITLE_MAX_WIDTH);
  });

  it("refuses to wrap a word wider than the line", () => {
    expect(wrapText("x".repeat(100), 76, 500, 3)).toBeNull();
    expect(wrapText("a b c", 76, 1000, 1)).toEqual(["a b c"]);
  });
});

describe("share image SVG", () => {
  const svg = shareImageSvg({ title: `Terms & Conditions <"x">`, kind: "Legal", subtitle: "A & B", logoSvg, domain: "vaigaidigital.in" });

  it("is well-formed, 1200x630, with the brand gradient, accent, logo, title and domain", () => {
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('width="1200" height="630"');
    for (const colour of ["#1e1b4b", "#4338ca", "#7c3aed", "#f59e0b"]) expect(svg).toContain(colour);
    expect(svg).toContain("data:image/svg+xml;base64,");
    expect(svg).toContain("Terms &amp; Conditions");
    expect(svg).toContain("&lt;&quot;x&quot;&gt;");
    expect(svg).not.toContain('<"x">');
    expect(svg).toContain(">LEGAL<");
    expect(svg).toContain("vaigaidigital.in");
    expect(svg).toContain('font-family="DejaVu Sans, sans-serif"');
  });

  it("renders to a 1200x630 PNG with sharp", async () => {
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });

  it("prints the domain without www", () => {
    expect(displayDomain("https://www.vaigaidigital.in")).toBe("vaigaidigital.in");
    expect(displayDomain("http://127.0.0.1:3000")).toBe("127.0.0.1");
  });
});

describe("share pages", () => {
  const pages = sharePages({ en: { services, articles }, ta: { services: servicesTa, articles: articlesTa } });
  const canonical = canonicalPaths(articles.map((a) => a.slug));

  it("has one image for every canonical page, titled as the page's meta", () => {
    expect(pages.filter((p) => p.lang === "en").map((p) => p.path)).toEqual(canonical);
    const byPath = new Map(pages.map((p) => [p.path, p]));
    for (const [path, copy] of Object.entries(staticPages)) expect(byPath.get(path)).toMatchObject({ title: copy.title, kind: copy.kind });
    for (const s of services) expect(byPath.get(`/services/${s.slug}`)).toMatchObject({ title: s.title, kind: "Service", subtitle: s.description });
    for (const a of articles) {
      expect(byPath.get(`/blogs/${a.slug}`)).toMatchObject({ title: a.title, kind: "Article", subtitle: `August 24, 2025 · ${a.readingMinutes} min read` });
    }
  });

  it("has one Tamil image for every Tamil twin, in Tamil: title, label, date and reading time", () => {
    expect(pages.filter((p) => p.lang === "ta").map((p) => p.path)).toEqual(canonical.map((path) => localePath("ta", path)));
    const byPath = new Map(pages.map((p) => [p.path, p]));
    for (const [path, copy] of Object.entries(staticPagesTa)) {
      expect(byPath.get(localePath("ta", path))).toMatchObject({ lang: "ta", title: copy.title, kind: copy.kind });
    }
    for (const s of servicesTa) {
      expect(byPath.get(`/ta/services/${s.slug}`)).toMatchObject({ title: s.title, kind: "சேவை", subtitle: s.description });
    }
    for (const a of articlesTa) {
      const english = articles.find((e) => e.slug === a.slug)!;
      expect(byPath.get(`/ta/blogs/${a.slug}`)).toMatchObject({
        title: a.title,
        kind: "கட்டுரை",
        subtitle: `24 ஆகஸ்ட், 2025 · ${english.readingMinutes} நிமிட வாசிப்பு`,
      });
    }
  });
});

describe("Tamil share images", () => {
  const pages = sharePages({ en: { services, articles }, ta: { services: servicesTa, articles: articlesTa } }).filter((p) => p.lang === "ta");
  const svgOf = (page: (typeof pages)[number]) => shareImageSvg({ ...page, logoSvg, domain: "vaigaidigital.in" });

  it("measures Tamil with Noto Sans Tamil Bold: pulli takes no room, ு and ூ by consonant", () => {
    expect(textWidth("க", 100)).toBeCloseTo(91.4 * 1.03, 1);
    expect(textWidth("க்", 100)).toBe(textWidth("க", 100));
    expect(textWidth("பு", 100)).toBe(textWidth("ப", 100));
    expect(textWidth("ஷு", 100)).toBeGreaterThan(textWidth("ஷ", 100) + 50);
    expect(textWidth("கொ", 100)).toBeGreaterThan(textWidth("கோ", 100));
  });

  it("sets every Tamil image's text in Noto Sans Tamil, the label as written: no upper case, no letter-spacing", () => {
    for (const page of pages) {
      const svg = svgOf(page);
      expect(XMLValidator.validate(svg), page.path).toBe(true);
      const families = [...svg.matchAll(/font-family="([^"]*)"/g)].map((m) => m[1]);
      expect(new Set(families), page.path).toEqual(new Set([TAMIL_FONT_FAMILY]));
      expect(svg, page.path).not.toContain("letter-spacing");
      expect(svg, page.path).toContain(`>${page.kind}</text>`);
      expect(svg, page.path).toContain(siteTa.tagline);
      expect(svg, page.path).toContain(">கோரிப்பாளையம், மதுரை</text>");
    }
    expect(TAMIL_FONT_FAMILY.startsWith("Noto Sans Tamil, DejaVu Sans")).toBe(true);
    // The tagline beside the logo (x = 188) ends before the right margin.
    expect(textWidth(siteTa.tagline, 22)).toBeLessThanOrEqual(1200 - 80 - 188);
    expect(svgOf(pages[0]!)).not.toBe(shareImageSvg({ title: "Digital Marketing & Web Solutions", kind: "Digital agency in Madurai", logoSvg, domain: "vaigaidigital.in" }));
  });

  it("wraps the longest Tamil titles within the width, whole words, with room for the subtitle", () => {
    const longest = [...pages].sort((a, b) => b.title.length - a.title.length).slice(0, 3);
    for (const page of longest) {
      const layout = layoutTitle(page.title, TITLE_MAX_WIDTH, 268 - 64, "ta");
      expect(layout.lines.join(" "), page.path).toBe(page.title);
      expect(layout.lines.length, page.path).toBeGreaterThanOrEqual(2);
      for (const line of layout.lines) expect(textWidth(line, layout.fontSize), line).toBeLessThanOrEqual(TITLE_MAX_WIDTH);
    }
    const cut = layoutTitle(Array.from({ length: 12 }, () => "வாடிக்கையாளர்களுக்கான").join(" "), TITLE_MAX_WIDTH, Infinity, "ta");
    expect(cut.lines).toHaveLength(3);
    expect(cut.lines[2]!.endsWith("…")).toBe(true);
    // A word too wide for a line is cut between letters, never between a consonant and its vowel sign.
    const word = layoutTitle("ஸ்ரீ".repeat(5) + "கொ".repeat(40), TITLE_MAX_WIDTH, Infinity, "ta").lines[0]!;
    expect(word.endsWith("கொ…")).toBe(true);
  });

  it("keeps a service's long Tamil description to two lines: first sentences, or cut with …", () => {
    for (const s of servicesTa) {
      const lines = fitSubtitle(s.description, 28, TITLE_MAX_WIDTH);
      expect(lines.length, s.slug).toBeGreaterThanOrEqual(1);
      expect(lines.length, s.slug).toBeLessThanOrEqual(2);
      for (const line of lines) expect(textWidth(line, 28), line).toBeLessThanOrEqual(TITLE_MAX_WIDTH);
    }
    expect(fitSubtitle("ஒன்று. இரண்டு.", 28, 300)).toEqual(["ஒன்று. இரண்டு."]);
    expect(fitSubtitle("ஒன்று. இரண்டு மூன்று நான்கு ஐந்து.", 28, 200)).toEqual(["ஒன்று."]);
  });

  // The width table against the renderer: every Tamil title line as librsvg draws it in the
  // image's font is no wider than measured (it would run off the image), and not much
  // narrower (a wrong font or missing glyphs drawn as boxes would be).
  it("measures each Tamil title line as wide as librsvg draws it, or a little wider", async () => {
    const lines = pages.flatMap((page) => {
      const layout = layoutTitle(page.title, TITLE_MAX_WIDTH, Infinity, "ta");
      return layout.lines.map((line) => ({ line, fontSize: layout.fontSize }));
    });
    lines.push({ line: "ஸ்ரீ க்ஷேத்திரம் கொண்டாட்டம் கௌரவம் பூக்கள் ஜூஸ் டீ", fontSize: 54 });
    for (const { line, fontSize } of lines) {
      const drawn = await inkWidth(line, fontSize);
      const measured = textWidth(line, fontSize);
      expect(drawn, line).toBeLessThanOrEqual(measured);
      expect(drawn, line).toBeGreaterThan(measured * 0.9);
    }
  });
});

/** Width in px of the ink of `text` in bold Tamil-image type, from its start. */
async function inkWidth(text: string, fontSize: number): Promise<number> {
  const x = 10;
  const width = Math.ceil(x * 2 + fontSize * 1.6 * [...text].length);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${fontSize * 2}"><text x="${x}" y="${Math.round(fontSize * 1.4)}" font-family="${TAMIL_FONT_FAMILY}" font-weight="700" font-size="${fontSize}">${escapeSvgText(text)}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let right = -1;
  for (let y = 0; y < info.height; y++) {
    for (let px = info.width - 1; px > right; px--) {
      if (data[(y * info.width + px) * 4 + 3]! > 20) {
        right = px;
        break;
      }
    }
  }
  return right + 1 - x;
}

// Widths below are DejaVu Sans Bold's at 100 px: "a" 67.5, space 34.8, "…" 100.
describe("measuring and wrapping, at the edges", () => {
  const A = textWidth("a", 100);

  it("measures ASCII to its last character, other scripts as unknown, Tamil with its margin, and letter-spacing per character", () => {
    expect([textWidth(" ", 100), textWidth("~", 100), textWidth("–", 100), textWidth("é", 100), textWidth("€", 100)]).toEqual([
      34.8, 83.8, 50, 85, 85,
    ]);
    // U+0B80 and U+0BFF are the ends of the Tamil block: unknown there, plus Tamil's 3% margin.
    expect(textWidth("\u0b80", 100)).toBeCloseTo(87.55, 6);
    expect(textWidth("\u0bff", 100)).toBeCloseTo(87.55, 6);
    expect(textWidth("ab", 10, 2)).toBeCloseTo(13.91 + 4, 6);
  });

  it("wraps a line that fits exactly, refuses a too-wide word after a line, and returns no lines for no text", () => {
    expect(wrapText("a a", 100, A, 2)).toEqual(["a", "a"]);
    expect(wrapText(`a ${"x".repeat(20)}`, 100, 500, 5)).toBeNull();
    expect(wrapText("", 100, 100, 1)).toEqual([]);
    expect(titleLineHeight(100)).toBe(116);
    expect(titleLineHeight(100, "ta")).toBe(136);
  });

  it("keeps the largest title size whose lines fill the height exactly", () => {
    expect(layoutTitle("Meta Ads", TITLE_MAX_WIDTH, 88)).toEqual({ fontSize: 76, lineHeight: 88, lines: ["Meta Ads"] });
  });

  it("truncates only what does not fit, at the exact width, whole graphemes at a time", () => {
    expect(truncateLines("a", 100, 10_000, 2)).toEqual(["a"]);
    expect(truncateLines("a a", 100, textWidth("a a", 100), 1)).toEqual(["a a"]);
    expect(truncateLines("a a a a", 100, 250, 2)).toEqual(["a a", "a a"]);
    expect(truncateLines("a a a a a", 100, 250, 2)).toEqual(["a a", "a…"]);
    expect(truncateLines("a a a", 100, textWidth("a a…", 100), 1)).toEqual(["a a…"]);
    expect(truncateLines("aaaa", 100, textWidth("aa…", 100), 1)).toEqual(["aa…"]);
    expect(truncateLines("aa aaaaa", 100, textWidth("aa aa…", 100) + 1, 1)).toEqual(["aa…"]);
  });

  it("prints a domain's leading www only", () => {
    expect(displayDomain("https://awww.example.com")).toBe("awww.example.com");
  });
});

describe("share image layout, as drawn", () => {
  // The SVGs of four images that were looked at as PNGs (scripts/og-images.ts draws them at
  // build time). A change here moves text on the images: look at them again, then update
  // with `npx vitest run app/seo/share-image.test.ts -u`.
  const pages = sharePages({ en: { services, articles }, ta: { services: servicesTa, articles: articlesTa } });
  const chosen = ["/services/seo-optimization", "/blogs/why-website-development-important", "/ta/services/meta-ads", "/ta/blogs/digital-marketing-tips-2025", "/about"];
  const logoUri = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`;

  for (const path of chosen) {
    it(`draws ${path} as before`, async () => {
      const page = pages.find((p) => p.path === path)!;
      const svg = shareImageSvg({ title: page.title, kind: page.kind, subtitle: page.subtitle, logoSvg, domain: "vaigaidigital.in", ...(page.lang === "ta" ? { lang: "ta" as const } : {}) });
      expect(svg.split(logoUri)).toHaveLength(3);
      await expect(svg.replaceAll(logoUri, "LOGO")).toMatchFileSnapshot(`__golden__/share-image${path.replaceAll("/", "--")}.svg`);
    });
  }

  it("takes a Tamil article's reading time from its English twin, and names a page it cannot title", () => {
    const en = { services, articles: [{ slug: "x", title: "X", dateText: "d", readingMinutes: 7 }] };
    const ta = { services: servicesTa, articles: [{ slug: "x", title: "எக்ஸ்", dateText: "d", readingMinutes: 3 }] };
    expect(sharePages({ en, ta }).find((p) => p.path === "/ta/blogs/x")?.subtitle).toBe("d · 7 நிமிட வாசிப்பு");
    expect(() => sharePages({ en, ta: { services: servicesTa, articles: [] } })).toThrow("No share image title for /ta/blogs/x");
  });
});
