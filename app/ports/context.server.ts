import type { AppLoadContext } from "@remix-run/cloudflare";

/** What every store port receives: the Worker's bindings and execution context. */
export type AppContext = Pick<AppLoadContext, "cloudflare">;
