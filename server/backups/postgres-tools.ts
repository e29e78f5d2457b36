/**
 * PostgreSQL's client programs (pg_dump, pg_restore, psql; Debian's postgresql-client), run
 * with DATABASE_URL's password in their environment rather than on their command line, where
 * any user of the machine could read it (`ps`).
 */
import { spawn, type ChildProcess } from "node:child_process";

type PgTool = "pg_dump" | "pg_restore" | "psql";

/** A connection URL without its password, and the environment that carries it. */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Starts a program; its standard error is kept for the message of a failure. */
export function startTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv = process.env): { child: ChildProcess; done: Promise<void> } {
  const child = spawn(tool, args, { env, stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${tool} is not installed (or not on PATH): install PostgreSQL's client programs, e.g. Debian's postgresql-client, of the database server's major version or newer.`)
          : error,
      ),
    );
    child.once("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${stderr.trim().split("\n").slice(-3).join(" ") || "no message"}`));
    });
  });
  return { child, done };
}

/** Runs a program to its end; what it printed. */
export async function runTool(tool: PgTool, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  const { child, done } = startTool(tool, args, env);
  child.stdin!.end();
  let stdout = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk) => (stdout += chunk));
  await done;
  return stdout;
}
