/**
 * The inbox half of the alerts bench (issue 28): the time from the contact form's answer (the
 * POST's 2xx) to an inbox open in headless Chromium showing that enquiry, with no reload (the
 * inbox polls /admin/live: app/components/admin/live-inbox.ts). The enquiries are spread out
 * with a random pause, so that each lands at another point of the inbox's polling cycle.
 * `npm run bench:alerts:inbox` runs it (bench/alerts-inbox-run.ts).
 */
import type { Browser, Page } from "playwright-core";
import { OwnerAuth } from "../server/auth/owner-auth";
import { sessionSetCookie } from "../server/auth/sessions";
import type { SqlDatabase } from "../server/db/sql";
import { PHONE } from "../scripts/lib/chromium";
import { summarizeDelays, type Delays } from "./delays";

type Site = { url: string };

/**
 * A phone-sized page signed in to `site`'s inbox, the list open: an owner (added if missing)
 * and a session made in the database the site uses, its cookie given to the browser.
 */
export async function openInbox(browser: Browser, site: Site, sql: SqlDatabase, email = "bench-owner@vaigaidigital.in"): Promise<Page> {
  const auth = new OwnerAuth(sql, { siteUrl: site.url, siteName: "Bench" });
  await auth.owners.add(email);
  const owner = await auth.owners.find(email);
  const token = await auth.sessions.create(owner!.id, "link", "bench");
  const [name, value] = (await sessionSetCookie(token, { secure: false })).split(";")[0]!.split(/=(.*)/s) as [string, string];
  const context = await browser.newContext(PHONE);
  await context.addCookies([{ name, value, url: site.url }]);
  const page = await context.newPage();
  await page.goto(`${site.url}/admin`);
  await page.getByRole("heading", { name: "Enquiries" }).waitFor();
  return page;
}

/** Posts one enquiry as the contact form does, from another client; resolves at its 2xx. */
async function postEnquiry(site: Site, name: string): Promise<void> {
  const response = await fetch(`${site.url}/contact`, {
    method: "POST",
    headers: { Origin: site.url },
    body: new URLSearchParams({ name, email: "bench@example.in", phone: "9843012345", businessName: "", service: "Website Development", message: `A bench enquiry from ${name}.` }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`POST /contact answered ${response.status}`);
}

/**
 * Posts `count` enquiries to `postTo` (default: the inbox's own site; another instance on the
 * same database otherwise), one at a time, and measures for each how long after its 2xx the
 * inbox open in `page` shows it. `site` is where the page is open (its origin posts the form).
 */
export async function measureInboxDelays(
  site: Site,
  page: Page,
  { count, postTo = site, maxPauseMs = 1_500, timeoutMs = 10_000 }: { count: number; postTo?: Site; maxPauseMs?: number; timeoutMs?: number },
): Promise<Delays> {
  const run = Date.now().toString(36);
  const delaysMs: number[] = [];
  for (let i = 1; i <= count; i++) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * maxPauseMs));
    const name = `Bench ${run} ${i}`;
    const shown = page.waitForFunction((text) => document.getElementById("main")?.textContent?.includes(text) ?? false, name, { polling: "raf", timeout: timeoutMs });
    await postEnquiry(postTo, name);
    const answeredAt = performance.now();
    await shown;
    delaysMs.push(performance.now() - answeredAt);
  }
  return summarizeDelays(delaysMs);
}
