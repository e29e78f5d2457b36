/**
 * POST /api/events and the counted enquiry over HTTP, against the real built server
 * (`node server.js`) on SQLite and PostgreSQL. Needs a build (`npm run build`).
 *
 * The site runs with TRUST_PROXY, so each test names its own client in X-Forwarded-For and the
 * limit of 120 events a minute per client is only met where a test means to. What is dropped
 * is checked by sending a good event after it from the same client: the queue is written in
 * order, so once the good one is stored, the dropped one would have been too. A visitor's page
 * view of a path is stored once a minute, and a day stores at most ANALYTICS_MAX_EVENTS_PER_DAY
 * events from browsers (issue 36): past it they are answered 204 and not stored.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_BODY_MAX_BYTES, EVENTS_PATH, type BeaconEvent } from "../../app/shared/analytics";
import { startSite, type RunningSite } from "../../scripts/lib/local-site";
import type { Database } from "../../server/db/sql";
import { PostgresDatabase } from "../../server/db/postgres";
import { SqliteDatabase } from "../../server/db/sqlite";
import { scratchDatabases } from "../support/databases";
import { until } from "../support/wait";

const { sqliteFile, postgres } = await scratchDatabases();

const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let clients = 0;
/** A client address of its own (TEST-NET-3), as the trusted loopback proxy forwards it. */
const newClient = () => `203.0.113.${++clients}`;

const pageview = (overrides: Partial<BeaconEvent> = {}): BeaconEvent => ({
  name: "pageview",
  path: "/services",
  attribution: { source: "instagram", utmSource: "ig", utmCampaign: "diwali", landing: "/" },
  ...overrides,
});

type Sent = { status: number; text: string; headers: Headers };

async function send(site: RunningSite, body: unknown, { client = newClient(), headers = {} as Record<string, string>, method = "POST" } = {}): Promise<Sent> {
  const response = await fetch(`${site.url}${EVENTS_PATH}`, {
    method,
    body: method === "POST" ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
    headers: { Origin: site.url, "User-Agent": PHONE, "Content-Type": "text/plain;charset=UTF-8", "X-Forwarded-For": client, ...headers },
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** A no-JavaScript form post to /contact, with the hidden attribution field when given. */
async function postEnquiry(site: RunningSite, fields: Record<string, string>, client = newClient()) {
  const response = await fetch(`${site.url}/contact`, {
    method: "POST",
    body: new URLSearchParams({
      name: "Meena Sundaram",
      email: `meena-${randomUUID()}@example.in`,
      service: "Meta Ads",
      message: "Diwali sale ads for our saree shop on Instagram.",
      ...fields,
    }),
    headers: { Origin: site.url, "User-Agent": PHONE, "X-Forwarded-For": client },
  });
  await response.text();
  return response.status;
}

function eventsOf(sql: Database, where = "1 = 1", params: Array<string | number> = []) {
  return sql.query<Record<string, unknown>>(`SELECT * FROM analytics_events WHERE ${where} ORDER BY id`, params);
}

/** Sends a good event with this marker as its campaign from the client, and waits until it is stored. */
async function marker(site: RunningSite, sql: Database, client: string): Promise<void> {
  const campaign = `marker-${randomUUID()}`;
  expect((await send(site, pageview({ attribution: { source: "direct", utmCampaign: campaign, landing: "/" } }), { client })).status).toBe(204);
  await until(async () => (await eventsOf(sql, "utm_campaign = ?", [campaign])).length === 1, 10_000, "the marker event");
}

describe("POST /api/events on SQLite", () => {
  let site: RunningSite;
  let sql: Database;

  beforeAll(async () => {
    const file = sqliteFile();
    site = await startSite({ env: { DATABASE_URL: `sqlite:${file}`, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "1000" } });
    sql = new SqliteDatabase(file);
  });
  afterAll(async () => {
    await site?.stop();
    await sql?.close();
  });

  it("counts a page view with 204, no cookie and no IP or User-Agent kept, in both languages", async () => {
    const client = newClient();
    const english = await send(site, pageview({ attribution: { source: "instagram", utmCampaign: "first-view", landing: "/" } }), { client });
    const tamil = await send(site, pageview({ path: "/ta/contact", attribution: { source: "instagram", utmCampaign: "first-view", landing: "/" } }), { client });
    for (const answer of [english, tamil]) {
      expect(answer.status).toBe(204);
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
    await until(async () => (await eventsOf(sql, "utm_campaign = ?", ["first-view"])).length === 2);
    const rows = await eventsOf(sql, "utm_campaign = ?", ["first-view"]);
    expect(rows.map((row) => [row.path, row.lang, row.device, row.source])).toEqual([
      ["/services", "en", "mobile", "instagram"],
      ["/ta/contact", "ta", "mobile", "instagram"],
    ]);
    // One visitor, by a hash of the day: neither the address nor the browser is in any column.
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[1]!.visitor).toBe(rows[0]!.visitor);
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${client}|Android|Chrome`));
  });

  it("refuses an event from another site, or from no page at all, with 400", async () => {
    const foreign = await send(site, pageview(), { headers: { Origin: "https://evil.example" } });
    expect(foreign).toMatchObject({ status: 400, text: "Bad Request: events are taken from this site's own pages only.\n" });
    const noOrigin = (secFetchSite?: string) => {
      const request = http.request(`${site.url}${EVENTS_PATH}`, { method: "POST", headers: { "User-Agent": PHONE, "X-Forwarded-For": newClient(), ...(secFetchSite ? { "Sec-Fetch-Site": secFetchSite } : {}) } });
      return new Promise<number>((resolve, reject) => {
        request.on("response", (response) => (response.resume(), resolve(response.statusCode!)));
        request.on("error", reject);
        request.end(JSON.stringify(pageview()));
      });
    };
    expect(await noOrigin()).toBe(400);
    expect(await noOrigin("cross-site")).toBe(400);
    expect(await noOrigin("same-site")).toBe(400);
    expect(await noOrigin("same-origin")).toBe(204);
  });

  it("refuses an unknown event, a path outside the site and a body that is not one event with 400 and a reason", async () => {
    expect(await send(site, pageview({ name: "purchase" as "call" }))).toMatchObject({ status: 400, text: expect.stringMatching(/^Bad Request: name: /) });
    expect(await send(site, pageview({ name: "enquiry" as "call" }))).toMatchObject({ status: 400 });
    expect(await send(site, pageview({ path: "/wp-login.php" }))).toMatchObject({ status: 400, text: "Bad Request: path: a page of this site.\n" });
    expect(await send(site, pageview({ path: "https://evil.example/" }))).toMatchObject({ status: 400 });
    expect(await send(site, "not json")).toMatchObject({ status: 400, text: "Bad Request: an event is one JSON object.\n" });
    expect(await send(site, "")).toMatchObject({ status: 400 });
  });

  it("refuses a body over 2 KB with 413, announced or streamed, and reads no further", async () => {
    const big = pageview({ attribution: { source: "other", utmContent: "x".repeat(EVENT_BODY_MAX_BYTES), landing: "/" } });
    expect((await send(site, big)).status).toBe(413);
    const streamed = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${site.url}${EVENTS_PATH}`, { method: "POST", headers: { Origin: site.url, "User-Agent": PHONE, "X-Forwarded-For": newClient() } });
      request.on("response", (response) => (response.resume(), resolve(response.statusCode!)));
      request.on("error", reject);
      request.write(`{"name":"pageview","path":"/","x":"${"y".repeat(EVENT_BODY_MAX_BYTES)}`);
      request.write("z".repeat(64 * 1024));
    });
    expect(streamed).toBe(413);
  });

  it("lets a client that leaves mid-body go without an answer or a logged error", async () => {
    const logged = site.output().length;
    await new Promise<void>((resolve) => {
      const request = http.request(`${site.url}${EVENTS_PATH}`, { method: "POST", headers: { Origin: site.url, "User-Agent": PHONE, "X-Forwarded-For": newClient(), "Content-Length": "500" } });
      request.on("error", () => resolve());
      request.write('{"name":"pageview",');
      setTimeout(() => (request.destroy(), resolve()), 200);
    });
    expect((await send(site, pageview())).status).toBe(204);
    expect(site.output().slice(logged)).not.toMatch(/Analytics|Error/);
  });

  it("answers bots, prefetches, the inbox and data requests 204 and counts none of them", async () => {
    const client = newClient();
    const dropped = (campaign: string) => pageview({ attribution: { source: "direct", utmCampaign: campaign, landing: "/" } });
    expect((await send(site, dropped("dropped-bot"), { client, headers: { "User-Agent": GOOGLEBOT } })).status).toBe(204);
    expect((await send(site, dropped("dropped-no-agent"), { client, headers: { "User-Agent": "" } })).status).toBe(204);
    expect((await send(site, dropped("dropped-prefetch"), { client, headers: { "Sec-Purpose": "prefetch" } })).status).toBe(204);
    expect((await send(site, dropped("dropped-purpose"), { client, headers: { Purpose: "prefetch" } })).status).toBe(204);
    for (const path of ["/admin", "/admin/enquiries/1", "/__manifest", "/contact.data"]) {
      expect((await send(site, { ...dropped("dropped-path"), path }, { client })).status).toBe(204);
    }
    await marker(site, sql, client);
    expect(await eventsOf(sql, "utm_campaign LIKE ?", ["dropped-%"])).toEqual([]);
  });

  it("limits a client to 120 events a minute with 429 and Retry-After; another client is not held up", async () => {
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 125 }, () => send(site, pageview(), { client })));
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(120);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send(site, pageview())).status).toBe(204);
  });

  it("stores a visitor's page view of a path once a minute, however often it is sent", async () => {
    // Within one minute of the clock, so that the repeats cannot fall into two.
    if (Date.now() % 60_000 > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000)));
    const client = newClient();
    // Another page than the marker's, which is stored for the same visitor right after.
    const repeated = pageview({ path: "/about", attribution: { source: "direct", utmCampaign: "repeated", landing: "/" } });
    for (let i = 0; i < 5; i++) expect((await send(site, repeated, { client })).status).toBe(204);
    expect((await send(site, { ...repeated, name: "whatsapp" }, { client })).status).toBe(204);
    await marker(site, sql, client);
    expect((await eventsOf(sql, "utm_campaign = ?", ["repeated"])).map((row) => `${row.name} ${row.path}`)).toEqual(["pageview /about", "whatsapp /about"]);
  });

  it("keeps a script in a UTM value as text, and refuses one in the referrer", async () => {
    const script = `<script>alert("utm")</script>`;
    const client = newClient();
    expect((await send(site, pageview({ attribution: { source: "other", utmSource: script, utmCampaign: "xss-probe", landing: "/" } }), { client })).status).toBe(204);
    expect((await send(site, pageview({ attribution: { source: "other", referrer: script, landing: "/" } }), { client })).status).toBe(400);
    await until(async () => (await eventsOf(sql, "utm_campaign = ?", ["xss-probe"])).length === 1);
    expect((await eventsOf(sql, "utm_campaign = ?", ["xss-probe"]))[0]!.utm_source).toBe(script);
  });

  it("answers other methods 405 and never sets a cookie", async () => {
    const get = await send(site, null, { method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect((await send(site, null, { method: "PUT" })).status).toBe(405);
    for (const answer of [get, await send(site, pageview()), await send(site, "{")]) expect(answer.headers.get("set-cookie")).toBeNull();
  });

  it("counts an enquiry once with its attribution, however often its submission is sent; without JavaScript its source is unknown", async () => {
    const attribution = { source: "instagram", utmSource: "ig", utmCampaign: "diwali-enquiry", landing: "/ta/services" };
    const submissionId = randomUUID();
    const fields = { submissionId, attribution: JSON.stringify(attribution) };
    expect(await postEnquiry(site, fields)).toBe(200);
    expect(await postEnquiry(site, fields)).toBe(200);
    const enquiries = await sql.query<Record<string, unknown>>("SELECT id, source, utm_source, utm_campaign, landing_path FROM enquiries WHERE submission_id = ?", [submissionId]);
    expect(enquiries).toEqual([{ id: expect.any(Number), source: "instagram", utm_source: "ig", utm_campaign: "diwali-enquiry", landing_path: "/ta/services" }]);
    const counted = await eventsOf(sql, "name = 'enquiry' AND enquiry_id = ?", [enquiries[0]!.id as number]);
    expect(counted).toHaveLength(1);
    expect(counted[0]).toMatchObject({ path: "/contact", lang: "en", source: "instagram", utm_campaign: "diwali-enquiry", device: "mobile" });

    // No JavaScript: no field, or one that is not an attribution. Stored all the same, source unknown.
    for (const extra of [{} as Record<string, string>, { attribution: '{"source":"tiktok","landing":"/"}' }, { attribution: "<script>" }]) {
      const id = randomUUID();
      expect(await postEnquiry(site, { submissionId: id, ...extra })).toBe(200);
      const [stored] = await sql.query<Record<string, unknown>>("SELECT id, source, landing_path FROM enquiries WHERE submission_id = ?", [id]);
      expect(stored).toMatchObject({ source: null, landing_path: null });
      const [event] = await eventsOf(sql, "enquiry_id = ?", [stored!.id as number]);
      expect(event).toMatchObject({ name: "enquiry", source: null });
    }
  });
});

describe("ANALYTICS_MAX_EVENTS_PER_DAY", () => {
  let site: RunningSite;
  let sql: Database;

  beforeAll(async () => {
    const file = sqliteFile();
    site = await startSite({ env: { DATABASE_URL: `sqlite:${file}`, TRUST_PROXY: "1", ANALYTICS_MAX_EVENTS_PER_DAY: "5" } });
    sql = new SqliteDatabase(file);
  });
  afterAll(async () => {
    await site?.stop();
    await sql?.close();
  });

  it("answers every event past the day's ceiling 204, stores none of them, and logs the drop once", async () => {
    const flood = pageview({ attribution: { source: "other", utmCampaign: "flood", landing: "/" } });
    const first = await Promise.all(Array.from({ length: 8 }, () => send(site, flood)));
    expect(first.map((answer) => answer.status)).toEqual(Array(8).fill(204));
    await until(async () => (await eventsOf(sql)).length >= 5, 10_000, "the day's five events");
    const later = await Promise.all(Array.from({ length: 20 }, () => send(site, flood)));
    expect(later.every((answer) => answer.status === 204)).toBe(true);
    // Two writes of the queue later, nothing more is stored.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await eventsOf(sql)).toHaveLength(5);
    const logged = site.output().match(/Analytics: 5 events stored for \d{4}-\d{2}-\d{2} \(ANALYTICS_MAX_EVENTS_PER_DAY\)/g);
    expect(logged).toHaveLength(1);
  });
});

describe("ANALYTICS=off", () => {
  let site: RunningSite;
  let sql: Database;

  beforeAll(async () => {
    const file = sqliteFile();
    site = await startSite({ env: { DATABASE_URL: `sqlite:${file}`, ANALYTICS: "off" } });
    sql = new SqliteDatabase(file);
  });
  afterAll(async () => {
    await site?.stop();
    await sql?.close();
  });

  it("answers every event 204 and keeps nothing: no event, no enquiry counted, no attribution, no salt", async () => {
    expect((await send(site, pageview())).status).toBe(204);
    expect((await send(site, "not even json")).status).toBe(204);
    const submissionId = randomUUID();
    expect(await postEnquiry(site, { submissionId, attribution: JSON.stringify({ source: "google", landing: "/" }) })).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await sql.query("SELECT id FROM analytics_events")).toEqual([]);
    expect(await sql.query("SELECT day FROM analytics_salts")).toEqual([]);
    expect(await sql.query("SELECT source FROM enquiries WHERE submission_id = ?", [submissionId])).toEqual([{ source: null }]);
  });
});

describe.skipIf("skipped" in postgres)("POST /api/events on PostgreSQL", () => {
  let site: RunningSite;
  let sql: Database;

  beforeAll(async () => {
    const url = "url" in postgres ? postgres.url : "";
    site = await startSite({ env: { DATABASE_URL: url, TRUST_PROXY: "1" } });
    sql = new PostgresDatabase(url);
  });
  afterAll(async () => {
    await site?.stop();
    await sql?.close();
  });

  it("writes a burst of events, and counts an enquiry once with its attribution", async () => {
    // Fifty visitors: one visitor's repeats within a minute would be stored once.
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(site, pageview({ attribution: { source: "google", utmCampaign: "pg-burst", landing: "/" } }))));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    await until(async () => (await eventsOf(sql, "utm_campaign = ?", ["pg-burst"])).length === 50);
    const submissionId = randomUUID();
    const fields = { submissionId, attribution: JSON.stringify({ source: "whatsapp", referrer: "wa.me", landing: "/ta" }) };
    expect(await postEnquiry(site, fields)).toBe(200);
    expect(await postEnquiry(site, fields)).toBe(200);
    const [enquiry] = await sql.query<{ id: string; source: string }>("SELECT id, source FROM enquiries WHERE submission_id = ?", [submissionId]);
    expect(enquiry!.source).toBe("whatsapp");
    expect(await eventsOf(sql, "enquiry_id = ?", [Number(enquiry!.id)])).toHaveLength(1);
  });
});
