// Build step: on every pre-rendered page, start fetching the app's JavaScript only after the
// browser has painted the page. The HTML is complete without it (it is pre-rendered), so on
// a slow connection the first paint and the images get the bandwidth first; the scripts
// then hydrate the page a moment later. Concretely, React Router's bootstrap module
//   import * as route0 from "/assets/root.js"; … import("/assets/entry.client.js");
// becomes
//   await firstPaint(); (modulepreload the chunks) const route0 = await import(…); …
// and the <link rel="modulepreload"> tags in <head>, which would fetch at once, are dropped.
// Pages rendered by the server at request time (404s, contact results) are unchanged.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFilesUnder } from "./build-files.js";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

// Resolves at the first paint (`buffered`: also when it happened before this script ran).
// A page that will not paint soon (a background tab) or a browser without paint timing
// hydrates at once. Paint entries are not timers, so a test's fake clock does not stop it.
const WAIT_FOR_FIRST_PAINT = `await new Promise((resolve) => {
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
  new PerformanceObserver((_, observer) => { observer.disconnect(); resolve(); }).observe({ type: "paint", buffered: true });
});`;

/** Rewrites one page; returns null when it has no React Router bootstrap to defer. */
export function deferHydration(html) {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const preload = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  const body = script[1].replace(STATIC_IMPORT, "const $1 = await import($2);");
  const deferred = `<script type="module" async="">${WAIT_FOR_FIRST_PAINT}\n${preload}\n${body}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(script[0], () => deferred);
}

export function deferHydrationInBuild(clientDir = new URL("../build/client", import.meta.url).pathname) {
  let count = 0;
  for (const file of htmlFilesUnder(clientDir)) {
    const html = deferHydration(readFileSync(file, "utf8"));
    if (html === null) throw new Error(`${path.relative(clientDir, file)}: no React Router bootstrap script found`);
    writeFileSync(file, html);
    count += 1;
  }
  return count;
}
