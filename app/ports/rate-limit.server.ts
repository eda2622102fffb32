import type { AppContext } from "./context.server";

/**
 * Fixed-window counters in D1 for public forms. Approximate by design: a burst at a window edge
 * may get up to twice the limit, which is enough to stop scripted abuse.
 */
export function rateLimits(context: AppContext) {
  const db = context.cloudflare.env.DB;
  return {
    async allow(form: string, client: string, limit: number, windowSeconds: number): Promise<boolean> {
      const now = Math.floor(Date.now() / 1000);
      const window = Math.floor(now / windowSeconds);
      const row = await db
        .prepare(
          `INSERT INTO rate_limits (bucket, hits, expires_at) VALUES (?1, 1, ?2)
           ON CONFLICT (bucket) DO UPDATE SET hits = hits + 1
           RETURNING hits`,
        )
        .bind(`${form}:${client}:${window}`, (window + 1) * windowSeconds)
        .first<{ hits: number }>();
      return (row?.hits ?? 0) <= limit;
    },
  };
}

/** The connecting client as Cloudflare reports it; local runs share one bucket. */
export const clientOf = (request: Request) => request.headers.get("CF-Connecting-IP") ?? "local";

/** Run by the scheduled handler so the table only holds live windows. */
export async function purgeExpiredRateLimits(env: Env): Promise<void> {
  await env.DB.prepare("DELETE FROM rate_limits WHERE expires_at < ?1")
    .bind(Math.floor(Date.now() / 1000))
    .run();
}
