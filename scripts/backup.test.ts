/**
 * `npm run backup` and `npm run restore` as the operator runs them (tsx), for what goes wrong
 * before any copy: a bad variable named by the server's own check, wrong usage, no pg_dump, a
 * refused file, and a restore not confirmed. What they do with a running site is tests/server/backups.test.ts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { migrate } from "../server/db/migrate";
import { SqliteDatabase } from "../server/db/sqlite";

const ROOT = path.resolve(import.meta.dirname, "..");
const tempDir = mkdtempSync(path.join(tmpdir(), "backup-cli-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
const database = path.join(tempDir, "shop.db");

function command(script: "backup" | "restore", env: Record<string, string>, args: string[], input = "") {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `sqlite:${database}`, ...env },
    encoding: "utf8",
    input,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

it("names a bad BACKUP_KEEP or DATABASE_URL as the server would, and changes nothing", () => {
  expect(command("backup", { BACKUP_KEEP: "0" }, [])).toMatchObject({ status: 2, stderr: "Invalid server configuration:\n  BACKUP_KEEP: must be a whole number of backups from 1 to 3650\n" });
  expect(command("backup", { DATABASE_URL: "mysql://shop" }, [])).toMatchObject({ status: 2, stderr: expect.stringContaining("DATABASE_URL: expected sqlite:PATH or postgres://") });
  expect(command("backup", {}, ["now"])).toMatchObject({ status: 2, stderr: expect.stringMatching(/^Unexpected argument: now\n\nUsage:/) });
  expect(existsSync(database)).toBe(false);
});

it("writes a backup into BACKUP_DIR beside the database, and says where; a missing database is said so", async () => {
  expect(command("backup", {}, [])).toMatchObject({ status: 1, stderr: `Backup failed: unable to open database file (${database})\n` });
  const site = new SqliteDatabase(database);
  await migrate(site);
  await site.close();
  const result = command("backup", {}, []);
  expect(result.stderr).toBe("");
  expect(result.stdout).toMatch(new RegExp(`^Backed up to ${tempDir}/backups/shop-\\d{4}-\\d{2}-\\d{2}T\\d{6}\\+0530\\.db\\n$`));
  expect(readdirSync(path.join(tempDir, "backups"))).toHaveLength(1);
});

it("says pg_dump is missing, and how to install it", () => {
  const result = command("backup", { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", PATH: "/nonexistent", BACKUP_DIR: path.join(tempDir, "pg") }, []);
  expect(result).toMatchObject({ status: 1, stderr: "Backup failed: pg_dump is not installed (or not on PATH): install PostgreSQL's client programs, e.g. Debian's postgresql-client, of the database server's major version or newer.\n" });
});

it("restores only after yes is typed; a refused file or wrong usage changes nothing", () => {
  const [backup] = readdirSync(path.join(tempDir, "backups"));
  const file = path.join(tempDir, "backups", backup!);
  const target = `sqlite:${path.join(tempDir, "restored.db")}`;
  expect(command("restore", { DATABASE_URL: target }, [file], "no\n")).toMatchObject({ status: 3, stderr: expect.stringMatching(/Type yes: Not confirmed: nothing changed\.\n$/) });
  expect(command("restore", { DATABASE_URL: target }, [])).toMatchObject({ status: 2, stderr: expect.stringMatching(/^Which backup file\?\n\nUsage:/) });
  const text = path.join(tempDir, "notes.txt");
  writeFileSync(text, "hello");
  expect(command("restore", { DATABASE_URL: target }, [text, "--yes"])).toMatchObject({ status: 2, stderr: `Refused: ${text} is not a backup: neither a SQLite database nor a PostgreSQL dump (custom format). Nothing changed.\n` });
  const restored = command("restore", { DATABASE_URL: target }, [file], "yes\n");
  expect(restored).toMatchObject({ status: 0, stdout: `Restored ${file} into ${path.join(tempDir, "restored.db")}.\n` });
});
