/**
 * Fills a database with a year of made-up but realistic traffic, for the dashboard's bench and
 * for looking at it with numbers in it (issue 29, "Fast at scale"):
 *
 *   npm run analytics:seed -- --events 1000000 [--database URL] [--seed N]
 *
 * Visits over the 365 IST days up to now: more on weekdays, growing through the year, with a
 * Diwali rush in late October and November; mostly phones; English and Tamil; a mix of sources
 * (Google, Instagram and Facebook campaigns, WhatsApp shares, AI assistants, …); each visit reads
 * a few real pages of the site and now and then taps WhatsApp, calls, writes or sends the form.
 * Written in transactions of 20,000 events, then the days are rolled up as the server does.
 * Only analytics tables are written: no enquiry, so no mail can go out from a seeded database.
 * The database is DATABASE_URL's (default sqlite:./data/enquiries.db) unless --database names one.
 */
import { parseArgs } from "node:util";
import { canonicalPaths, articleSlugsOnDisk } from "../app/content/paths.server";
import { istDay, istDayStart, type EventName, type Source } from "../app/shared/analytics";
import { rollUpAndPurge } from "../server/analytics/daily-totals";
import { loadConfig, parseDatabaseUrl } from "../server/config";
import type { SqlDatabase } from "../server/db/sql";
import { EnquiryStore } from "../server/enquiries/store";
import { insertEvents, type RawEvent } from "./lib/analytics-events";
import { isRunAsCommand } from "./lib/run-as-command.js";

const DAY_MS = 86_400_000;
const EVENTS_PER_TRANSACTION = 20_000;

/** A small seeded generator (mulberry32), so two runs with the same --seed make the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(next: () => number, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = next() * total;
  for (const [choice, weight] of choices) if ((pick -= weight) < 0) return choice;
  return choices.at(-1)![0];
}

const SOURCE_MIX: ReadonlyArray<readonly [Source, number]> = [
  ["google", 34], ["direct", 18], ["instagram", 16], ["facebook", 10], ["whatsapp", 8],
  ["other", 4], ["youtube", 3], ["ai", 3], ["bing", 2], ["linkedin", 2],
];
const CAMPAIGNS: Partial<Record<Source, readonly string[]>> = {
  instagram: ["diwali-offer", "reels-promo", "pongal-2026"],
  facebook: ["diwali-offer", "lead-form-test"],
  google: ["search-brand", "seo-audit"],
};
const REFERRERS: Partial<Record<Source, string>> = {
  google: "www.google.com", bing: "www.bing.com", facebook: "l.facebook.com", instagram: "l.instagram.com",
  whatsapp: "web.whatsapp.com", youtube: "www.youtube.com", linkedin: "www.linkedin.com", ai: "chatgpt.com", other: "www.justdial.com",
};
/** What a visitor does on a page besides reading it, per page view. */
const ACTIONS: ReadonlyArray<readonly [EventName | null, number]> = [
  [null, 1000], ["whatsapp", 9], ["call", 4], ["email", 1.5], ["enquiry", 2.5], ["language", 5], ["outbound", 3],
];

/** Visits per day relative to the year's average: weekday rhythm, growth, the Diwali season. */
function dayWeight(dayStart: number, index: number): number {
  const weekday = new Date(dayStart + 6 * 3_600_000).getUTCDay();
  const rhythm = [0.6, 1.1, 1.15, 1.1, 1.05, 1, 0.75][weekday]!;
  const month = new Date(dayStart + 6 * 3_600_000).getUTCMonth();
  const season = month === 9 || month === 10 ? 1.4 : 1;
  return rhythm * season * (0.7 + (0.6 * index) / 365);
}

/** One visit's events: its landing page, a few more pages, maybe a tap or a form. */
function visit(next: () => number, dayStart: number, now: number, paths: string[]): RawEvent[] {
  const source = weighted(next, SOURCE_MIX);
  const lang = next() < 0.35 ? "ta" : "en";
  const device = next() < 0.78 ? "mobile" : "desktop";
  const campaigns = CAMPAIGNS[source];
  const utmCampaign = campaigns && next() < 0.5 ? campaigns[Math.floor(next() * campaigns.length)] : undefined;
  const localise = (path: string) => (lang === "ta" ? (path === "/" ? "/ta" : `/ta${path}`) : path);
  const pick = () => localise(paths[Math.floor(Math.pow(next(), 2.2) * paths.length)]!);
  const landingPath = pick();
  const visitor = Math.floor(next() * 2 ** 52).toString(16);
  // Mostly between 9 am and 11 pm IST.
  let at = dayStart + (9 + next() * 14) * 3_600_000 - (next() < 0.1 ? 8 * 3_600_000 : 0);
  if (at > now) return [];
  const attribution = {
    source,
    referrerHost: REFERRERS[source],
    utmSource: utmCampaign ? source : undefined,
    utmMedium: utmCampaign ? (source === "google" ? "cpc" : "paid-social") : undefined,
    utmCampaign,
    click: utmCampaign && source === "google" ? "gclid" : utmCampaign && (source === "facebook" || source === "instagram") ? "fbclid" : undefined,
    landingPath,
  } as const;
  const events: RawEvent[] = [];
  // As the site stores them: one page view per path, and one tap of a kind per path, a minute (decision 0078).
  const stored = new Set<string>();
  const add = (event: RawEvent) => {
    const once = `${event.name} ${event.path} ${Math.floor(event.occurredAt / 60_000)}`;
    if (event.name !== "enquiry" && stored.has(once)) return;
    stored.add(once);
    events.push(event);
  };
  const pages = 1 + Math.floor(Math.pow(next(), 1.8) * 5);
  for (let page = 0; page < pages && at <= now; page++) {
    const path = page === 0 ? landingPath : pick();
    add({ occurredAt: Math.floor(at), name: "pageview", path, device, visitor, ...attribution });
    const action = weighted(next, ACTIONS);
    if (action) add({ occurredAt: Math.floor(at) + 20_000, name: action, path: action === "enquiry" ? localise("/contact") : path, device, visitor, ...attribution });
    at += 30_000 + next() * 120_000;
  }
  return events;
}

/** Writes about `events` events over the year up to `now`, then rolls the finished days up. */
export async function seedAnalytics(sql: SqlDatabase, { events, now = Date.now(), seed = 29 }: { events: number; now?: number; seed?: number }): Promise<{ events: number; days: number }> {
  const next = random(seed);
  const paths = canonicalPaths(articleSlugsOnDisk());
  const firstDayStart = istDayStart(istDay(now)) - 364 * DAY_MS;
  const starts = Array.from({ length: 365 }, (_, index) => firstDayStart + index * DAY_MS);
  const weights = starts.map(dayWeight);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const eventsPerWeight = events / weightSum;
  let written = 0;
  let pending: RawEvent[] = [];
  for (const [index, dayStart] of starts.entries()) {
    // Today only up to now: its share of the day, and no event after now.
    const elapsed = Math.min(1, (now - dayStart) / DAY_MS);
    const target = Math.round(weights[index]! * eventsPerWeight * elapsed);
    let today = 0;
    for (let tries = 0; today < target && tries < target * 10; tries++) {
      const made = visit(next, dayStart, now, paths);
      pending.push(...made);
      today += made.length;
    }
    written += today;
    if (pending.length >= EVENTS_PER_TRANSACTION || index === starts.length - 1) {
      await insertEvents(sql, pending);
      pending = [];
    }
  }
  await rollUpAndPurge(sql, { now, retentionDays: loadConfig({ ANALYTICS_RETENTION_DAYS: process.env.ANALYTICS_RETENTION_DAYS }).ANALYTICS_RETENTION_DAYS });
  return { events: written, days: starts.length };
}

async function main() {
  const { values } = parseArgs({ options: { events: { type: "string", default: "1000000" }, database: { type: "string" }, seed: { type: "string", default: "29" } } });
  const events = Number(values.events);
  if (!Number.isInteger(events) || events < 1) throw new Error("--events must be a whole number, e.g. --events 1000000");
  const store = await EnquiryStore.open(parseDatabaseUrl(values.database ?? process.env.DATABASE_URL));
  try {
    await store.migrate();
    const started = performance.now();
    const result = await seedAnalytics(store.sql, { events, seed: Number(values.seed) });
    console.log(`Seeded ${result.events} events over ${result.days} days and rolled them up in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await store.sql.close();
  }
}

if (isRunAsCommand(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
