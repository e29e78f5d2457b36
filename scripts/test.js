// `npm test`: every test. Type-checks, builds the production site once (with a live-chat
// script URL on loopback, whose host the browser tests play, so they can watch it load),
// then runs unit, server and browser tests with Vitest. Extra arguments go to Vitest,
// e.g. `npm test -- app/`.
//
// It ends with one line counting every step (each type check, the build, each test file):
// "N passed, N failed" and ", N skipped" when a test file left tests out (the PostgreSQL
// ones without TEST_POSTGRES_URL). Every failed step is named above that line.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { summarise, testFileOutcomes } from "./test-summary.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = {
  ...process.env,
  LIVE_CHAT_SCRIPT_URL: process.env.LIVE_CHAT_SCRIPT_URL || "http://127.0.0.1:47311/live-chat.js",
};

/** @type {Array<{ name: string, outcome: "passed" | "failed" | "skipped" }>} */
const steps = [];

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  const outcome = result.status === 0 ? "passed" : "failed";
  steps.push({ name: label, outcome });
  if (outcome === "failed") console.error(`✗ ${label} failed`);
  return outcome === "passed";
}

run("Type check: route types (react-router typegen)", "npx", ["react-router", "typegen"]);
run("Type check: TypeScript (tsc)", "npx", ["tsc"]);
if (run("Build (npm run build)", "npm", ["run", "build"])) {
  const reportDir = mkdtempSync(path.join(tmpdir(), "vitest-report-"));
  const report = path.join(reportDir, "report.json");
  const vitest = spawnSync(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
    { cwd: root, env, stdio: "inherit" },
  );
  let files = [];
  try {
    files = testFileOutcomes(JSON.parse(readFileSync(report, "utf8")), root);
  } catch {
    // No report: Vitest itself failed (a bad argument, a config error). Count it as one failed step.
  }
  rmSync(reportDir, { recursive: true, force: true });
  if (files.length === 0 && vitest.status !== 0) files = [{ name: "Tests (vitest)", outcome: "failed" }];
  for (const file of files) steps.push({ name: `Test file ${file.name}`, outcome: file.outcome });
} else {
  console.error("The tests did not run: they need the build.");
}

const { line, failed } = summarise(steps);
if (failed.length > 0) {
  console.log("\nFailed steps:");
  for (const name of failed) console.log(`  ✗ ${name}`);
}
console.log(`\n${line}`);
process.exit(failed.length > 0 ? 1 : 0);
