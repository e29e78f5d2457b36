/**
 * What a migrated database's schema is, read back from the database itself, in an order that
 * does not depend on how it was made: SQLite's own CREATE statements (as sqlite_master keeps
 * them), PostgreSQL's columns, indexes and constraints. With the versions recorded in
 * schema_migrations. Two databases with the same description were migrated the same way.
 */
import type { SqlDatabase, SqlRow } from "../../server/db/sql";

export type SchemaDescription = { migrations: SqlRow[]; objects: SqlRow[] };

const OBJECTS = {
  sqlite: [`SELECT type, name, tbl_name AS "table", sql FROM sqlite_master ORDER BY type, name`],
  postgres: [
    `SELECT table_name AS "table", column_name AS "column", data_type AS "type", is_nullable AS "nullable",
       column_default AS "default", is_identity AS "identity", identity_generation AS "generation"
     FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    `SELECT tablename AS "table", indexname AS "index", indexdef AS "definition"
     FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname`,
    `SELECT conrelid::regclass::text AS "table", conname AS "constraint", pg_get_constraintdef(oid) AS "definition"
     FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
  ],
};

export async function describeSchema(sql: SqlDatabase): Promise<SchemaDescription> {
  const migrations = await sql.query("SELECT version, name FROM schema_migrations ORDER BY version");
  const objects: SqlRow[] = [];
  for (const statement of OBJECTS[sql.dialect]) objects.push(...(await sql.query(statement)));
  return { migrations: migrations.map((row) => ({ ...row, version: Number(row.version) })), objects };
}
