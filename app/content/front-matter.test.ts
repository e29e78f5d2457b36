import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter";

describe("parseFrontMatter", () => {
  it("splits key: value lines from the body", () => {
    const { data, body } = parseFrontMatter("---\ntitle: Hello - world\ndate: 2025-08-24\n---\n\nBody text\n");
    expect(data).toEqual({ title: "Hello - world", date: "2025-08-24" });
    expect(body).toBe("\nBody text\n");
  });

  it("skips blank lines, trims keys, and reads front matter only at the very top, closed by its own line", () => {
    expect(parseFrontMatter("---\ntitle : x\n   \n\ndate:y\n---").data).toEqual({ title: "x", date: "y" });
    expect(() => parseFrontMatter("intro\n---\ntitle: x\n---\n")).toThrow(/missing front matter/);
    expect(parseFrontMatter("---\ntitle: x\n---\nbody").body).toBe("body");
  });

  it("keeps colons after the first one in the value", () => {
    expect(parseFrontMatter("---\ntitle: a: b\n---\n").data.title).toBe("a: b");
  });

  it("accepts Windows line endings", () => {
    expect(parseFrontMatter("---\r\ntitle: x\r\n---\r\nbody").data).toEqual({ title: "x" });
  });

  it("rejects a file without front matter", () => {
    expect(() => parseFrontMatter("# Just markdown")).toThrow(/missing front matter/);
  });

  it("rejects a line that is not key: value, and a repeated key", () => {
    expect(() => parseFrontMatter("---\njust words\n---\n")).toThrow(/line 1/);
    expect(() => parseFrontMatter("---\na: 1\na: 2\n---\n")).toThrow(/appears twice/);
  });
});
