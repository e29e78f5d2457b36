/**
 * The house's rule "a page ships only its own language's copy", as pure functions over the text
 * of a page's files (its HTML and its first visit's scripts); scripts/check-budgets.ts applies it
 * to every page of the build, with the English copy of ./english-copy.ts.
 *
 * - An English page: no Tamil character (U+0B80–U+0BFF) anywhere, once the language switch's
 *   name, தமிழ் (LANGUAGE_NAMES.ta), is taken out wherever it stands, and so is an element the
 *   page itself marks as Tamil (`lang="ta"`: a Tamil greeting an English article quotes, which
 *   screen readers then read in Tamil). The switch is the one place an English page names Tamil
 *   in Tamil; its `hreflang`, the head's alternate links and the sitemap name the Tamil pages by
 *   URL (`/ta/...`) and language tag (`ta`), which are ASCII, so they need no exemption of their own.
 * - A Tamil page: none of the English copy strings it is given.
 *
 * Files are read as the browser reads them: JavaScript string escapes (`\u0BA4`, `\"`), HTML
 * character references (`&#x27;`, `&amp;`) and percent-encoding (the WhatsApp link's prefilled
 * message) are decoded first, so that a minifier writing ASCII only, React escaping an
 * apostrophe or a URL carrying a sentence cannot hide a string from the rule.
 */
import { LANGUAGE_NAMES, type Lang } from "../../app/shared/lang";

const TAMIL_RUN = /[\u0B80-\u0BFF]+/g;

const HTML_NAMED: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };
const JS_SINGLE: Record<string, string> = { n: "\n", t: "\t", r: "\r" };

/** The text a file's strings hold, escapes of JavaScript, HTML and URLs decoded (in that order: JSON in a script in HTML holds `\u0026quot;`). */
export function decodedText(text: string): string {
  return text
    .replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})|\\(.)/g, (_, braced, u4, x2, single: string | undefined) => {
      const hex = braced ?? u4 ?? x2;
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return JS_SINGLE[single!] ?? single!;
    })
    .replace(/&(?:#x([0-9a-fA-F]+)|#(\d+)|([a-z]+));/g, (entity, hex, dec, name: string | undefined) => {
      if (hex || dec) return String.fromCodePoint(hex ? parseInt(hex, 16) : Number(dec));
      return HTML_NAMED[name!] ?? entity;
    })
    .replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run; // not UTF-8 percent-encoding (a stray "%" in CSS or code)
      }
    });
}

/**
 * An element marked Tamil, with what it holds. In decoded text; React Router's loader data holds
 * HTML as JSON inside a script's string, so its quotes may still carry a backslash.
 */
const MARKED_TAMIL = /<(\w+)\b[^>]*\slang=\\*"ta\\*"[^>]*>[\s\S]*?<\/\1>/g;

/** The runs of Tamil characters in a file of an English page, the switch's name and text marked Tamil taken out; each once. */
export function tamilIn(text: string): string[] {
  const outside = decodedText(text).replace(MARKED_TAMIL, " ").replaceAll(LANGUAGE_NAMES.ta, " ");
  return [...new Set(outside.match(TAMIL_RUN) ?? [])];
}

/** The English copy strings a file of a Tamil page holds, in the order given. */
export function englishIn(text: string, englishCopy: readonly string[]): string[] {
  const decoded = decodedText(text);
  return englishCopy.filter((s) => decoded.includes(s));
}

/** A file of a page, by the name the report gives it ("HTML", or a script's URL). */
export type PageFile = { name: string; text: string };

/** What a file holds of the other language: Tamil runs on an English page, English copy on a Tamil one. */
export type LanguageFinding = { file: string; found: string[] };

/** Every file of a page that holds the other language's copy, with what it holds. */
export function otherLanguageIn(lang: Lang, files: readonly PageFile[], englishCopy: readonly string[]): LanguageFinding[] {
  return files
    .map(({ name, text }) => ({ file: name, found: lang === "en" ? tamilIn(text) : englishIn(text, englishCopy) }))
    .filter((finding) => finding.found.length > 0);
}

/** At most this many strings are named in one line of the report; the rest are counted. */
const NAMED = 10;

/** A finding as one line of the report's problems (long strings shortened, many counted). */
export function describeFinding(lang: Lang, { file, found }: LanguageFinding): string {
  const short = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);
  const what = lang === "en" ? "Tamil on an English page" : "English copy on a Tamil page";
  const more = found.length > NAMED ? ` and ${found.length - NAMED} more` : "";
  return `${what}, in ${file}: ${found.slice(0, NAMED).map(short).join(", ")}${more}`;
}
