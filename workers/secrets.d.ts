// Secrets are not in wrangler.toml, so `wrangler types` cannot see them: `.dev.vars` locally
// (written by `npm start`), `wrangler secret put` in production.
declare namespace Cloudflare {
  interface Env {
    /** Comma-separated; the first signs, all verify (rotation). */
    SESSION_SECRET: string;
    /** Mercado Pago's access token (APP_USR-… in production, TEST-… with test credentials; decision 113). */
    MERCADOPAGO_ACCESS_TOKEN?: string;
    /** The webhooks' secret signature from Mercado Pago's 'Tus integraciones'; comma-separated while rotating. */
    MERCADOPAGO_WEBHOOK_SECRET?: string;
    /** Resend's API key (re_…; decision 116). Without it the outbox keeps its mail until one is set. */
    EMAIL_API_KEY?: string;
    /**
     * 'on' only where EMAIL_API_URL is the local stand-in (.dev.vars, the e2e server, the tests): the
     * studio's /studio/correo reads the local mailbox. Never set in production: the page is a 404 there.
     */
    LOCAL_MAILBOX?: string;
    /** 'on' only on the e2e server: /__e2e/cron runs the cron at a given time (decision 075). */
    E2E_CRON?: string;
    /**
     * 'on' only on the e2e and bench servers: the fault switch counts the stores' calls
     * (/__faults/contadores) and fails or stalls them per request (app/server/faults.server.ts).
     */
    FAULTS?: string;
  }
}
