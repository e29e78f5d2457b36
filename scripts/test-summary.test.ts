import { describe, expect, it } from "vitest";
import { summarise, testFileOutcomes } from "./test-summary.js";

const file = (name: string, status: string, tests: string[]) => ({
  name: `/repo/${name}`,
  status,
  assertionResults: tests.map((test) => ({ status: test })),
});

describe("npm test's summary", () => {
  it("gives each test file one outcome: failed beats skipped beats passed", () => {
    const report = {
      testResults: [
        file("a.test.ts", "passed", ["passed", "passed"]),
        file("b.test.ts", "failed", ["passed", "failed"]),
        file("c.test.ts", "passed", ["passed", "skipped"]),
        file("d.test.ts", "passed", ["pending", "todo"]),
        // A file that failed to load has no tests but still failed.
        file("e.test.ts", "failed", []),
        file("f.test.ts", "failed", ["skipped", "failed"]),
      ],
    };
    expect(testFileOutcomes(report, "/repo")).toEqual([
      { name: "a.test.ts", outcome: "passed" },
      { name: "b.test.ts", outcome: "failed" },
      { name: "c.test.ts", outcome: "skipped" },
      { name: "d.test.ts", outcome: "skipped" },
      { name: "e.test.ts", outcome: "failed" },
      { name: "f.test.ts", outcome: "failed" },
    ]);
  });

  it("prints 'N passed, N failed', adds skipped only when some were, and names every failed step", () => {
    const passedOnly = summarise([
      { name: "Type check", outcome: "passed" },
      { name: "Build", outcome: "passed" },
    ]);
    expect(passedOnly).toEqual({ line: "2 passed, 0 failed", failed: [] });

    const mixed = summarise([
      { name: "Type check: TypeScript (tsc)", outcome: "failed" },
      { name: "Build", outcome: "passed" },
      { name: "Test file a.test.ts", outcome: "skipped" },
      { name: "Test file b.test.ts", outcome: "failed" },
      { name: "Test file c.test.ts", outcome: "passed" },
    ]);
    expect(mixed).toEqual({
      line: "2 passed, 2 failed, 1 skipped",
      failed: ["Type check: TypeScript (tsc)", "Test file b.test.ts"],
    });
  });
});
