import { site } from "~/content/site";

/** Absolute URL on the canonical origin (SITE_URL at build time): "/about" -> "https://…/about". */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).href;
}

/** Path of the share image generated at build for a page path (scripts/og-images.ts). */
export function shareImagePath(path: string): string {
  const name = path === "/" ? "home" : path.replace(/^\/+|\/+$/g, "").replace(/\//g, "--");
  return `/og/${name}.png`;
}

/** Raster copy of public/logo.svg written next to the share images, for structured data. */
export const LOGO_PNG_PATH = "/og/logo.png";
export const LOGO_PNG_SIZE = 512;

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
