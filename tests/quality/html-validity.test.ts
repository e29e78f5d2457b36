/**
 * The Nu HTML Checker (vnu-jar, run with the machine's Java 17+) on every pre-rendered
 * page of the build, English and Tamil (`npm test` builds first): no errors. Warnings are
 * not failures.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleSlugsOnDisk, pagePaths } from "../../app/content/paths.server";
import { pagePathOf } from "../../scripts/lib/built-page";
import { htmlFilesUnder } from "../../scripts/build-files.js";
import { ROOT } from "../../scripts/lib/local-site";

const CLIENT = path.join(ROOT, "build/client");

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

describe("HTML validity (Nu HTML Checker)", () => {
  it("finds no error on any pre-rendered page", () => {
    const files = htmlFilesUnder(CLIENT);
    const checked = files.map((file) => pagePathOf(CLIENT, file));
    for (const page of pagePaths(articleSlugsOnDisk())) expect(checked, page).toContain(page);
    expect(checked.filter((page) => page === "/ta" || page.startsWith("/ta/"))).toHaveLength(24);
    // vnu-jar's main export is the path of vnu.jar.
    const jar = String(createRequire(import.meta.url)("vnu-jar"));
    const java = process.env.JAVA ?? "java";
    const run = spawnSync(java, ["-Xss2m", "-jar", jar, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`Could not run Java (${java}) for vnu.jar: ${run.error.message}. Java 17+ must be installed.`);
    // vnu writes its JSON report to stderr; exit status 1 means it found errors.
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`vnu.jar did not answer JSON (exit ${run.status}):\n${run.stderr}\n${run.stdout}`);
    }
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${path.relative(CLIENT, m.url.replace(/^file:/, ""))}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? `\n    ${m.extract}` : ""}`);
    console.log(`Nu HTML Checker: ${files.length} pages, ${errors.length} errors.`);
    expect(errors).toEqual([]);
    expect(run.status).toBe(0);
  }, 120_000);
});
