declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
      cf: IncomingRequestCfProperties | undefined;
    };
    /** Per-request CSP nonce, set by the Worker before Remix renders. */
    nonce: string;
  }
}

export {};
