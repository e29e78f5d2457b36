/**
 * The operator's restore command (docs/decisions/0081-backups-that-restore.md):
 *
 *   npm run restore -- FILE [--yes]
 *
 * Replaces everything in DATABASE_URL with the backup FILE, after checking the file, refusing
 * while the site is running on that database, and asking (unless --yes). Then brings the schema
 * up to date and erases again what the replaced database had erased.
 * Exit status: 0 restored, 1 failed, 2 wrong usage, a refused file or the site running, 3 not confirmed.
 */
import { parseArgs } from "node:util";
import { ask } from "./lib/ask";
import path from "node:path";
import { ConfigError, loadConfig, type DatabaseTarget } from "../server/config";
import { RefusedBackupError, restoreBackup } from "../server/backups/restore";
import { SiteRunningError } from "../server/backups/site-lock";

const USAGE = `Usage:
  npm run restore -- FILE [--yes]
      Replace everything in DATABASE_URL with the backup FILE (one npm run backup wrote).
      Stop the site first. Asks before it changes anything, unless --yes.`;

function fail(message: string, code: number): number {
  process.stderr.write(`${message}\n`);
  return code;
}

function where(target: DatabaseTarget): string {
  if (target.kind === "sqlite") return target.file;
  const url = new URL(target.url);
  return `PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}

async function main(argv: string[]): Promise<number> {
  let file: string;
  let yes: boolean;
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { yes: { type: "boolean" }, help: { type: "boolean", short: "h" } }, allowPositionals: true });
    if (values.help) return fail(USAGE, 0);
    if (positionals.length !== 1) return fail(`${positionals.length === 0 ? "Which backup file?" : `One file only, not ${positionals.length}.`}\n\n${USAGE}`, 2);
    file = path.resolve(positionals[0]!);
    yes = values.yes === true;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  let target: DatabaseTarget;
  try {
    target = loadConfig({ DATABASE_URL: process.env.DATABASE_URL }).DATABASE_URL;
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message, 2);
    throw error;
  }
  try {
    const restored = await restoreBackup(file, target, async ({ schemaVersion }) => {
      if (yes) return true;
      const answer = await ask(`Replace everything in ${where(target)} with ${file} (schema version ${schemaVersion})? What is there now is lost. Type yes: `);
      return answer.trim().toLowerCase() === "yes";
    });
    if (!restored) return fail("Not confirmed: nothing changed.", 3);
    const lines = [`Restored ${file} into ${where(target)}.`];
    if (restored.migratedTo > restored.schemaVersion) lines.push(`Schema brought up to date: version ${restored.schemaVersion} to ${restored.migratedTo}.`);
    if (restored.erasedAgain > 0) lines.push(`Erased again ${restored.erasedAgain} ${restored.erasedAgain === 1 ? "enquiry" : "enquiries"} erased after this backup was taken.`);
    process.stdout.write(`${lines.join("\n")}\n`);
    return 0;
  } catch (error) {
    if (error instanceof RefusedBackupError) return fail(`Refused: ${error.message} Nothing changed.`, 2);
    if (error instanceof SiteRunningError) return fail(`Refused: ${error.message} Nothing changed.`, 2);
    return fail(`Restore failed: ${(error as Error).message}`, 1);
  }
}

process.exitCode = await main(process.argv.slice(2));
