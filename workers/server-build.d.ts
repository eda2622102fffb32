// Remix's server build as a module (`virtual:remix/server-build`, what a custom server imports in
// Remix's Vite docs): the members of its `ServerBuild`.
declare module "virtual:remix/server-build" {
  import type { ServerBuild } from "@remix-run/cloudflare";

  export const entry: ServerBuild["entry"];
  export const routes: ServerBuild["routes"];
  export const assets: ServerBuild["assets"];
  export const basename: ServerBuild["basename"];
  export const publicPath: ServerBuild["publicPath"];
  export const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
  export const future: ServerBuild["future"];
  export const isSpaMode: ServerBuild["isSpaMode"];
  export const mode: ServerBuild["mode"];
}
