import { afterAll, inject } from "vitest";

/**
 * Only for `npm run test:mutation` (vitest.mutation.config.ts), after Stryker's own setup file.
 * Stryker's Vitest runner (9.5) hands each file's results to Stryker in `afterAll(({ meta }) => …)`:
 * the coverage of each test in a dry run, the hit count in a mutant run. Vitest 4.1 reads a
 * destructured first argument of a suite hook as fixtures and fails the hook instead
 * ("The afterAll hook uses fixtures "meta" …"), so Stryker gets no coverage: every mutant ran
 * every test, and a mutant that loops forever was only caught by the timeout. The suite is the
 * hook's second argument in Vitest 4.1; these hooks put the same values where Stryker reads them.
 * Decision 0052.
 */
/** What Stryker's instrumented code counts (in its global) and reads back (from each file's meta). */
type StrykerCounts = { mutantCoverage?: unknown; hitCount?: number };

const namespace = inject("globalNamespace" as never) as string | undefined;
if (namespace) {
  const stryker = ((globalThis as Record<string, unknown>)[namespace] ??= {}) as StrykerCounts;
  if (inject("mode" as never) === "mutant") {
    afterAll(({}, suite) => {
      (suite.meta as StrykerCounts).hitCount = stryker.hitCount;
    });
  } else {
    afterAll(({}, suite) => {
      (suite.meta as StrykerCounts).mutantCoverage = stryker.mutantCoverage;
    });
  }
}
