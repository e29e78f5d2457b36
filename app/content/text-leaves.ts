/**
 * Every leaf of a piece of copy as [dotted key, value], in key order, so two languages can be
 * compared key by key (the content tests) and a language's words listed (scripts/lib/english-copy.ts). Functions are leaves too (their value is the
 * function); arrays count as objects with numeric keys.
 */
export function textLeaves(value: unknown, prefix = ""): Array<[string, string | ((...args: never[]) => unknown)]> {
  if (typeof value === "string" || typeof value === "function") {
    return [[prefix, value as string | ((...args: never[]) => unknown)]];
  }
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => textLeaves(child, prefix ? `${prefix}.${key}` : key));
}
