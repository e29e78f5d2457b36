/**
 * The operator's backup command, against the same DATABASE_URL (and BACKUP_DIR) as the site,
 * checked by the server's own configuration (docs/decisions/0081-backups-that-restore.md):
 *
 *   npm run backup                     a consistent copy of the database into BACKUP_DIR, while the site serves
 *   npm run backup -- --prune-erased   erase, from every backup there, the enquiries erased since it was taken
 *
 * Exit status: 0 done, 1 failed, 2 wrong usage or configuration.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config";
import { openDatabase } from "../server/db/open";
import { migrate } from "../server/db/migrate";
import { pruneErased } from "../server/backups/prune-erased";
import { takeBackup } from "../server/backups/take-backup";

const USAGE = `Usage:
  npm run backup
      A consistent copy of DATABASE_URL into BACKUP_DIR (default: backups/ beside the SQLite file,
      ./data/backups for PostgreSQL), named by the time in IST; the site may keep serving.
      PostgreSQL needs pg_dump (Debian: postgresql-client).
  npm run backup -- --prune-erased
      Erase, from every backup in BACKUP_DIR, the enquiries erased since it was taken, and
      rewrite each file so that nothing of them remains (the daily backup does this too).`;

function fail(message: string, code: number): number {
  process.stderr.write(`${message}\n`);
  return code;
}

async function main(argv: string[]): Promise<number> {
  let prune: boolean;
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { "prune-erased": { type: "boolean" }, help: { type: "boolean", short: "h" } }, allowPositionals: true });
    if (values.help) return fail(USAGE, 0);
    if (positionals.length > 0) return fail(`Unexpected argument: ${positionals.join(" ")}\n\n${USAGE}`, 2);
    prune = values["prune-erased"] === true;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  let config;
  try {
    const { DATABASE_URL, BACKUP_DIR, BACKUP_KEEP } = process.env;
    config = loadConfig({ DATABASE_URL, BACKUP_DIR, BACKUP_KEEP });
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message, 2);
    throw error;
  }
  const target = config.DATABASE_URL;
  try {
    if (!prune) {
      const backup = await takeBackup(target, config.BACKUP_DIR);
      process.stdout.write(`Backed up to ${backup.file}\n`);
      return 0;
    }
    const db = await openDatabase(target);
    try {
      await migrate(db);
      const { backups, enquiries } = await pruneErased(db, target, config.BACKUP_DIR);
      process.stdout.write(enquiries === 0 ? "No backup in BACKUP_DIR holds an erased enquiry.\n" : `Erased ${enquiries} erased ${enquiries === 1 ? "enquiry" : "enquiries"} from ${backups} ${backups === 1 ? "backup" : "backups"}.\n`);
    } finally {
      await db.close();
    }
    return 0;
  } catch (error) {
    return fail(`${prune ? "Could not erase from the backups" : "Backup failed"}: ${(error as Error).message}`, 1);
  }
}

process.exitCode = await main(process.argv.slice(2));
