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
  },
} satisfies Config;
