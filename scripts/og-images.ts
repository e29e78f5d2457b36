// Writes the 1200x630 Open Graph image of every canonical page to build/client/og/<name>.png,
// and of its Tamil twin to build/client/og/ta/<name>.png (the path each page's og:image names,
// see shareImagePath), plus /og/logo.png, a raster logo for structured data and feeds. Run
// after `react-router build` by scripts/postbuild.js:
//   tsx scripts/og-images.ts [outDir]
// Rendering is sharp (libvips + librsvg) from SVG; fonts come from fontconfig (DejaVu Sans,
// and Noto Sans Tamil for the Tamil images).
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { loadArticles, readArticleFiles } from "~/content/article-collection.server";
import { services } from "~/content/en/services";
import { servicesTa } from "~/content/ta/services";
import { displayDomain, shareImageSvg, sharePages } from "~/seo/share-image.server";
import { LOGO_PNG_PATH, LOGO_PNG_SIZE, shareImagePath } from "~/shared/urls";

const root = fileURLToPath(new URL("..", import.meta.url));
const outRoot = path.resolve(process.argv[2] ?? path.join(root, "build/client"));

const articles = loadArticles(readArticleFiles(path.join(root, "app/content/blog")), "en");
const articlesTa = loadArticles(readArticleFiles(path.join(root, "app/content/blog-ta")), "ta");
const pages = sharePages({ en: { services, articles }, ta: { services: servicesTa, articles: articlesTa } });
const logoSvg = readFileSync(path.join(root, "public/logo.svg"), "utf8");
const domain = displayDomain();

mkdirSync(path.join(outRoot, "og"), { recursive: true });

async function render(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: 72 })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toFile(file);
}

const started = Date.now();
const queue = [...pages];
async function worker() {
  for (let page = queue.shift(); page; page = queue.shift()) {
    const file = path.join(outRoot, shareImagePath(page.path));
    mkdirSync(path.dirname(file), { recursive: true });
    await render(shareImageSvg({ ...page, logoSvg, domain }), file);
  }
}
await Promise.all(Array.from({ length: 4 }, worker));

await sharp(Buffer.from(logoSvg), { density: Math.ceil((72 * LOGO_PNG_SIZE) / 64) })
  .resize(LOGO_PNG_SIZE, LOGO_PNG_SIZE)
  .png({ compressionLevel: 9 })
  .toFile(path.join(outRoot, LOGO_PNG_PATH));

console.log(`og-images: ${pages.length} share images and the logo in ${path.relative(root, outRoot) || "."}/og (${Date.now() - started} ms)`);
