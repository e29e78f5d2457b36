/**
 * PostgreSQL's side of the backups: a copy is `pg_dump --format=custom` (one consistent snapshot
 * while the site writes); a dump is checked by reading all of it with pg_restore; a restore drops
 * the database's tables and loads the dump in one transaction (psql), so a failure changes nothing.
 */
import { toolConnection, runTool, startTool } from "./postgres-tools";

export async function dumpPostgres(url: string, destination: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await runTool("pg_dump", ["--format=custom", `--file=${destination}`, `--dbname=${dbname}`], env);
}

/** One table's rows in a dump, each a list of its columns' text (COPY's text format, unescaped only as far as numbers need). */
export async function dumpedRows(file: string, table: string): Promise<{ columns: string[]; rows: string[][] }> {
  const script = await runTool("pg_restore", ["--data-only", `--table=${table}`, "--file=-", file]);
  const lines = script.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`COPY public.${table} (`));
  if (start < 0) return { columns: [], rows: [] };
  const columns = /\(([^)]*)\)/.exec(lines[start]!)![1]!.split(",").map((column) => column.trim().replace(/^"|"$/g, ""));
  const end = lines.indexOf("\\.", start);
  return { columns, rows: lines.slice(start + 1, end).map((line) => line.split("\t")) };
}

/** What a dump holds, or why it is not one this site can restore. */
export async function readPostgresBackup(file: string): Promise<{ schemaVersion: number }> {
  let contents: string;
  try {
    contents = await runTool("pg_restore", ["--list", file]);
  } catch (error) {
    if (/not installed/.test((error as Error).message)) throw error;
    throw new Error(`is not a dump pg_restore can read (${(error as Error).message})`);
  }
  try {
    // Every entry read and decompressed: a cut or damaged file fails here, before anything is changed.
    await runTool("pg_restore", ["--file=/dev/null", file]);
  } catch (error) {
    throw new Error(`is damaged: ${(error as Error).message}`);
  }
  if (!/ TABLE public schema_migrations /.test(contents)) throw new Error("is a PostgreSQL dump, but not one of this site's: it has no schema_migrations table");
  const { columns, rows } = await dumpedRows(file, "schema_migrations");
  const at = columns.indexOf("version");
  return { schemaVersion: Math.max(0, ...rows.map((row) => Number(row[at]))) };
}

/**
 * Replaces the database's tables with the dump's, in one transaction: psql reads BEGIN, the
 * tables dropped, the dump as SQL (pg_restore), and COMMIT only once pg_restore has finished well.
 * Any error stops psql and rolls it all back.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  const psql = startTool("psql", ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", `--dbname=${dbname}`], env);
  psql.child.stdout!.resume();
  const restore = startTool("pg_restore", ["--no-owner", "--no-privileges", "--file=-", file]);
  restore.child.stdin!.end();
  const input = psql.child.stdin!;
  input.on("error", () => {});
  input.write(`BEGIN;
DO $$ DECLARE t record; BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
    EXECUTE format('DROP TABLE IF EXISTS %I CASCADE', t.tablename);
  END LOOP;
END $$;
`);
  restore.child.stdout!.pipe(input, { end: false });
  try {
    await restore.done;
    input.end("COMMIT;\n");
  } catch (error) {
    // Without COMMIT psql ends inside the transaction, and PostgreSQL rolls it back.
    input.end();
    await psql.done.catch(() => {});
    throw error;
  }
  await psql.done;
}
