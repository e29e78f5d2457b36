/**
 * The owner's installable inbox over HTTP, against the built server (decision 0063): its
 * manifest and service worker answer with their own headers, the manifest says what an
 * installed inbox is, and the worker's source keeps no response. Needs a build.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_WORKER_CSP } from "../../server/http/content-security-policy";
import { siteIdentity } from "../../app/shared/site";
import { ROOT, startSite, type RunningSite } from "../../scripts/lib/local-site";

const tempDir = mkdtempSync(path.join(tmpdir(), "owner-app-"));
let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ env: { DATABASE_URL: `sqlite:${path.join(tempDir, "owner-app.db")}` } });
});
afterAll(async () => {
  await site?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; type: string; sizes: string; purpose: string }>;
};

describe("the inbox's service worker, /admin/sw.js", () => {
  it("may control /admin itself, is asked for again each time, and runs under a policy that loads nothing but images", async () => {
    const response = await fetch(`${site.url}/admin/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("service-worker-allowed")).toBe("/admin");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toBe(SERVICE_WORKER_CSP);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toBe(readFileSync(path.join(ROOT, "public/admin/sw.js"), "utf8"));
  });

  it("keeps no response: no fetch handler, no cache, no imported script", () => {
    const source = readFileSync(path.join(ROOT, "build/client/admin/sw.js"), "utf8");
    const code = source.replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");
    expect(code).not.toMatch(/addEventListener\(\s*["']fetch["']/);
    expect(code).not.toMatch(/\bonfetch\b/);
    expect(code).not.toMatch(/\bcaches\b|\bCache\b|\bindexedDB\b/);
    expect(code).not.toMatch(/importScripts|\bimport\b/);
    // What it does do.
    expect(code).toMatch(/addEventListener\("push"/);
    expect(code).toMatch(/addEventListener\("notificationclick"/);
  });
});

describe("the inbox's manifest, /admin/manifest.webmanifest", () => {
  let manifest: Manifest;
  let response: Response;
  beforeAll(async () => {
    response = await fetch(`${site.url}/admin/manifest.webmanifest`);
    manifest = (await response.clone().json()) as Manifest;
  });

  it("answers as a manifest, not indexed, asked for again each time", () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("installs the inbox under the agency's name, opening /admin on its own, in the site's colours", () => {
    const site = JSON.parse(readFileSync(path.join(ROOT, "public/site.webmanifest"), "utf8")) as Manifest;
    expect(manifest.name).toBe(`${siteIdentity.name} inbox`);
    expect(manifest.name).toBe("Vaigai Digital inbox");
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest).toMatchObject({ id: "/admin", start_url: "/admin", scope: "/admin", display: "standalone" });
    expect(manifest.theme_color).toBe(site.theme_color);
    expect(manifest.background_color).toBe(site.background_color);
  });

  it("names PNG icons of 192 and 512 pixels and a maskable one, each answering at its size", async () => {
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      const answer = await fetch(new URL(icon.src, site.url));
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get("content-type"), icon.src).toBe("image/png");
      const { width, height, format } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe("png");
    }
  });

  it("makes a maskable icon whose corners are the logo's colour, the logo within the middle", async () => {
    const maskable = manifest.icons.find((icon) => icon.purpose === "maskable")!;
    const { data, info } = await sharp(path.join(ROOT, "build/client", maskable.src)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect(pixel(0, 0)).toEqual([0x43, 0x38, 0xca]);
    expect(pixel(info.width - 1, info.height - 1)).toEqual([0x43, 0x38, 0xca]);
    // Android keeps the middle 80%: a crop to a circle never cuts the logo.
    expect(pixel(Math.round(info.width * 0.1), Math.round(info.height / 2))).toEqual([0x43, 0x38, 0xca]);
  });
});
