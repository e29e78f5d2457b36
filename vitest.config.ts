import path from "node:path";
import { defineConfig } from "vitest/config";

// Tests run against source (unit) or the built site (server and browser tests start
// `node server.js`); the React Router plugin is not needed here.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __SITE_URL__: JSON.stringify("https://www.vaigaidigital.in"),
    __LIVE_CHAT_SCRIPT_URL__: JSON.stringify(""),
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts", "tests/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Browser and server tests start processes on loopback ports; two cores.
    maxWorkers: 2,
  },
});
