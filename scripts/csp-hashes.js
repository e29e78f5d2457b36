// Build step (scripts/postbuild.js): the SHA-256 hashes of the inline scripts of every
// pre-rendered page, written to build/csp-hashes.json as { "about/index.html": ["sha256-…"] }.
// The server (server/http/content-security-policy.ts) puts a page's hashes in its Content-Security-Policy, so
// those scripts run and no other inline script can. Data blocks such as
// <script type="application/ld+json"> are never executed, so they are not hashed.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { htmlFilesUnder } from "./build-files.js";
import { isRunAsCommand } from "./lib/run-as-command.js";

/** Script types a browser executes (and CSP therefore governs); anything else is a data block. */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
]);

/** @param {string} attributes */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The CSP source expressions ('sha256-…') of the inline scripts a page executes, in order,
 * without duplicates. The hash covers the exact text between <script …> and </script>.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (attribute(attributes, "src") !== null) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Writes build/csp-hashes.json for build/client; returns the manifest. */
export function writeCspHashes(buildDir = fileURLToPath(new URL("../build", import.meta.url))) {
  const clientDir = path.join(buildDir, "client");
  const sorted = Object.fromEntries(
    htmlFilesUnder(clientDir)
      .map((file) => [path.relative(clientDir, file).split(path.sep).join("/"), inlineScriptHashes(readFileSync(file, "utf8"))])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(path.join(buildDir, "csp-hashes.json"), JSON.stringify(sorted, null, 2) + "\n");
  return sorted;
}

if (isRunAsCommand(import.meta.url)) {
  const manifest = writeCspHashes();
  console.log(`CSP hashes: ${Object.keys(manifest).length} pre-rendered pages -> build/csp-hashes.json`);
}
