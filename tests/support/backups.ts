/**
 * The backups' tests on both databases: a fresh database of each kind with its DATABASE_URL
 * target, a store over it, and every row of every table read back in one order, so that two
 * databases can be compared whole (tests/support/schema.ts compares their schema).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseTarget } from "../../server/config";
import type { SqlDatabase } from "../../server/db/sql";
import { openDatabase } from "../../server/db/open";
import { runTool } from "../../server/backups/postgres-tools";
import { EnquiryStore } from "../../server/enquiries/store";
import { scratchDatabases } from "./databases";

export type BackupDatabases = {
  name: "SQLite" | "PostgreSQL";
  skip?: string;
  /** A new, empty database's target. */
  fresh(): Promise<DatabaseTarget>;
  /** A new folder for backups. */
  dir(): string;
};

/** Call at the top of a test file. */
export async function backupDatabases(): Promise<BackupDatabases[]> {
  const scratch = await scratchDatabases();
  const dir = () => mkdtempSync(path.join(path.dirname(scratch.sqliteFile()), "backups-"));
  return [
    { name: "SQLite", fresh: async () => ({ kind: "sqlite", file: scratch.sqliteFile() }), dir },
    {
      name: "PostgreSQL",
      skip: "skipped" in scratch.postgres ? scratch.postgres.skipped : undefined,
      fresh: async () => ({ kind: "postgres", url: (await scratch.freshPostgres()).url }),
      dir,
    },
  ];
}

/** A migrated store on the target. */
export async function openStore(target: DatabaseTarget): Promise<EnquiryStore> {
  const store = new EnquiryStore(await openDatabase(target));
  await store.migrate();
  return store;
}

/** Every row of every table (schema_migrations' times aside), each table's rows in the order of all their columns. */
export async function everyRow(sql: SqlDatabase): Promise<Record<string, unknown[]>> {
  const tables = (
    await sql.query<{ name: string }>(
      sql.dialect === "sqlite"
        ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        : "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename",
    )
  ).map((row) => row.name);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const all = await sql.query(`SELECT * FROM "${table}"`);
    const text = all.map((row) => JSON.stringify(Object.entries(row).map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value])));
    rows[table] = text.sort();
  }
  return rows;
}

/** What a backup holds as bytes a grep finds: the SQLite file itself, or the SQL pg_restore writes out of a dump (its rows are compressed). */
export async function readable(file: string, kind: BackupDatabases["name"]): Promise<string> {
  if (kind === "SQLite") return file;
  const out = path.join(mkdtempSync(path.join(path.dirname(path.dirname(file)), "read-")), "plain.sql");
  writeFileSync(out, await runTool("pg_restore", ["--file=-", file]));
  return out;
}

/** Whether any of the strings is in the file's bytes (UTF-8), as the erasure tests grep a database file. */
export function fileHolds(file: string, strings: string[]): string[] {
  const bytes = readFileSync(file);
  return strings.filter((text) => bytes.includes(Buffer.from(text, "utf8")));
}
