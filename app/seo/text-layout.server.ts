/**
 * Setting the share images' text (./share-image.server.ts) without rendering it: the fonts'
 * advance widths as librsvg measured them, words wrapped into lines that fit, a title's size
 * chosen by how many lines it takes, a subtitle shortened with "…". A Tamil letter with its
 * vowel sign or pulli is never split.
 */
import type { Lang } from "../shared/lang";
import { splitLetters } from "../shared/letters";

export const FONT_FAMILY = "DejaVu Sans, sans-serif";
/** Tamil first; Noto Sans Tamil has no Latin letters, so those come from DejaVu Sans. */
export const TAMIL_FONT_FAMILY = "Noto Sans Tamil, DejaVu Sans, sans-serif";
export const FONT_FAMILIES: Record<Lang, string> = { en: FONT_FAMILY, ta: TAMIL_FONT_FAMILY };

/** Advance widths (in em) of DejaVu Sans Bold for ASCII 32..126, measured with librsvg. */
const BOLD_ASCII_WIDTHS = [
  0.348, 0.456, 0.521, 0.838, 0.696, 1.002, 0.872, 0.306, 0.457, 0.457, 0.523, 0.838, 0.38, 0.415, 0.38, 0.365,
  0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.4, 0.4, 0.838, 0.838, 0.838, 0.58,
  1, 0.774, 0.762, 0.733, 0.83, 0.683, 0.683, 0.821, 0.837, 0.372, 0.372, 0.775, 0.637, 0.995, 0.837, 0.85,
  0.733, 0.85, 0.77, 0.678, 0.703, 0.812, 0.774, 1.103, 0.771, 0.724, 0.725, 0.457, 0.365, 0.457, 0.838, 0.5,
  0.5, 0.675, 0.716, 0.593, 0.716, 0.678, 0.435, 0.716, 0.712, 0.343, 0.343, 0.665, 0.343, 1.042, 0.712, 0.687,
  0.716, 0.716, 0.493, 0.595, 0.478, 0.712, 0.652, 0.924, 0.645, 0.652, 0.582, 0.712, 0.365, 0.712, 0.838,
];
/**
 * Characters outside ASCII, and the four ASCII ones Noto Sans Tamil draws wider than DejaVu
 * Sans (a Tamil title's digits and punctuation come from Noto Sans Tamil, which has them):
 * the wider of the two fonts.
 */
const OTHER_WIDTHS: Record<string, number> = {
  "–": 0.5, "—": 1, "’": 0.38, "‘": 0.38, "“": 0.658, "”": 0.658, "·": 0.38, "₹": 0.7, "…": 1,
  "*": 0.554, "/": 0.426, "\\": 0.426, "|": 0.552,
};

/**
 * Advance widths (in em) of Noto Sans Tamil Bold for the Tamil block (U+0B80-U+0BFF), as
 * librsvg lays them out (HarfBuzz shaping): each character between two full blocks (█) at
 * 500 px, minus the two blocks alone; a vowel sign as the width it adds to each consonant
 * (`advance("க" + sign) - advance("க")`, over all 23 consonants). Signs that attach above
 * and take no room of their own (pulli ், ீ after most consonants) are 0. A sign's width here
 * is what it adds to most consonants (to ு and ூ, which vary most, the widest; to ௌ, the
 * widest by 0.03 em); where a consonant's ligature with ி ீ ு ூ adds something else,
 * TAMIL_CLUSTER_WIDTHS has that pair. Re-measure the same way for a new font version.
 */
const TAMIL_WIDTHS: Record<string, number> = {
  // Independent vowels and aytham
  "ஂ": 0, "ஃ": 0.988, "அ": 1.22, "ஆ": 1.446, "இ": 1.23, "ஈ": 0.842, "உ": 1.088, "ஊ": 1.682, "எ": 0.878, "ஏ": 0.878,
  "ஐ": 1.122, "ஒ": 1.126, "ஓ": 1.126, "ஔ": 2.296,
  // Consonants (with the Grantha ones)
  "க": 0.914, "ங": 1.182, "ச": 0.808, "ஜ": 1.122, "ஞ": 1.358, "ட": 0.742, "ண": 1.832, "த": 0.912, "ந": 0.89,
  "ன": 1.358, "ப": 0.83, "ம": 0.936, "ய": 1.036, "ர": 0.692, "ற": 0.97, "ல": 1.116, "ள": 1.174, "ழ": 0.936,
  "வ": 1.142, "ஶ": 1.29, "ஷ": 1.528, "ஸ": 1.42, "ஹ": 1.778,
  // Vowel signs (ெ ே ை are drawn before the consonant, ொ ோ ௌ on both sides: same room) and pulli
  "ா": 0.694, "ி": 0.308, "ீ": 0, "ு": 0.556, "ூ": 0.902, "ெ": 0.986, "ே": 0.784, "ை": 1.288, "ொ": 1.68,
  "ோ": 1.478, "ௌ": 2.162, "்": 0, "ௗ": 1.176,
  // Om, digits, numbers and signs
  "ௐ": 1.274, "௦": 0.674, "௧": 0.914, "௨": 1.088, "௩": 1.094, "௪": 1.052, "௫": 1.186, "௬": 1.136, "௭": 0.878,
  "௮": 1.22, "௯": 1.358, "௰": 0.974, "௱": 0.976, "௲": 1.1, "௳": 1.092, "௴": 1.382, "௵": 2.544, "௶": 1.118,
  "௷": 1.442, "௸": 2.206, "௹": 1.174, "௺": 1.304,
};
/** What a vowel sign adds after these consonants, where it differs from TAMIL_WIDTHS (same measurement). */
const TAMIL_CLUSTER_WIDTHS: Record<string, number> = {
  "டி": 0.128, "டீ": 0.128, "சீ": 0.052, "ணீ": 0.052, "னீ": 0.052, "ரீ": 0.052, "ளீ": 0.052,
  "கு": 0.26, "ஙு": 0, "சு": 0.148, "ஞு": 0.026, "டு": 0.404, "ணு": 0.25, "து": 0.292, "நு": 0.316, "னு": 0.25,
  "பு": 0, "மு": 0.296, "யு": 0, "ரு": 0.482, "று": 0.31, "லு": 0.304, "ளு": 0.476, "ழு": 0.292, "வு": 0,
  "ஷு": 0.54, "கூ": 0.59, "ஙூ": 0.22, "சூ": 0.562, "ஞூ": 0.4, "டூ": 0.304, "ணூ": 0.624, "தூ": 0.666, "நூ": 0.69,
  "னூ": 0.624, "பூ": 0.22, "மூ": 0.462, "யூ": 0.22, "ரூ": 0.654, "றூ": 0.684, "லூ": 0.678, "ளூ": 0.656,
  "ழூ": 0.464, "வூ": 0.22, "ஷூ": 0.886,
};
/**
 * Tamil text is measured 3% wider than the table says: glyph positions are rounded and a
 * kerning pair could widen a cluster. (Ligatures such as க்ஷ and ஸ்ரீ are narrower than
 * their parts, so the sum only errs on the wide side.)
 */
const TAMIL_SAFETY = 1.03;

const UNKNOWN_WIDTH = 0.85;

/**
 * Width of `text` in px at `fontSize` in the bold of the font that draws each character:
 * DejaVu Sans for Latin, Noto Sans Tamil for Tamil (wider letters for anything unknown).
 */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let em = 0;
  let tamilEm = 0;
  let previous = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x0b80 && code <= 0x0bff) {
      tamilEm += TAMIL_CLUSTER_WIDTHS[previous + ch] ?? TAMIL_WIDTHS[ch] ?? UNKNOWN_WIDTH;
    } else {
      em += OTHER_WIDTHS[ch] ?? (code >= 32 && code <= 126 ? BOLD_ASCII_WIDTHS[code - 32]! : UNKNOWN_WIDTH);
    }
    previous = ch;
  }
  return (em + tamilEm * TAMIL_SAFETY) * fontSize + letterSpacing * [...text].length;
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

/** Tamil needs more room between lines: its vowel signs reach above and below the letters. */
const LINE_HEIGHTS: Record<Lang, number> = { en: 1.16, ta: 1.36 };

export function titleLineHeight(fontSize: number, lang: Lang = "en"): number {
  return Math.round(fontSize * LINE_HEIGHTS[lang]);
}

/**
 * The largest title style the text fits in `maxWidth` x `maxHeight`; as a last resort,
 * three lines of the smallest size ending in "…".
 */
export function layoutTitle(
  title: string,
  maxWidth = TITLE_MAX_WIDTH,
  maxHeight = Number.POSITIVE_INFINITY,
  lang: Lang = "en",
): TitleLayout {
  for (const style of TITLE_STYLES) {
    const lines = wrapText(title, style.fontSize, maxWidth, style.maxLines);
    const lineHeight = titleLineHeight(style.fontSize, lang);
    if (lines && lines.length * lineHeight <= maxHeight) return { fontSize: style.fontSize, lineHeight, lines };
  }
  const fontSize = TITLE_STYLES.at(-1)!.fontSize;
  return { fontSize, lineHeight: titleLineHeight(fontSize, lang), lines: truncateLines(title, fontSize, maxWidth, 3) };
}

/** As many words as fit on `maxLines` lines, the last ending in "…" if any are left out. */
export function truncateLines(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let next = 0;
  let cutShort = false;
  while (next < words.length && lines.length < maxLines && !cutShort) {
    let line = "";
    while (next < words.length && textWidth(line ? `${line} ${words[next]}` : words[next]!, fontSize) <= maxWidth) {
      line = line ? `${line} ${words[next]}` : words[next]!;
      next++;
    }
    if (!line) {
      // A single word wider than the image: keep what fits.
      for (const ch of splitLetters(words[next]!)) {
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
    while (last && textWidth(`${last}…`, fontSize) > maxWidth) last = splitLetters(last).slice(0, -1).join("").trimEnd();
    lines.push(`${last}…`);
  }
  return lines;
}

/**
 * A subtitle on up to two lines: all of it, or else as many of its first sentences as fit,
 * or else the start of it ending in "…" (most Tamil service descriptions are one sentence
 * longer than two lines).
 */
export function fitSubtitle(subtitle: string, fontSize: number, maxWidth: number): string[] {
  const sentences = subtitle.trim().split(/(?<=[.!?])\s+/);
  for (let count = sentences.length; count > 0; count--) {
    const lines = wrapText(sentences.slice(0, count).join(" "), fontSize, maxWidth, 2);
    if (lines) return lines;
  }
  return truncateLines(subtitle, fontSize, maxWidth, 2);
}

export function escapeSvgText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
