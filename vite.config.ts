import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { remixConfig } from "./remix.config";

export default defineConfig(({ command }) => ({
  // The dev proxy gives `remix vite:dev` local KV/D1; a production build does not need it.
  plugins: [...(command === "serve" ? [cloudflareDevProxyVitePlugin()] : []), remix(remixConfig)],
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
}));
