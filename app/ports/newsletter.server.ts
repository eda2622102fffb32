import type { AppContext } from "./context.server";

export type Subscription = { email: string; name?: string; entity: "NV" | "EM"; source: "footer" | "inline" | "popup" };

export function newsletter(context: AppContext) {
  const db = context.cloudflare.env.DB;
  return {
    /** Stores the subscription once per e-mail (case-insensitive). */
    async subscribe(subscription: Subscription): Promise<"subscribed" | "already-subscribed"> {
      const result = await db
        .prepare(
          `INSERT INTO newsletter_subscriptions (email, name, entity, source, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (email) DO NOTHING`,
        )
        .bind(
          subscription.email.toLowerCase(),
          subscription.name ?? null,
          subscription.entity,
          subscription.source,
          new Date().toISOString(),
        )
        .run();
      return result.meta.changes > 0 ? "subscribed" : "already-subscribed";
    },
  };
}
