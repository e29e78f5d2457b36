import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { isRunAsCommand } from "./run-as-command.js";

const savedArgv = [...process.argv];
afterEach(() => {
  process.argv.splice(0, process.argv.length, ...savedArgv);
});

describe("isRunAsCommand", () => {
  const file = path.resolve("scripts/precompress.js");
  const url = pathToFileURL(file).href;

  it("is true for the file node was asked to run, given absolute, relative or with '..'", () => {
    for (const arg of [file, "scripts/precompress.js", "scripts/lib/../precompress.js"]) {
      process.argv[1] = arg;
      expect(isRunAsCommand(url), arg).toBe(true);
    }
  });

  it("is false for another file, and when there is no script argument", () => {
    process.argv[1] = path.resolve("scripts/images.js");
    expect(isRunAsCommand(url)).toBe(false);
    process.argv.splice(1);
    expect(isRunAsCommand(url)).toBe(false);
  });
});
