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
 * installed with apt-get when missing), then this server, and the ratio of the two.
 *
 *   npm run build && npm run bench:load            # 10 s per store
 *   DURATION=30 PAGE_CONNECTIONS=50 POST_CONNECTIONS=20 npm run bench:load
 */
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { prerenderPaths } from "~/content/paths.server";
import { PostgresDatabase } from "../server/db/postgres";
import { SqliteDatabase } from "../server/db/sqlite";
import { EnquiryStore } from "../server/enquiries/store";
import { createTestDatabase } from "../scripts/lib/scratch-database";
import { freePort, ROOT, startSite } from "../scripts/lib/local-site";

const DURATION = Number(process.env.DURATION ?? 10);
const PAGE_CONNECTIONS = Number(process.env.PAGE_CONNECTIONS ?? 20);
const POST_CONNECTIONS = Number(process.env.POST_CONNECTIONS ?? 10);
const STATIC_CONNECTIONS = Number(process.env.STATIC_CONNECTIONS ?? 20);
const NGINX_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

type Side = { requests: number; rps: number; p50: number; p99: number; max: number; ok: number; non2xx: number; errors: number; timeouts: number };
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
  skipped?: string;
};

function side(result: autocannon.Result): Side {
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

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
    const posts = side(postResult);
    const storedNames = new Set(names);
    const ackedNames = new Set(acknowledged);
    const lost = acknowledged.filter((name) => !storedNames.has(name));
    const doubled = names.length - storedNames.size;
    const cutOff = names.filter((name) => !ackedNames.has(name)).length;
    // Nothing lost, nothing doubled: every 2xx is stored once; the only extra rows are the
    // posts in flight when autocannon stopped (stored, answer never read).
    const matches = lost.length === 0 && doubled === 0 && acknowledged.length === posts.ok && cutOff <= POST_CONNECTIONS;
    return { store: label, pages: side(pageResult), posts, stored: names.length, acknowledged: acknowledged.length, cutOff, matches };
  } finally {
    await site.stop();
  }
}

function autocannonRun(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** `/about` with brotli accepted, as a browser asks for it, for DURATION seconds. */
const aboutLoad = (url: string) =>
  autocannonRun({ url: `${url}/about`, connections: STATIC_CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "br, gzip" } });

/** nginx and its brotli_static module, from Debian's packages when they are not there yet. */
function ensureNginx(): string | null {
  if (!existsSync("/usr/sbin/nginx") || !existsSync(NGINX_MODULE)) {
    console.log("Installing nginx-light and libnginx-mod-http-brotli-static with apt-get...");
    const installed = spawnSync("apt-get", ["install", "-y", "nginx-light", "libnginx-mod-http-brotli-static"], { stdio: "inherit" });
    if (installed.status !== 0) return "apt-get could not install nginx-light and libnginx-mod-http-brotli-static";
  }
  return null;
}

type StaticComparison = { nginx: Side; site: Side } | { skipped: string };

/** nginx (one worker) and this server (one process) serving the same build/client. */
async function compareWithNginx(): Promise<StaticComparison> {
  const missing = ensureNginx();
  if (missing) return { skipped: missing };
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `load_module ${NGINX_MODULE};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(ROOT, "build/client")};
    brotli_static on;
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const nginx = spawn("/usr/sbin/nginx", ["-c", conf], { stdio: "inherit" });
  const site = await startSite({ env: { DATABASE_URL: `sqlite:${path.join(dir, "site.db")}` } });
  try {
    const nginxUrl = `http://127.0.0.1:${port}`;
    for (let tries = 0; !(await fetch(`${nginxUrl}/about`).then((r) => r.ok, () => false)); tries++) {
      if (tries > 50) throw new Error(`nginx did not start (see ${dir}/error.log)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`\nStatic: /about with brotli, ${STATIC_CONNECTIONS} connections, ${DURATION} s each: nginx, then this server...`);
    const nginxResult = side(await aboutLoad(nginxUrl));
    const siteResult = side(await aboutLoad(site.url));
    return { nginx: nginxResult, site: siteResult };
  } finally {
    nginx.kill("SIGTERM");
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function staticTable(comparison: StaticComparison): string {
  if ("skipped" in comparison) return `Skipped: ${comparison.skipped}.`;
  const row = (name: string, s: Side) => `| ${name} | ${s.requests} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.ok} | ${s.non2xx} | ${s.errors} |`;
  return [
    "| Server | Requests | Req/s | p50 (ms) | p99 (ms) | 2xx | Non-2xx | Errors |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    row("nginx 1.22 (brotli_static, 1 worker)", comparison.nginx),
    row("node server.js (1 process)", comparison.site),
    "",
    `This server serves ${Math.round((comparison.site.rps / comparison.nginx.rps) * 100)} % of nginx's rate (target: at least 50 %).`,
  ].join("\n");
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
  const comparison = await compareWithNginx();

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
