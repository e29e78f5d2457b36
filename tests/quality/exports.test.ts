/**
 * Tests import what production imports: every export of a module of server/ (its test helpers
 * in server/test-support aside) is used by code that is not a test (app/, server/, scripts/,
 * bench/, server.js, the configs), so nothing is exported for tests only. A test reaches a
 * module's inner parts through what the module exports for its callers.
 */
import { describe, expect, it } from "vitest";
import { code, files, imports, resolveLocal } from "../support/source-files";

const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("tests/") || file.includes("/test-support/");

/** The names a module exports: declarations, and `export { a, b as c }`. */
function exportsOf(source: string): string[] {
  const names = [...source.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
  for (const list of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const part of list[1]!.split(",")) {
      const name = part.trim().split(/\s+as\s+/).at(-1)?.replace(/^type\s+/, "");
      if (name) names.push(name);
    }
  }
  return names;
}

/** The SSR entry the production build makes of a source module: vite.config.ts's `server` input becomes build/server/server.js. */
const serverEntry = /\binput:\s*\{[^}]*\bserver:\s*"\.\/([^"]+)"/.exec(code.get("vite.config.ts")!)?.[1];

/**
 * The modules a file uses: what it imports (also `typeof import(…)`), what it loads through
 * Vite (`ssrLoadModule("/server/…")`), and the server entry when it starts the build.
 */
function modulesUsedBy(file: string): Set<string> {
  const used = new Set<string>();
  for (const { specifier } of imports.get(file)!) {
    if (specifier.endsWith("build/server/server.js") && serverEntry) used.add(serverEntry);
    const target = resolveLocal(file, specifier);
    if (target) used.add(target);
  }
  for (const match of code.get(file)!.matchAll(/\bssrLoadModule\(\s*["']\/([^"']+)["']/g)) used.add(match[1]!);
  return used;
}

const production = files.filter((file) => !isTestCode(file));
const usedBy = new Map(production.map((file) => [file, modulesUsedBy(file)]));

/** The exports of `module` that no other production file that uses the module names. */
function unusedExports(module: string): string[] {
  const users = production.filter((file) => file !== module && usedBy.get(file)!.has(module));
  return exportsOf(code.get(module)!).filter((name) => !users.some((file) => new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(code.get(file)!)));
}

describe("exports", () => {
  it("finds the exports and the uses it checks", () => {
    expect(exportsOf("export function a() {}\nexport async function b() {}\nexport const c = 1;\nexport type D = 1;\nexport class E {}\nexport { f, g as h, type I };\nconst j = 1;")).toEqual(["a", "b", "c", "D", "E", "f", "h", "I"]);
    expect(serverEntry).toBe("server/app.ts");
    expect(usedBy.get("server.js")).toContain("server/app.ts");
    expect(usedBy.get("scripts/dev.ts")).toEqual(new Set(["server/app.ts", "server/http/lifecycle.ts", "server/services.ts"]));
  });

  it("every export of server/ is used by code that is not a test", () => {
    const modules = production.filter((file) => file.startsWith("server/"));
    expect(modules.length).toBeGreaterThan(30);
    const unused = modules.flatMap((module) => unusedExports(module).map((name) => `${module}: ${name}`));
    expect(unused).toEqual([]);
  });
});
