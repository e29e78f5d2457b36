/**
 * Crawls the production site from / and checks that every internal link and resource it
 * names answers 200 (no redirect): <a href>, <link href> (styles, module preloads, icons,
 * manifest, feeds, canonical), <img src|srcset>, <source srcset>, <script src>, image
 * preloads, share-image and canonical URLs on the site's own domain, the web manifest's
 * icons, and `#fragment` targets on the page they point to. External links (other
 * origins, mailto:, tel:, WhatsApp) are not followed. Every link that opens a new window
 * carries rel="noopener" (docs/SECURITY.md: the public pages send no opener policy).
 */
import { describe, expect, it } from "vitest";
import { tags } from "../../scripts/lib/built-page";
import { builtWith, useSite } from "../support/fixtures";

const fixture = useSite();

/** The public origin the pages name in canonical, og:url and og:image: checked on the local server. */
const siteUrl = builtWith().SITE_URL;

function srcsetUrls(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** Every URL an HTML page names, with where it was found. */
function urlsIn(html: string): Array<{ url: string; kind: "page" | "resource" }> {
  const out: Array<{ url: string; kind: "page" | "resource" }> = [];
  for (const a of tags(html, "a")) if (a.href !== undefined) out.push({ url: a.href, kind: "page" });
  for (const link of tags(html, "link")) {
    if (link.href) out.push({ url: link.href, kind: link.rel === "canonical" ? "page" : "resource" });
    for (const url of srcsetUrls(link.imagesrcset)) out.push({ url, kind: "resource" });
  }
  for (const el of [...tags(html, "img"), ...tags(html, "script"), ...tags(html, "source")]) {
    if (el.src) out.push({ url: el.src, kind: "resource" });
    for (const url of srcsetUrls(el.srcset)) out.push({ url, kind: "resource" });
  }
  for (const meta of tags(html, "meta")) {
    const key = meta.property ?? meta.name ?? "";
    if (/^(og:url|og:image|twitter:image)$/.test(key) && meta.content) {
      out.push({ url: meta.content, kind: key === "og:url" ? "page" : "resource" });
    }
  }
  return out;
}

describe("link crawl of the built site", () => {
  it("finds every internal href and src answering 200", async () => {
    const origin = new URL(fixture.site.url).origin;
    const toLocal = (raw: string, base: string): URL | null => {
      if (/^(mailto:|tel:|sms:|javascript:|data:)/i.test(raw)) return null;
      let url: URL;
      try {
        url = new URL(raw, base);
      } catch {
        return null;
      }
      if (siteUrl && url.href.startsWith(siteUrl.replace(/\/$/, "") + "/")) {
        url = new URL(url.pathname + url.search + url.hash, origin);
      }
      return url.origin === origin ? url : null;
    };

    const pages = new Map<string, string>(); // path+search -> HTML
    const checked = new Map<string, number>(); // path+search -> status
    const referrers = new Map<string, string>(); // path+search -> first page naming it
    const fragments: Array<{ target: string; id: string; from: string }> = [];
    const queue: string[] = ["/"];
    referrers.set("/", "(start)");

    async function check(key: string, kind: "page" | "resource"): Promise<void> {
      if (checked.has(key)) return;
      const res = await fetch(origin + key, { redirect: "manual", headers: { "Accept-Encoding": "br, gzip" } });
      checked.set(key, res.status);
      const type = res.headers.get("content-type") ?? "";
      if (res.status === 200 && kind === "page" && type.startsWith("text/html")) pages.set(key, await res.text());
      else if (res.status === 200 && key.endsWith(".webmanifest")) {
        const manifest = (await res.json()) as { icons?: Array<{ src: string }>; start_url?: string };
        for (const icon of manifest.icons ?? []) enqueue(icon.src, key, "resource");
        if (manifest.start_url) enqueue(manifest.start_url, key, "page");
      } else await res.arrayBuffer();
    }

    const pending: Array<{ key: string; kind: "page" | "resource" }> = [];
    function enqueue(raw: string, from: string, kind: "page" | "resource") {
      const url = toLocal(raw, origin + from);
      if (!url) return;
      const key = url.pathname + url.search;
      if (url.hash.length > 1) fragments.push({ target: key, id: decodeURIComponent(url.hash.slice(1)), from });
      if (!referrers.has(key)) referrers.set(key, from);
      if (!checked.has(key)) pending.push({ key, kind });
    }

    await check("/", "page");
    while (queue.length || pending.length) {
      while (pending.length) {
        const batch = pending.splice(0, 8);
        await Promise.all(batch.map(({ key, kind }) => check(key, kind)));
        for (const { key } of batch) if (pages.has(key) && !queue.includes(key)) queue.push(key);
      }
      const next = queue.shift();
      if (!next) continue;
      const html = pages.get(next);
      if (!html) continue;
      for (const { url, kind } of urlsIn(html)) enqueue(url, next, kind);
      pages.set(next, html);
    }

    const broken = [...checked].filter(([, status]) => status !== 200).map(([key, status]) => `${key} → ${status} (named on ${referrers.get(key)})`);
    const missingTargets = fragments
      .filter(({ target, id }) => {
        const html = pages.get(target);
        return html !== undefined && !new RegExp(`\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`).test(html);
      })
      .map(({ target, id, from }) => `${target}#${id} (named on ${from}): no element with that id`);

    const newWindowLinks = [...pages].flatMap(([key, html]) =>
      tags(html, "a")
        .filter((a) => a.target === "_blank")
        .map((a) => ({ where: `${key}: ${a.href}`, rel: a.rel ?? "" })),
    );
    const withoutNoopener = newWindowLinks.filter(({ rel }) => !/(^|\s)noopener(\s|$)/.test(rel)).map(({ where }) => where);

    console.log(`Link crawl: ${pages.size} pages, ${checked.size} URLs checked, ${fragments.length} fragment links.`);
    expect(broken).toEqual([]);
    expect(missingTargets).toEqual([]);
    expect(newWindowLinks.length).toBeGreaterThan(0);
    expect(withoutNoopener).toEqual([]);
    // The crawl reached every pre-rendered page through links alone.
    expect(pages.size).toBeGreaterThanOrEqual(24);
    for (const expected of ["/about", "/services", "/blogs", "/contact", "/terms-conditon", "/privacy-policy", "/services/meta-ads"]) {
      expect([...pages.keys()]).toContain(expected);
    }
  }, 120_000);
});
