import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.js";

const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head>
<body><main>Content</main><script>window.__reactRouterContext = {};</script><script type="module" async="">;
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body></html>`;

describe("deferHydration", () => {
  const html = deferHydration(page)!;

  it("drops the modulepreload links that would fetch before the first paint", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("waits for the first paint, then preloads and imports the same modules in order", () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const wait = script.indexOf('observe({ type: "paint", buffered: true })');
    const preload = script.indexOf('["/assets/entry.client-1.js","/assets/root-2.js"]');
    const root = script.indexOf('const route0 = await import("/assets/root-2.js");');
    const home = script.indexOf('const route1 = await import("/assets/home-3.js");');
    const entry = script.indexOf('import("/assets/entry.client-1.js");');
    expect([wait, preload, root, home, entry].every((i) => i >= 0)).toBe(true);
    expect(wait < preload && preload < root && root < home && home < entry).toBe(true);
    expect(script).not.toMatch(/import \* as/);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  });

  it("leaves the page's content and other scripts alone", () => {
    expect(html).toContain("<main>Content</main><script>window.__reactRouterContext = {};</script>");
  });

  it("reports a page without React Router's bootstrap", () => {
    expect(deferHydration("<html><body>plain</body></html>")).toBeNull();
  });
});
