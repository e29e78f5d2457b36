// The files of a build directory, recursively: the build steps (scripts/postbuild.js) and
// the checks that read build/client all walk it the same way.
import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Every file under `dir`, as absolute paths, sorted. A list taken before the caller writes
 * anything, so files a step adds (compressed twins) are not walked by that same step.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** @param {string} dir @returns {string[]} the pre-rendered pages under `dir`, sorted */
export function htmlFilesUnder(dir) {
  return filesUnder(dir).filter((file) => file.endsWith(".html"));
}
