/** Secrets handed to browsers and mailboxes: their shape, their randomness, their hash. */
import { describe, expect, it } from "vitest";
import { hashToken, isWellFormedToken, newToken } from "./tokens";

describe("newToken", () => {
  it("is 256 random bits in base64url (43 characters, no padding), different every time", () => {
    const tokens = Array.from({ length: 50 }, () => newToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(50);
  });

  it("is well-formed by its own rule", () => {
    expect(isWellFormedToken(newToken())).toBe(true);
  });
});

describe("hashToken", () => {
  it("is the token's SHA-256, in lower-case hex", () => {
    // FIPS 180-2's test vectors.
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashToken("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });
});

describe("isWellFormedToken", () => {
  const valid = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_9";

  it("accepts 43 base64url characters", () => {
    expect(valid).toHaveLength(43);
    expect(isWellFormedToken(valid)).toBe(true);
    expect(isWellFormedToken("-".repeat(43))).toBe(true);
    expect(isWellFormedToken("_".repeat(43))).toBe(true);
    expect(isWellFormedToken("Z".repeat(43))).toBe(true);
    expect(isWellFormedToken("9".repeat(43))).toBe(true);
  });

  it("refuses another length, another alphabet, or no string at all", () => {
    for (const value of [
      valid.slice(1),
      `${valid}A`,
      "",
      `${valid.slice(1)}=`,
      `${valid.slice(1)}+`,
      `${valid.slice(1)}/`,
      `${valid.slice(1)}.`,
      `${valid.slice(1)} `,
      ` ${valid.slice(1)}`,
      `${valid.slice(1)}\n`,
      `${valid}\n`,
      `x${valid}`,
      `${valid.slice(1)}é`,
      "'; DROP TABLE sessions; --".padEnd(43, "a"),
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    ]) {
      expect(isWellFormedToken(value), JSON.stringify(value)).toBe(false);
    }
    for (const value of [undefined, null, 43, { length: 43 }, [valid], Buffer.from(valid)]) {
      expect(isWellFormedToken(value)).toBe(false);
    }
  });
});
