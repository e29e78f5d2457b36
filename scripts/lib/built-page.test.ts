import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstVisitScripts, localFile, pagePathOf, tags, transferSize } from "./built-page";

describe("pagePathOf", () => {
  it("names a page by its site path", () => {
    expect(pagePathOf("/b", "/b/index.html")).toBe("/");
    expect(pagePathOf("/b", "/b/ta/index.html")).toBe("/ta");
    expect(pagePathOf("/b", "/b/ta/about/index.html")).toBe("/ta/about");
    expect(pagePathOf("/b", "/b/404.html")).toBe("/404");
  });
});

describe("tags", () => {
  it("reads every start tag's attributes, however quoted, names lower-cased and &amp; unescaped", () => {
    const html = `<link rel="modulepreload" href="/a.js"><LINK REL=stylesheet href='/s.css?x=1&amp;y=2'><img src="/i.webp" alt="" hidden><linkage href="/no">`;
    expect(tags(html, "link")).toEqual([
      { rel: "modulepreload", href: "/a.js" },
      { rel: "stylesheet", href: "/s.css?x=1&y=2" },
    ]);
    expect(tags(html, "img")).toEqual([{ src: "/i.webp", alt: "", hidden: "" }]);
  });
});

describe("localFile", () => {
  it("maps a same-origin URL into the build, and another origin to null", () => {
    expect(localFile("/b", "/assets/a%20b.js?v=1#x")).toBe("/b/assets/a b.js");
    expect(localFile("/b", "//cdn.example/a.js")).toBeNull();
    expect(localFile("/b", "https://cdn.example/a.js")).toBeNull();
  });
});

describe("firstVisitScripts and transferSize", () => {
  let dir: string;
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "built-page-"));
    write("assets/entry.js", `import{a}from"./shared.js";import"./side.js";const lazy=()=>import("./later.js");`);
    write("assets/shared.js", `import{b}from"./entry.js";export const a=1;`);
    write("assets/side.js", `export {};`);
    write("assets/later.js", `export const late=1;`);
    write("assets/preloaded.js", `import"./missing.js";`);
    write("assets/big.js", "x".repeat(1000));
    write("assets/big.js.br", "12345");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("follows the HTML's entry points through their static imports, once each, and leaves dynamic imports out", () => {
    const html = `<link rel="modulepreload" href="/assets/preloaded.js"><script type="module">import "/assets/entry.js";</script><script src="https://cdn.example/x.js"></script>`;
    const found = firstVisitScripts(dir, html);
    expect(found.files.map((f) => path.relative(dir, f))).toEqual(["assets/preloaded.js", "assets/entry.js", "assets/shared.js", "assets/side.js"]);
    expect(found.problems).toEqual(["script from another origin: https://cdn.example/x.js", "script not in the build: /assets/missing.js"]);
  });

  it("weighs a file by its .br twin when there is one, else compresses it", () => {
    expect(transferSize(path.join(dir, "assets/big.js"))).toEqual({ raw: 1000, brotli: 5 });
    const side = transferSize(path.join(dir, "assets/side.js"));
    expect(side.raw).toBe(10);
    expect(side.brotli).toBeLessThanOrEqual(10);
  });
});
