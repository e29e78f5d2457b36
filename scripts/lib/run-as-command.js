import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Whether the module at `moduleUrl` (its `import.meta.url`) is the file node or tsx was asked
 * to run, so that a script can be both imported (by tests, by the build) and run as a command.
 * `process.argv[1]` may be relative or hold `..`; it is resolved before comparing.
 * @param {string} moduleUrl
 */
export function isRunAsCommand(moduleUrl) {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}
