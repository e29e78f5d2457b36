/**
 * `npm run check:budgets` (after `npm run build`): the byte and image budgets of every
 * pre-rendered page, read from build/client. Prints a table and exits 1 past a budget.
 *
 * - JavaScript on a first visit: every script the page's HTML loads (modulepreload links,
 *   script elements, the imports of inline module scripts) and everything those import
 *   statically, summed as brotli bytes (what the server sends) ≤ 110.595 KB: 110 KB, and the
 *   595 bytes the site's own counting (the beacon, the form's attribution) adds net to the
 *   heaviest page, /ta/contact, after the room found for it (docs/decisions/0065-attribution-first-touch-per-tab.md).
 * - CSS: every stylesheet the page links, brotli ≤ 15 KB.
 * - Images: every <img> (and <source>) is AVIF or WebP, raster ones with a srcset of
 *   several widths and `sizes`; every <img> has width and height; images that are not
 *   marked eager are lazy. SVG is allowed only for small vector marks (logo, client
 *   logos: ≤ 2 KB each), which no raster format would improve.
 * - Fonts: English pages use the system stack; any @font-face is a self-hosted WOFF2 with
 *   font-display: swap (the Noto Sans Tamil subset, which only Tamil pages load).
 * - Languages: a page's first visit (HTML, scripts, styles and fonts, brotli where the server
 *   compresses) and, for each Tamil page, what it adds over its English twin: at most 35 KB.
 * - One language per page: a page ships only its own language's copy, in its HTML and in the
 *   scripts of its first visit (the files the JavaScript budget sums). An English page holds no
 *   Tamil character apart from the language switch's name, தமிழ், wherever it stands (the
 *   switch; hreflang and the alternate links are ASCII URLs and tags); a Tamil page holds none
 *   of the English copy of app/content/en (its prose, less what the Tamil copy says too:
 *   brand names). The rule and what it decodes first: ./lib/language-rule.ts; the English
 *   copy and how its functions are sampled: ./lib/english-copy.ts. The `lang` column says
 *   "ok", or how many strings of the other language the page holds, each named below.
 * - The owner's app stays the owner's: no page's HTML or first-visit scripts name the inbox's
 *   service worker or manifest, or register a service worker at all (decision 0063).
 * The browser test in tests/quality/budgets.test.ts adds what needs layout: images below the
 * fold are lazy. How a built page is read (its tags, its first visit's scripts, a file's
 * brotli size) is ./lib/built-page.ts.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { htmlFilesUnder } from "./build-files.js";
import { langOfPath } from "../app/shared/lang";
import { firstVisitScripts, localFile, pagePathOf, tags, transferSize } from "./lib/built-page";
import { siteEnglishCopy } from "./lib/english-copy";
import { describeFinding, otherLanguageIn, type LanguageFinding } from "./lib/language-rule";
import { isRunAsCommand } from "./lib/run-as-command.js";

export const KB = 1000;
export const BUDGETS = {
  jsBrotli: 112 * KB,
  cssBrotli: 15 * KB,
  /** Largest SVG allowed as an <img> (vector marks only). */
  svgBytes: 2 * KB,
  /** A raster <img> offers at least this many widths. */
  minSrcsetWidths: 2,
  /** What a Tamil page's first visit may add over its English twin (issue 10). */
  tamilExtraBytes: 35 * KB,
};

export type PageReport = {
  path: string;
  file: string;
  js: { files: string[]; raw: number; brotli: number };
  css: { files: string[]; raw: number; brotli: number };
  /** WOFF2 files the page preloads or its stylesheets name (sent as they are: WOFF2 is compressed). */
  fonts: { files: string[]; bytes: number };
  /** The HTML document, brotli. */
  htmlBrotli: number;
  images: number;
  /** The page's files (HTML, first-visit scripts) that hold the other language's copy. */
  language: LanguageFinding[];
  problems: string[];
};

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_CLIENT_DIR = path.resolve(here, "../build/client");

function parseSrcset(value: string): Array<{ url: string; descriptor: string }> {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [url = "", descriptor = ""] = part.split(/\s+/);
      return { url, descriptor };
    });
}

const MODERN = /\.(avif|webp)$/i;

/** What only the owner's inbox may name: its service worker, its manifest, a worker's registration. */
const OWNER_APP_MARKERS = ["/admin/sw.js", "/admin/manifest.webmanifest", "serviceWorker"];

/** The budgets of one page; `englishCopy`, what a Tamil page must not hold (./lib/english-copy.ts). */
export function checkPage(clientDir: string, file: string, englishCopy: readonly string[]): PageReport {
  const html = readFileSync(file, "utf8");
  const report: PageReport = {
    path: pagePathOf(clientDir, file),
    file: path.relative(clientDir, file),
    js: { files: [], raw: 0, brotli: 0 },
    css: { files: [], raw: 0, brotli: 0 },
    fonts: { files: [], bytes: 0 },
    htmlBrotli: transferSize(file).brotli,
    images: 0,
    language: [],
    problems: [],
  };
  const problem = (text: string) => report.problems.push(text);

  // JavaScript: the entry points the HTML names, then their static import graph.
  const scripts = firstVisitScripts(clientDir, html);
  report.problems.push(...scripts.problems);
  for (const js of scripts.files) {
    const size = transferSize(js);
    report.js.files.push("/" + path.relative(clientDir, js));
    report.js.raw += size.raw;
    report.js.brotli += size.brotli;
  }
  if (report.js.brotli > BUDGETS.jsBrotli) {
    problem(`JavaScript ${(report.js.brotli / KB).toFixed(1)} KB brotli > ${BUDGETS.jsBrotli / KB} KB`);
  }

  // One language per page: the HTML and the very scripts the budget above sums.
  const lang = langOfPath(report.path);
  const pageFiles = [
    { name: "HTML", text: html },
    ...report.js.files.map((url) => ({ name: url, text: readFileSync(path.join(clientDir, url), "utf8") })),
  ];
  report.language = otherLanguageIn(lang, pageFiles, englishCopy);
  for (const finding of report.language) problem(describeFinding(lang, finding));
  for (const { name, text } of pageFiles) {
    for (const marker of OWNER_APP_MARKERS) if (text.includes(marker)) problem(`${name} names the owner's app: ${marker}`);
  }

  // CSS.
  for (const link of tags(html, "link").filter((l) => /\bstylesheet\b/i.test(l.rel ?? ""))) {
    const local = localFile(clientDir, link.href ?? "");
    if (!local || !existsSync(local)) {
      problem(`stylesheet not in the build: ${link.href}`);
      continue;
    }
    const size = transferSize(local);
    report.css.files.push(link.href!);
    report.css.raw += size.raw;
    report.css.brotli += size.brotli;
    const css = readFileSync(local, "utf8");
    for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
      if (!/font-display\s*:\s*swap/.test(face)) problem(`@font-face without font-display: swap in ${link.href}`);
      if (/url\(\s*["']?(https?:)?\/\//.test(face)) problem(`@font-face loads a font from another origin in ${link.href}`);
      if (!/\.woff2/.test(face)) problem(`@font-face without a WOFF2 file in ${link.href}`);
    }
  }
  if (report.css.brotli > BUDGETS.cssBrotli) {
    problem(`CSS ${(report.css.brotli / KB).toFixed(1)} KB brotli > ${BUDGETS.cssBrotli / KB} KB`);
  }
  for (const link of tags(html, "link")) {
    if (/fonts\.(googleapis|gstatic)\.com|use\.typekit|fonts\.bunny/.test(link.href ?? "")) {
      problem(`web font from another origin: ${link.href}`);
    }
  }
  const fontUrls = new Set(tags(html, "link").filter((l) => l.rel === "preload" && l.as === "font").map((l) => l.href ?? ""));
  for (const href of report.css.files) {
    const css = readFileSync(localFile(clientDir, href)!, "utf8");
    for (const m of css.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)) fontUrls.add(new URL(m[1]!, `http://site${href}`).pathname);
  }
  for (const url of fontUrls) {
    const local = localFile(clientDir, url);
    if (!local || !existsSync(local)) {
      problem(`font not in the build: ${url}`);
      continue;
    }
    report.fonts.files.push(url);
    report.fonts.bytes += statSync(local).size;
  }

  // Images.
  for (const source of tags(html, "source")) {
    if (!source.srcset) continue;
    for (const { url } of parseSrcset(source.srcset)) {
      if (!MODERN.test(url)) problem(`<source> candidate not AVIF/WebP: ${url}`);
    }
  }
  for (const img of tags(html, "img")) {
    report.images += 1;
    const src = img.src ?? "";
    const label = `<img src="${src}">`;
    if (!img.width || !img.height) problem(`${label} without width and height`);
    if (/\.svg$/i.test(src)) {
      const local = localFile(clientDir, src);
      const bytes = local && existsSync(local) ? statSync(local).size : Infinity;
      if (bytes > BUDGETS.svgBytes) problem(`${label}: SVG over ${BUDGETS.svgBytes / KB} KB: only small vector marks may be SVG, render illustrations to AVIF/WebP`);
      continue;
    }
    if (!MODERN.test(src)) problem(`${label} is not AVIF or WebP`);
    const candidates = parseSrcset(img.srcset ?? "");
    if (candidates.length < BUDGETS.minSrcsetWidths || !candidates.every((c) => /^\d+w$/.test(c.descriptor))) {
      problem(`${label} without a srcset of at least ${BUDGETS.minSrcsetWidths} widths`);
    }
    if (!img.sizes) problem(`${label} without sizes`);
    for (const { url } of candidates) if (!MODERN.test(url)) problem(`${label} srcset candidate not AVIF/WebP: ${url}`);
  }
  return report;
}

/** Bytes of a page's first visit: HTML, scripts and styles as brotli, fonts as they are. */
export function firstVisitBytes(r: PageReport): number {
  return r.htmlBrotli + r.js.brotli + r.css.brotli + r.fonts.bytes;
}

export type LanguageTwin = { tamil: PageReport; english: PageReport | undefined; extra: number };

/** Each Tamil page beside its English twin (`/ta/about` and `/about`), with what its first visit adds. */
export function languageTwins(reports: PageReport[]): LanguageTwin[] {
  const byPath = new Map(reports.map((r) => [r.path, r]));
  return reports
    .filter((r) => r.path === "/ta" || r.path.startsWith("/ta/"))
    .map((tamil) => {
      const english = byPath.get(tamil.path.slice(3) || "/");
      return { tamil, english, extra: english ? firstVisitBytes(tamil) - firstVisitBytes(english) : NaN };
    });
}

export function checkBudgets(clientDir = DEFAULT_CLIENT_DIR): PageReport[] {
  if (!existsSync(clientDir)) throw new Error(`No build at ${clientDir}: run \`npm run build\` first.`);
  const englishCopy = siteEnglishCopy().strings;
  const reports = htmlFilesUnder(clientDir).map((file) => checkPage(clientDir, file, englishCopy));
  for (const { tamil, english, extra } of languageTwins(reports)) {
    if (!english) tamil.problems.push("no English twin");
    else if (extra > BUDGETS.tamilExtraBytes) {
      tamil.problems.push(`first visit ${(extra / KB).toFixed(1)} KB over its English twin > ${BUDGETS.tamilExtraBytes / KB} KB`);
    }
  }
  return reports;
}

/** "ok", or how many strings of the other language the page holds (named among the problems). */
function languageColumn(r: PageReport): string {
  const found = new Set(r.language.flatMap((f) => f.found)).size;
  return found ? `✗ ${found}` : "ok";
}

export function formatReport(reports: PageReport[]): string {
  const kb = (n: number) => (n / KB).toFixed(1).padStart(6);
  const width = Math.max(...reports.map((r) => r.path.length), 4);
  const lines = [
    `${"Page".padEnd(width)}  JS files  JS raw KB  JS br KB  CSS br KB  font KB  visit KB  imgs  lang  status`,
    ...reports.map(
      (r) =>
        `${r.path.padEnd(width)}  ${String(r.js.files.length).padStart(8)}  ${kb(r.js.raw).padStart(9)}  ${kb(r.js.brotli).padStart(8)}  ${kb(r.css.brotli).padStart(9)}  ${kb(r.fonts.bytes).padStart(7)}  ${kb(firstVisitBytes(r)).padStart(8)}  ${String(r.images).padStart(4)}  ${languageColumn(r).padEnd(4)}  ${r.problems.length ? "✗" : "✓"}`,
    ),
  ];
  const twins = languageTwins(reports).filter((t): t is LanguageTwin & { english: PageReport } => t.english !== undefined);
  if (twins.length) {
    const tw = Math.max(...twins.map((t) => t.english.path.length), 7);
    lines.push(
      "",
      `First visit, English and Tamil (KB: HTML, JS and CSS brotli, plus fonts; Tamil may add ${BUDGETS.tamilExtraBytes / KB} KB):`,
      `${"English".padEnd(tw)}  EN KB  TA KB  added`,
      ...twins.map((t) => `${t.english.path.padEnd(tw)}  ${kb(firstVisitBytes(t.english))}  ${kb(firstVisitBytes(t.tamil))}  ${(t.extra >= 0 ? "+" : "") + (t.extra / KB).toFixed(1)}`),
      `Largest addition: ${(Math.max(...twins.map((t) => t.extra)) / KB).toFixed(1)} KB.`,
    );
  }
  const largestJs = reports.reduce((a, b) => (b.js.brotli > a.js.brotli ? b : a));
  const maxCss = Math.max(...reports.map((r) => r.css.brotli));
  lines.push(
    "",
    // The bytes too: a page a few bytes under the budget rounds up to it in KB.
    `Largest first-visit JavaScript: ${(largestJs.js.brotli / KB).toFixed(1)} KB brotli on ${largestJs.path} ` +
      `(${largestJs.js.brotli.toLocaleString("en")} bytes; budget ${BUDGETS.jsBrotli / KB} KB); ` +
      `largest CSS: ${(maxCss / KB).toFixed(1)} KB brotli (budget ${BUDGETS.cssBrotli / KB} KB); ` +
      `${reports.reduce((n, r) => n + r.images, 0)} <img> checked on ${reports.length} pages.`,
  );
  const problems = reports.flatMap((r) => r.problems.map((p) => `  ${r.path}: ${p}`));
  if (problems.length) lines.push("", `${problems.length} problem(s):`, ...problems);
  return lines.join("\n");
}

if (isRunAsCommand(import.meta.url)) {
  const reports = checkBudgets(process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_CLIENT_DIR);
  console.log(formatReport(reports));
  if (reports.some((r) => r.problems.length)) process.exit(1);
}
