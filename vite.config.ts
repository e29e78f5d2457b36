import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readBuildEnv } from "./scripts/build-env.js";

const buildEnv = readBuildEnv(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __SITE_URL__: JSON.stringify(buildEnv.SITE_URL),
    __LIVE_CHAT_SCRIPT_URL__: JSON.stringify(buildEnv.LIVE_CHAT_SCRIPT_URL),
  },
  // The production server (server/app.ts) is bundled with the routes so that both share
  // one module graph: the enquiry runtime the action uses is the one the server starts.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
