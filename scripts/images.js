// Renders the blog cover illustrations (public/images/blog/*.svg) to AVIF and WebP at the
// widths app/components/ui/responsive-image.tsx lists in its srcset, into the client build:
// build/client/images/blog/<name>-<width>.avif|webp. It also renders the PNG icons that
// root.tsx and public/site.webmanifest name (apple-touch-icon.png, icon-192.png,
// icon-512.png) from public/logo.svg, and the owner's inbox's maskable icon
// (icon-maskable-512.png, named by public/admin/manifest.webmanifest). Run by scripts/optimize-assets.js
// after `react-router build`; `node scripts/images.js` runs it alone.
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { isRunAsCommand } from "./lib/run-as-command.js";

/** Keep in step with RESPONSIVE_WIDTHS in app/components/ui/responsive-image.tsx (the link crawl test checks every srcset entry answers 200). */
export const WIDTHS = [400, 800, 1200];
export const SOURCES = ["images/blog"];

const root = fileURLToPath(new URL("..", import.meta.url));

async function render(svgFile, outBase, width) {
  const svg = readFileSync(svgFile);
  const { width: natural = width } = await sharp(svg).metadata();
  // Rasterise at the target size rather than scaling a large bitmap down.
  const image = () => sharp(svg, { density: (72 * width) / natural }).resize(width);
  const [avif, webp] = await Promise.all([
    image().avif({ quality: 40, effort: 3 }).toFile(`${outBase}-${width}.avif`),
    image().webp({ quality: 80, effort: 6 }).toFile(`${outBase}-${width}.webp`),
  ]);
  return avif.size + webp.size;
}

/** PNG icons for home screens (iOS takes no SVG), from the logo on its own gradient. */
export const ICONS = [
  { file: "apple-touch-icon.png", size: 180 },
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
];

async function renderIcons(publicDir, outDir) {
  const svg = readFileSync(path.join(publicDir, "logo.svg"));
  const results = await Promise.all(
    ICONS.map(({ file, size }) =>
      sharp(svg, { density: (72 * size) / 64 })
        .resize(size, size)
        // iOS fills transparent corners with black: flatten onto the logo's own colour.
        .flatten({ background: "#4338ca" })
        .png({ compressionLevel: 9 })
        .toFile(path.join(outDir, file)),
    ),
  );
  return results.reduce((sum, info) => sum + info.size, 0) + (await renderMaskableIcon(svg, outDir));
}

/**
 * A maskable icon: Android crops it to its own shape (circle, squircle), keeping only the
 * middle 80%. The logo is drawn at 60% of the side on its own colour, edge to edge, so no
 * crop cuts into it.
 */
const MASKABLE_ICON = { file: "icon-maskable-512.png", size: 512 };

async function renderMaskableIcon(svg, outDir) {
  const { file, size } = MASKABLE_ICON;
  const logoSize = Math.round(size * 0.6);
  const margin = Math.floor((size - logoSize) / 2);
  const logo = await sharp(svg, { density: (72 * logoSize) / 64 }).resize(logoSize, logoSize).png().toBuffer();
  const info = await sharp({ create: { width: size, height: size, channels: 4, background: "#4338ca" } })
    .composite([{ input: logo, top: margin, left: margin }])
    .flatten({ background: "#4338ca" })
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
  return info.size;
}

export async function renderImages({ publicDir = path.join(root, "public"), outDir = path.join(root, "build/client") } = {}) {
  let files = ICONS.length + 1;
  let bytes = await renderIcons(publicDir, outDir);
  for (const dir of SOURCES) {
    const from = path.join(publicDir, dir);
    const to = path.join(outDir, dir);
    mkdirSync(to, { recursive: true });
    const svgs = readdirSync(from).filter((name) => name.endsWith(".svg"));
    const sizes = await Promise.all(
      svgs.flatMap((name) => WIDTHS.map((width) => render(path.join(from, name), path.join(to, name.slice(0, -4)), width))),
    );
    files += sizes.length * 2;
    bytes += sizes.reduce((a, b) => a + b, 0);
  }
  return { files, bytes };
}

if (isRunAsCommand(import.meta.url)) {
  const { files, bytes } = await renderImages();
  console.log(`Rendered ${files} icons and AVIF/WebP images (${(bytes / 1024).toFixed(1)} KB)`);
}
