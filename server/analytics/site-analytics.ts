/**
 * The site's counting, opened with the other services (server/services.ts): the day's visitor
 * hash, and the queue of events written once a second. The endpoint (events-endpoint.ts) counts
 * beacon events through it, and the enquiry store counts each new enquiry in the enquiry's own
 * transaction with the visit it gets here. With ANALYTICS=off nothing is counted at all.
 */
import { istDay, type BeaconEvent } from "../../app/shared/analytics";
import type { Database } from "../db/sql";
import { EventQueue } from "./event-queue";
import { DailySalts, deviceClass, visitorHash, type Visit } from "./visitor";

type AnalyticsOptions = {
  /** ANALYTICS=on. */
  enabled: boolean;
  /** SITE_URL's host: part of the visitor hash, so two sites on one database never share visitors. */
  siteHost: string;
  /** The database migrated (EnquiryService.ready). */
  ready?: () => Promise<void>;
  /** The clock; tests move it to another day. */
  now?: () => number;
  maxQueued?: number;
  /** ANALYTICS_MAX_EVENTS_PER_DAY: events from browsers stored per IST day, all instances together. */
  maxEventsPerDay: number;
};

/** Who sent an event: the client's canonical address and its User-Agent (neither is stored). */
type EventClient = { ip: string; userAgent: string };

export class SiteAnalytics {
  readonly queue: EventQueue;
  private readonly salts: DailySalts;
  private saltFailing = false;

  constructor(
    sql: Database,
    private readonly options: AnalyticsOptions,
  ) {
    this.salts = new DailySalts(sql);
    this.queue = new EventQueue(sql, { ready: options.ready, maxQueued: options.maxQueued, maxPerDay: options.maxEventsPerDay });
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The client's visitor hash for the IST day of `at`, and its device class. */
  async visit({ ip, userAgent }: EventClient, at = this.now()): Promise<Visit> {
    await this.options.ready?.();
    const salt = await this.salts.forDay(at);
    return { visitor: visitorHash(salt, this.options.siteHost, ip, userAgent), device: deviceClass(userAgent) };
  }

  /**
   * Queues a checked beacon event for the next write; false when it is dropped: the day is at
   * its ceiling, the queue is full, or the day's salt cannot be read (logged once until it can).
   */
  async count(event: BeaconEvent, client: EventClient): Promise<boolean> {
    const occurredAt = this.now();
    // Past the ceiling an event costs no hash and no place in the queue.
    if (this.queue.isFull(istDay(occurredAt))) return false;
    let visit: Visit;
    try {
      visit = await this.visit(client, occurredAt);
    } catch (error) {
      if (!this.saltFailing) console.error(`Analytics: no visitor hash (${(error as Error).message}); events dropped until the database answers.`);
      this.saltFailing = true;
      return false;
    }
    this.saltFailing = false;
    return this.queue.push({ occurredAt, name: event.name, path: event.path, visit, attribution: event.attribution, target: event.target });
  }

  /** Starts the once-a-second writes (nothing to write with ANALYTICS=off). */
  start(): void {
    if (this.enabled) this.queue.start();
  }

  /** Writes what waits; call before the database closes. */
  stop(): Promise<void> {
    return this.queue.stop();
  }
}
