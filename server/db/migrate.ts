/**
 * Brings a database up to date: applies, in one transaction, each migration (server/db/migrations)
 * whose version schema_migrations does not record yet, and records it. The site runs it once at
 * start-up (EnquiryService.ready, again after a failure); the operator commands run it too.
 */
import { MIGRATIONS } from "./migrations";
import type { Migration } from "./migrations/migration";
import { toNumber, type Database, type Dialect } from "./sql";

/** Any number: serialises concurrent start-ups of several instances around the migrations. */
const MIGRATION_LOCK_ID = 7_135_001;

/** Where the applied versions are recorded; only the time's type differs. */
const SCHEMA_MIGRATIONS: Record<Dialect, string> = {
  sqlite: `CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
  postgres: `CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`,
};

export async function migrate(db: Database, migrations: Migration[] = MIGRATIONS): Promise<void> {
  await db.transaction(async (tx) => {
    // SQLite's transaction already holds the only write lock; PostgreSQL instances starting
    // together take turns here, and the second finds everything applied.
    if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock(?)", [MIGRATION_LOCK_ID]);
    await tx.exec(SCHEMA_MIGRATIONS[tx.dialect]);
    const done = new Set((await tx.query("SELECT version FROM schema_migrations")).map((row) => toNumber(row.version)));
    // By version, each one not yet applied: a database from before version 2 existed may
    // already have 1 and 3, and then gets 2.
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration[tx.dialect]);
      await tx.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
    }
  });
}
