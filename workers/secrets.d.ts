// Secrets are not in wrangler.toml, so `wrangler types` cannot see them: `.dev.vars` locally
// (written by `npm start`), `wrangler secret put` in production.
declare namespace Cloudflare {
  interface Env {
    /** Comma-separated; the first signs, all verify (rotation). */
    SESSION_SECRET: string;
  }
}
