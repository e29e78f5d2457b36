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

/**
 * Client chunks by folder (see the `client` environment below):
 * - the public chrome (components/layout, components/ui) and the content's language-neutral
 *   helpers go into one chunk every public page loads: fewer, larger requests on a first visit;
 *   React DOM too, which would otherwise be split in two (its client in the entry, its index,
 *   which page code imports for `preload`, in a file of its own): one file compresses better,
 *   0.5 KB of brotli less on every page (docs/decisions/0065-attribution-first-touch-per-tab.md);
 * - each language's words (content/en, content/ta) into a chunk of their own, which only that
 *   language's layout imports: an English page carries no Tamil and a Tamil page no English;
 * - the inbox's words (content/admin) into one only the inbox's routes import;
 * - everything else (a page's own components, the contact form, the owner's inbox, icons, zod)
 *   stays with the routes that import it, so a page downloads only what it uses.
 */
const CHUNK_OF_FOLDER: Array<[folder: string, chunk: string]> = [
  ["app/content/admin/", "copy-admin"],
  ["app/content/en/", "copy-en"],
  ["app/content/ta/", "copy-ta"],
  ["app/content/admin/", "copy-admin"],
  ["app/content/", "shared"],
  ["app/components/layout/", "shared"],
  ["app/components/ui/", "shared"],
  ["node_modules/react-dom/", "shared"],
];

function clientChunk(id: string): string | undefined {
  // CommonJS packages come with virtual wrappers ("\0/…/react-dom/index.js?commonjs-es-import").
  const file = path.relative(import.meta.dirname, id.replace(/^\0/, "")).split(path.sep).join("/");
  return CHUNK_OF_FOLDER.find(([folder]) => file.startsWith(folder))?.[1];
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverEntryNames()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __SITE_URL__: JSON.stringify(buildEnv.SITE_URL),
    __LIVE_CHAT_SCRIPT_URL__: JSON.stringify(buildEnv.LIVE_CHAT_SCRIPT_URL),
    __BUILD_YEAR__: JSON.stringify(buildEnv.BUILD_YEAR),
  },
  // The production server (server/app.ts -> build/server/server.js) is bundled with the
  // routes (build/server/index.js) so that both share one module graph: the enquiry
  // runtime the contact action uses is the one the server starts and stops.
  environments: {
    client: {
      build: {
        rollupOptions: { output: { manualChunks: clientChunk } },
      },
    },
    ssr: {
      build: {
        rollupOptions: {
          input: { index: "virtual:react-router/server-build", server: "./server/app.ts" },
        },
      },
    },
  },
});
