// The arithmetic behind `npm test`'s last line (scripts/test.js), apart so it can be tested.
import path from "node:path";

/**
 * One outcome per test file from Vitest's JSON report: failed when the file or any of its
 * tests failed; skipped when it left any test out (the PostgreSQL half of a store test
 * without TEST_POSTGRES_URL), so that "passed" means every test in the file ran and passed.
 * @param {{ testResults: Array<{ name: string, status: string, assertionResults: Array<{ status: string }> }> }} report
 * @param {string} root
 */
export function testFileOutcomes(report, root) {
  return report.testResults.map((file) => {
    const statuses = file.assertionResults.map((test) => test.status);
    let outcome = "passed";
    if (file.status === "failed" || statuses.includes("failed")) outcome = "failed";
    else if (statuses.some((status) => status !== "passed")) outcome = "skipped";
    return { name: path.relative(root, file.name), outcome };
  });
}

/**
 * "N passed, N failed", plus ", N skipped" when some step was skipped, and the names of
 * the failed steps.
 * @param {Array<{ name: string, outcome: "passed" | "failed" | "skipped" }>} steps
 */
export function summarise(steps) {
  const count = (outcome) => steps.filter((step) => step.outcome === outcome).length;
  const skipped = count("skipped");
  const line = `${count("passed")} passed, ${count("failed")} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`;
  return { line, failed: steps.filter((step) => step.outcome === "failed").map((step) => step.name) };
}
