import { describe, expect, it } from "vitest";
import { mergeReports, mutationScore } from "./merge-reports";

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
