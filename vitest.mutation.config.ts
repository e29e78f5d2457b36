import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// The unit tests beside the code Stryker mutates (stryker.config.mjs). The tests under
// tests/ run the built site, which a mutant of the sources does not change.
export default defineConfig({ ...base, test: { ...base.test, include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"] } });
