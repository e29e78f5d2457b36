// Writes a brotli (.br) and a gzip (.gz) twin next to every compressible file of the
// client build, so the server (server/http/static.ts) sends compressed bytes without
// compressing per request. A twin is kept only when it is smaller than the file: small route
// chunks (a layout, a legal page: 200-300 bytes) compress too, and a page loads several.
// Run by scripts/postbuild.js; `node scripts/precompress.js [dir]` runs it alone.
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesUnder } from "./build-files.js";
import { isRunAsCommand } from "./lib/run-as-command.js";

export const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".svg", ".xml", ".json", ".webmanifest", ".txt", ".data"]);

export function brotli(buffer) {
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

export function gzip(buffer) {
  return gzipSync(buffer, { level: 9 });
}

/** Returns the totals so callers can print them. */
export function precompress(root) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of filesUnder(root)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const size = statSync(file).size;
    // A stale twin from an earlier build must not outlive its file's new content.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    const content = readFileSync(file);
    const br = brotli(content);
    const gz = gzip(content);
    totals.files += 1;
    totals.bytes += size;
    if (br.length < size) {
      writeFileSync(`${file}.br`, br);
      totals.br += br.length;
    } else totals.br += size;
    if (gz.length < size) {
      writeFileSync(`${file}.gz`, gz);
      totals.gz += gz.length;
    } else totals.gz += size;
  }
  return totals;
}

if (isRunAsCommand(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? fileURLToPath(new URL("../build/client", import.meta.url)));
  const t = precompress(root);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`Precompressed ${t.files} files: ${kb(t.bytes)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
}
