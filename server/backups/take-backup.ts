/** One backup of the database into BACKUP_DIR: `npm run backup` and the server's daily one. */
import path from "node:path";
import type { DatabaseTarget } from "../config";
import { backupName, makeBackupDir, writeWhole, type BackupFile } from "./backup-files";
import { dumpPostgres } from "./postgres-files";
import { copySqlite } from "./sqlite-files";

/** Copies the database (a consistent snapshot, while the site serves) to a new file in `dir`, named for `now`. */
export async function takeBackup(target: DatabaseTarget, dir: string, now = Date.now()): Promise<BackupFile> {
  makeBackupDir(dir);
  const name = backupName(target, now);
  const file = path.join(dir, name);
  await writeWhole(file, (temporary) => (target.kind === "sqlite" ? copySqlite(target.file, temporary) : dumpPostgres(target.url, temporary)));
  return { file, name, takenAt: Math.floor(now / 1000) * 1000 };
}
