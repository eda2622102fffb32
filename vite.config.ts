import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";

import { remixConfig } from "./remix.config";
import { criticalCss } from "./scripts/vite/critical-css";
import { manualChunks, namedChunks } from "./vite-chunks";

export default defineConfig(({ command }) => ({
  // The dev proxy gives `remix vite:dev` local KV/D1; a production build does not need it.
  plugins: [
    ...(command === "serve" ? [cloudflareDevProxyVitePlugin()] : []),
    criticalCss(),
    remix(remixConfig),
    workerEntry(),
  ],
  build: {
    // Chunks are named for what they hold, not after whichever module came first ('pvt.account.profile'
    // for React); which module goes where is vite-chunks.ts (decisions 046, 081).
    rollupOptions: {
      output: {
        manualChunks: manualChunks(),
        // Only the modules named above go to those chunks; what they import is chunked as usual.
        onlyExplicitManualChunks: true,
        chunkFileNames: (chunk) => {
          const library = ["maplibre-gl", "swiper"].find((name) =>
            chunk.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)),
          );
          return `assets/${namedChunks.includes(chunk.name) ? chunk.name : (library ?? "shared")}-[hash].js`;
        },
      },
    },
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
}));

/**
 * The server build's entry is the Worker's (workers/storefront.ts), which imports Remix's build as
 * `virtual:remix/server-build`, as Hydrogen's server.ts does: one bundle holds the request pipeline
 * and the app (decision 107). After Remix's plugin, so its input is the one Vite takes.
 */
function workerEntry(): Plugin {
  return {
    name: "esencia:worker-entry",
    config(_config, { isSsrBuild }) {
      if (!isSsrBuild) return undefined;
      return { build: { rollupOptions: { input: "workers/storefront.ts", external: ["cloudflare:workers"] } } };
    },
  };
}
