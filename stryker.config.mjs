// `npm run test:mutation`: Stryker changes the code of server/ and app/ (its shared, seo and helper modules) one small
// mutation at a time and runs the unit tests beside it; a mutant that no test notices
// "survives". The score is the share of mutants killed (docs/TESTING.md). A bench, not
// part of `npm test`: it takes minutes, not seconds.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: ["server/**/*.ts", "app/shared/**/*.ts", "app/seo/**/*.ts", "app/components/**/*.ts", "app/content/text.ts", "app/content/front-matter.ts", "app/routes/admin/owner-session.server.ts", "!**/*.test.ts", "!server/test-support/**"],
  coverageAnalysis: "perTest",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "bench/results/mutation/index.html" },
  jsonReporter: { fileName: "bench/results/mutation/report.json" },
  thresholds: { high: 90, low: 80, break: null },
  concurrency: 2,
  timeoutMS: 8_000,
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  // `--incremental` reads this file, but it also reused Survived verdicts after tests were added for
  // them (decision 0052): take scores from full runs.
  incrementalFile: "bench/results/mutation/incremental.json",
};
