/**
 * Counted events wait in memory and are written once a second, all of them in one transaction
 * (event-rows.ts), so a burst of beacons costs one commit instead of one each, and an answer to
 * a beacon never waits for the disk. Bounded: past MAX_QUEUED waiting events, new ones are
 * dropped (and that is logged once per overflow), so a database that is down cannot fill the
 * memory. A failed write keeps its rows for the next round, within the same bound. Stopping
 * writes what is left.
 */
import type { SqlDatabase } from "../db/sql";
import { insertEvents, type EventRow } from "./event-rows";

const FLUSH_INTERVAL_MS = 1_000;
const MAX_QUEUED = 10_000;

type QueueOptions = {
  /** Before each write: the database migrated (EnquiryService.ready). */
  ready?: () => Promise<void>;
  maxQueued?: number;
};

export class EventQueue {
  private waiting: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private overflowing = false;
  private failing = false;
  private readonly maxQueued: number;

  constructor(
    private readonly sql: Pick<SqlDatabase, "batch">,
    private readonly options: QueueOptions = {},
  ) {
    this.maxQueued = options.maxQueued ?? MAX_QUEUED;
  }

  /** How many events wait for the next write. */
  get size(): number {
    return this.waiting.length;
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
      await insertEvents(this.sql, rows);
      this.failing = false;
      this.overflowing = false;
    } catch (error) {
      if (!this.failing) console.error(`Analytics: could not write ${rows.length} events (${(error as Error).message}); retrying each second.`);
      this.failing = true;
      // Kept for the next round, older first, within the bound.
      this.waiting = [...rows, ...this.waiting].slice(0, this.maxQueued);
    }
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
