/**
 * Starts the built production site (`node server.js`) on a free loopback port for
 * server and browser tests. The build must exist: `npm test` builds first.
 * `dev: true` starts the development server (`npm run dev`, scripts/dev.ts) instead.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningSite = { url: string; port: number; process: ChildProcess; output: () => string; stop(): Promise<void> };

export async function startSite({ env = {}, dev = false }: { env?: Record<string, string>; dev?: boolean } = {}): Promise<RunningSite> {
  if (!dev && !existsSync(path.join(ROOT, "build/server/server.js"))) {
    throw new Error("No build found: run `npm run build` (npm test does it) before these tests.");
  }
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, dev ? ["--import", "tsx", "scripts/dev.ts"] : ["server.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: dev ? "development" : "production", HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  // The dev server compiles each module on its first request.
  const startMs = dev ? 60_000 : 20_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`site did not start within ${startMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}
