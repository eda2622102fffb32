import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

import { remixConfig } from "./remix.config";
import { criticalCss } from "./scripts/vite/critical-css";

export default defineConfig(({ command }) => ({
  // The dev proxy gives `remix vite:dev` local KV/D1; a production build does not need it.
  plugins: [...(command === "serve" ? [cloudflareDevProxyVitePlugin()] : []), criticalCss(), remix(remixConfig)],
  build: {
    // Vite splits every module two routes share into its own chunk: a listing needed 22 files, half
    // under 1 KB, each a request and a modulepreload to start (decision 046). Small side-effect-free
    // chunks are merged into one loaded under the same conditions.
    // A merged chunk would take the name of whichever module came first ('pvt.account.profile' for
    // React), so chunks are named for what they hold.
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 8_000,
        // React and the router are two chunks: the browser compiles each module in a task of its
        // own, and one 260 KB chunk was one ~50 ms compile on a slow phone's main thread.
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|scheduler)\//.test(id)
            ? "react"
            : /node_modules\/(react-router|react-router-dom|@remix-run|turbo-stream)\//.test(id)
              ? "framework"
              : // The studio's own modules, in a chunk only /studio loads: merged by the minimum chunk
                // size above, they landed in chunks the storefront's root imports (the storefront's
                // first-load JS must not grow for the studio). Its paths module is the root's too.
                /\/app\/(components\/studio|domain\/studio\/(?!paths)|routes\/studio)/.test(id)
                ? "studio"
                : undefined,
        // Only the modules named above go to those chunks; what they import is chunked as usual.
        onlyExplicitManualChunks: true,
        chunkFileNames: (chunk) => {
          const library = ["maplibre-gl", "swiper"].find((name) =>
            chunk.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)),
          );
          return `assets/${["react", "framework", "studio"].includes(chunk.name) ? chunk.name : (library ?? "shared")}-[hash].js`;
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
