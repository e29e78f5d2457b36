/**
 * `npm run bench:insights`: how long the owner's dashboard takes on a year of traffic (issue 29,
 * "Fast at scale"). Starts the built site on the database, signs an owner in, and asks for
 * /admin/insights in each period over HTTP (the real route, loader and render), RUNS times each
 * after one warm-up, timing each answer to its last byte. Prints the median and maximum per
 * period, and writes bench/results/insights.md. Target: every view under 300 ms.
 *
 *   npm run build
 *   npm run analytics:seed -- --events 1000000 --database sqlite:/tmp/insights.db
 *   npm run bench:insights -- --database sqlite:/tmp/insights.db
 *
 * Without --database it seeds a new SQLite file with --events events (default 1,000,000) first.
 * --database takes what DATABASE_URL takes, a postgres:// URL too (docs/PERFORMANCE.md, "Commands").
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
import { loadAverage, machineLine, writeResults } from "./results-file";

const RUNS = Number(process.env.RUNS ?? 7);
const TARGET_MS = 300;
const OWNER = "bench-owner@vaigaidigital.in";
const SITE_URL = "https://www.vaigaidigital.in";

const { values } = parseArgs({ options: { database: { type: "string" }, events: { type: "string", default: "1000000" } } });
const scratch = values.database ? null : mkdtempSync(path.join(os.tmpdir(), "bench-insights-"));
const databaseUrl = values.database ?? `sqlite:${path.join(scratch!, "insights.db")}`;

const store = await EnquiryStore.open(parseDatabaseUrl(databaseUrl));
await store.migrate();
// analytics:seed's year of made-up traffic (scripts/analytics-seed.ts), rolled up as the server does.
let seededNote = " (seeded before, by `npm run analytics:seed`)";
if (scratch) {
  const started = performance.now();
  const seeded = await seedAnalytics(store.sql, { events: Number(values.events) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${seeded.events} events in ${seconds} s.`);
  seededNote = `, seeded by this run (scripts/analytics-seed.ts, ${seeded.events.toLocaleString("en")} events written and rolled up in ${seconds} s)`;
}
const [{ events }] = (await store.sql.query("SELECT COUNT(*) AS events FROM analytics_events")) as [{ events: number }];
const auth = new OwnerAuth(store.sql, { siteUrl: SITE_URL, siteName: "Vaigai Digital" });
if (!(await auth.owners.find(OWNER))) await auth.owners.add(OWNER);
const token = await auth.links.create((await auth.owners.find(OWNER))!.id);

// The load before the site starts (the seeding above is over by now): the figure the results file gives.
const loadBefore = loadAverage();
const site = await startSite({ env: { DATABASE_URL: databaseUrl } });
let over = false;
try {
  const signIn = await fetch(`${site.url}/admin/sign-in/verify`, { method: "POST", body: new URLSearchParams({ token }), headers: { Origin: site.url }, redirect: "manual" });
  const cookie = signIn.headers.getSetCookie()[0]?.split(";")[0];
  if (signIn.status !== 302 || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  const storeName = databaseUrl.startsWith("sqlite:") ? "SQLite" : "PostgreSQL";
  console.log(`${Number(events).toLocaleString("en")} raw events in ${storeName}; ${RUNS} runs a view after one warm-up; load average ${loadBefore}.`);
  // Wall times move with the machine's load; the server's own CPU time a view moves much less.
  const rows = ["| View | Median | Max | Server CPU a view |", "| --- | ---: | ---: | ---: |"];
  console.log(rows.join("\n"));
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
    rows.push(`| /admin/insights?period=${period} | ${median.toFixed(0)} ms | ${max.toFixed(0)} ms | ${cpu} |`);
    console.log(rows.at(-1));
  }
  const verdict = over ? `A view took ${TARGET_MS} ms or more.` : `Every view under ${TARGET_MS} ms.`;
  console.log(verdict);
  const command = ["npm run bench:insights", ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : [])].join(" ").replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
  const report = `# The owner's dashboard on a year of traffic

Measured with \`${command}\` (bench/insights.ts) against \`node server.js\` on ${storeName} holding
${Number(events).toLocaleString("en")} raw events${seededNote}. An owner is signed in and \`/admin/insights?period=…\` is fetched
over HTTP to its last byte (session check, loader, React's render), ${RUNS} runs a view after one warm-up; the
server's CPU time a view is read from /proc. A finished day is read from its daily totals and today from raw
events (decision 0066), so a view reads at most 90 days of \`analytics_daily\` and today's events, whatever
the year holds. The client shares the machine's cores with the server. Target: every view under ${TARGET_MS} ms.

${machineLine(loadBefore)}

${rows.join("\n")}

${verdict}
`;
  console.log(`Written to ${writeResults("insights.md", report)}`);
} finally {
  await site.stop();
  await store.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = over ? 1 : 0;
