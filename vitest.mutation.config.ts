import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// The unit tests beside the code Stryker mutates (stryker.config.mjs). The tests under
// tests/ run the built site, which a mutant of the sources does not change.
// The second reporter makes a test file that cannot even be imported, or whose beforeAll
// fails, count as a failure (bench/mutation/load-failure-reporter.ts); the setup file hands Stryker the coverage that
// its own setup file cannot under Vitest 4.1 (bench/mutation/coverage-setup.ts).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    reporters: ["default", "./bench/mutation/load-failure-reporter.ts"],
    setupFiles: ["./bench/mutation/coverage-setup.ts"],
  },
});
