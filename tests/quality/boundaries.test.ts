/**
 * The house's boundaries, read from the import statements of every source file:
 * - one way between the app and the server: app/ reaches server/ only through `*.server.ts`
 *   modules (and app/entry.server.tsx), server/ reaches app/ only through app/shared/, and
 *   app/shared/ depends on nothing else of the app;
 * - no import cycle anywhere;
 * - no source file outside content and tests is longer than 300 lines, and no doc in DOC_LIMITS
 *   longer than its limit;
 * - app/ never imports from scripts/ or tests/, and bench/ never from tests/;
 * - a module in app/ that needs Node (a `node:` import, directly or through another
 *   module of app/) is named `*.server.ts`, so React Router keeps it out of the browser;
 * - every package the code imports is declared in package.json, and only through the
 *   entry points the package exports (no `nodemailer/lib/...`).
 */
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/local-site";
import { imports, importsOf, isTest, resolveLocal } from "../support/source-files";

/**
 * Docs that stay short by construction (issue 38): docs/PERFORMANCE.md grew from 136 lines to 294 as a
 * dated diary; it holds the latest figures only, their history being in git.
 */
const DOC_LIMITS: Record<string, number> = { "docs/PERFORMANCE.md": 150 };

describe("boundaries", () => {
  it("finds the imports it checks", () => {
    expect(importsOf(`import type { A } from "./a";\nimport {\n  b,\n} from "~/b";\nexport { c } from "../c";\nimport "./d.css";\nconst e = await import("./e");`)).toEqual([
      { specifier: "./a", typeOnly: true },
      { specifier: "~/b", typeOnly: false },
      { specifier: "../c", typeOnly: false },
      { specifier: "./d.css", typeOnly: false },
      { specifier: "./e", typeOnly: false },
    ]);
  });

  it("app/ never imports from scripts/ or tests/ (its tests may use tests/support), and bench/ never from tests/", () => {
    const crossings: string[] = [];
    for (const [file, list] of imports) {
      for (const { specifier } of list) {
        const target = resolveLocal(file, specifier);
        if (!target) continue;
        if (file.startsWith("app/") && target.startsWith("scripts/")) crossings.push(`${file} -> ${target}`);
        if (file.startsWith("app/") && !isTest(file) && target.startsWith("tests/")) crossings.push(`${file} -> ${target}`);
        if (file.startsWith("bench/") && target.startsWith("tests/")) crossings.push(`${file} -> ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it("names every module of app/ that needs Node *.server.ts", () => {
    const appModules = [...imports.keys()].filter((file) => file.startsWith("app/") && !isTest(file));
    // A route module may import a *.server module for its loader: React Router strips it from the browser's copy.
    const isRoute = (file: string) => file.startsWith("app/routes/") || file === "app/root.tsx";
    const isServer = (file: string) => /\.server\.tsx?$/.test(file);
    const valueImports = (file: string) => imports.get(file)!.filter((i) => !i.typeOnly);
    const importsNode = (file: string) => valueImports(file).some((i) => i.specifier.startsWith("node:"));
    const needsNode = new Set(appModules.filter((file) => isServer(file) || importsNode(file)));
    // Whatever imports a module that needs Node needs Node too.
    for (let grew = true; grew; ) {
      grew = false;
      for (const file of appModules) {
        if (needsNode.has(file) || isRoute(file)) continue;
        if (valueImports(file).some((i) => needsNode.has(resolveLocal(file, i.specifier) ?? ""))) {
          needsNode.add(file);
          grew = true;
        }
      }
    }
    expect(needsNode.size).toBeGreaterThan(0);
    expect([...needsNode].filter((file) => !isServer(file))).toEqual([]);
    expect(appModules.filter((file) => isRoute(file) && importsNode(file))).toEqual([]);
  });

  it("goes one way between the app and the server: app/ through *.server.ts modules, server/ into app/shared/ only", () => {
    const crossings: string[] = [];
    for (const [file, list] of imports) {
      if (isTest(file) || file.startsWith("server/test-support/")) continue;
      for (const { specifier } of list) {
        const target = resolveLocal(file, specifier);
        if (!target) continue;
        if (file.startsWith("app/") && target.startsWith("server/") && !/\.server\.tsx?$/.test(file)) crossings.push(`${file} -> ${target}`);
        if (file.startsWith("server/") && target.startsWith("app/") && !target.startsWith("app/shared/")) crossings.push(`${file} -> ${target}`);
        if (file.startsWith("app/shared/") && target.startsWith("app/") && !target.startsWith("app/shared/")) crossings.push(`${file} -> ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it("keeps every source file outside content and tests to 300 lines", () => {
    const long = [...imports.keys()]
      .filter((file) => !isTest(file) && !file.startsWith("tests/") && !file.startsWith("app/content/") && !file.includes("/test-support/"))
      .map((file) => [file, readFileSync(path.join(ROOT, file), "utf8").split("\n").length] as const)
      .filter(([, lines]) => lines > 300)
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it("keeps each doc in DOC_LIMITS to its limit", () => {
    const long = Object.entries(DOC_LIMITS)
      .map(([file, limit]) => [file, limit, readFileSync(path.join(ROOT, file), "utf8").trimEnd().split("\n").length] as const)
      .filter(([, limit, lines]) => lines > limit)
      .map(([file, limit, lines]) => `${file}: ${lines} lines (limit ${limit})`);
    expect(long).toEqual([]);
  });

  it("has no import cycle (type-only imports aside)", () => {
    const modules = [...imports.keys()].filter((file) => !isTest(file));
    const known = new Set(modules);
    const edges = new Map(
      modules.map((file) => [
        file,
        imports
          .get(file)!
          .filter((i) => !i.typeOnly)
          .map((i) => resolveLocal(file, i.specifier))
          .filter((target): target is string => target !== null && known.has(target)),
      ]),
    );
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (trail.includes(file)) {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(" -> "));
        return;
      }
      for (const next of edges.get(file) ?? []) visit(next, [...trail, file]);
    };
    for (const file of modules) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("imports only declared packages, through the entry points they export", () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    const builtins = new Set(builtinModules);
    const problems = new Set<string>();
    for (const [file, list] of imports) {
      for (const { specifier, typeOnly } of list) {
        if (resolveLocal(file, specifier) || specifier.startsWith("virtual:") || specifier.startsWith("node:") || builtins.has(specifier)) continue;
        // A URL the browser loads (scripts/defer-hydration.js writes such imports into pages).
        if (specifier.startsWith("/")) continue;
        const parts = specifier.split("/");
        const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
        const subpath = specifier.slice(name.length);
        // Types of an untyped package come from @types/<name>.
        const typesPackage = `@types/${name.replace(/^@(.*)\//, "$1__")}`;
        if (!declared.has(name) && !(typeOnly && declared.has(typesPackage))) problems.add(`${file}: ${name} is not in package.json`);
        if (!subpath) continue;
        const exported = JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")).exports;
        const keys = exported && typeof exported === "object" ? Object.keys(exported) : [];
        const allowed = keys.some((key) => key === `.${subpath}` || (key.includes("*") && `.${subpath}`.startsWith(key.split("*")[0]!)));
        if (!allowed) problems.add(`${file}: ${specifier} is not an entry point ${name} exports`);
      }
    }
    expect([...problems]).toEqual([]);
  });
});
