// The Worker's entry, and the server build's (vite.config.ts, as Hydrogen's server.ts): requests and
// cron events go to the request pipeline (app/server/, decision 107) with Remix's server build, which
// Vite bundles into this same file, so the app is bundled once. The cart's Durable Object class is
// exported beside them.
import type { ServerBuild } from "@remix-run/cloudflare";
import * as build from "virtual:remix/server-build";

import { storefront } from "../app/server/storefront.server";

export { CartObject } from "./cart";

export default storefront(build as ServerBuild);
