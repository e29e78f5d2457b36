/**
 * `npm run bench:insights`: how long the owner's dashboard takes on a year of traffic (issue 29,
 * "Fast at scale"). Starts the built site on the database, signs an owner in, and asks for
 * /admin/insights in each period over HTTP (the real route, loader and render), RUNS times each
 * after one warm-up, timing each answer to its last byte. Prints the median and maximum per
 * period. Target: every view under 300 ms.
 *
 *   npm run build
 *   npm run analytics:seed -- --events 1000000 --database sqlite:/tmp/insights.db
 *   npm run bench:insights -- --database sqlite:/tmp/insights.db
 *
 * Without --database it seeds a new SQLite file with --events events (default 1,000,000) first.
 * --database takes what DATABASE_URL takes, a postgres:// URL too (docs/PERFORMANCE.md, "The owner's dashboard").
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PERIODS } from "../app/shared/analytics";
import { OwnerAuth } from "../server/auth/owner-auth";
import { parseDatabaseUrl } from "../server/config";
import { EnquiryStore } from "../server/enquiries/store";
import { startSite } from "../scripts/lib/local-site";
import { seedAnalytics } from "../scripts/analytics-seed";
import { cpuMs } from "./load-cost";

const RUNS = Number(process.env.RUNS ?? 7);
const TARGET_MS = 300;
const OWNER = "bench-owner@vaigaidigital.in";
const SITE_URL = "https://www.vaigaidigital.in";

const { values } = parseArgs({ options: { database: { type: "string" }, events: { type: "string", default: "1000000" } } });
const scratch = values.database ? null : mkdtempSync(path.join(os.tmpdir(), "bench-insights-"));
const databaseUrl = values.database ?? `sqlite:${path.join(scratch!, "insights.db")}`;

const store = await EnquiryStore.open(parseDatabaseUrl(databaseUrl));
await store.migrate();
if (scratch) {
  const started = performance.now();
  const seeded = await seedAnalytics(store.sql, { events: Number(values.events) });
  console.log(`Seeded ${seeded.events} events in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
const [{ events }] = (await store.sql.query("SELECT COUNT(*) AS events FROM analytics_events")) as [{ events: number }];
const auth = new OwnerAuth(store.sql, { siteUrl: SITE_URL, siteName: "Vaigai Digital" });
if (!(await auth.owners.find(OWNER))) await auth.owners.add(OWNER);
const token = await auth.links.create((await auth.owners.find(OWNER))!.id);

const site = await startSite({ env: { DATABASE_URL: databaseUrl } });
let over = false;
try {
  const signIn = await fetch(`${site.url}/admin/sign-in/verify`, { method: "POST", body: new URLSearchParams({ token }), headers: { Origin: site.url }, redirect: "manual" });
  const cookie = signIn.headers.getSetCookie()[0]?.split(";")[0];
  if (signIn.status !== 302 || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  console.log(`${Number(events).toLocaleString("en")} raw events in ${databaseUrl.startsWith("sqlite:") ? "SQLite" : "PostgreSQL"}; ${RUNS} runs a view after one warm-up; load average ${os.loadavg()[0]!.toFixed(1)}.`);
  // Wall times move with the machine's load; the server's own CPU time a view moves much less.
  console.log("| View | Median | Max | Server CPU a view |\n| --- | ---: | ---: | ---: |");
  for (const period of PERIODS) {
    const times: number[] = [];
    let cpuBefore: number | null = null;
    for (let run = 0; run <= RUNS; run++) {
      if (run === 1) cpuBefore = cpuMs(site.process.pid);
      const started = performance.now();
      const response = await fetch(`${site.url}/admin/insights?period=${period}`, { headers: { Cookie: cookie } });
      await response.text();
      if (response.status !== 200) throw new Error(`/admin/insights?period=${period} answered ${response.status}`);
      if (run > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const max = times.at(-1)!;
    const cpuAfter = cpuMs(site.process.pid);
    const cpu = cpuBefore === null || cpuAfter === null ? "n/a" : `${((cpuAfter - cpuBefore) / RUNS).toFixed(0)} ms`;
    over ||= max >= TARGET_MS;
    console.log(`| /admin/insights?period=${period} | ${median.toFixed(0)} ms | ${max.toFixed(0)} ms | ${cpu} |`);
  }
  console.log(over ? `A view took ${TARGET_MS} ms or more.` : `Every view under ${TARGET_MS} ms.`);
} finally {
  await site.stop();
  await store.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = over ? 1 : 0;
