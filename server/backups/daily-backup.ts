/**
 * The server's own backup, once an IST day (docs/decisions/0081-backups-that-restore.md): checked
 * every hour (at start-up first), taken by the instance that claims the day's row in
 * `backup_days` (one of several on PostgreSQL), then the backups past BACKUP_KEEP deleted and the
 * enquiries erased since each remaining one erased from it. A failure is logged and kept in the
 * day's row, which the owner's inbox shows until a later backup succeeds; it never stops the site.
 * A failed or abandoned (crashed) day is claimed again an hour after it started.
 */
import { istDay } from "../../app/shared/analytics";
import type { DatabaseTarget } from "../config";
import { toNumber, type SqlDatabase } from "../db/sql";
import { keepNewest } from "./backup-files";
import { pruneErased } from "./prune-erased";
import { takeBackup } from "./take-backup";

const HOUR_MS = 60 * 60_000;

type BackupFailure = { day: string; at: number; error: string };

type Options = {
  dir: string;
  keep: number;
  /** The migrations run (EnquiryService.ready). */
  ready: () => Promise<void>;
  log?: Pick<Console, "info" | "error">;
};

export class DailyBackup {
  readonly everyMs = HOUR_MS;

  constructor(
    private readonly sql: SqlDatabase,
    private readonly target: DatabaseTarget,
    private readonly options: Options,
  ) {}

  /** One hourly turn at `now`: takes the day's backup if it is due and this instance claims it. Whether it took one. */
  async run(now = Date.now()): Promise<boolean> {
    const { dir, keep, ready, log = console } = this.options;
    await ready();
    const day = istDay(now);
    const claimed = await this.sql.query(
      `INSERT INTO backup_days (day, started_at) VALUES (?, ?)
       ON CONFLICT (day) DO UPDATE SET started_at = excluded.started_at, finished_at = NULL, file = NULL, error = NULL
       WHERE (backup_days.error IS NOT NULL OR backup_days.finished_at IS NULL) AND backup_days.started_at <= ?
       RETURNING day`,
      [day, now, now - HOUR_MS],
    );
    if (claimed.length === 0) return false;
    try {
      const backup = await takeBackup(this.target, dir, now);
      const removed = keepNewest(dir, this.target, keep);
      const pruned = await pruneErased(this.sql, this.target, dir);
      await this.sql.query("UPDATE backup_days SET finished_at = ?, file = ? WHERE day = ?", [now, backup.name, day]);
      const more = [removed.length > 0 ? `deleted ${removed.length} past BACKUP_KEEP=${keep}` : "", pruned.enquiries > 0 ? `erased ${pruned.enquiries} erased enquiries from ${pruned.backups} older backups` : ""];
      log.info(`Backup: ${backup.file}${more.filter(Boolean).map((part) => `; ${part}`).join("")}.`);
      return true;
    } catch (error) {
      const message = (error as Error).message;
      log.error(`Backup failed (${message}); the site keeps running, and the next try is within the hour.`);
      await this.sql.query("UPDATE backup_days SET finished_at = ?, error = ? WHERE day = ?", [now, message.slice(0, 500), day]);
      return false;
    }
  }

  /** The latest day's backup, when it failed: what the owner's inbox shows. */
  async lastFailure(): Promise<BackupFailure | null> {
    await this.options.ready();
    const [row] = await this.sql.query("SELECT day, finished_at, error FROM backup_days WHERE finished_at IS NOT NULL ORDER BY day DESC LIMIT 1");
    if (!row || row.error === null) return null;
    return { day: String(row.day), at: toNumber(row.finished_at), error: String(row.error) };
  }
}
