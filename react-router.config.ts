import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths.server";

export default {
  ssr: true,
  // Every public page is written to build/client as HTML at build time; the server
  // still runs for the contact action, unknown paths and unknown service slugs.
  prerender: () => prerenderPaths(),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Development only: Vite pre-bundles the dependencies of every route and of the client
    // entry before the first page is served. Without it, the first visit of a fresh clone found
    // lucide-react, marked and zod late (Vite's log), answered "504 Outdated Optimize Dep", and
    // the page did not hydrate within the test's 60 s (tests/server/dev.test.ts).
    unstable_optimizeDeps: true,
  },
} satisfies Config;
