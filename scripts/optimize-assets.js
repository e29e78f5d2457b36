// Build step after `react-router build` (called from scripts/postbuild.js): renders the
// responsive AVIF/WebP images, then writes brotli and gzip twins of every compressible
// file, so the server sends pre-compressed bytes.
import { fileURLToPath } from "node:url";
import { renderImages } from "./images.js";
import { precompress } from "./precompress.js";

const client = fileURLToPath(new URL("../build/client", import.meta.url));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const started = Date.now();
const images = await renderImages({ outDir: client });
const compressed = precompress(client);
console.log(
  `Assets: ${images.files} PNG icons and AVIF/WebP images (${kb(images.bytes)}); ` +
    `${compressed.files} files precompressed, ${kb(compressed.bytes)} → brotli ${kb(compressed.br)}, gzip ${kb(compressed.gz)} ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
