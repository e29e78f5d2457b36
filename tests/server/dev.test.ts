/**
 * `npm run dev` (scripts/dev.ts) is the real app: the production server's request
 * handling behind Vite, so the form stores enquiries and hot reload still works.
 */
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { launchBrowser, watchErrors } from "../../scripts/lib/chromium";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";

const tempDir = mkdtempSync(path.join(tmpdir(), "dev-server-"));
const file = path.join(tempDir, "dev.db");
let site: RunningSite;

beforeAll(async () => {
  // No third-party live-chat script: npm test sets one on a loopback port that only the browser
  // tests of the built site answer (tests/e2e/behaviour.test.ts).
  site = await startSite({ dev: true, env: { DATABASE_URL: `sqlite:${file}`, LIVE_CHAT_SCRIPT_URL: "" } });
}, 90_000);
afterAll(async () => {
  await site?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

/** Answers an HTTP upgrade the way Vite's HMR client asks for one; resolves with the status. */
function upgradeStatus(url: string, protocol: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      headers: {
        Connection: "Upgrade",
        Upgrade: "websocket",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": Buffer.from("0123456789abcdef").toString("base64"),
        "Sec-WebSocket-Protocol": protocol,
      },
    });
    request.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve(response.statusCode!);
    });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on("error", reject);
    request.end();
  });
}

describe("npm run dev", () => {
  it("renders pages through the site's own server, with its security headers", async () => {
    const response = await fetch(`${site.url}/about`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await response.text()).toContain("<title>");
  }, 60_000);

  it("stores an enquiry sent to /contact (react-router dev answered 503)", async () => {
    const response = await fetch(`${site.url}/contact`, {
      method: "POST",
      headers: { Origin: site.url },
      body: new URLSearchParams({
        name: "Meena Sundaram",
        email: "meena@example.in",
        phone: "+91 98400 54321",
        businessName: "Meena Silks",
        service: "SEO Optimization",
        message: "Please help our saree shop show up on Google Maps near the temple.",
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Message Sent!");
    const store = new EnquiryStore(new SqliteDatabase(file));
    try {
      const [stored] = await store.listEnquiries();
      expect(stored).toMatchObject({ name: "Meena Sundaram", service: "SEO Optimization" });
    } finally {
      await store.close();
    }
  }, 60_000);

  // The nonce of the stylesheet links must match what React finds (app/root.tsx). On CI's fresh
  // clone there is no Vite cache (node_modules/.vite/deps), so this is also a first visit, whose
  // dependencies must be pre-bundled before it (react-router.config.ts); where the cache exists,
  // that half is not tested.
  it("hydrates a Tamil page in Chromium with no console error or failed module", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors = watchErrors(page);
      await page.goto(`${site.url}/ta`);
      await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
      // What starts after the load event (the live-chat script, on an idle moment) has run too.
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 90_000);

  it("keeps hot reload: Vite's HMR socket is served on the site's own port", async () => {
    expect(await upgradeStatus(`${site.url}/`, "vite-hmr")).toBe(101);
  });
});
