/**
 * Serves the build output from memory: every file under build/client is read once at
 * start-up, with its `.br`/`.gz` twins, headers and ETag, since the build never changes
 * while the server runs. Pre-rendered pages answer at their exact paths (`/about` is
 * build/client/about/index.html with 200, no redirect to `/about/`), hashed assets carry a
 * year-long immutable cache, and a twin is sent when the browser accepts it. Everything
 * else falls through to React Router.
 *
 * Only regular files inside the root are served, after resolving symbolic links, and no
 * dotfile or dot-directory except `.well-known`: a link or a stray `.env` in the build
 * is never an open door.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { withAnalyticsOff } from "~/shared/analytics";
import { splashOpensPage, withSplashHidden } from "~/shared/splash";
import { acceptedEncodings, compressWhole, isCompressible, type Encoding } from "./compression";
import { SERVICE_WORKER_CSP } from "./content-security-policy";
import { sitePath } from "./request-url";

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

function cacheControlFor(urlPath: string, ext: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (ext === ".html" || ext === ".data") return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

/**
 * The owner's installable inbox (decision 0063): its manifest and service worker, files the
 * browser fetches without the owner's session (a manifest is fetched without cookies) and that
 * hold nothing of an enquiry. Not indexed, and asked for again each time the browser looks.
 * The worker lives at /admin/sw.js and controls /admin itself, not only /admin/…: that wider
 * scope must be allowed by a header.
 */
const OWNER_APP_HEADERS: Record<string, Record<string, string>> = {
  "admin/sw.js": {
    "Cache-Control": "no-cache",
    "Service-Worker-Allowed": "/admin",
    "Content-Security-Policy": SERVICE_WORKER_CSP,
    "X-Robots-Tag": "noindex, nofollow",
  },
  "admin/manifest.webmanifest": { "Cache-Control": "no-cache", "X-Robots-Tag": "noindex, nofollow" },
};

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** One way to send a file: its bytes (plain or a compressed twin) and their ETag. */
type Variant = { body: Buffer; etag: string };

/** The bytes of one version of a file: plain, and its compressed twins. */
type Versions = { plain: Variant; twins: Partial<Record<Encoding, Variant>> };

type StaticFile = {
  /** Path under the root with "/" separators, e.g. "about/index.html" (for the page's CSP). */
  relative: string;
  headers: Record<string, string>;
  lastModified: string;
  /** What is sent: a file as built; a page as it opens a visit or within one (app/shared/splash.ts). */
  versions: (opensVisit: boolean) => Versions;
};

/**
 * A page as the server sends it: within a visit its splash hidden (app/shared/splash.ts), and
 * with ANALYTICS=off marked so that its beacon sends nothing (decision 0082). Each version is
 * made the first time it is asked for, compressed like the build's twins, then kept; one that
 * needs no change is the build's own.
 */
function pageVersions(built: Versions, analyticsOff: boolean): (opensVisit: boolean) => Versions {
  const made = new Map<boolean, Versions>();
  return (opensVisit) => {
    const kept = made.get(opensVisit);
    if (kept) return kept;
    const original = built.plain.body.toString("utf8");
    let html = opensVisit ? original : (withSplashHidden(original) ?? original);
    if (analyticsOff) html = withAnalyticsOff(html);
    let versions = built;
    if (html !== original) {
      const body = Buffer.from(html);
      versions = { plain: variant(body), twins: {} };
      for (const encoding of Object.keys(built.twins) as Encoding[]) versions.twins[encoding] = variant(compressWhole(body, encoding), encoding);
    }
    made.set(opensVisit, versions);
    return versions;
  };
}

function variant(body: Buffer, encoding?: Encoding): Variant {
  const digest = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  return { body, etag: `"${digest}${encoding ? `-${encoding}` : ""}"` };
}

/** A regular file's real path if it lies inside `realRoot`, else null (links out, devices, directories). */
function insideFile(realRoot: string, file: string): string | null {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return null;
  }
  if (!real.startsWith(realRoot + path.sep)) return null;
  return statSync(real).isFile() ? real : null;
}

/** The servable files under `dir`, relative to the root; symbolic links to directories are not followed. */
function walk(realRoot: string, dir: string, relative: string, found: Map<string, string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") && !(relative === "" && entry.name === ".well-known")) continue;
    const full = path.join(dir, entry.name);
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      walk(realRoot, full, name, found);
      continue;
    }
    const real = insideFile(realRoot, full);
    if (real) found.set(name, real);
  }
}

type LoadOptions = {
  /** ANALYTICS=off: every page is sent marked so (decision 0082). */
  analyticsOff?: boolean;
};

type StaticOptions = {
  /**
   * The Content-Security-Policy of a pre-rendered page, given its path under the root
   * (e.g. "about/index.html"): content-security-policy.ts adds the hashes of its inline scripts.
   */
  htmlCsp?: (relativeFile: string) => string;
  /** Request headers the answer depends on besides Accept-Encoding (e.g. Cookie for "/"). */
  vary?: (urlPath: string) => string[];
};

type StaticFiles = {
  /** How many files are held (twins not counted). */
  readonly size: number;
  /** Answers the request if it names a file; returns false to let React Router have it. */
  serve(req: IncomingMessage, res: ServerResponse, options?: StaticOptions): boolean;
};

/**
 * `/contact?service=slug` (linked from every service page) is rendered per request so that
 * the service is preselected in the HTML, also for visitors without JavaScript; plain
 * `/contact` is the pre-rendered file. The same for the Tamil `/ta/contact`.
 */
export function rendersPerRequest(req: IncomingMessage): boolean {
  const url = req.url ?? "/";
  return ["/contact?", "/ta/contact?"].some((prefix) => url.startsWith(prefix) && new URLSearchParams(url.slice(prefix.length)).has("service"));
}

/** Reads every servable file under `root` into memory. */
export function loadStaticFiles(root: string, { analyticsOff = false }: LoadOptions = {}): StaticFiles {
  const realRoot = realpathSync(root);
  const found = new Map<string, string>();
  walk(realRoot, realRoot, "", found);
  const files = new Map<string, StaticFile>();
  for (const [relative, real] of found) {
    const ext = path.extname(relative);
    if (ext === ".br" || ext === ".gz") continue;
    const type = TYPES[ext] ?? "application/octet-stream";
    const headers: Record<string, string> = { "Content-Type": type, "Cache-Control": cacheControlFor(`/${relative}`, ext), ...OWNER_APP_HEADERS[relative] };
    const twins: Versions["twins"] = {};
    if (isCompressible(type)) {
      headers.Vary = "Accept-Encoding";
      for (const encoding of ["br", "gzip"] as const) {
        const twin = found.get(relative + SUFFIX[encoding]);
        if (twin) twins[encoding] = variant(readFileSync(twin), encoding);
      }
    }
    const built: Versions = { plain: variant(readFileSync(real)), twins };
    // A page's answer depends on whether it opens the visit (app/shared/splash.ts).
    if (ext === ".html") headers.Vary = [headers.Vary, "Sec-Fetch-Site"].filter(Boolean).join(", ");
    files.set(relative, {
      relative,
      headers,
      lastModified: statSync(real).mtime.toUTCString(),
      versions: ext === ".html" ? pageVersions(built, analyticsOff) : () => built,
    });
  }

  function lookup(urlPath: string): StaticFile | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    // The path is looked up exactly as sent: "." and ".." segments, "//" and a missing
    // leading "/" name no file, as nothing was normalised when the files were loaded.
    // A path without an extension is a page: its pre-rendered index.html.
    const relative = decoded.slice(1);
    const key = path.posix.extname(decoded) ? relative : relative === "" ? "index.html" : `${relative}/index.html`;
    return files.get(key) ?? null;
  }

  return {
    size: files.size,
    serve(req, res, options = {}) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const target = req.url ?? "/";
      const queryAt = target.indexOf("?");
      const urlPath = queryAt === -1 ? target : target.slice(0, queryAt);
      if (urlPath.length > 1 && urlPath.endsWith("/")) {
        // One URL per page: /about/ is /about. The Location is a path on this site whatever
        // the request said ("//evil.example/", "/\\evil.example/" are not other hosts).
        const location = sitePath(urlPath).replace(/(.)\/$/, "$1");
        res.writeHead(301, {
          Location: queryAt === -1 ? location : `${location}${target.slice(queryAt)}`,
          "Cache-Control": "public, max-age=3600",
        });
        res.end();
        return true;
      }
      const file = lookup(urlPath);
      if (!file) return false;

      const headers: Record<string, string> = { ...file.headers, "Last-Modified": file.lastModified };
      if (path.posix.extname(file.relative) === ".html" && options.htmlCsp) {
        headers["Content-Security-Policy"] = options.htmlCsp(file.relative);
      }
      const vary = options.vary?.(urlPath) ?? [];
      if (vary.length > 0) headers.Vary = [headers.Vary, ...vary].filter(Boolean).join(", ");
      const opensVisit = splashOpensPage(req.method, req.headers["sec-fetch-site"] as string | undefined);
      const versions = file.versions(opensVisit);
      let sent = versions.plain;
      for (const encoding of acceptedEncodings(req.headers["accept-encoding"])) {
        const twin = versions.twins[encoding];
        if (twin) {
          sent = twin;
          headers["Content-Encoding"] = encoding;
          break;
        }
      }
      headers.ETag = sent.etag;
      if (req.headers["if-none-match"] === sent.etag) {
        res.writeHead(304, headers);
        res.end();
        return true;
      }
      headers["Content-Length"] = String(sent.body.length);
      res.writeHead(200, headers);
      res.end(req.method === "HEAD" ? undefined : sent.body);
      return true;
    },
  };
}
