/**
 * The repository's source files and their imports, read as text, for the tests of tests/quality
 * that check how the code hangs together (boundaries.test.ts, exports.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../scripts/lib/local-site";

const SOURCE = /\.(ts|tsx|js)$/;
const SKIP = new Set(["node_modules", "build", ".react-router", "results"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

export type Import = { specifier: string; typeOnly: boolean };

/** Static imports and re-exports, dynamic imports and bare `import "x"`. */
export function importsOf(code: string): Import[] {
  const found: Import[] = [];
  for (const match of code.matchAll(/^\s*(import|export)\s+(type\s+)?[\w*{}\s,$]*?\bfrom\s+["']([^"']+)["']/gm)) {
    found.push({ specifier: match[3]!, typeOnly: Boolean(match[2]) });
  }
  for (const match of code.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) found.push({ specifier: match[1]!, typeOnly: false });
  for (const match of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push({ specifier: match[1]!, typeOnly: false });
  return found;
}

/** The repository file a relative or `~/` specifier points at, or null for a package. */
export function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  const candidates = [base, ...[".ts", ".tsx", ".js"].map((ext) => base.replace(/\.js$/, "") + ext), path.join(base, "index.ts")];
  return candidates.find((file) => existsSync(path.join(ROOT, file)) && SOURCE.test(file)) ?? base;
}

/** Every source file of the repository, relative to its root. */
export const files = ["app", "server", "scripts", "bench", "tests"].flatMap(sourceFiles).concat(["vite.config.ts", "vitest.config.ts", "react-router.config.ts", "server.js"]);

export const code = new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]));

/** Each file's imports. */
export const imports = new Map(files.map((file) => [file, importsOf(code.get(file)!)]));

export const isTest = (file: string) => /\.test\.tsx?$/.test(file);
