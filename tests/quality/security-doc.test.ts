/**
 * docs/SECURITY.md says what the code does. Issue 27 (finding 9) found its row on sign-in
 * limits saying they were kept in memory per process, while the code had counted them in the
 * database since decision 0003; this holds the row to the code and to the test that proves it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/local-site";

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The table row of docs/SECURITY.md that starts with this threat. */
function row(threat: string): string {
  const line = read("docs/SECURITY.md")
    .split("\n")
    .find((text) => text.startsWith(`| ${threat} |`));
  if (!line) throw new Error(`docs/SECURITY.md has no row "${threat}"`);
  return line;
}

describe("docs/SECURITY.md", () => {
  it("keeps the sign-in limits where the code does: in the database, shared by every instance, with the test that shows it", () => {
    const limits = row("Guessing or flooding sign-in");
    // The code: OwnerAuth counts both sign-in limits through the database's rate-limit backend.
    expect(read("server/auth/owner-auth.ts")).toMatch(/sqlRateLimitBackend\(sql/);
    expect(limits).not.toMatch(/kept in memory|per process|N times as many/i);
    expect(limits).toMatch(/Counted in the database/);
    const proof = "keeps the sign-in limits in the database: another instance (or a restart) on it shares them";
    expect(limits).toContain(proof);
    expect(read("server/auth/owner-auth.test.ts")).toContain(proof);
  });
});
