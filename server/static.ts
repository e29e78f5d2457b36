/**
 * Serves the build output: pre-rendered pages at their exact paths (`/about` answers
 * build/client/about/index.html with 200, no redirect to `/about/`), hashed assets with a
 * year-long immutable cache, and any `.br`/`.gz` twin written at build time when the
 * browser accepts it. Everything else falls through to React Router.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { acceptedEncodings, isCompressible } from "./compression";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

type Found = { file: string; size: number; mtimeMs: number; ext: string };

async function findFile(root: string, urlPath: string): Promise<Found | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  // A path without an extension is a page: its pre-rendered index.html.
  const file = path.extname(resolved) ? resolved : path.join(resolved, "index.html");
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs, ext: path.extname(file) } : null;
}

export function cacheControlFor(urlPath: string, ext: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (ext === ".html" || ext === ".data") return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

export type StaticOptions = {
  /**
   * The Content-Security-Policy of a pre-rendered page, given its path under the root
   * (e.g. "about/index.html"): server/security.ts adds the hashes of its inline scripts.
   */
  htmlCsp?: (relativeFile: string) => string;
  /** Request headers the answer depends on besides Accept-Encoding (e.g. Cookie for "/"). */
  vary?: (urlPath: string) => string[];
};

/** Returns true when it answered the request. */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, options: StaticOptions = {}): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const [urlPath = "/", query] = (req.url ?? "/").split("?");
  if (urlPath.length > 1 && urlPath.endsWith("/")) {
    // One URL per page: /about/ is /about.
    const target = urlPath.replace(/\/+$/, "") || "/";
    res.writeHead(301, { Location: query === undefined ? target : `${target}?${query}` });
    res.end();
    return true;
  }
  const found = await findFile(root, urlPath);
  if (!found) return false;

  let { file, size, mtimeMs } = found;
  const headers: Record<string, string> = {
    "Content-Type": TYPES[found.ext] ?? "application/octet-stream",
    "Cache-Control": cacheControlFor(urlPath, found.ext),
  };
  if (found.ext === ".html" && options.htmlCsp) {
    headers["Content-Security-Policy"] = options.htmlCsp(path.relative(root, found.file).split(path.sep).join("/"));
  }
  const vary = options.vary?.(urlPath) ?? [];
  if (vary.length) headers.Vary = vary.join(", ");
  if (isCompressible(headers["Content-Type"])) {
    headers.Vary = ["Accept-Encoding", ...vary].join(", ");
    for (const encoding of acceptedEncodings(req.headers["accept-encoding"])) {
      const suffix = SUFFIX[encoding];
      const info = await stat(file + suffix).catch(() => null);
      if (info?.isFile()) {
        file += suffix;
        size = info.size;
        mtimeMs = info.mtimeMs;
        headers["Content-Encoding"] = encoding;
        break;
      }
    }
  }
  const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${headers["Content-Encoding"] ? `-${headers["Content-Encoding"]}` : ""}"`;
  headers.ETag = etag;
  headers["Last-Modified"] = new Date(mtimeMs).toUTCString();

  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  headers["Content-Length"] = String(size);
  res.writeHead(200, headers);
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  createReadStream(file).pipe(res);
  return true;
}
