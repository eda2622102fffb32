// The cron trigger's work (wrangler.toml [triggers]): every minute the studio's scheduled publishes,
// at the trigger's time (decision 075), the e-mail outbox's delivery (decision 116), the
// promotions' start and end minutes (decision 122) and the price lists' (decision 129); every
// quarter hour also the upstream copies, read with `outside` (spec storefront-shell §7), the payments
// awaited from Mercado Pago and the orders whose payment window ended (decision 113), and the purges.
import { purgeOverSessions } from "../../ports/account-sessions.server";
import { passPromotionMinutes } from "../../ports/promotions.server";
import { purgeExpiredRateLimits } from "../../ports/rate-limit.server";
import { purgeOldStaffSessions } from "../../ports/staff-sessions.server";
import { renewStoreVersions } from "../../ports/store-versions.server";
import { passPriceLists } from "../catalogue/price-list-minutes.server";
import { deliverDueEmails } from "../mail/deliver.server";
import { reconcilePayments } from "../payments/payment-news.server";
import { refreshUpstreamCopies } from "../shell/upstream.server";
import { publishScheduled } from "../studio/publishing-for.server";

/** wrangler.toml's per-minute trigger; the other one runs the quarter-hour upkeep. */
export const everyMinute = "* * * * *";

export function upkeep(
  { cron, scheduledTime }: Pick<ScheduledController, "cron" | "scheduledTime">,
  env: Env,
  routePaths: readonly string[],
  outside: typeof fetch,
): Promise<unknown> {
  const jobs: Promise<unknown>[] = [
    publishScheduled(env, routePaths, scheduledTime),
    // Mail goes out within a minute of the change that wrote it; a failed run is the next one's.
    deliverDueEmails(env, outside, new Date(scheduledTime)).catch((error: unknown) =>
      console.error("Correo: la entrega falló", error),
    ),
    // A promotion that began or ended moves the catalogue version: cached cards follow within the minute.
    passPromotionMinutes(env.DB, new Date(scheduledTime))
      .then((moved) => (moved ? renewStoreVersions(env.DB) : undefined))
      .catch((error: unknown) => console.error("Promociones: no se pudo mover la versión del catálogo", error)),
    // A price list's start or end minute writes `prices`; a failed run is caught up by the next one.
    passPriceLists(env, new Date(scheduledTime)).catch((error: unknown) =>
      console.error("Listas de precios: no se pudieron aplicar sus minutos", error),
    ),
  ];
  if (cron !== everyMinute) {
    jobs.push(
      refreshUpstreamCopies(env, routePaths, outside),
      reconcilePayments({ env, outside }, new Date(scheduledTime)),
      purgeExpiredRateLimits(env),
      purgeOverSessions(env),
      purgeOldStaffSessions(env),
    );
  }
  return Promise.all(jobs);
}
