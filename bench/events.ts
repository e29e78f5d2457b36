/**
 * `npm run bench:events`: the beacon's endpoint under load while the site serves pages. The built
 * server (`node server.js`) on SQLite on loopback; autocannon posts page views and taps to
 * POST /api/events at RATE events a second (0: as fast as it answers) over CONNECTIONS
 * connections for DURATION seconds, and at the same time a reader fetches a pre-rendered page
 * every PAGE_EVERY_MS and times it. Each event comes from one of CLIENTS addresses: the site runs
 * with TRUST_PROXY=1 and each request names its client in X-Forwarded-For, so the limit of 120
 * events a minute per client holds as in production and no bench-only setting loosens it. Each
 * round through the addresses comes with another browser version: every event is a visitor's
 * first of its path that minute, so each is stored (decision 0078 keeps one a minute per visitor
 * and path), the dearest case for the writes, and the check that every 204 was written holds.
 * Prints events a second, p50/p99 of the events and of the page, the server's CPU time per
 * event (from /proc: what an event costs however busy the machine is), and checks that every event
 * answered 204 was written (analytics_events), then writes bench/results/events.md.
 *
 *   npm run build && npm run bench:events
 *   RATE=0 CONNECTIONS=40 DURATION=30 npm run bench:events
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { EVENTS_PATH, type BeaconEvent } from "~/shared/analytics";
import { SqliteDatabase } from "../server/db/sqlite";
import { startSite, type RunningSite } from "../scripts/lib/local-site";
import { autocannonRun, side } from "./autocannon";
import { cpuMs } from "./load-cost";
import { loadAverage, machineLine, writeResults } from "./results-file";

const DURATION = Number(process.env.DURATION ?? 20);
const RATE = Number(process.env.RATE ?? 2000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const CLIENTS = Number(process.env.CLIENTS ?? 5000);
const PAGE_EVERY_MS = Number(process.env.PAGE_EVERY_MS ?? 100);
const PAGE = "/ta/services";

const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** What a visit from an Instagram campaign sends: page views mostly, some taps. */
const EVENTS: BeaconEvent[] = [
  { name: "pageview", path: "/", attribution: { source: "instagram", utmSource: "ig", utmCampaign: "diwali", landing: "/" } },
  { name: "pageview", path: "/ta/services", attribution: { source: "google", referrer: "www.google.com", landing: "/ta" } },
  { name: "pageview", path: "/contact", attribution: { source: "direct", landing: "/about" } },
  { name: "whatsapp", path: "/contact", attribution: { source: "instagram", utmSource: "ig", utmCampaign: "diwali", landing: "/" } },
  { name: "call", path: "/ta/contact", attribution: { source: "whatsapp", referrer: "wa.me", landing: "/ta/contact" } },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Fetches the page every PAGE_EVERY_MS until `stop` resolves; each fetch's time in ms. */
async function readPages(site: RunningSite, stop: Promise<unknown>): Promise<number[]> {
  let running = true;
  void stop.then(() => (running = false));
  const times: number[] = [];
  while (running) {
    const start = performance.now();
    const response = await fetch(`${site.url}${PAGE}`, { headers: { "Accept-Encoding": "br" } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${PAGE} answered ${response.status}`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, PAGE_EVERY_MS));
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-events-"));
  const file = path.join(dir, "events.db");
  const site = await startSite({ env: { DATABASE_URL: `sqlite:${file}`, TRUST_PROXY: "1" } });
  const db = new SqliteDatabase(file);
  try {
    const bodies = EVENTS.map((event) => JSON.stringify(event));
    let sent = 0;
    console.log(`${DURATION} s of events at ${RATE || "as many as answered"}/s over ${CONNECTIONS} connections from ${CLIENTS} clients, and ${PAGE} every ${PAGE_EVERY_MS} ms...`);
    const events = autocannonRun({
      url: site.url,
      connections: CONNECTIONS,
      duration: DURATION,
      ...(RATE > 0 ? { overallRate: RATE } : {}),
      requests: [
        {
          method: "POST",
          path: EVENTS_PATH,
          setupRequest: (request) => {
            const client = sent % CLIENTS;
            const round = Math.floor(sent++ / CLIENTS);
            return {
              ...request,
              body: bodies[sent % bodies.length],
              headers: {
                Origin: site.url,
                "User-Agent": PHONE.replace("Chrome/131.0", `Chrome/131.0.${round}`),
                "Content-Type": "text/plain;charset=UTF-8",
                "X-Forwarded-For": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
              },
            };
          },
        },
      ],
    });
    const cpuBefore = cpuMs(site.process.pid);
    const [result, pageTimes] = await Promise.all([events, readPages(site, events)]);
    const cpuAfter = cpuMs(site.process.pid);
    const figures = side(result);
    // The server's own CPU time per answered event (the few page reads included): what the events cost, however busy the machine is.
    const cpuPerEvent = cpuBefore !== null && cpuAfter !== null && figures.ok > 0 ? (cpuAfter - cpuBefore) / figures.ok : null;
    const perCore = cpuPerEvent ? Math.floor(1000 / cpuPerEvent) : null;
    const count = async () => Number((await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM analytics_events"))[0]!.n);
    // The last second's events are written with the next flush; those cut off at the end may be counted without their 204 read.
    for (const deadline = Date.now() + 10_000; (await count()) < figures.ok && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const written = await count();
    const landed = written >= figures.ok && written <= figures.ok + CONNECTIONS;

    const table = [
      "| Traffic | Requests | Per second | p50 (ms) | p99 (ms) | Max (ms) | 2xx | Non-2xx | Errors |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      `| POST ${EVENTS_PATH} | ${figures.requests} | ${figures.rps} | ${figures.p50} | ${figures.p99} | ${figures.max} | ${figures.ok} | ${figures.non2xx} | ${figures.errors} |`,
      `| GET ${PAGE} | ${pageTimes.length} | ${(pageTimes.length / DURATION).toFixed(1)} | ${percentile(pageTimes, 50).toFixed(1)} | ${percentile(pageTimes, 99).toFixed(1)} | ${(pageTimes.at(-1) ?? 0).toFixed(1)} | ${pageTimes.length} | 0 | 0 |`,
    ].join("\n");
    const cost = cpuPerEvent === null ? "Server CPU time: not measured (no /proc)." : `Server CPU time: ${cpuPerEvent.toFixed(3)} ms per event, so one core answers about ${perCore} events a second.`;
    const check = `Events written: ${written} for ${figures.ok} answered 204 (at most ${CONNECTIONS} more, cut off at the end): ${landed ? "every answered event landed" : "**MISMATCH**"}.`;
    const report = `# Events: POST ${EVENTS_PATH} under load while pages are served

Measured with \`npm run bench:events\` (bench/events.ts, autocannon) against \`node server.js\` on SQLite on
loopback: ${DURATION} s of events at ${RATE || "the highest rate answered"}/s over ${CONNECTIONS} connections from ${CLIENTS} client addresses
(TRUST_PROXY=1, X-Forwarded-For per event; the limit of 120 a minute per client unchanged), and ${PAGE}
fetched every ${PAGE_EVERY_MS} ms at the same time. The load generator shares the machine's cores with the server.

${machineLine(loadBefore)}

${table}

${cost}

${check}
`;
    console.log(`\n${table}\n\n${cost}\n\n${check}\n\nWritten to ${writeResults("events.md", report)}`);
    if (!landed) process.exitCode = 1;
  } finally {
    await site.stop();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
