import { buildEnv } from "./build-env";
import { englishPath, langOfPath } from "./lang";

/** Absolute URL on the canonical origin (SITE_URL at build time): "/about" -> "https://…/about". */
export function absoluteUrl(path: string): string {
  return new URL(path, `${buildEnv.siteUrl}/`).href;
}

/**
 * Path of the share image generated at build for a page path (scripts/og-images.ts): an
 * English page's in /og, its Tamil twin's under the same name in /og/ta
 * ("/about" -> "/og/about.png", "/ta/about" -> "/og/ta/about.png", "/ta" -> "/og/ta/home.png").
 */
export function shareImagePath(path: string): string {
  const english = englishPath(path);
  const name = english === "/" ? "home" : english.replace(/^\/+|\/+$/g, "").replace(/\//g, "--");
  const lang = langOfPath(path);
  return lang === "en" ? `/og/${name}.png` : `/og/${lang}/${name}.png`;
}

/** Raster copy of public/logo.svg written next to the share images, for structured data. */
export const LOGO_PNG_PATH = "/og/logo.png";
export const LOGO_PNG_SIZE = 512;

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The blog's feeds: RSS in each language, JSON Feed in English (app/seo/feeds.server.ts). */
export const RSS_PATH = "/rss.xml";
export const RSS_PATH_TA = "/ta/rss.xml";
export const JSON_FEED_PATH = "/feed.json";
