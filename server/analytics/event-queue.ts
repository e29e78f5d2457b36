/**
 * Counted events wait in memory and are written once a second, all of them in one transaction
 * (event-rows.ts), so a burst of beacons costs one commit instead of one each, and an answer to
 * a beacon never waits for the disk. Bounded: past MAX_QUEUED waiting events, new ones are
 * dropped (and that is logged once per overflow), so a database that is down cannot fill the
 * memory. A failed write keeps its rows for the next round, within the same bound. Stopping
 * writes what is left. The write keeps the day's ceiling (day-ceiling.ts); a day that reaches it
 * is logged once, and the process drops that day's later events before they are queued.
 */
import type { Database } from "../db/sql";
import { writeUnderCeiling } from "./day-ceiling";
import type { EventRow } from "./event-rows";

const FLUSH_INTERVAL_MS = 1_000;
const MAX_QUEUED = 10_000;

type QueueOptions = {
  /** Before each write: the database migrated (EnquiryService.ready). */
  ready?: () => Promise<void>;
  maxQueued?: number;
  /** ANALYTICS_MAX_EVENTS_PER_DAY: events from browsers stored per IST day, all instances together. */
  maxPerDay: number;
};

/** The full days remembered: today's, and yesterday's for its late events. */
const FULL_DAYS_KEPT = 2;

export class EventQueue {
  private waiting: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private overflowing = false;
  private failing = false;
  private readonly maxQueued: number;
  /** The IST days known to be at their ceiling, oldest first. */
  private readonly fullDays: string[] = [];

  constructor(
    private readonly sql: Pick<Database, "transaction">,
    private readonly options: QueueOptions,
  ) {
    this.maxQueued = options.maxQueued ?? MAX_QUEUED;
  }

  /** How many events wait for the next write. */
  get size(): number {
    return this.waiting.length;
  }

  /** Whether the IST day is known to be at its ceiling: its events are dropped without being queued. */
  isFull(day: string): boolean {
    return this.fullDays.includes(day);
  }

  /** Queues an event; false when the queue is full and it was dropped. */
  push(row: EventRow): boolean {
    if (this.waiting.length >= this.maxQueued) {
      if (!this.overflowing) console.error(`Analytics: ${this.maxQueued} events waiting to be written; dropping new ones until they are.`);
      this.overflowing = true;
      return false;
    }
    this.waiting.push(row);
    return true;
  }

  /** Writes every waiting event in one transaction; one write at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async write(): Promise<void> {
    const rows = this.waiting;
    if (rows.length === 0) return;
    this.waiting = [];
    try {
      await this.options.ready?.();
      const written = await this.sql.transaction((tx) => writeUnderCeiling(tx, rows, this.options.maxPerDay));
      for (const { day, full } of written) if (full) this.dayFull(day);
      this.failing = false;
      this.overflowing = false;
    } catch (error) {
      if (!this.failing) console.error(`Analytics: could not write ${rows.length} events (${(error as Error).message}); retrying each second.`);
      this.failing = true;
      // Kept for the next round, older first, within the bound.
      this.waiting = [...rows, ...this.waiting].slice(0, this.maxQueued);
    }
  }

  /** Said once a day per process, however many of the day's events are dropped after. */
  private dayFull(day: string): void {
    if (this.isFull(day)) return;
    console.error(`Analytics: ${this.options.maxPerDay} events stored for ${day} (ANALYTICS_MAX_EVENTS_PER_DAY); the day's further events are answered and dropped.`);
    this.fullDays.push(day);
    this.fullDays.sort();
    if (this.fullDays.length > FULL_DAYS_KEPT) this.fullDays.shift();
  }

  /** Flushes every FLUSH_INTERVAL_MS; the timer does not keep the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and writes what waits (a write in progress finishes first). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flushing;
    await this.flush();
  }
}
