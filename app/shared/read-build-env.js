// Build-time variables, checked before Vite starts so a bad value fails the build with
// a clear message. scripts/start.js uses the same reader to decide when to rebuild.
const DEFAULT_SITE_URL = "https://www.vaigaidigital.in";

function httpUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return url.href;
}

/**
 * The year in India (IST) at `now`: the build's year, the last of the footer's copyright years.
 * Part of the build's stamp, so `npm start` rebuilds once the year has turned.
 * @param {Date} now
 */
function yearInIndia(now) {
  return Number(new Intl.DateTimeFormat("en-IN", { year: "numeric", timeZone: "Asia/Kolkata" }).format(now));
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {Date} [now]
 */
export function readBuildEnv(env, now = new Date()) {
  const siteUrl = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  const liveChat = env.LIVE_CHAT_SCRIPT_URL?.trim() || "";
  return {
    SITE_URL: httpUrl("SITE_URL", siteUrl).replace(/\/+$/, ""),
    LIVE_CHAT_SCRIPT_URL: liveChat ? httpUrl("LIVE_CHAT_SCRIPT_URL", liveChat) : "",
    BUILD_YEAR: yearInIndia(now),
  };
}
