/**
 * SQLite's side of the backups. A copy is `VACUUM INTO` (it writes the live pages only, so no
 * free page with an erased enquiry's bytes goes into a backup), run on a connection of its own
 * in a worker thread: it reads a consistent snapshot while the site writes (WAL), and the site's
 * event loop is not held up by a large copy. A restore goes through SQLite's backup API, page by
 * page under SQLite's own locks.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import BetterSqlite3 from "better-sqlite3";
import { createPrivately } from "../db/sqlite";

/** The worker: opens the file, runs one statement (with parameters) or a script, closes. CommonJS, as `eval` workers are. */
const WORKER = `
const { workerData, parentPort } = require("node:worker_threads");
const Database = require(workerData.module);
try {
  const db = new Database(workerData.file, { readonly: workerData.readonly, fileMustExist: true, timeout: 5000 });
  try {
    if (workerData.params.length > 0) db.prepare(workerData.sql).run(...workerData.params);
    else db.exec(workerData.sql);
  } finally {
    db.close();
  }
} catch (error) {
  // SQLite's errors lose their message on the way out of a worker: it goes as text.
  parentPort.postMessage(String(error && error.message));
}`;

function inWorker(file: string, sql: string, { params = [], readonly = false }: { params?: string[]; readonly?: boolean } = {}): Promise<void> {
  const module = createRequire(import.meta.url).resolve("better-sqlite3");
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { module, file, sql, params, readonly } });
    let failure: string | null = null;
    worker.once("message", (message: string) => (failure = message));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (failure !== null) reject(new Error(`${failure} (${file})`));
      else if (code === 0) resolve();
      else reject(new Error(`SQLite worker stopped with ${code}`));
    });
  });
}

/** A consistent copy of the live database into `destination` (an empty file). */
export function copySqlite(file: string, destination: string): Promise<void> {
  return inWorker(file, "VACUUM INTO ?", { params: [destination], readonly: true });
}

/** Rewrites a backup file in place with its live pages only: what was deleted in it leaves no byte. */
export function rewriteSqlite(file: string): Promise<void> {
  return inWorker(file, "PRAGMA journal_mode = DELETE; VACUUM;");
}

/**
 * Whether another connection has the database open: the site (or another command) keeps a
 * shared lock on a WAL database's file for as long as its connection is open, and a connection in
 * exclusive locking mode cannot get the file's exclusive lock past it. Never waits.
 */
export function sqliteInUse(file: string): boolean {
  createPrivately(file);
  const probe = new BetterSqlite3(file, { timeout: 0 });
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE");
    probe.prepare("SELECT count(*) FROM sqlite_master").get();
    probe.exec("COMMIT");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") return true;
    throw error;
  } finally {
    probe.close();
  }
}

/** What a SQLite backup file holds, or why it is not one this site can restore. */
export function readSqliteBackup(file: string): { schemaVersion: number } {
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new Error(`cannot be opened as a SQLite database (${(error as Error).message})`);
  }
  try {
    let problems: string[];
    try {
      problems = (db.pragma("integrity_check") as Array<{ integrity_check: string }>).map((row) => row.integrity_check);
    } catch (error) {
      throw new Error(`is damaged: ${(error as Error).message}`);
    }
    if (problems.join() !== "ok") throw new Error(`is damaged: SQLite's integrity check found ${problems.slice(0, 3).join("; ")}`);
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
    if (!table) throw new Error("is a SQLite database, but not one of this site's: it has no schema_migrations table");
    const row = db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get() as { version: number | null };
    return { schemaVersion: row.version ?? 0 };
  } finally {
    db.close();
  }
}

/** Replaces the database at `target` with the backup's pages, in one transaction on the target (SQLite's backup API). */
export async function restoreSqlite(backup: string, target: string): Promise<void> {
  createPrivately(target);
  const source = new BetterSqlite3(backup, { readonly: true, fileMustExist: true });
  try {
    // One step for the whole database: the target is written in one go, or not at all.
    await source.backup(target, { progress: () => 1_000_000_000 });
  } finally {
    source.close();
  }
}
