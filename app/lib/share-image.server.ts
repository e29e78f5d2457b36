/**
 * The 1200x630 Open Graph image of a page as SVG: brand gradient, logo, a label saying what
 * kind of page it is, the page's title wrapped over up to three lines, and the domain.
 * scripts/og-images.ts turns it into PNG with sharp (librsvg) at build time. Pure, so the
 * layout is unit-tested without rendering.
 *
 * Text is set in DejaVu Sans (Debian's fonts-dejavu-core), which librsvg finds through
 * fontconfig. Lines are wrapped with that font's real advance widths (below), so a title
 * never runs off the image.
 */
import type { ArticleSummary } from "~/content/article-collection.server";
import { ARTICLE_KIND, SERVICE_KIND, staticPages, type SharePage } from "~/content/pages";
import { canonicalPaths } from "~/content/paths.server";
import { site } from "~/content/site";
import { formatDate } from "./text";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "./urls";

export const FONT_FAMILY = "DejaVu Sans, sans-serif";

/** Advance widths (in em) of DejaVu Sans Bold for ASCII 32..126, measured with librsvg. */
const BOLD_ASCII_WIDTHS = [
  0.348, 0.456, 0.521, 0.838, 0.696, 1.002, 0.872, 0.306, 0.457, 0.457, 0.523, 0.838, 0.38, 0.415, 0.38, 0.365,
  0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.4, 0.4, 0.838, 0.838, 0.838, 0.58,
  1, 0.774, 0.762, 0.733, 0.83, 0.683, 0.683, 0.821, 0.837, 0.372, 0.372, 0.775, 0.637, 0.995, 0.837, 0.85,
  0.733, 0.85, 0.77, 0.678, 0.703, 0.812, 0.774, 1.103, 0.771, 0.724, 0.725, 0.457, 0.365, 0.457, 0.838, 0.5,
  0.5, 0.675, 0.716, 0.593, 0.716, 0.678, 0.435, 0.716, 0.712, 0.343, 0.343, 0.665, 0.343, 1.042, 0.712, 0.687,
  0.716, 0.716, 0.493, 0.595, 0.478, 0.712, 0.652, 0.924, 0.645, 0.652, 0.582, 0.712, 0.365, 0.712, 0.838,
];
const OTHER_WIDTHS: Record<string, number> = { "–": 0.5, "—": 1, "’": 0.38, "‘": 0.38, "“": 0.6, "”": 0.6, "·": 0.38, "₹": 0.7 };

/** Width of `text` in DejaVu Sans Bold at `fontSize` px (wider letters for anything unknown). */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    em += code >= 32 && code <= 126 ? BOLD_ASCII_WIDTHS[code - 32]! : (OTHER_WIDTHS[ch] ?? 0.85);
  }
  return em * fontSize + letterSpacing * [...text].length;
}

/**
 * Greedy word wrap into at most `maxLines` lines of `maxWidth` px. Returns null when the
 * text does not fit (so the caller can try a smaller size); a single word wider than a
 * line never fits.
 */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (!line || textWidth(word, fontSize) > maxWidth) return null;
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** Title sizes tried in order: big on two lines, then smaller on three. */
const TITLE_STYLES = [
  { fontSize: 76, maxLines: 2 },
  { fontSize: 64, maxLines: 3 },
  { fontSize: 54, maxLines: 3 },
  { fontSize: 46, maxLines: 3 },
] as const;

export const TITLE_MAX_WIDTH = 1040;

export type TitleLayout = { fontSize: number; lineHeight: number; lines: string[] };

export function titleLineHeight(fontSize: number): number {
  return Math.round(fontSize * 1.16);
}

/**
 * The largest title style the text fits in `maxWidth` x `maxHeight`; as a last resort,
 * three lines of the smallest size ending in "…".
 */
export function layoutTitle(title: string, maxWidth = TITLE_MAX_WIDTH, maxHeight = Number.POSITIVE_INFINITY): TitleLayout {
  for (const style of TITLE_STYLES) {
    const lines = wrapText(title, style.fontSize, maxWidth, style.maxLines);
    const lineHeight = titleLineHeight(style.fontSize);
    if (lines && lines.length * lineHeight <= maxHeight) return { fontSize: style.fontSize, lineHeight, lines };
  }
  const fontSize = TITLE_STYLES.at(-1)!.fontSize;
  const words = title.trim().split(/\s+/);
  const lines: string[] = [];
  let next = 0;
  let cutShort = false;
  while (next < words.length && lines.length < 3 && !cutShort) {
    let line = "";
    while (next < words.length && textWidth(line ? `${line} ${words[next]}` : words[next]!, fontSize) <= maxWidth) {
      line = line ? `${line} ${words[next]}` : words[next]!;
      next++;
    }
    if (!line) {
      // A single word wider than the image: keep what fits.
      for (const ch of words[next]!) {
        if (textWidth(`${line}${ch}…`, fontSize) > maxWidth) break;
        line += ch;
      }
      next++;
      cutShort = true;
    }
    lines.push(line);
  }
  if (cutShort || next < words.length) {
    let last = lines.pop()!;
    while (last && textWidth(`${last}…`, fontSize) > maxWidth) last = last.slice(0, -1).trimEnd();
    lines.push(`${last}…`);
  }
  return { fontSize, lineHeight: titleLineHeight(fontSize), lines };
}

export function escapeSvgText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export type ShareImageInput = {
  title: string;
  /** What kind of page: "Service", "Article", "About", ... */
  kind: string;
  /** A short line under the title, e.g. the article's date and reading time. */
  subtitle?: string;
  /** The contents of public/logo.svg, drawn top left. */
  logoSvg: string;
  /** The domain printed at the bottom, e.g. "vaigaidigital.in". */
  domain: string;
};

/** Host name without "www.", for the image's footer. */
export function displayDomain(url: string = site.url): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

export function shareImageSvg({ title, kind, subtitle, logoSvg, domain }: ShareImageInput): string {
  const W = SHARE_IMAGE_WIDTH;
  const H = SHARE_IMAGE_HEIGHT;
  const left = 80;
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`;

  const label = kind.toUpperCase();
  const labelSize = 22;
  const labelSpacing = 2.5;
  const labelWidth = Math.ceil(textWidth(label, labelSize, labelSpacing)) + 40;

  // The title (and subtitle) sit centred in the band between the label and the footer.
  const bandTop = 262;
  const bandBottom = 530;
  const subtitleSize = 28;
  const subtitleLineHeight = 38;
  const subtitleGap = 20;
  const subtitleLines = subtitle ? (wrapText(subtitle, subtitleSize, TITLE_MAX_WIDTH, 2) ?? []) : [];
  const subtitleBlock = subtitleLines.length ? subtitleGap + subtitleLines.length * subtitleLineHeight : 0;
  const { fontSize, lineHeight, lines } = layoutTitle(title, TITLE_MAX_WIDTH, bandBottom - bandTop - subtitleBlock);
  const block = lineHeight * lines.length + subtitleBlock;
  const top = bandTop + Math.max(0, Math.round((bandBottom - bandTop - block) / 2));
  const firstBaseline = top + Math.round(fontSize * 0.9);
  const titleText = lines
    .map((line, i) => `<tspan x="${left}" y="${firstBaseline + i * lineHeight}">${escapeSvgText(line)}</tspan>`)
    .join("");
  const subtitleTop = top + lines.length * lineHeight + subtitleGap;
  const subtitleText = subtitleLines
    .map((line, i) => `<tspan x="${left}" y="${subtitleTop + Math.round(subtitleSize * 0.9) + i * subtitleLineHeight}">${escapeSvgText(line)}</tspan>`)
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e1b4b"/>
      <stop offset="0.55" stop-color="#4338ca"/>
      <stop offset="1" stop-color="#7c3aed"/>
    </linearGradient>
    <radialGradient id="glow-saffron" cx="0" cy="1" r="0.6">
      <stop offset="0" stop-color="#f59e0b" stop-opacity="0.32"/>
      <stop offset="1" stop-color="#f59e0b" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow-violet" cx="1" cy="0" r="0.55">
      <stop offset="0" stop-color="#a78bfa" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#a78bfa" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow-violet)"/>
  <rect width="${W}" height="${H}" fill="url(#glow-saffron)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2">
    <circle cx="1090" cy="120" r="150"/>
    <circle cx="1090" cy="120" r="230"/>
    <circle cx="1090" cy="120" r="310"/>
  </g>
  <image x="${left}" y="64" width="84" height="84" href="${logo}" xlink:href="${logo}"/>
  <text x="${left + 108}" y="102" font-family="${FONT_FAMILY}" font-weight="700" font-size="36" fill="#ffffff">${escapeSvgText(site.name)}</text>
  <text x="${left + 108}" y="138" font-family="${FONT_FAMILY}" font-size="22" fill="#c7d2fe">${escapeSvgText(site.tagline)}</text>
  <rect x="${left}" y="200" width="${labelWidth}" height="44" rx="22" fill="#f59e0b"/>
  <text x="${left + 20}" y="230" font-family="${FONT_FAMILY}" font-weight="700" font-size="${labelSize}" letter-spacing="${labelSpacing}" fill="#1e1b4b">${escapeSvgText(label)}</text>
  <text font-family="${FONT_FAMILY}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${titleText}</text>
  ${subtitleText ? `<text font-family="${FONT_FAMILY}" font-size="${subtitleSize}" fill="#e0e7ff">${subtitleText}</text>` : ""}
  <rect x="${left}" y="552" width="64" height="6" rx="3" fill="#f59e0b"/>
  <text x="${left + 84}" y="564" font-family="${FONT_FAMILY}" font-weight="700" font-size="26" fill="#ffffff">${escapeSvgText(domain)}</text>
  <text x="${W - left}" y="564" text-anchor="end" font-family="${FONT_FAMILY}" font-size="24" fill="#c7d2fe">${escapeSvgText(`${site.address.street}, ${site.address.locality}`)}</text>
  <rect y="${H - 10}" width="${W}" height="10" fill="#f59e0b"/>
</svg>
`;
}

// Which image each page gets (only the build script and tests use this; the page list
// module reads the article folder, so the browser never imports this file).

/**
 * Title, label and subtitle of the share image of every canonical page, from the same
 * content the pages' meta tags use: the fixed pages' copy, the services and the articles.
 */
export function sharePages(
  services: ReadonlyArray<{ slug: string; title: string; description: string }>,
  articles: ReadonlyArray<Pick<ArticleSummary, "slug" | "title" | "date" | "readingMinutes">>,
): SharePage[] {
  return canonicalPaths(articles.map((a) => a.slug)).map((path) => {
    if (path in staticPages) {
      const page = staticPages[path as keyof typeof staticPages];
      return { path, title: page.title, kind: page.kind };
    }
    const service = services.find((s) => path === `/services/${s.slug}`);
    if (service) return { path, title: service.title, kind: SERVICE_KIND, subtitle: service.description };
    const article = articles.find((a) => path === `/blogs/${a.slug}`);
    if (article) {
      return {
        path,
        title: article.title,
        kind: ARTICLE_KIND,
        subtitle: `${formatDate(article.date)} · ${article.readingMinutes} min read`,
      };
    }
    throw new Error(`No share image title for ${path}`);
  });
}
