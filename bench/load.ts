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
 * Then static serving against nginx, one process each, on the same build: DURATION seconds of
 * `/about` with brotli accepted over STATIC_CONNECTIONS connections, first nginx 1.22
 * (`brotli_static`, `gzip_static`; Debian's nginx-light and libnginx-mod-http-brotli-static,
 * installed with apt-get when missing), then this server, and the ratio of the two
 * (./nginx-comparison.ts). Each autocannon run becomes a row of figures in ./load-figures.ts.
 *
 *   npm run build && npm run bench:load            # 10 s per store
 *   DURATION=30 PAGE_CONNECTIONS=50 POST_CONNECTIONS=20 npm run bench:load
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { prerenderPaths } from "~/content/paths.server";
import { PostgresEnquiryStore } from "../server/enquiries/postgres-store";
import { SqliteEnquiryStore } from "../server/enquiries/sqlite-store";
import type { EnquiryStore } from "../server/enquiries/store";
import { createTestDatabase } from "../scripts/lib/scratch-database";
import { ROOT, startSite } from "../scripts/lib/local-site";
import { autocannonRun, figuresOf, type LoadFigures } from "./load-figures";
import { compareWithNginx, staticTable } from "./nginx-comparison";

const DURATION = Number(process.env.DURATION ?? 10);
const PAGE_CONNECTIONS = Number(process.env.PAGE_CONNECTIONS ?? 20);
const POST_CONNECTIONS = Number(process.env.POST_CONNECTIONS ?? 10);
const STATIC_CONNECTIONS = Number(process.env.STATIC_CONNECTIONS ?? 20);

type Run = {
  store: string;
  pages: LoadFigures;
  posts: LoadFigures;
  /** Enquiries in the store after the run. */
  stored: number;
  /** POSTs answered 2xx, each checked by name to be stored exactly once. */
  acknowledged: number;
  /** Stored, but their answer was cut off when the run's time was up (at most one per connection). */
  cutOff: number;
  matches: boolean;
  skipped?: string;
};

const randomIp = () => `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** What autocannon keeps per connection between a POST and its answer. */
type PostContext = { name?: string };

async function runOne(label: string, databaseUrl: string, openStore: () => EnquiryStore): Promise<Run> {
  const site = await startSite({ env: { DATABASE_URL: databaseUrl, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "10000" } });
  const pages = prerenderPaths();
  let n = 0;
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
        requests: [
          {
            method: "POST",
            path: "/contact",
            setupRequest: (request, context) => {
              const name = `Load Test ${n++}`;
              (context as PostContext).name = name;
              return {
                ...request,
                headers: {
                  "content-type": "application/x-www-form-urlencoded",
                  origin: site.url,
                  "accept-encoding": "br, gzip",
                  "x-forwarded-for": randomIp(),
                },
                // Each post is a new visitor's submission, with the id the form's JavaScript gives
                // it: the same email and message without one would count as a repeat (issue 12).
                body: new URLSearchParams({
                  name,
                  email: `load-${n}@example.in`,
                  submissionId: randomUUID(),
                  phone: "+91 98400 12345",
                  service: "Digital Marketing",
                  message: "A Diwali offer campaign for our sweet shop on Instagram and WhatsApp, budget ₹25,000.",
                }).toString(),
              };
            },
            onResponse: (status, _body, context) => {
              if (status >= 200 && status < 300) acknowledged.push(String((context as PostContext).name));
            },
          },
        ],
      }),
    ]);
    const store = openStore();
    const names = (await store.listEnquiries()).map((e) => e.name);
    await store.close();
    const posts = figuresOf(postResult);
    const storedNames = new Set(names);
    const ackedNames = new Set(acknowledged);
    const lost = acknowledged.filter((name) => !storedNames.has(name));
    const doubled = names.length - storedNames.size;
    const cutOff = names.filter((name) => !ackedNames.has(name)).length;
    // Nothing lost, nothing doubled: every 2xx is stored once; the only extra rows are the
    // posts in flight when autocannon stopped (stored, answer never read).
    const matches = lost.length === 0 && doubled === 0 && acknowledged.length === posts.ok && cutOff <= POST_CONNECTIONS;
    return { store: label, pages: figuresOf(pageResult), posts, stored: names.length, acknowledged: acknowledged.length, cutOff, matches };
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
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
  const runs: Run[] = [];
  try {
    const file = path.join(dir, "load.db");
    runs.push(await runOne("SQLite", `sqlite:${file}`, () => new SqliteEnquiryStore(file)));
    const database = await createTestDatabase();
    if ("skipped" in database) {
      runs.push({ store: "PostgreSQL", skipped: database.skipped } as Run);
    } else {
      try {
        runs.push(await runOne("PostgreSQL", database.url, () => new PostgresEnquiryStore(database.url)));
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const comparison = await compareWithNginx({ duration: DURATION, connections: STATIC_CONNECTIONS });

  const cpu = os.cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
  const checks = runs
    .filter((run) => !run.skipped)
    .map(
      (run) =>
        `- ${run.store}: ${run.posts.ok} POSTs answered 2xx, each stored exactly once (checked by name); ${run.stored} stored = ${run.acknowledged} acknowledged + ${run.cutOff} in flight when the ${DURATION} s were up (stored, answer not read): ${run.matches ? "nothing lost, nothing doubled" : "**MISMATCH**"}.`,
    );
  const report = `# Load: pages and contact posts at the same time

Measured with \`npm run bench:load\` (bench/load.ts, autocannon) against \`node server.js\` on
loopback: ${PAGE_CONNECTIONS} connections reading every pre-rendered page (brotli accepted) and
${POST_CONNECTIONS} connections posting valid enquiries (TRUST_PROXY=1 with a random
X-Forwarded-For per post, CONTACT_RATE_LIMIT=10000), together, ${DURATION} s per store. The load
generator runs on the same machine and shares its cores with the server.

Machine: ${machine}. Run ${new Date().toISOString()}; 1-minute load average ${loadBefore} at the start.

${table(runs)}

${checks.join("\n")}

## Static pages against nginx

${staticTable(comparison)}
`;
  mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench/results/load.md"), report);
  console.log(`\n${table(runs)}\n\n${checks.join("\n")}\n\n${staticTable(comparison)}\n\nWritten to bench/results/load.md`);
  if (runs.some((run) => !run.skipped && !run.matches)) process.exit(1);
}

await main();
