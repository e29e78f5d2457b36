/**
 * `npm run bench:alerts:inbox`: how soon an open inbox shows a new enquiry (bench/alerts-inbox.ts),
 * COUNT enquiries (default 50) on SQLite (one instance) and on PostgreSQL (a throw-away database
 * on 127.0.0.1:5432, or TEST_POSTGRES_URL; two instances, the inbox open on one and the form
 * posted to the other; skipped with a note where none answers). Prints the median, p95 and
 * maximum for each. Target: p95 under 2 s. `npm run bench:alerts` (bench/alerts.ts) runs the push half,
 * then this, and writes bench/results/alerts.md.
 *
 *   npm run build && npm run bench:alerts:inbox
 *   COUNT=10 npm run bench:alerts:inbox
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PostgresDatabase } from "../server/db/postgres";
import { SqliteDatabase } from "../server/db/sqlite";
import { EnquiryStore } from "../server/enquiries/store";
import { launchBrowser } from "../scripts/lib/chromium";
import { startSite, type RunningSite } from "../scripts/lib/local-site";
import { createTestDatabase } from "../scripts/lib/scratch-database";
import { measureInboxDelays, openInbox } from "./alerts-inbox";
import { TARGET_P95_MS, type Delays } from "./delays";

const COUNT = Number(process.env.COUNT ?? 50);
const ENV = { CONTACT_RATE_LIMIT: "10000" };

async function run(databaseUrl: string, store: EnquiryStore, instances: 1 | 2): Promise<Delays> {
  const sites: RunningSite[] = [];
  const browser = await launchBrowser();
  try {
    for (let i = 0; i < instances; i++) sites.push(await startSite({ env: { ...ENV, DATABASE_URL: databaseUrl } }));
    const page = await openInbox(browser, sites[0]!, store.sql);
    return await measureInboxDelays(sites[0]!, page, { count: COUNT, postTo: sites.at(-1) });
  } finally {
    await browser.close();
    await Promise.all(sites.map((site) => site.stop()));
    await store.close();
  }
}

function line({ count, medianMs, p95Ms, maxMs }: Delays): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return `${count} enquiries, median ${ms(medianMs)}, p95 ${ms(p95Ms)}, max ${ms(maxMs)} ${p95Ms < TARGET_P95_MS ? "(p95 under 2 s)" : "(p95 OVER the 2 s target)"}`;
}

/** Both stores in turn; each line as printed, and whether a p95 missed the target. */
export async function measureInboxHalf(): Promise<{ lines: string[]; failed: boolean }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-alerts-inbox-"));
  const lines: string[] = [];
  const measure = async (label: string, databaseUrl: string, store: EnquiryStore, instances: 1 | 2) => {
    const delays = await run(databaseUrl, store, instances);
    lines.push(`${label}: ${line(delays)}`);
    console.log(lines.at(-1));
    return delays.p95Ms >= TARGET_P95_MS;
  };
  let failed = false;
  try {
    console.log(`From the contact form's 2xx to the open inbox (phone-sized headless Chromium) showing the enquiry, no reload:`);
    const file = path.join(dir, "enquiries.db");
    failed ||= await measure("SQLite, one instance", `sqlite:${file}`, new EnquiryStore(new SqliteDatabase(file)), 1);
    const database = await createTestDatabase();
    if ("skipped" in database) {
      lines.push(`PostgreSQL: ${database.skipped}`);
      console.log(lines.at(-1));
    } else {
      try {
        failed ||= await measure("PostgreSQL, inbox on instance A, form posted to instance B", database.url, new EnquiryStore(new PostgresDatabase(database.url)), 2);
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { lines, failed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = (await measureInboxHalf()).failed ? 1 : 0;
}
