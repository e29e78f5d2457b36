// Starts the production site from the build: `npm run build`, then `node server.js`.
// (`npm start` does both, rebuilding only when needed.) Configuration comes from the
// environment and is checked at start-up: see server/config.ts.
import { fileURLToPath } from "node:url";
import { runSite } from "./build/server/server.js";

await runSite({ clientDir: fileURLToPath(new URL("./build/client", import.meta.url)) });
