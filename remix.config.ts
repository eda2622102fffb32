import type { VitePluginConfig } from "@remix-run/dev";

/** Remix options, kept apart from Vite's so that build tooling and docs can read them alone. */
export const remixConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
} satisfies VitePluginConfig;

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}
