/**
 * `npm run backup` and `npm run restore` run as the operator runs them (tsx), without blocking
 * the test's event loop, so a load can go on against the site meanwhile.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../../scripts/lib/local-site";

export type CommandResult = { status: number | null; stdout: string; stderr: string };

export function operatorCommand(script: "backup" | "restore", env: Record<string, string>, ...args: string[]): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(ROOT, `scripts/${script}.ts`), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stdout, stderr }));
  });
}
