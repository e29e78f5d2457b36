import path from "node:path";
import { defineConfig } from "vitest/config";

// Tests run against source (unit) or the built site (server and browser tests start
// `node server.js`); the React Router plugin is not needed here.
export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      // server/app.ts imports React Router's server build from this virtual module, which only
      // the React Router Vite plugin provides (vite.config.ts, for the real build). Unit tests
      // get a small hand-written build instead, so the tests of server/ can run app.ts in-process
      // (and Stryker's mutants of it can be killed). The real build never sees this alias.
      "virtual:react-router/server-build": path.resolve(import.meta.dirname, "server/test-support/server-build.ts"),
    },
  },
  define: {
    __SITE_URL__: JSON.stringify("https://www.vaigaidigital.in"),
    __LIVE_CHAT_SCRIPT_URL__: JSON.stringify(""),
    // Fixed, so the footer's and the feed's copyright years do not depend on the test's date.
    __BUILD_YEAR__: JSON.stringify(2026),
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts", "tests/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Browser and server tests start processes on loopback ports; two cores.
    maxWorkers: 2,
  },
});
