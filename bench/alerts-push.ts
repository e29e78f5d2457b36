/**
 * `npm run bench:alerts:push`: how soon the owner's phone rings. The production server on SQLite
 * with a push service on loopback (PUSH_ALLOW_LOOPBACK) and one subscribed device, no SMTP;
 * COUNT enquiries (50) posted one after another to /contact; for each, the time from the
 * form's 2xx answer to the push arriving, decrypted, at the push service (0 when the push came
 * first: it leaves right after the commit, the answer after the page is rendered), and from the
 * start of the POST. Prints the median, p95 and max of both. Target: p95 under 2 s (docs/decisions/0059-owner-alerts.md).
 * `npm run bench:alerts` (bench/alerts.ts) runs it, then the inbox half, and writes bench/results/alerts.md.
 *
 *   npm run build && npm run bench:alerts:push
 *   COUNT=200 npm run bench:alerts:push
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { AlertStore } from "../server/alerts/alert-store";
import { OwnerDirectory } from "../server/auth/owners";
import { SqliteDatabase } from "../server/db/sqlite";
import { startSite } from "../scripts/lib/local-site";
import { startPushService, type ReceivedPush } from "../scripts/lib/push-service";
import { summarizeDelays, TARGET_P95_MS, type Delays } from "./delays";

type Spread = Pick<Delays, "medianMs" | "p95Ms" | "maxMs">;

/**
 * From each form's 2xx to its push (0 when the push came first), and from the start of the POST
 * to the push; how many pushes arrived before their form's answer.
 */
export type PushDelays = Spread & { count: number; fromPost: Spread; pushFirst: number };

function spread(samples: number[]): Spread {
  const { medianMs, p95Ms, maxMs } = summarizeDelays(samples);
  return { medianMs, p95Ms, maxMs };
}

/** Posts `count` enquiries one at a time; for each, the milliseconds from its 2xx to its push. */
export async function measurePushDelays({ count = 50, timeoutMs = 10_000 }: { count?: number; timeoutMs?: number } = {}): Promise<PushDelays> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-alerts-push-"));
  const file = path.join(dir, "enquiries.db");
  const push = await startPushService();
  const site = await startSite({ env: { DATABASE_URL: `sqlite:${file}`, PUSH_ALLOW_LOOPBACK: "true", CONTACT_RATE_LIMIT: "10000" } });
  const db = new SqliteDatabase(file);
  try {
    // The site has migrated the database by now (it answers); the owner and their phone are set up beside it.
    const owners = new OwnerDirectory(db);
    await owners.add("owner@vaigaidigital.in");
    const owner = await owners.find("owner@vaigaidigital.in");
    const device = push.subscribe();
    await new AlertStore(db).subscribe(owner!.id, { endpoint: device.endpoint, ...device.keys }, "Android phone");

    const afterAnswer: number[] = [];
    const afterPost: number[] = [];
    for (let i = 1; i <= count; i++) {
      const marker = `Bench enquiry ${i}:`;
      const arrived = new Promise<ReceivedPush>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push for enquiry ${i} within ${timeoutMs} ms`)), timeoutMs);
        push.onPush = (received) => {
          if (!received.message.body.includes(marker)) return;
          clearTimeout(timer);
          resolve(received);
        };
      });
      const postedAt = performance.now();
      const response = await fetch(`${site.url}/contact`, {
        method: "POST",
        headers: { Origin: site.url },
        body: new URLSearchParams({ name: "Bench Visitor", email: `bench${i}@example.in`, service: "Website Development", message: `${marker} a website for a shop in Madurai.` }),
      });
      await response.arrayBuffer();
      const answeredAt = performance.now();
      if (!response.ok) throw new Error(`enquiry ${i} answered ${response.status}`);
      const received = await arrived;
      afterAnswer.push(received.at - answeredAt);
      afterPost.push(received.at - postedAt);
    }
    return { count, ...spread(afterAnswer.map((ms) => Math.max(0, ms))), fromPost: spread(afterPost), pushFirst: afterAnswer.filter((ms) => ms <= 0).length };
  } finally {
    await db.close();
    await site.stop();
    await push.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The push half's figures as the console and bench/results/alerts.md give them. */
export function pushLines(delays: PushDelays): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `Contact form 2xx to the push decrypted at a loopback push service (SQLite, ${delays.count} enquiries): median ${ms(delays.medianMs)}, p95 ${ms(delays.p95Ms)}, max ${ms(delays.maxMs)} (target: p95 under ${TARGET_P95_MS} ms); ${delays.pushFirst} of ${delays.count} pushes arrived before their form's answer.`,
    `From the start of the POST: median ${ms(delays.fromPost.medianMs)}, p95 ${ms(delays.fromPost.p95Ms)}, max ${ms(delays.fromPost.maxMs)}.`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const delays = await measurePushDelays({ count: Number(process.env.COUNT ?? 50) });
  console.log(pushLines(delays).join("\n"));
  if (delays.p95Ms >= TARGET_P95_MS) process.exitCode = 1;
}
