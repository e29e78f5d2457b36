// `npm test`: every test. Type-checks, builds the production site once (with a live-chat
// script URL on loopback, whose host the browser tests play, so they can watch it load),
// then runs unit, server and browser tests with Vitest. Extra arguments go to Vitest,
// e.g. `npm test -- app/`.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = {
  ...process.env,
  LIVE_CHAT_SCRIPT_URL: process.env.LIVE_CHAT_SCRIPT_URL || "http://127.0.0.1:47311/live-chat.js",
};

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run("Type check", "npx", ["react-router", "typegen"]);
run("Type check", "npx", ["tsc"]);
run("Build", "npm", ["run", "build"]);
run("Tests", "npx", ["vitest", "run", ...process.argv.slice(2)]);
