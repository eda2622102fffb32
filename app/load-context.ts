declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
      cf: IncomingRequestCfProperties | undefined;
    };
    /** Per-request CSP nonce, set by the Worker before Remix renders. */
    nonce: string;
    /** Set by the session store when the answer is built from a session holding something (decision 058). */
    answer: { personal: boolean };
  }
}

export {};
