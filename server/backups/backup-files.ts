/**
 * The backup files in BACKUP_DIR (docs/decisions/0081-backups-that-restore.md): each named by the
 * database it copies and the IST second it was taken, `enquiries-2026-11-28T183005+0530.db` for
 * SQLite, `vaigai-2026-11-28T183005+0530.dump` for PostgreSQL (the database's name), so that a
 * folder's listing sorts them by time and two databases can share a folder. A backup is written to
 * a temporary name in the folder and renamed when whole: a half-written file never looks like a
 * backup. The folder is the owner's only (0700), each file too (0600): they hold personal data.
 */
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { IST_OFFSET_MS } from "../../app/shared/analytics";
import type { DatabaseTarget } from "../config";

export type BackupFile = { file: string; name: string; takenAt: number };

const EXTENSION: Record<DatabaseTarget["kind"], string> = { sqlite: "db", postgres: "dump" };

/** What a backup's name starts with: the SQLite file's name without its extension, or the PostgreSQL database's name. */
function backupPrefix(target: DatabaseTarget): string {
  const name = target.kind === "sqlite" ? path.basename(target.file).replace(/\.[^.]*$/, "") : decodeURIComponent(new URL(target.url).pathname.slice(1));
  return name.replace(/[^A-Za-z0-9_.-]/g, "_") || "database";
}

/** `2026-11-28T183005+0530`: the IST time to the second, in an order that sorts. */
function istStamp(ms: number): string {
  const iso = new Date(Math.floor(ms / 1000) * 1000 + IST_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)}T${iso.slice(11, 19).replaceAll(":", "")}+0530`;
}

export function backupName(target: DatabaseTarget, takenAt: number): string {
  return `${backupPrefix(target)}-${istStamp(takenAt)}.${EXTENSION[target.kind]}`;
}

/** The database's backups in `dir`, oldest first; other files are left alone. */
export function listBackups(dir: string, target: DatabaseTarget): BackupFile[] {
  const prefix = backupPrefix(target).replace(/[.]/g, "\\.");
  const pattern = new RegExp(`^${prefix}-(\\d{4}-\\d{2}-\\d{2})T(\\d{2})(\\d{2})(\\d{2})\\+0530\\.${EXTENSION[target.kind]}$`);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const match = pattern.exec(name);
      if (!match) return [];
      const [, day, hours, minutes, seconds] = match;
      return [{ file: path.join(dir, name), name, takenAt: Date.parse(`${day}T${hours}:${minutes}:${seconds}+05:30`) }];
    })
    .sort((a, b) => a.takenAt - b.takenAt || a.name.localeCompare(b.name));
}

/** Makes the folder (0700 when new, as the database's own folder, server/db/sqlite.ts). */
export function makeBackupDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Writes a file through `write(temporaryPath)` and renames it to `file` once written: until then
 * it has a name no listing takes for a backup, and a failure removes it. The temporary file is
 * made empty with mode 0600 first, so that its bytes are never readable by others (SQLite's
 * VACUUM INTO and pg_dump both write into an empty file they find).
 */
export async function writeWhole(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    rmSync(temporary, { force: true });
    closeSync(openSync(temporary, "wx", 0o600));
    chmodSync(temporary, 0o600);
    await write(temporary);
    // On the disk before it takes a backup's name, and the name on the disk too.
    syncToDisk(temporary);
    renameSync(temporary, file);
    syncToDisk(path.dirname(file));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function syncToDisk(target: string): void {
  const descriptor = openSync(target, "r");
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Deletes all but the newest `keep` backups of the database, and what a process that died while
 * writing one left (a temporary file over a day old); the backups' names deleted.
 */
export function keepNewest(dir: string, target: DatabaseTarget, keep: number, now = Date.now()): string[] {
  const backups = listBackups(dir, target);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const backup of old) rmSync(backup.file, { force: true });
  const abandoned = readdirSync(dir).filter((name) => name.startsWith(`.${backupPrefix(target)}-`) && name.endsWith(".partial"));
  for (const name of abandoned) {
    const file = path.join(dir, name);
    if (statSync(file).mtimeMs < now - 24 * 60 * 60_000) rmSync(file, { force: true });
  }
  return old.map((backup) => backup.name);
}
