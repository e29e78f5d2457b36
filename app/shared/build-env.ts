/**
 * Values fixed when the site is built. Pages are pre-rendered, so what they print
 * (canonical URLs, the live-chat script) is decided at build time; `npm start` rebuilds
 * when these variables change (scripts/start.js).
 *
 * Vite replaces the three globals (vite.config.ts); code run outside Vite, such as the
 * operator CLI under tsx, reads the process environment through the same checker.
 */
import { readBuildEnv } from "./read-build-env.js";

declare const __SITE_URL__: string;
declare const __LIVE_CHAT_SCRIPT_URL__: string;
declare const __BUILD_YEAR__: number;

const env =
  typeof __SITE_URL__ === "undefined"
    ? readBuildEnv(process.env)
    : { SITE_URL: __SITE_URL__, LIVE_CHAT_SCRIPT_URL: __LIVE_CHAT_SCRIPT_URL__ };

export const buildEnv = {
  /** Origin without a trailing slash, e.g. https://www.vaigaidigital.in */
  siteUrl: env.SITE_URL,
  liveChatScriptUrl: env.LIVE_CHAT_SCRIPT_URL || null,
  /**
   * The year in India when the site was built (the footer's copyright runs to it). Apart from
   * `env` so that Vite folds it to a number: the footer's years cost the page's script a few bytes.
   */
  buildYear: typeof __BUILD_YEAR__ === "undefined" ? readBuildEnv(process.env).BUILD_YEAR : __BUILD_YEAR__,
};
