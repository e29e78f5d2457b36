// Starts the production site from the build: `npm run build`, then `node server.js`.
// (`npm start` does both, rebuilding only when needed.)
import { fileURLToPath } from "node:url";
import { createSiteServer } from "./build/server/server.js";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const clientDir = fileURLToPath(new URL("./build/client", import.meta.url));

const server = createSiteServer({ clientDir });
server.listen(port, host, () => {
  console.log(`Site ready on http://localhost:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
  });
}
