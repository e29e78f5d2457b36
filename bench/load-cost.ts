/**
 * What one contact POST costs against a render of the same page, side by side on one server
 * (bench/load.ts): GETs of `/contact?service=seo-optimization` (rendered for each request, as
 * the page answering a post is) and valid enquiry POSTs, each alone for the same time over the
 * same connections, after a warm-up, in two turns. Compared by requests per second and by the
 * server's CPU time per request (Linux: /proc). The target: a POST costs no more than
 * two renders.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type autocannon from "autocannon";
import type { RunningSite } from "../scripts/lib/local-site";
import { autocannonRun, side, type Side } from "./autocannon";

/** A page the server renders for each request: the contact page with a service chosen. */
export const RENDERED_PAGE = "/contact?service=seo-optimization";
const TARGET = 2;

const randomIp = () => `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** What autocannon keeps per connection between a POST and its answer. */
type PostContext = { name?: string };

/**
 * POST /contact as the form sends it without JavaScript, from a new client address each time,
 * with a new submission id (the same email and message without one would count as a repeat).
 * `onAcknowledged` gets the name of each enquiry answered 2xx.
 */
export function contactPost(siteUrl: string, namePrefix: string, onAcknowledged: (name: string) => void = () => {}): autocannon.Request {
  let n = 0;
  return {
    method: "POST",
    path: "/contact",
    setupRequest: (request, context) => {
      const name = `${namePrefix} ${n++}`;
      (context as PostContext).name = name;
      return {
        ...request,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: siteUrl, "accept-encoding": "br, gzip", "x-forwarded-for": randomIp() },
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
      if (status >= 200 && status < 300) onAcknowledged(String((context as PostContext).name));
    },
  };
}

const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** The CPU time (user and system) a process has used so far, in ms; null without /proc. */
export function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return null;
  }
}

/** Requests of one kind, over the measured halves. */
export type Measured = { requests: number; rps: number; ok: number; failed: number; cpuPerRequest: number | null };
export type Cost = { render: Measured; post: Measured };

async function half(site: RunningSite, options: autocannon.Options): Promise<Side & { cpu: number | null }> {
  const before = cpuMs(site.process.pid);
  const result = side(await autocannonRun(options));
  const after = cpuMs(site.process.pid);
  return { ...result, cpu: before === null || after === null ? null : after - before };
}

function total(halves: Array<Side & { cpu: number | null }>, duration: number): Measured {
  const requests = halves.reduce((sum, h) => sum + h.requests, 0);
  const cpu = halves.every((h) => h.cpu !== null) ? halves.reduce((sum, h) => sum + h.cpu!, 0) : null;
  return {
    requests,
    rps: Math.round(requests / duration),
    ok: halves.reduce((sum, h) => sum + h.ok, 0),
    failed: halves.reduce((sum, h) => sum + h.non2xx + h.errors + h.timeouts, 0),
    cpuPerRequest: cpu === null ? null : cpu / requests,
  };
}

export async function measureCost(site: RunningSite, { duration, connections }: { duration: number; connections: number }): Promise<Cost> {
  console.log(`What a POST costs: ${RENDERED_PAGE} GETs and POSTs, ${connections} connections, ${duration} s of each in two halves...`);
  const render: autocannon.Options = { url: site.url, connections, requests: [{ method: "GET", path: RENDERED_PAGE, headers: { "accept-encoding": "br, gzip" } }] };
  const post: autocannon.Options = { url: site.url, connections, requests: [contactPost(site.url, "Cost Test")] };
  // Unmeasured first: the first requests of each kind compile the code and load the modules they use.
  await autocannonRun({ ...render, amount: 200 });
  await autocannonRun({ ...post, amount: 100 });
  // In turns, so that a change in the machine's other work weighs on both alike.
  const renders = [];
  const posts = [];
  for (let turn = 0; turn < 2; turn++) {
    renders.push(await half(site, { ...render, duration: duration / 2 }));
    posts.push(await half(site, { ...post, duration: duration / 2 }));
  }
  return { render: total(renders, duration), post: total(posts, duration) };
}

/** How many renders one POST costs, by requests per second and by CPU time per request. */
export function ratios({ render, post }: Cost): { byRate: number; byCpu: number | null } {
  const byCpu = render.cpuPerRequest && post.cpuPerRequest !== null ? post.cpuPerRequest / render.cpuPerRequest : null;
  return { byRate: render.rps / post.rps, byCpu };
}

export function costTable(costs: Array<{ store: string; cost: Cost }>): string {
  const row = (store: string, name: string, m: Measured) =>
    `| ${store} | ${name} | ${m.requests} | ${m.rps} | ${m.cpuPerRequest === null ? "" : m.cpuPerRequest.toFixed(1)} | ${m.ok} | ${m.failed} |`;
  const lines = [
    "| Store | Alone | Requests | Req/s | Server CPU per request (ms) | 2xx | Other |",
    "|---|---|---:|---:|---:|---:|---:|",
    ...costs.flatMap(({ store, cost }) => [row(store, `GET ${RENDERED_PAGE}`, cost.render), row(store, "POST /contact", cost.post)]),
    "",
  ];
  for (const { store, cost } of costs) {
    const { byRate, byCpu } = ratios(cost);
    const verdict = Math.max(byRate, byCpu ?? 0) <= TARGET ? "within" : "**over**";
    const cpuPart = byCpu === null ? "" : `, ${byCpu.toFixed(2)} by the server's CPU time per request`;
    lines.push(`- ${store}: one contact POST costs ${byRate.toFixed(2)} renders of the page by requests per second${cpuPart}; ${verdict} the target of ${TARGET}.`);
  }
  return lines.join("\n");
}
