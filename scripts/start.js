// `npm start`: builds the site when the build is missing or stale, then serves it.
// Stale means: a source file is newer than the build, or a build-time variable
// (SITE_URL, LIVE_CHAT_SCRIPT_URL) differs from the one the build was made with.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readBuildEnv } from "../app/shared/read-build-env.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const stampFile = path.join(root, "build", "build-env.json");
const SOURCES = ["app", "server", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(entry) {
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), info.mtimeMs);
}

function staleReason() {
  if (!existsSync(stampFile) || !existsSync(path.join(root, "build/server/server.js"))) return "no build yet";
  const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
  if (JSON.stringify(stamp) !== JSON.stringify(readBuildEnv(process.env))) return "build-time variables changed";
  const builtAt = statSync(stampFile).mtimeMs;
  const changed = SOURCES.map((name) => path.join(root, name)).find((entry) => existsSync(entry) && newestMtime(entry) > builtAt);
  return changed ? `${path.relative(root, changed)} changed since the last build` : null;
}

const reason = staleReason();
if (reason) {
  console.log(`Building the site (${reason})...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server.js");
