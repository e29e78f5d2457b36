import { describe, expect, it } from "vitest";
import { mergeReports, mutationScore, scoreLine } from "./merge-reports";

const mutants = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe("merging mutation reports", () => {
  it("scores as Stryker does: killed and timed out over those plus survived and uncovered", () => {
    expect(mutationScore(mutants("Killed", "Timeout", "Survived", "NoCoverage", "CompileError", "Ignored"))).toEqual({
      detected: 2,
      undetected: 2,
      score: 50,
    });
  });

  it("takes each file from the last report that holds it", () => {
    const first = { schemaVersion: "2", files: { "a.ts": { mutants: mutants("Survived") }, "b.ts": { mutants: mutants("Killed") } } };
    const later = { schemaVersion: "2", files: { "a.ts": { mutants: mutants("Killed") } } };
    expect(mergeReports([first, later]).files).toEqual({ "a.ts": { mutants: mutants("Killed") }, "b.ts": { mutants: mutants("Killed") } });
  });
});

describe("the printed score of a part of the code", () => {
  const report = { files: { "server/a.ts": { mutants: mutants("Killed", "Survived", "Survived", "Timeout") }, "app/x.ts": { mutants: mutants("Killed") } } };

  it("counts only the files under the part", () => {
    expect(scoreLine(report, "server/")).toBe("server/   50.00%  (2 killed or timed out, 2 survived or not covered)");
  });

  it("says so when no report holds a mutant that ran there, instead of NaN%", () => {
    expect(scoreLine(report, "app/lib/")).toBe("app/lib/  no mutant that ran in any report");
    expect(scoreLine({ files: { "app/lib/y.ts": { mutants: mutants("CompileError") } } }, "app/lib/")).toBe(
      "app/lib/  no mutant that ran in any report",
    );
  });
});
