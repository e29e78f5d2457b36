import type { Reporter, Vitest } from "vitest/node";

/**
 * Only for `npm run test:mutation` (vitest.mutation.config.ts). A mutant that makes a module
 * throw while it is imported (say `z.trim()` turned into `z` in a zod schema) fails its test
 * file before any test is collected. Stryker's Vitest runner (9.5) builds its verdict from
 * the collected tests only, so it calls such a mutant Survived although the file fails
 * (stryker-js issues 6150 and 5492). The same happens when a mutant makes a `beforeAll` hook
 * throw (say, while a test file starts its servers): the file fails, its tests are
 * skipped, and none of them failed. This reporter gives each test file that failed without a
 * failed test one failed test carrying the file's and its suites' errors, so that Stryker sees
 * the failure. A file with a failed test, or that passed, is left as it is.
 */
export default class LoadFailureReporter implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  // Stryker reads the same state (`vitest.state.getFiles()`) once the run has ended.
  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== "fail" || hasFailedTest(file.tasks)) continue;
      const errors = suiteErrors(file).filter((error) => !isStrykerHookError(error));
      if (errors.length === 0) continue;
      file.tasks.push({
        type: "test",
        id: `${file.id}_load`,
        name: "loads",
        fullName: `${file.name} loads`,
        mode: "run",
        file,
        suite: undefined,
        result: { state: "fail", errors },
        meta: {},
        timeout: 0,
        annotations: [],
        artifacts: [],
        context: undefined as never,
      } as unknown as (typeof file.tasks)[number]);
    }
  }
}

type Task = { type: string; result?: { state?: string; errors?: unknown[] }; tasks?: Task[] };

function hasFailedTest(tasks: ReadonlyArray<Task>): boolean {
  return tasks.some((task) => (task.type === "test" ? task.result?.state === "fail" : hasFailedTest(task.tasks ?? [])));
}

/**
 * Stryker's own setup file fails its afterAll hook in every file under Vitest 4.1 (see
 * coverage-setup.ts, which does that hook's work); that failure says nothing about the mutant.
 */
function isStrykerHookError(error: unknown): boolean {
  return /^The afterAll hook uses fixtures "meta"/.test(String((error as { message?: unknown })?.message));
}

/** The errors of a file and of its suites (a failed import, a failed beforeAll or afterAll). */
function suiteErrors(suite: Task): unknown[] {
  const own = suite.result?.errors ?? [];
  return [...own, ...(suite.tasks ?? []).filter((task) => task.type === "suite").flatMap(suiteErrors)];
}
