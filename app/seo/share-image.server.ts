/**
 * The 1200x630 Open Graph image of a page as SVG: brand gradient, logo, a label saying what
 * kind of page it is, the page's title wrapped over up to three lines, and the domain.
 * scripts/og-images.ts turns it into PNG with sharp (librsvg) at build time. Pure, so the
 * layout is unit-tested without rendering.
 *
 * English text is set in DejaVu Sans (Debian's fonts-dejavu-core); Tamil pages' text in Noto
 * Sans Tamil (fonts-noto-core), with DejaVu Sans after it for the Latin words of Tamil
 * titles ("SEO", "Meta Ads"): Pango picks, for each character, the first family of the list
 * that has it. librsvg finds both through fontconfig. Lines are wrapped with the fonts' real
 * advance widths (./text-layout.server.ts), so a title never runs off the image.
 */
import type { ArticleSummary } from "~/content/article-collection.server";
import { ARTICLE_KIND, SERVICE_KIND, staticPages, type SharePage } from "~/content/en/pages";
import { canonicalPaths } from "~/content/paths.server";
import { agencyEn } from "~/content/en/agency";
import { site } from "~/content/en/site";
import { agencyTa } from "~/content/ta/agency";
import { ARTICLE_KIND_TA, SERVICE_KIND_TA, staticPagesTa } from "~/content/ta/pages";
import { siteTa } from "~/content/ta/site";
import { uiTa } from "~/content/ta/ui";
import { uiEn } from "~/content/en/ui";
import { LANGS, localePath, type Lang } from "../shared/lang";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../shared/urls";
import { escapeSvgText, fitSubtitle, FONT_FAMILIES, layoutTitle, textWidth, TITLE_MAX_WIDTH } from "./text-layout.server";

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
  /** The page's language: its font, tagline and address, and how the label is set. */
  lang?: Lang;
};

/** What differs between an English and a Tamil image besides the page's own text. */
const IMAGE_STYLE = {
  en: { site, agency: agencyEn, labelUppercase: true, labelSpacing: 2.5, baseline: 0.9, subtitleLineHeight: 38 },
  // Upper case does not exist in Tamil, and letter-spacing pulls a letter away from its vowel signs.
  ta: { site: siteTa, agency: agencyTa, labelUppercase: false, labelSpacing: 0, baseline: 1, subtitleLineHeight: 44 },
} as const;

/** Host name without "www.", for the image's footer. */
export function displayDomain(url: string = site.url): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

export function shareImageSvg({ title, kind, subtitle, logoSvg, domain, lang = "en" }: ShareImageInput): string {
  const W = SHARE_IMAGE_WIDTH;
  const H = SHARE_IMAGE_HEIGHT;
  const left = 80;
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`;
  const style = IMAGE_STYLE[lang];
  const font = FONT_FAMILIES[lang];
  // "Goripalayam, Madurai" from "Goripalayam, Madurai, Tamil Nadu 625002", in the page's language.
  const place = style.agency.address.display.split(", ").slice(0, 2).join(", ");

  const label = style.labelUppercase ? kind.toUpperCase() : kind;
  const labelSize = 22;
  const labelSpacing = style.labelSpacing;
  const labelWidth = Math.ceil(textWidth(label, labelSize, labelSpacing)) + 40;

  // The title (and subtitle) sit centred in the band between the label and the footer.
  const bandTop = 262;
  const bandBottom = 530;
  const subtitleSize = 28;
  const subtitleLineHeight = style.subtitleLineHeight;
  const subtitleGap = 20;
  const subtitleLines = subtitle ? fitSubtitle(subtitle, subtitleSize, TITLE_MAX_WIDTH) : [];
  const subtitleBlock = subtitleLines.length ? subtitleGap + subtitleLines.length * subtitleLineHeight : 0;
  const { fontSize, lineHeight, lines } = layoutTitle(title, TITLE_MAX_WIDTH, bandBottom - bandTop - subtitleBlock, lang);
  const block = lineHeight * lines.length + subtitleBlock;
  const top = bandTop + Math.max(0, Math.round((bandBottom - bandTop - block) / 2));
  const firstBaseline = top + Math.round(fontSize * style.baseline);
  const titleText = lines
    .map((line, i) => `<tspan x="${left}" y="${firstBaseline + i * lineHeight}">${escapeSvgText(line)}</tspan>`)
    .join("");
  const subtitleTop = top + lines.length * lineHeight + subtitleGap;
  const subtitleText = subtitleLines
    .map((line, i) => `<tspan x="${left}" y="${subtitleTop + Math.round(subtitleSize * style.baseline) + i * subtitleLineHeight}">${escapeSvgText(line)}</tspan>`)
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
  <text x="${left + 108}" y="102" font-family="${font}" font-weight="700" font-size="36" fill="#ffffff">${escapeSvgText(style.site.name)}</text>
  <text x="${left + 108}" y="138" font-family="${font}" font-size="22" fill="#c7d2fe">${escapeSvgText(style.site.tagline)}</text>
  <rect x="${left}" y="200" width="${labelWidth}" height="44" rx="22" fill="#f59e0b"/>
  <text x="${left + 20}" y="230" font-family="${font}" font-weight="700" font-size="${labelSize}"${labelSpacing ? ` letter-spacing="${labelSpacing}"` : ""} fill="#1e1b4b">${escapeSvgText(label)}</text>
  <text font-family="${font}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${titleText}</text>
  ${subtitleText ? `<text font-family="${font}" font-size="${subtitleSize}" fill="#e0e7ff">${subtitleText}</text>` : ""}
  <rect x="${left}" y="552" width="64" height="6" rx="3" fill="#f59e0b"/>
  <text x="${left + 84}" y="564" font-family="${font}" font-weight="700" font-size="26" fill="#ffffff">${escapeSvgText(domain)}</text>
  <text x="${W - left}" y="564" text-anchor="end" font-family="${font}" font-size="24" fill="#c7d2fe">${escapeSvgText(place)}</text>
  <rect y="${H - 10}" width="${W}" height="10" fill="#f59e0b"/>
</svg>
`;
}

// Which image each page gets (only the build script and tests use this; the page list
// module reads the article folder, so the browser never imports this file).

/** The services and articles of one language, as the share images need them. */
export type ShareContent = {
  services: ReadonlyArray<{ slug: string; title: string; description: string }>;
  articles: ReadonlyArray<Pick<ArticleSummary, "slug" | "title" | "dateText" | "readingMinutes">>;
};

/** A page's share image: its path (which says the language), title, label and subtitle. */
export type ShareImagePage = SharePage & { lang: Lang };

const PAGE_TEXT = {
  en: { pages: staticPages, serviceKind: SERVICE_KIND, articleKind: ARTICLE_KIND, ui: uiEn },
  ta: { pages: staticPagesTa, serviceKind: SERVICE_KIND_TA, articleKind: ARTICLE_KIND_TA, ui: uiTa },
} as const;

/**
 * Title, label and subtitle of the share image of every canonical page in both languages
 * (English, then the Tamil twins under /ta), from the same content the pages' meta tags
 * use: the fixed pages' copy, the services and the articles of that language.
 */
export function sharePages(content: Record<Lang, ShareContent>): ShareImagePage[] {
  const englishPaths = canonicalPaths(content.en.articles.map((a) => a.slug));
  return LANGS.flatMap((lang) => englishPaths.map((path) => sharePage(lang, path, content)));
}

function sharePage(lang: Lang, englishPath: string, content: Record<Lang, ShareContent>): ShareImagePage {
  const text = PAGE_TEXT[lang];
  const path = localePath(lang, englishPath);
  if (englishPath in text.pages) {
    const page = text.pages[englishPath as keyof typeof text.pages];
    return { path, lang, title: page.title, kind: page.kind };
  }
  const service = content[lang].services.find((s) => englishPath === `/services/${s.slug}`);
  if (service) return { path, lang, title: service.title, kind: text.serviceKind, subtitle: service.description };
  const article = content[lang].articles.find((a) => englishPath === `/blogs/${a.slug}`);
  if (article) {
    // A Tamil article shows its English twin's reading time (app/content/articles.server.ts).
    const minutes = content.en.articles.find((a) => a.slug === article.slug)?.readingMinutes ?? article.readingMinutes;
    return {
      path,
      lang,
      title: article.title,
      kind: text.articleKind,
      subtitle: `${article.dateText} · ${text.ui.cards.readingTime(minutes)}`,
    };
  }
  throw new Error(`No share image title for ${path}`);
}
