import { describe, expect, it } from "vitest";
import { escapeUnsafe, normaliseLineBreaks, stripUnsafe } from "./unsafe-text";

describe("unsafe text", () => {
  it("writes every line break as \\n", () => {
    expect(normaliseLineBreaks("a\r\nb\rc\nd\u2028e\u2029f\u0085g")).toBe("a\nb\nc\nd\ne\nf\ng");
    expect(normaliseLineBreaks("A\r.\r\nMAIL FROM:<x@evil.example>")).toBe("A\n.\nMAIL FROM:<x@evil.example>");
  });

  it("strips controls, C1 (U+009B) and bidi overrides from metadata", () => {
    expect(stripUnsafe("Mozilla\u009b2J\u001b[31m\u202egpj.exe\u0000\r\nX")).toBe("Mozilla2J[31mgpj.exe X");
  });

  it("shows controls and bidi marks in operator output instead of obeying them", () => {
    expect(escapeUnsafe("evil\u202etxt.exe \u001b[2J\u009b tab\tand\nline")).toBe("evil<U+202E>txt.exe <U+001B>[2J<U+009B> tab\tand\nline");
  });
});
