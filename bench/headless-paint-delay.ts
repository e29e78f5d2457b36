/**
 * `npx tsx bench/headless-paint-delay.ts [RUNS]`: shows the headless Chromium artefact that
 * decision 0055 works around, on two pages that have nothing of ours in them.
 *
 * - `/`: bench:lighthouse's control page (one heading, one paragraph);
 * - `/late-stylesheet`: the same page with one render-blocking stylesheet that the server sends
 *   STYLESHEET_DELAY_MS late. It can paint once the stylesheet is in, a little after 400 ms.
 *
 * Each page is measured RUNS times (default 5) by Lighthouse with Chromium's flags as the e2e tests
 * use them (CHROMIUM_FLAGS) and as bench:lighthouse uses them (LIGHTHOUSE_CHROMIUM_FLAGS), and the
 * first contentful paint that Chromium observed is printed for each run. With the first set, the
 * late-stylesheet page's first paint came at about 1.2–1.3 s here (about 0.8 s after it could);
 * with the second, at about 0.5 s (docs/PERFORMANCE.md).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, launchChromeForLighthouse, LIGHTHOUSE_CHROMIUM_FLAGS } from "../scripts/lib/chromium";
import { isRunAsCommand } from "../scripts/lib/run-as-command.js";
import { CONTROL_PAGE, observedFirstPaintMs } from "./lighthouse-summary";

export const STYLESHEET_DELAY_MS = 400;
export const LATE_STYLESHEET_PAGE = CONTROL_PAGE.replace("</head>", '<link rel="stylesheet" href="/late.css"></head>');

/** Serves the two pages; the stylesheet is answered STYLESHEET_DELAY_MS after it is asked for. */
export function paintDelayServer(): Server {
  return createServer((req, res) => {
    const html = (body: string) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
    if (req.url === "/") return html(CONTROL_PAGE);
    if (req.url === "/late-stylesheet") return html(LATE_STYLESHEET_PAGE);
    if (req.url === "/late.css") {
      setTimeout(() => res.writeHead(200, { "Content-Type": "text/css" }).end("h1 { color: #0f172a; }"), STYLESHEET_DELAY_MS);
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
  });
}

async function observedFirstPaints(flags: string[], urls: string[], runs: number): Promise<Map<string, number[]>> {
  const chrome = await launchChromeForLighthouse(flags);
  const paints = new Map<string, number[]>(urls.map((url) => [url, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const url of urls) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        const error = result?.lhr.runtimeError;
        // A run in which Chromium drew no frame is one of the things this script is for: say so.
        if (error?.code === "NO_FCP") {
          paints.get(url)!.push(NaN);
          continue;
        }
        if (!result || error) throw new Error(`${url}: ${error?.message ?? "no result"}`);
        const observed = observedFirstPaintMs(result.lhr);
        if (observed === undefined) throw new Error(`${url}: Lighthouse gave no observed first contentful paint`);
        paints.get(url)!.push(Math.round(observed));
      }
    }
  } finally {
    await chrome.kill();
  }
  return paints;
}

if (isRunAsCommand(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 5);
  const server = paintDelayServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls = [`${origin}/`, `${origin}/late-stylesheet`];
  try {
    for (const [name, flags] of [
      ["CHROMIUM_FLAGS", CHROMIUM_FLAGS],
      ["LIGHTHOUSE_CHROMIUM_FLAGS", LIGHTHOUSE_CHROMIUM_FLAGS],
    ] as const) {
      console.log(`${name} (${flags.join(" ")}):`);
      for (const [url, paints] of await observedFirstPaints(flags, urls, runs)) {
        const shown = paints.map((ms) => (Number.isNaN(ms) ? "no paint (NO_FCP)" : `${ms}`));
        console.log(`  ${url.slice(origin.length)}: observed first contentful paint ${shown.join(", ")} ms`);
      }
    }
  } finally {
    server.close();
  }
}
