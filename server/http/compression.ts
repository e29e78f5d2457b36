/**
 * Content negotiation and on-the-fly compression for responses that are not files on disk
 * (server-rendered HTML, route data, errors). Files get their .br/.gz twins from the build
 * (server/http/static.ts); this covers the rest with node:zlib.
 */
import type { Transform } from "node:stream";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip";

const knownHeaders = new Map<string, Encoding[]>();

/**
 * The encodings the client accepts, best first (brotli, then gzip), honouring `q=0`
 * ("br;q=0" refuses brotli) and `*`. Browsers send a handful of Accept-Encoding values,
 * so each is parsed once (up to 64 distinct ones are kept). Callers must not change the
 * array they get.
 */
export function acceptedEncodings(header: string | string[] | undefined): readonly Encoding[] {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const known = knownHeaders.get(value);
  if (known) return known;
  const parsed = parseAcceptEncoding(value);
  if (knownHeaders.size < 64) knownHeaders.set(value, parsed);
  return parsed;
}

function parseAcceptEncoding(value: string): Encoding[] {
  const q = new Map<string, number>();
  for (const part of value.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = q.get("*");
  return (["br", "gzip"] as const).filter((encoding) => (q.get(encoding) ?? wildcard ?? 0) > 0);
}

/** Types worth compressing: text, JSON, JavaScript, XML, SVG and React Router's data. */
export function isCompressible(contentType: string | null | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return (
    type.startsWith("text/") ||
    /^application\/([\w.+-]+\+)?(json|xml|javascript|manifest\+json)$/.test(type) ||
    type === "image/svg+xml"
  );
}

/**
 * A compressor that flushes after every chunk, so a streamed page (React's Suspense
 * boundaries) reaches the browser as it is rendered. Brotli quality 5 and gzip level 6:
 * close to the best ratio for HTML at a few milliseconds per page.
 */
export function createCompressor(encoding: Encoding): Transform {
  if (encoding === "br") {
    return zlib.createBrotliCompress({
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
}

/**
 * A whole file compressed as scripts/precompress.js compresses the build's (brotli at its best
 * quality, gzip level 9): for a page the server derives once from a pre-rendered one
 * (server/http/static.ts).
 */
export function compressWhole(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "gzip") return zlib.gzipSync(body, { level: 9 });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}
