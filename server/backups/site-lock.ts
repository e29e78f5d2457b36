/**
 * Whether the site is running on a database, so that `npm run restore` never replaces what a
 * running site is using (docs/decisions/0081-backups-that-restore.md).
 * - PostgreSQL: each site instance holds a shared advisory lock on a connection of its own for
 *   its whole life (taken again after the connection is lost); the restore takes the same lock
 *   exclusively, which it cannot while any instance holds it, and keeps it while it restores.
 * - SQLite: the site's open connection is the lock (sqlite-files.ts, sqliteInUse).
 */
import pg from "pg";
import { toNumber } from "../db/sql";

/** Any number, the same in the site and the restore (the migrations' lock is 7_135_001). */
const SITE_LOCK_ID = 7_135_002;
const RECONNECT_MS = 5_000;

/** The site's side: holds the shared lock until `release`, reconnecting every 5 s while the database is away. */
export function holdSiteLock(url: string, log: Pick<Console, "error"> = console): { release(): Promise<void> } {
  /** The connection that holds the lock, or is taking it (it waits while a restore holds it). */
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  /** One line a database outage, not one every 5 s. */
  let complained = false;
  const again = () => {
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: "site (holds the restore lock)", connectionTimeoutMillis: 5_000 });
    client = next;
    let held = false;
    const lost = () => {
      // The held connection is lost (restart, outage, terminated), and the lock with it: take it
      // again. (A failure while connecting is the catch's below.)
      if (!held || client !== next) return;
      client = null;
      again();
    };
    next.on("error", lost);
    next.on("end", lost);
    try {
      await next.connect();
      await next.query("SELECT pg_advisory_lock_shared($1)", [SITE_LOCK_ID]);
      held = true;
      complained = false;
    } catch (error) {
      await next.end().catch(() => {});
      if (client === next) client = null;
      if (!stopped && !complained) log.error(`Could not take the site's lock on the database (${(error as Error).message}); trying again every ${RECONNECT_MS / 1000} s.`);
      complained = true;
      again();
    }
  };
  void connect();
  return {
    async release() {
      stopped = true;
      clearTimeout(retry);
      // Ends a connection still waiting for the lock too: a stop never waits for a restore.
      await client?.end().catch(() => {});
    },
  };
}

/**
 * The restore's side: the lock taken exclusively, or an error saying how many site instances hold it.
 * `release` ends it.
 */
export async function takeRestoreLock(url: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url, application_name: "npm run restore", connectionTimeoutMillis: 10_000 });
  await client.connect();
  const [row] = (await client.query("SELECT pg_try_advisory_lock($1) AS taken", [SITE_LOCK_ID])).rows as Array<{ taken: boolean }>;
  if (!row?.taken) {
    const [holders] = (
      await client.query(
        `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = $1 AND objsubid = 1
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [SITE_LOCK_ID],
      )
    ).rows as Array<{ n: string }>;
    await client.end();
    const n = toNumber(holders?.n ?? 0);
    throw new SiteRunningError(`the site is running on this database (${n === 1 ? "1 instance holds" : `${n} instances hold`} it, or another restore does): stop every instance first, then restore.`);
  }
  return { release: () => client.end() };
}

export class SiteRunningError extends Error {
  override name = "SiteRunningError";
}
