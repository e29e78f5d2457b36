// Stryker disable all: a test helper, not code under test (stryker.config.mjs mutates server/**).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/** A temporary directory removed after the file's tests, and a fresh SQLite file in it for each call. */
export function useTempDir(prefix: string): { dir: string; sqliteFile(): string } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return { dir, sqliteFile: () => path.join(mkdtempSync(path.join(dir, "db-")), "site.db") };
}
