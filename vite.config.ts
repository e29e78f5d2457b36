import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { readBuildEnv } from "./app/shared/read-build-env.js";

const buildEnv = readBuildEnv(process.env);

/** React Router names every SSR entry index.js; give the second one its own name. */
function serverEntryNames(): Plugin {
  return {
    name: "server-entry-names",
    enforce: "post",
    configEnvironment(name, config) {
      const output = config.build?.rollupOptions?.output;
      if (name === "ssr" && output && !Array.isArray(output)) output.entryFileNames = "[name].js";
    },
  };
}

/** Code of the owner's inbox (its routes, components and helpers): never in a public page's chunks. */
const INBOX_CODE = /^app\/(routes\/admin\/|components\/admin\/|shared\/(inbox|sign-in))/;

/** Client chunking: see the `client` environment below. */
function sharedClientChunk(id: string): string | undefined {
  // Every Lucide icon used anywhere lands here, so the inbox draws its own (components/admin/icons.tsx).
  if (id.includes("/node_modules/lucide-react/")) return "shared";
  const file = path.relative(import.meta.dirname, id);
  if (!/^app\/(components|content|seo|shared)\/.*\.(ts|tsx)$/.test(file)) return undefined;
  // Code only one page needs (the contact form's schema pulls in zod) stays with that page,
  // and the owner's inbox stays with its own routes: a visitor never downloads it.
  if (/\.server\.|enquiry/.test(file) || INBOX_CODE.test(file)) return undefined;
  return "shared";
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverEntryNames()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __SITE_URL__: JSON.stringify(buildEnv.SITE_URL),
    __LIVE_CHAT_SCRIPT_URL__: JSON.stringify(buildEnv.LIVE_CHAT_SCRIPT_URL),
  },
  // The production server (server/app.ts -> build/server/server.js) is bundled with the
  // routes (build/server/index.js) so that both share one module graph: the enquiry
  // runtime the contact action uses is the one the server starts and stops.
  environments: {
    // Fewer, larger requests on a first visit (docs/PERFORMANCE.md): the app's shared
    // client code (components, content, helpers) and the icons it uses go into one chunk.
    client: { build: { rollupOptions: { output: { manualChunks: sharedClientChunk } } } },
    ssr: {
      build: {
        rollupOptions: {
          input: { index: "virtual:react-router/server-build", server: "./server/app.ts" },
        },
      },
    },
  },
});
