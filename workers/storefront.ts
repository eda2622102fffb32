// The Worker's entry: requests and cron events go to the app's server build, which holds the whole
// request pipeline (app/server/, decision 107); the cart's Durable Object class is exported beside it.
import type { ServerBuild } from "@remix-run/cloudflare";

// @ts-expect-error the server build is plain JS produced by `remix vite:build` (no declarations)
import * as build from "../build/server/index.js";

export { CartObject } from "./cart";

const serverBuild = build as unknown as ServerBuild;
/** app/entry.server.tsx exports the pipeline beside Remix's handlers: its module is the build's entry. */
const entry = serverBuild.entry.module as unknown as {
  storefront: (build: ServerBuild) => Required<Pick<ExportedHandler<Env>, "fetch" | "scheduled">>;
};

export default entry.storefront(serverBuild);
