/**
 * Reading a pre-rendered page of build/client as a browser's first visit would: the attributes
 * of its tags, the scripts it loads (the entry points its HTML names and everything they import
 * statically) and what a built file weighs on the wire. Text only, no browser: the checks of
 * scripts/check-budgets.ts and the tests of tests/quality read pages through it.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/** A page's site path from its file: `index.html` is "/", `ta/about/index.html` "/ta/about". */
export function pagePathOf(clientDir: string, file: string): string {
  const rel = path.relative(clientDir, file).split(path.sep).join("/");
  if (rel === "index.html") return "/";
  return "/" + rel.replace(/\/index\.html$/, "").replace(/\.html$/, "");
}

// Many pages load the same chunks: each file is measured once per process.
const sizeCache = new Map<string, { raw: number; brotli: number }>();
/** Raw and brotli size of a built file: the .br twin the server sends, or compressed here. */
export function transferSize(file: string): { raw: number; brotli: number } {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const raw = statSync(file).size;
  let brotli: number;
  if (existsSync(`${file}.br`)) brotli = statSync(`${file}.br`).size;
  else
    brotli = Math.min(
      raw,
      brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
  const result = { raw, brotli };
  sizeCache.set(file, result);
  return result;
}

/** Attributes of every start tag named `tag` (lower-cased names; values unescaped for &amp;). */
export function tags(html: string, tag: string): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  const re = new RegExp(`<${tag}(\\s[^>]*)?>`, "gi");
  for (const match of html.matchAll(re)) {
    const attrs: Record<string, string> = {};
    for (const a of (match[1] ?? "").matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = (a[2] ?? a[3] ?? a[4] ?? "").replace(/&amp;/g, "&");
    }
    out.push(attrs);
  }
  return out;
}

/** The URLs inline module scripts import (scripts/defer-hydration.js writes such a script). */
function inlineModuleImports(html: string): string[] {
  const urls: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/type\s*=\s*"?module/i.test(m[1]!)) continue;
    const body = m[2]!;
    for (const i of body.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) urls.push(i[1]!);
    for (const i of body.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) urls.push(i[1]!);
  }
  return urls;
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), resolved to files. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.m?js)["']/g)) {
    out.push(path.resolve(path.dirname(file), m[1]!));
  }
  return out;
}

/** The file of build/client a same-origin URL names (query and hash dropped), or null for another origin. */
export function localFile(clientDir: string, url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  return path.join(clientDir, decodeURIComponent(url.split(/[?#]/)[0]!));
}

export type FirstVisitScripts = {
  /** Every script of the first visit that is in the build, as absolute paths, entry points first. */
  files: string[];
  /** Scripts named but not loadable from the build: from another origin, or missing. */
  problems: string[];
};

/**
 * The JavaScript a first visit to a page runs: the scripts its HTML names (modulepreload links,
 * script elements, the imports of inline module scripts) and everything those import statically.
 * Dynamic imports are left out: they load later, if at all.
 */
export function firstVisitScripts(clientDir: string, html: string): FirstVisitScripts {
  const problems: string[] = [];
  const entryUrls = [
    ...tags(html, "link").filter((l) => /\bmodulepreload\b/i.test(l.rel ?? "")).map((l) => l.href ?? ""),
    ...tags(html, "script").filter((s) => s.src).map((s) => s.src!),
    ...inlineModuleImports(html),
  ];
  const queue: string[] = [];
  for (const url of entryUrls) {
    const local = localFile(clientDir, url);
    if (local) queue.push(local);
    else problems.push(`script from another origin: ${url}`);
  }
  const seen = new Set<string>();
  const files: string[] = [];
  while (queue.length) {
    const js = queue.shift()!;
    if (seen.has(js)) continue;
    seen.add(js);
    if (!existsSync(js)) {
      problems.push(`script not in the build: /${path.relative(clientDir, js)}`);
      continue;
    }
    files.push(js);
    queue.push(...staticImports(js));
  }
  return { files, problems };
}
