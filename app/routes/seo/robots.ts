import { absoluteUrl } from "~/seo/meta.server";

/** "admin" in every mix of upper and lower case, "admin" first: 32 spellings. */
function caseSpellings(word: string): string[] {
  if (!word) return [""];
  const rest = caseSpellings(word.slice(1));
  const [lower, upper] = [word[0]!.toLowerCase(), word[0]!.toUpperCase()];
  return [...rest.map((tail) => lower + tail), ...(upper === lower ? [] : rest.map((tail) => upper + tail))];
}

/**
 * The owner's inbox is kept out however it is spelt: crawlers compare paths case-sensitively and
 * decode %-encoded letters first (RFC 9309, 2.2.2), so "/%61dmin" is "/admin" to them, and
 * "/ADMIN" needs a line of its own. (The server redirects every such spelling to /admin.)
 */
const DISALLOW_INBOX = caseSpellings("admin").map((spelling) => `Disallow: /${spelling}\n`).join("");

export function loader() {
  const body = `User-agent: *\nAllow: /\n${DISALLOW_INBOX}\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
