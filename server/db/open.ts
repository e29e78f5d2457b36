/**
 * Opens the database DATABASE_URL points at (without migrating it: migrate.ts). Each adapter
 * is imported only when asked for, so a site on PostgreSQL never loads SQLite's native module.
 */
import type { DatabaseTarget } from "../config";
import type { Database } from "./sql";

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "sqlite") {
    // Stryker disable next-line StringLiteral: a module path must stay a literal for Vite to resolve it.
    const { SqliteDatabase } = await import("./sqlite");
    return new SqliteDatabase(target.file);
  }
  // Stryker disable next-line StringLiteral: as above.
  const { PostgresDatabase } = await import("./postgres");
  return new PostgresDatabase(target.url);
}
