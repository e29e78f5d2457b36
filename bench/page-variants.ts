/**
 * Pages with parts taken out, for finding what a Lighthouse figure depends on
 * (docs/PERFORMANCE.md, "What Lighthouse measures on this machine").
 *
 *   npx tsx bench/page-variants.ts [ORIGIN]     # ORIGIN defaults to http://localhost:3000
 *
 * Listens on PORT (default 3100). `/v/<variants>/<path>` is the page at <path> on ORIGIN with
 * each variant applied in turn (`/v/noscripts+nocss/ta`); `/control` is bench:lighthouse's
 * control page; anything else (scripts, styles, images) is passed through from ORIGIN.
 * A diagnostic tool, not a server for visitors: it reads whole responses into memory.
 */
import { createServer } from "node:http";
import { CONTROL_PAGE } from "./lighthouse-summary";
import { isRunAsCommand } from "../scripts/lib/run-as-command.js";

/** Each takes a pre-rendered page's HTML and returns it with one kind of thing removed. */
export const VARIANTS: Record<string, (html: string) => string> = {
  asis: (html) => html,
  /** Every script but structured data: inline ones and the module that hydrates. */
  noscripts: (html) => html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, ""),
  /** Only the module that loads React and hydrates (scripts/defer-hydration.js). */
  nohydration: (html) => html.replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, ""),
  nocss: (html) => html.replace(/<link rel="stylesheet"[^>]*>/g, ""),
  noimages: (html) => html.replace(/<img[^>]*>/g, "").replace(/<link rel="preload" as="image"[^>]*>/g, ""),
  nofontpreload: (html) => html.replace(/<link rel="preload" as="font"[^>]*>/g, ""),
  /** The page's own <head> with a body of one heading and one paragraph, like the control page's. */
  headonly: (html) => {
    const body = html.indexOf("<body");
    if (body < 0) throw new Error("headonly: the page has no <body>");
    return `${html.slice(0, body)}<body><h1>Control page</h1><p>One heading and one paragraph.</p></body></html>`;
  },
};

/** Applies `noscripts+nocss`-style lists of variants in order; throws on an unknown name. */
export function applyVariants(list: string, html: string): string {
  return list.split("+").reduce((page, name) => {
    const variant = VARIANTS[name];
    if (!variant) throw new Error(`unknown variant '${name}' (known: ${Object.keys(VARIANTS).join(", ")})`);
    return variant(page);
  }, html);
}

const VARIANT_PATH = /^\/v\/([\w+]+)(\/.*)$/;
const HOP_BY_HOP = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);

function serve(origin: string, port: number) {
  createServer(async (req, res) => {
    try {
      if (req.url === "/control") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(CONTROL_PAGE);
        return;
      }
      const match = VARIANT_PATH.exec(req.url ?? "/");
      const upstream = await fetch(origin + (match ? match[2] : req.url), {
        headers: { "accept-encoding": "identity" },
        redirect: "manual",
      });
      const headers = [...upstream.headers].filter(([name]) => !HOP_BY_HOP.has(name));
      let body = Buffer.from(await upstream.arrayBuffer());
      if (match && upstream.headers.get("content-type")?.startsWith("text/html")) {
        body = Buffer.from(applyVariants(match[1]!, body.toString("utf8")));
      }
      res.writeHead(upstream.status, Object.fromEntries(headers)).end(body);
    } catch (error) {
      res.writeHead(500, { "Content-Type": "text/plain" }).end(String(error));
    }
  }).listen(port, () => console.log(`page variants of ${origin} on http://localhost:${port}/v/<${Object.keys(VARIANTS).join("|")}>/<path>`));
}

if (isRunAsCommand(import.meta.url)) {
  serve(process.argv[2] ?? "http://localhost:3000", Number(process.env.PORT ?? 3100));
}
