import { XMLValidator } from "fast-xml-parser";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { articles } from "~/content/articles.server";
import { staticPages } from "~/content/pages";
import { canonicalPaths } from "~/content/paths.server";
import { services } from "~/content/services";
import { displayDomain, layoutTitle, shareImageSvg, sharePages, textWidth, TITLE_MAX_WIDTH, wrapText } from "./share-image.server";

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
  const pages = sharePages(services, articles);

  it("has one image for every canonical page, titled as the page's meta", () => {
    expect(pages.map((p) => p.path)).toEqual(canonicalPaths(articles.map((a) => a.slug)));
    const byPath = new Map(pages.map((p) => [p.path, p]));
    for (const [path, copy] of Object.entries(staticPages)) expect(byPath.get(path)).toMatchObject({ title: copy.title, kind: copy.kind });
    for (const s of services) expect(byPath.get(`/services/${s.slug}`)).toMatchObject({ title: s.title, kind: "Service", subtitle: s.description });
    for (const a of articles) {
      expect(byPath.get(`/blogs/${a.slug}`)).toMatchObject({ title: a.title, kind: "Article", subtitle: `August 24, 2025 · ${a.readingMinutes} min read` });
    }
  });
});
