/**
 * An erasure reaches the backups (docs/decisions/0081-backups-that-restore.md): each backup taken
 * before an erasure loses the erased enquiries, with everything stored with them, by the same
 * delete the erasure ran (server/enquiries/erasure.ts), and is written again so that no byte of
 * them remains in the file: SQLite rewrites it with VACUUM; a PostgreSQL dump is loaded into a
 * scratch database, erased there, and dumped again over the old file (renamed when whole).
 */
import { randomBytes } from "node:crypto";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import type { DatabaseTarget } from "../config";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/open";
import type { SqlDatabase } from "../db/sql";
import { deleteEnquiries } from "../enquiries/erasure";
import { listBackups, writeWhole } from "./backup-files";
import { erasedSince } from "./erased-enquiries";
import { dumpedRows, dumpPostgres } from "./postgres-files";
import { toolConnection, runTool } from "./postgres-tools";
import { rewriteSqlite } from "./sqlite-files";

type PruneResult = { backups: number; enquiries: number };

/** Erases, from every backup of the database in `dir`, the enquiries erased since it was taken. */
export async function pruneErased(sql: SqlDatabase, target: DatabaseTarget, dir: string): Promise<PruneResult> {
  const backups = listBackups(dir, target);
  if (backups.length === 0) return { backups: 0, enquiries: 0 };
  const erased = await erasedSince(sql, backups[0]!.takenAt);
  const result: PruneResult = { backups: 0, enquiries: 0 };
  for (const backup of backups) {
    // Its name keeps the second it was taken: an erasure in that second counts as after it (an id it does not hold is skipped).
    const ids = erased.filter((entry) => entry.erasedAt >= backup.takenAt).map((entry) => entry.id);
    if (ids.length === 0) continue;
    const count = target.kind === "sqlite" ? await pruneSqlite(backup.file, ids) : await prunePostgres(backup.file, target.url, ids);
    if (count > 0) (result.backups += 1), (result.enquiries += count);
  }
  return result;
}

/**
 * Opens the database, brings its schema up to date, and deletes the enquiries among `ids` it
 * still holds (with everything stored with them) in one transaction; how many.
 */
export async function eraseAgainIn(target: DatabaseTarget, ids: number[]): Promise<number> {
  const db = await openDatabase(target);
  try {
    await migrate(db);
    const wanted = new Set(ids);
    return await db.transaction(async (tx) => {
      const present = (await tx.query<{ id: number }>("SELECT id FROM enquiries ORDER BY id")).map((row) => Number(row.id)).filter((id) => wanted.has(id));
      await deleteEnquiries(tx, present);
      return present.length;
    });
  } finally {
    await db.close();
  }
}

async function pruneSqlite(file: string, ids: number[]): Promise<number> {
  const reader = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  let held: number;
  try {
    held = (reader.prepare("SELECT count(*) AS n FROM enquiries WHERE id IN (SELECT value FROM json_each(?))").get(JSON.stringify(ids)) as { n: number }).n;
  } finally {
    reader.close();
  }
  if (held === 0) return 0;
  const count = await eraseAgainIn({ kind: "sqlite", file }, ids);
  await rewriteSqlite(file);
  return count;
}

async function prunePostgres(file: string, url: string, ids: number[]): Promise<number> {
  const { columns, rows } = await dumpedRows(file, "enquiries");
  const at = columns.indexOf("id");
  const wanted = new Set(ids);
  if (!rows.some((row) => wanted.has(Number(row[at])))) return 0;
  const scratchName = `${new URL(url).pathname.slice(1).replace(/[^A-Za-z0-9_]/g, "_").slice(0, 40)}_prune_${randomBytes(4).toString("hex")}`;
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${scratchName}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${scratchName}"`);
    const { dbname, env } = toolConnection(scratchUrl.toString());
    await runTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${dbname}`, file], env);
    const count = await eraseAgainIn({ kind: "postgres", url: scratchUrl.toString() }, ids);
    await writeWhole(file, (temporary) => dumpPostgres(scratchUrl.toString(), temporary));
    return count;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${scratchName}" WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}
