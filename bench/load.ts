/**
 * `npm run bench:load`: the production server under concurrent load on loopback, with
 * autocannon: page GETs (every pre-rendered page, brotli accepted, as browsers ask) and
 * contact POSTs (valid enquiries from many client addresses: TRUST_PROXY=1 with a random
 * X-Forwarded-For each, and CONTACT_RATE_LIMIT raised), at the same time, for DURATION
 * seconds each on SQLite and on PostgreSQL (a throw-away database on 127.0.0.1:5432;
 * skipped with a note where none answers). Prints requests per second and p50/p99
 * latency for both, checks that the stored enquiries equal the 2xx answers to the POSTs
 * (nothing lost, nothing doubled), and writes bench/results/load.md.
 *
 * On the same server, what one POST costs against a render of the same page: DURATION seconds of
 * each alone over POST_CONNECTIONS connections, in two turns, and the ratio by requests per second
 * and by the server's CPU time per request (bench/load-cost.ts; target: at most 2).
 *
 * Then static serving against nginx, one process each, on the same build: DURATION seconds of
 * `/about` with brotli accepted over STATIC_CONNECTIONS connections, and the ratio of the two
 * (bench/load-nginx.ts).
 *
 *   npm run build && npm run bench:load            # 10 s per store
 *   DURATION=30 PAGE_CONNECTIONS=50 POST_CONNECTIONS=20 npm run bench:load
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { prerenderPaths } from "~/content/paths.server";
import { PostgresDatabase } from "../server/db/postgres";
import { SqliteDatabase } from "../server/db/sqlite";
import { EnquiryStore } from "../server/enquiries/store";
import { createTestDatabase } from "../scripts/lib/scratch-database";
import { startSite } from "../scripts/lib/local-site";
import { autocannonRun, side, type Side } from "./autocannon";
import { contactPost, costTable, measureCost, type Cost } from "./load-cost";
import { compareWithNginx, staticTable } from "./load-nginx";
import { loadAverage, machineLine, writeResults } from "./results-file";

const DURATION = Number(process.env.DURATION ?? 10);
const PAGE_CONNECTIONS = Number(process.env.PAGE_CONNECTIONS ?? 20);
const POST_CONNECTIONS = Number(process.env.POST_CONNECTIONS ?? 10);
const STATIC_CONNECTIONS = Number(process.env.STATIC_CONNECTIONS ?? 20);

type Run = {
  store: string;
  pages: Side;
  posts: Side;
  /** Enquiries in the store after the run. */
  stored: number;
  /** POSTs answered 2xx, each checked by name to be stored exactly once. */
  acknowledged: number;
  /** Stored, but their answer was cut off when the run's time was up (at most one per connection). */
  cutOff: number;
  matches: boolean;
  /** One POST against one render of the same page, each alone. */
  cost: Cost;
  skipped?: string;
};

async function runOne(label: string, databaseUrl: string, openStore: () => EnquiryStore): Promise<Run> {
  const site = await startSite({ env: { DATABASE_URL: databaseUrl, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "10000" } });
  const pages = prerenderPaths();
  const acknowledged: string[] = [];
  try {
    console.log(`\n${label}: ${DURATION} s, ${PAGE_CONNECTIONS} connections reading pages and ${POST_CONNECTIONS} posting enquiries...`);
    const [pageResult, postResult] = await Promise.all([
      autocannonRun({
        url: site.url,
        connections: PAGE_CONNECTIONS,
        duration: DURATION,
        requests: pages.map((p) => ({ method: "GET" as const, path: p, headers: { "accept-encoding": "br, gzip" } })),
      }),
      autocannonRun({
        url: site.url,
        connections: POST_CONNECTIONS,
        duration: DURATION,
        requests: [contactPost(site.url, "Load Test", (name) => acknowledged.push(name))],
      }),
    ]);
    const store = openStore();
    const names = (await store.listEnquiries()).map((e) => e.name);
    await store.close();
    const posts = side(postResult);
    const storedNames = new Set(names);
    const ackedNames = new Set(acknowledged);
    const lost = acknowledged.filter((name) => !storedNames.has(name));
    const doubled = names.length - storedNames.size;
    const cutOff = names.filter((name) => !ackedNames.has(name)).length;
    // Nothing lost, nothing doubled: every 2xx is stored once; the only extra rows are the
    // posts in flight when autocannon stopped (stored, answer never read).
    const matches = lost.length === 0 && doubled === 0 && acknowledged.length === posts.ok && cutOff <= POST_CONNECTIONS;
    const cost = await measureCost(site, { duration: DURATION, connections: POST_CONNECTIONS });
    return { store: label, pages: side(pageResult), posts, stored: names.length, acknowledged: acknowledged.length, cutOff, matches, cost };
  } finally {
    await site.stop();
  }
}

function table(runs: Run[]): string {
  const lines = [
    "| Store | Traffic | Requests | Req/s | p50 (ms) | p99 (ms) | Max (ms) | 2xx | Non-2xx | Errors | Timeouts |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const run of runs) {
    if (run.skipped) {
      lines.push(`| ${run.store} | skipped: ${run.skipped} | | | | | | | | | |`);
      continue;
    }
    for (const [name, s] of [["page GETs", run.pages], ["contact POSTs", run.posts]] as const) {
      lines.push(`| ${run.store} | ${name} | ${s.requests} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.max} | ${s.ok} | ${s.non2xx} | ${s.errors} | ${s.timeouts} |`);
    }
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  // Other work on the machine skews every figure: the report says how busy it was.
  const loadBefore = loadAverage();
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
  const runs: Run[] = [];
  try {
    const file = path.join(dir, "load.db");
    runs.push(await runOne("SQLite", `sqlite:${file}`, () => new EnquiryStore(new SqliteDatabase(file))));
    const database = await createTestDatabase();
    if ("skipped" in database) {
      runs.push({ store: "PostgreSQL", skipped: database.skipped } as Run);
    } else {
      try {
        runs.push(await runOne("PostgreSQL", database.url, () => new EnquiryStore(new PostgresDatabase(database.url))));
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const comparison = await compareWithNginx({ duration: DURATION, connections: STATIC_CONNECTIONS });

  const checks = runs
    .filter((run) => !run.skipped)
    .map(
      (run) =>
        `- ${run.store}: ${run.posts.ok} POSTs answered 2xx, each stored exactly once (checked by name); ${run.stored} stored = ${run.acknowledged} acknowledged + ${run.cutOff} in flight when the ${DURATION} s were up (stored, answer not read): ${run.matches ? "nothing lost, nothing doubled" : "**MISMATCH**"}.`,
    );
  const costs = runs.filter((run) => !run.skipped).map(({ store, cost }) => ({ store, cost }));
  const report = `# Load: pages and contact posts at the same time

Measured with \`npm run bench:load\` (bench/load.ts, autocannon) against \`node server.js\` on
loopback: ${PAGE_CONNECTIONS} connections reading every pre-rendered page (brotli accepted) and
${POST_CONNECTIONS} connections posting valid enquiries (TRUST_PROXY=1 with a random
X-Forwarded-For per post, CONTACT_RATE_LIMIT=10000), together, ${DURATION} s per store. The load
generator runs on the same machine and shares its cores with the server.

${machineLine(loadBefore)}

${table(runs)}

${checks.join("\n")}

## One contact POST against one render of the same page

Then, on the same server without the page load, GETs of the contact page (rendered for each request,
as the page answering a post is) and POSTs alone, ${POST_CONNECTIONS} connections, ${DURATION} s of each in
two turns after a warm-up; the server's CPU time read from /proc (bench/load-cost.ts).

${costTable(costs)}

## Static pages against nginx

${staticTable(comparison)}
`;
  console.log(`\n${table(runs)}\n\n${checks.join("\n")}\n\n${costTable(costs)}\n\n${staticTable(comparison)}\n\nWritten to ${writeResults("load.md", report)}`);
  if (runs.some((run) => !run.skipped && !run.matches)) process.exit(1);
}

await main();
