// Runs after `react-router build`: records the build-time variables the build was made
// with (scripts/start.js compares them to decide whether to rebuild), and generates the
// pages' share images (scripts/og-images.ts).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { readBuildEnv } from "../app/shared/read-build-env.js";

writeFileSync(new URL("../build/build-env.json", import.meta.url), JSON.stringify(readBuildEnv(process.env), null, 2) + "\n");
execFileSync(process.execPath, ["--import", "tsx", new URL("./og-images.ts", import.meta.url).pathname], { stdio: "inherit" });
(await import("./defer-hydration.js")).deferHydrationInBuild(); // scripts fetched after the first paint
await import("./optimize-assets.js"); // responsive AVIF/WebP images, then .br/.gz twins (last: compresses all of the above)
(await import("./csp-hashes.js")).writeCspHashes(); // sha256 of each pre-rendered page's inline scripts -> build/csp-hashes.json (server/http/content-security-policy.ts)
