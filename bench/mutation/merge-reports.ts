/**
 * `npx tsx bench/mutation/merge-reports.ts OUT.json REPORT.json...`: one Stryker JSON report
 * from several runs over parts of the code (docs/TESTING.md, "Mutation testing"). A file's
 * mutants are taken from the last report that holds the file, so a later run of a few files
 * replaces their results. Prints the score of `server/` and of `app/`.
 *
 * A file's results do not depend on which other files a run mutated: every run runs the
 * same unit tests (vitest.mutation.config.ts). A report made before tests were added can
 * only under-count, since a new test can kill a mutant but never bring one back.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { isRunAsCommand } from "../../scripts/lib/run-as-command.js";

type Mutant = { status: string };
type Report = { files: Record<string, { mutants: Mutant[] }>; testFiles?: Record<string, unknown> } & Record<string, unknown>;

/** Stryker's mutation score: killed and timed-out mutants over all that ran or had no test. */
export function mutationScore(mutants: readonly Mutant[]): { detected: number; undetected: number; score: number } {
  const detected = mutants.filter((m) => m.status === "Killed" || m.status === "Timeout").length;
  const undetected = mutants.filter((m) => m.status === "Survived" || m.status === "NoCoverage").length;
  return { detected, undetected, score: (100 * detected) / (detected + undetected) };
}

export function mergeReports(reports: readonly Report[]): Report {
  const merged: Report = { ...reports[0]!, files: {}, testFiles: {} };
  for (const report of reports) {
    Object.assign(merged.files, report.files);
    Object.assign(merged.testFiles!, report.testFiles ?? {});
  }
  return merged;
}

function main(): void {
  const [out, ...inputs] = process.argv.slice(2);
  if (!out || inputs.length === 0) {
    console.error("usage: tsx bench/mutation/merge-reports.ts OUT.json REPORT.json...");
    process.exit(2);
  }
  const merged = mergeReports(inputs.map((file) => JSON.parse(readFileSync(file, "utf8")) as Report));
  writeFileSync(out, JSON.stringify(merged));
  for (const dir of ["server/", "app/"]) console.log(scoreLine(merged, dir));
}

/** The score of the files under `dir`, or a plain statement that no report holds any. */
export function scoreLine(report: Report, dir: string): string {
  const mutants = Object.entries(report.files).flatMap(([file, f]) => (file.startsWith(dir) ? f.mutants : []));
  const { detected, undetected, score } = mutationScore(mutants);
  if (detected + undetected === 0) return `${dir.padEnd(9)} no mutant that ran in any report`;
  return `${dir.padEnd(9)} ${score.toFixed(2)}%  (${detected} killed or timed out, ${undetected} survived or not covered)`;
}

if (isRunAsCommand(import.meta.url)) main();
