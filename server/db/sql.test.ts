/** The SQL helpers both dialects share: PostgreSQL placeholders, LIKE patterns, numbers from BIGINTs. */
import { describe, expect, it } from "vitest";
import { containsPattern, numberedPlaceholders, toNullableNumber, toNumber } from "./sql";

describe("numberedPlaceholders", () => {
  it("numbers every ? from $1, left to right", () => {
    expect(numberedPlaceholders("SELECT id FROM owners WHERE email = ?")).toBe("SELECT id FROM owners WHERE email = $1");
    expect(numberedPlaceholders("INSERT INTO t (a, b, c) VALUES (?, ?, ?)")).toBe("INSERT INTO t (a, b, c) VALUES ($1, $2, $3)");
    expect(numberedPlaceholders("??")).toBe("$1$2");
  });

  it("goes past $9 without restarting, and each call counts from $1 again", () => {
    const sql = Array.from({ length: 11 }, () => "?").join(",");
    expect(numberedPlaceholders(sql)).toBe("$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11");
    expect(numberedPlaceholders("a = ?")).toBe("a = $1");
  });

  it("leaves a statement without placeholders as it is", () => {
    expect(numberedPlaceholders("SELECT 1")).toBe("SELECT 1");
    expect(numberedPlaceholders("")).toBe("");
  });
});

describe("containsPattern", () => {
  it("matches the text anywhere, in lower case", () => {
    expect(containsPattern("Raja")).toBe("%raja%");
    expect(containsPattern("MADURAI Sweets")).toBe("%madurai sweets%");
    expect(containsPattern("")).toBe("%%");
  });

  it("escapes %, _ and \\ with a backslash, every one of them", () => {
    expect(containsPattern("50%")).toBe("%50\\%%");
    expect(containsPattern("a_b_c")).toBe("%a\\_b\\_c%");
    expect(containsPattern("C:\\Shop")).toBe("%c:\\\\shop%");
    expect(containsPattern("%_\\")).toBe("%\\%\\_\\\\%");
  });

  it("leaves other LIKE-looking and regex characters alone", () => {
    expect(containsPattern("a*b.c[d]^$")).toBe("%a*b.c[d]^$%");
  });
});

describe("toNumber", () => {
  it("keeps numbers, and reads PostgreSQL's BIGINT strings as numbers", () => {
    expect(toNumber(42)).toBe(42);
    expect(toNumber(0)).toBe(0);
    expect(toNumber("1735689600000")).toBe(1_735_689_600_000);
    expect(toNumber("-7")).toBe(-7);
    expect(typeof toNumber("12")).toBe("number");
  });
});

describe("toNullableNumber", () => {
  it("null and undefined are null; anything else a number", () => {
    expect(toNullableNumber(null)).toBeNull();
    expect(toNullableNumber(undefined)).toBeNull();
    expect(toNullableNumber(0)).toBe(0);
    expect(toNullableNumber("0")).toBe(0);
    expect(toNullableNumber("1735689600000")).toBe(1_735_689_600_000);
    expect(toNullableNumber(5)).toBe(5);
  });
});
