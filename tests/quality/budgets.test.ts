/**
 * The performance budgets of issue 5 on the built site (`npm test` builds first):
 * scripts/check-budgets.ts on build/client (first-visit JS ≤ 112 KB brotli, CSS ≤ 15 KB,
 * AVIF/WebP responsive images with width and height, fonts; a Tamil page at most 35 KB over its
 * English twin; one language per page: no Tamil on an English page but the switch's name, no
 * English copy on a Tamil page), what the production server actually sends (brotli), and, in
 * Chromium, that every image below the fold is lazy.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGETS, checkBudgets, firstVisitBytes, formatReport, KB, languageTwins, type PageReport } from "../../scripts/check-budgets";
import { transferSize } from "../../scripts/lib/built-page";
import { describeFinding } from "../../scripts/lib/language-rule";
import { langOfPath, LANGUAGE_NAMES } from "../../app/shared/lang";
import { DESKTOP, launchBrowser, PHONE } from "../../scripts/lib/chromium";
import { ROOT, startSite, type RunningSite } from "../../scripts/lib/local-site";

let reports: PageReport[];

beforeAll(() => {
  reports = checkBudgets();
  console.log(formatReport(reports));
});

describe("byte and image budgets (build output)", () => {
  it("covers every pre-rendered page", () => {
    const paths = reports.map((r) => r.path);
    for (const expected of ["/", "/about", "/services", "/blogs", "/contact", "/terms-conditon", "/privacy-policy"]) {
      expect(paths).toContain(expected);
    }
    expect(paths.filter((p) => p.startsWith("/services/"))).toHaveLength(7);
    expect(paths.filter((p) => p.startsWith("/blogs/")).length).toBeGreaterThanOrEqual(9);
  });

  it(`loads at most ${BUDGETS.jsBrotli / KB} KB of JavaScript (brotli) on a first visit to any page`, () => {
    for (const r of reports) {
      expect(r.js.files.length, r.path).toBeGreaterThan(0);
      expect(r.js.brotli, `${r.path}: ${r.js.files.join(" ")}`).toBeLessThanOrEqual(BUDGETS.jsBrotli);
    }
  });

  it("loads none of the owner's inbox code on a first visit to any public page", () => {
    // Words only the inbox's routes, components and passkey library say.
    const markers = ["Mark as replied", "Email me a sign-in link", "Add a passkey", "Sign in with a passkey", "navigator.credentials", "Turn on notifications on this phone", "pushManager"];
    for (const r of reports) {
      for (const file of r.js.files) {
        const code = readFileSync(path.join(ROOT, "build/client", file), "utf8");
        for (const marker of markers) expect(code.includes(marker), `${r.path}: ${file} has "${marker}"`).toBe(false);
      }
    }
  });

  it("names neither the inbox's service worker nor its manifest on any public page, and registers no worker (decision 0063)", () => {
    for (const r of reports) {
      expect(r.problems.filter((problem) => problem.includes("the owner's app")), r.path).toEqual([]);
      const html = readFileSync(path.join(ROOT, "build/client", r.file), "utf8");
      expect(html.match(/<link rel="manifest"[^>]*>/g), r.path).toEqual(['<link rel="manifest" href="/site.webmanifest"/>']);
    }
  });

  it(`loads at most ${BUDGETS.cssBrotli / KB} KB of CSS (brotli) on any page`, () => {
    for (const r of reports) {
      expect(r.css.files.length, r.path).toBeGreaterThan(0);
      expect(r.css.brotli, r.path).toBeLessThanOrEqual(BUDGETS.cssBrotli);
    }
  });

  it(`lets a Tamil page's first visit add at most ${BUDGETS.tamilExtraBytes / KB} KB over its English twin`, () => {
    const twins = languageTwins(reports);
    expect(twins.map((t) => t.tamil.path).sort()).toEqual(reports.filter((r) => !r.path.startsWith("/ta")).map((r) => (r.path === "/" ? "/ta" : `/ta${r.path}`)).sort());
    for (const { tamil, english, extra } of twins) {
      expect(english, tamil.path).toBeDefined();
      expect(extra, tamil.path).toBe(firstVisitBytes(tamil) - firstVisitBytes(english!));
      expect(extra, tamil.path).toBeLessThanOrEqual(BUDGETS.tamilExtraBytes);
    }
  });

  it("ships only its own language's copy on every page, in its HTML and its first visit's scripts", () => {
    // The rule reads the right files: every English page's scripts name the switch (its one
    // exemption), every Tamil page's carry Tamil copy.
    const scriptsOf = (r: PageReport) => r.js.files.map((file) => readFileSync(path.join(ROOT, "build/client", file), "utf8")).join("\n");
    for (const r of reports) {
      if (langOfPath(r.path) === "en") expect(scriptsOf(r), r.path).toContain(LANGUAGE_NAMES.ta);
      else expect(scriptsOf(r), r.path).toMatch(/[\u0B80-\u0BFF]{4}/);
    }
    expect(reports.flatMap((r) => r.language.map((finding) => `${r.path}: ${describeFinding(langOfPath(r.path), finding)}`))).toEqual([]);
  });

  it("loads the Tamil font, two WOFF2 files, on Tamil pages only", () => {
    for (const r of reports) {
      if (r.path === "/ta" || r.path.startsWith("/ta/")) {
        expect(r.fonts.files.filter((f) => /noto-sans-tamil-tamil-(400|700)-normal-[\w-]+\.woff2$/.test(f)), r.path).toHaveLength(2);
        expect(r.fonts.bytes, r.path).toBeGreaterThan(10 * KB);
      } else expect(r.fonts.files, r.path).toEqual([]);
    }
  });

  it("reports the first visit of both languages side by side, and each page's language", () => {
    const text = formatReport(reports);
    expect(text).toMatch(/^Page .* lang +status$/m);
    for (const r of reports) expect(text).toMatch(new RegExp(`^${r.path} .* (ok|✗ \\d+) +[✓✗]$`, "m"));
    expect(text).toMatch(/First visit, English and Tamil/);
    expect(text).toMatch(/^\/about +\d+\.\d +\d+\.\d +\+\d+\.\d$/m);
  });

  it("finds no problem of any kind on any page (what check:budgets exits 1 on)", () => {
    expect(reports.flatMap((r) => r.problems.map((p) => `${r.path}: ${p}`))).toEqual([]);
  });
});

describe("on the wire and in the browser", () => {
  let site: RunningSite;
  let browser: Browser;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("sends pages, scripts and styles brotli-compressed, at the size the budget counted", async () => {
    const home = reports.find((r) => r.path === "/")!;
    for (const url of ["/", ...home.js.files, ...home.css.files]) {
      const res = await fetch(site.url + url, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-encoding"), url).toBe("br");
      await res.arrayBuffer();
    }
    // Each file goes out at exactly the brotli size the budget counted for it, and those add up to the page's total.
    let sent = 0;
    for (const file of home.js.files) {
      const head = await fetch(site.url + file, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
      const length = Number(head.headers.get("content-length"));
      expect(length, file).toBe(transferSize(path.join(ROOT, "build/client", file)).brotli);
      sent += length;
    }
    expect(sent).toBe(home.js.brotli);
  });

  it("lazy-loads every image that is below the fold on a phone and on a desktop", async () => {
    // The same HTML serves both, so an image may be eager when it is above the fold on either.
    type Seen = { src: string | null; lazy: boolean; above: boolean };
    const seen = new Map<string, Seen[][]>();
    for (const options of [PHONE, DESKTOP]) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      for (const { path } of reports) {
        await page.goto(site.url + path, { waitUntil: "domcontentloaded" });
        const images = await page.evaluate(() =>
          Array.from(document.images).map((img) => ({
            src: img.getAttribute("src"),
            lazy: img.loading === "lazy",
            above: img.getBoundingClientRect().top < window.innerHeight,
          })),
        );
        seen.set(path, [...(seen.get(path) ?? []), images]);
      }
      await context.close();
    }
    const problems: string[] = [];
    for (const [path, [phone = [], desktop = []]] of seen) {
      expect(desktop.length, path).toBe(phone.length);
      // A file an image above the fold already loads costs nothing more below it (the footer logo).
      const loadedAnyway = new Set([...phone, ...desktop].filter((img) => img.above).map((img) => img.src));
      phone.forEach((img, i) => {
        const belowOnBoth = !img.above && !desktop[i]!.above;
        if (belowOnBoth && !img.lazy && !loadedAnyway.has(img.src)) problems.push(`${path}: <img src="${img.src}"> is below the fold and not lazy`);
      });
    }
    expect(problems).toEqual([]);
  }, 90_000);
});
