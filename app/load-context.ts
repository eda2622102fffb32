import type { ServerRenderData } from "./http/server-render";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
      cf: IncomingRequestCfProperties | undefined;
    };
    /**
     * The `fetch` outside services (Mercado Pago) are called with: the Worker's own, wrapped by the
     * fault switch on the test servers (app/server/faults.server.ts).
     */
    outside: typeof fetch;
    /** Per-request CSP nonce, set by the Worker before Remix renders. */
    nonce: string;
    /** The paths without parameters this worker's build answers: where content links may point (decision 059). */
    routePaths: readonly string[];
    /** The catalogue version a GET renders from, for the catalogue's edge copies; absent for posts (decision 076). */
    catalogueVersion?: number | null;
    /** Set by the session store when the answer is built from a session holding something (decision 058). */
    answer: { personal: boolean };
    /** Data only the server render reads, kept by loaders out of the hydration data (decision 084). */
    serverRender?: ServerRenderData;
  }
}

export {};
