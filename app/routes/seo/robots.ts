import { absoluteUrl } from "~/seo/meta.server";

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
