/**
 * `npm run restore -- FILE`: a backup back into DATABASE_URL (docs/decisions/0081-backups-that-restore.md).
 * The file is checked before anything is changed: its kind (a SQLite database or a PostgreSQL
 * custom dump, the same kind as DATABASE_URL), that it reads whole (SQLite's integrity check;
 * pg_restore reading every entry), that it is this site's (schema_migrations), and that its
 * schema is not newer than this code's. Then the site must not be running on the database
 * (site-lock.ts). After the restore the migrations bring an older schema up to date, and the
 * enquiries the replaced database had erased since are erased again.
 */
import { existsSync, openSync, readSync, closeSync, statSync } from "node:fs";
import type { DatabaseTarget } from "../config";
import { MIGRATIONS } from "../db/migrations";
import { openDatabase } from "../db/open";
import { erasedSince } from "./erased-enquiries";
import { readPostgresBackup, restorePostgres } from "./postgres-files";
import { eraseAgainIn } from "./prune-erased";
import { SiteRunningError, takeRestoreLock } from "./site-lock";
import { readSqliteBackup, restoreSqlite, sqliteInUse } from "./sqlite-files";

/** A backup that cannot be restored here; nothing was changed. */
export class RefusedBackupError extends Error {
  override name = "RefusedBackupError";
}

const KIND_NAMES: Record<DatabaseTarget["kind"], string> = { sqlite: "SQLite", postgres: "PostgreSQL" };
const CODE_SCHEMA = Math.max(...MIGRATIONS.map((migration) => migration.version));

/** The kind of database the file is a backup of, from its first bytes. */
function fileKind(file: string): DatabaseTarget["kind"] | null {
  const head = Buffer.alloc(16);
  const descriptor = openSync(file, "r");
  try {
    readSync(descriptor, head, 0, 16, 0);
  } finally {
    closeSync(descriptor);
  }
  if (head.toString("latin1") === "SQLite format 3\0") return "sqlite";
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  return null;
}

/** The backup's schema version, or a RefusedBackupError saying why it cannot go into `target`. */
async function checkBackup(file: string, target: DatabaseTarget): Promise<{ schemaVersion: number }> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RefusedBackupError(`${file}: no such file.`);
  const kind = fileKind(file);
  if (kind === null) throw new RefusedBackupError(`${file} is not a backup: neither a SQLite database nor a PostgreSQL dump (custom format).`);
  if (kind !== target.kind) {
    throw new RefusedBackupError(`${file} is a ${KIND_NAMES[kind]} backup, and DATABASE_URL is a ${KIND_NAMES[target.kind]} database: restore it into a ${kind === "sqlite" ? "sqlite:" : "postgres://"} DATABASE_URL.`);
  }
  let schemaVersion: number;
  try {
    ({ schemaVersion } = kind === "sqlite" ? readSqliteBackup(file) : await readPostgresBackup(file));
  } catch (error) {
    throw new RefusedBackupError(`${file} ${(error as Error).message}.`);
  }
  if (schemaVersion > CODE_SCHEMA) {
    throw new RefusedBackupError(`${file} was made by a newer version of the site (schema ${schemaVersion}; this code knows up to ${CODE_SCHEMA}): update the code, then restore.`);
  }
  return { schemaVersion };
}

/** The ids the database at `target` records as erased; none when it is new or older than migration 14. */
async function erasedIn(target: DatabaseTarget): Promise<number[]> {
  const db = await openDatabase(target);
  try {
    const exists = await db.query(
      target.kind === "sqlite" ? "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'erased_enquiries'" : "SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'erased_enquiries'",
    );
    return exists.length > 0 ? (await erasedSince(db)).map((entry) => entry.id) : [];
  } finally {
    await db.close();
  }
}

type RestoreResult = { schemaVersion: number; migratedTo: number; erasedAgain: number };

/**
 * Checks the file, makes sure the site is not running on the database, asks `confirm` (with the
 * backup's schema version), then restores, migrates and erases again. Null when not confirmed:
 * nothing changed.
 */
export async function restoreBackup(file: string, target: DatabaseTarget, confirm: (backup: { schemaVersion: number }) => Promise<boolean>): Promise<RestoreResult | null> {
  const { schemaVersion } = await checkBackup(file, target);
  let lock: { release(): Promise<void> } | null = null;
  if (target.kind === "postgres") lock = await takeRestoreLock(target.url);
  else if (sqliteInUse(target.file)) {
    throw new SiteRunningError("the site is running on this database (or another command has it open): stop it first, then restore.");
  }
  try {
    if (!(await confirm({ schemaVersion }))) return null;
    // SQLite: asked again after the answer, which may have taken a while.
    if (target.kind === "sqlite" && sqliteInUse(target.file)) throw new SiteRunningError("the site was started on this database meanwhile: stop it first, then restore.");
    const erased = await erasedIn(target);
    if (target.kind === "sqlite") await restoreSqlite(file, target.file);
    else await restorePostgres(file, target.url);
    return { schemaVersion, migratedTo: CODE_SCHEMA, erasedAgain: await eraseAgainIn(target, erased) };
  } finally {
    await lock?.release();
  }
}
