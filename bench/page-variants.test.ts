import { describe, expect, it } from "vitest";
import { applyVariants } from "./page-variants";

// The shape of a pre-rendered page (build/client/ta/index.html), cut down.
const PAGE = [
  `<!DOCTYPE html><html lang="ta"><head><link rel="preload" as="image" href="/logo.svg"/>`,
  `<link rel="stylesheet" href="/assets/app.css" data-precedence="high"/>`,
  `<link rel="preload" as="font" type="font/woff2" href="/assets/tamil-400.woff2" crossorigin="anonymous"/>`,
  `<script type="application/ld+json">{"@type":"WebPage"}</script></head>`,
  `<body><img src="/logo.svg" alt="" width="80" height="80"/><h1>வணக்கம்</h1>`,
  `<script>window.__reactRouterContext = {};</script>`,
  `<script type="module" async="">await import("/assets/entry.client.js");</script>`,
  `<script>$RC("B:1","S:1")</script></body></html>`,
].join("");

describe("page variants", () => {
  it("noscripts removes every script but the structured data", () => {
    const html = applyVariants("noscripts", PAGE);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("entry.client");
    expect(html).not.toContain("$RC");
    expect(html).toContain(`<script type="application/ld+json">{"@type":"WebPage"}</script>`);
    expect(html).toContain("<h1>வணக்கம்</h1>");
  });

  it("nohydration removes only the module script", () => {
    const html = applyVariants("nohydration", PAGE);
    expect(html).not.toContain("entry.client");
    expect(html).toContain("__reactRouterContext");
  });

  it("applies a list in order, each removing its own kind", () => {
    const html = applyVariants("nocss+noimages+nofontpreload", PAGE);
    expect(html).not.toMatch(/stylesheet|<img|as="image"|as="font"/);
    expect(html).toContain("<h1>வணக்கம்</h1>");
    expect(html).toContain("entry.client");
  });

  it("headonly keeps the page's head and replaces its body", () => {
    const html = applyVariants("headonly", PAGE);
    expect(html).toContain(`as="font"`);
    expect(html).not.toContain("வணக்கம்");
    expect(html).toMatch(/<body><h1>Control page<\/h1>.*<\/body><\/html>$/);
    expect(() => applyVariants("headonly", "<p>no body</p>")).toThrow("headonly: the page has no <body>");
  });

  it("asis changes nothing, and an unknown name is an error", () => {
    expect(applyVariants("asis", PAGE)).toBe(PAGE);
    expect(() => applyVariants("asis+nojs", PAGE)).toThrow("unknown variant 'nojs'");
  });
});
