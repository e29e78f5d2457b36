import type { Reporter, Vitest } from "vitest/node";

/**
 * Only for `npm run test:mutation` (vitest.mutation.config.ts). A mutant that makes a module
 * throw while it is imported (say `z.trim()` turned into `z` in a zod schema) fails its test
 * file before any test is collected. Stryker's Vitest runner (9.5) builds its verdict from
 * the collected tests only, so it calls such a mutant Survived although the file fails
 * (stryker-js issues 6150 and 5492). This reporter gives each test file that failed with no
 * test in it one failed test carrying the load error, so that Stryker sees the failure.
 * A file that loaded is left as it is.
 */
export default class LoadFailureReporter implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  // Stryker reads the same state (`vitest.state.getFiles()`) once the run has ended.
  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== "fail" || hasTests(file.tasks)) continue;
      file.tasks.push({
        type: "test",
        id: `${file.id}_load`,
        name: "loads",
        fullName: `${file.name} loads`,
        mode: "run",
        file,
        suite: undefined,
        result: { state: "fail", errors: file.result.errors },
        meta: {},
        timeout: 0,
        annotations: [],
        artifacts: [],
        context: undefined as never,
      } as unknown as (typeof file.tasks)[number]);
    }
  }
}

function hasTests(tasks: ReadonlyArray<{ type: string; tasks?: unknown }>): boolean {
  return tasks.some((task) => task.type === "test" || (task.type === "suite" && hasTests((task as { tasks: typeof tasks }).tasks)));
}
