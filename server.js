// Starts the production site from the build: `npm run build`, then `node server.js`.
// (`npm start` does both, rebuilding only when needed.) Configuration comes from the
// environment and is checked at start-up: see server/config.ts.
import { fileURLToPath } from "node:url";

// React and React Router read NODE_ENV when they load: unset, React runs its development
// build (several times slower to render, with extra checks). This file only ever serves the
// production build, so that is the default.
process.env.NODE_ENV ??= "production";
const { runSite } = await import("./build/server/server.js");

await runSite({ clientDir: fileURLToPath(new URL("./build/client", import.meta.url)) });
