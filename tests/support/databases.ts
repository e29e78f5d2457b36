/**
 * Call at the top of a test file: new SQLite files in a temp folder, and throw-away PostgreSQL
 * databases on the machine's server (skipped with a message only where none is reachable, never
 * under CI: scripts/lib/scratch-database.ts). All of them are gone after the file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../scripts/lib/scratch-database";

export type ScratchDatabases = {
  /** A path for a new SQLite file. */
  sqliteFile(): string;
  /** One PostgreSQL database for the file, or why there is none. */
  postgres: TestDatabase | { skipped: string };
  /** Another PostgreSQL database, empty (only where `postgres` is one). */
  freshPostgres(): Promise<TestDatabase>;
};

export async function scratchDatabases(): Promise<ScratchDatabases> {
  const tempDir = mkdtempSync(path.join(tmpdir(), "scratch-"));
  const postgres = await createTestDatabase();
  const made: TestDatabase[] = "drop" in postgres ? [postgres] : [];
  afterAll(async () => {
    rmSync(tempDir, { recursive: true, force: true });
    for (const database of made) await database.drop();
  });
  let count = 0;
  return {
    sqliteFile: () => path.join(tempDir, `db-${++count}.db`),
    postgres,
    async freshPostgres() {
      const database = await createTestDatabase();
      if (!("url" in database)) throw new Error(database.skipped);
      made.push(database);
      return database;
    },
  };
}
