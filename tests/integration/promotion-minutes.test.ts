// Decision 122: cards and the PDP are cached under the catalogue version, so a promotion's start and
// end minutes must move it. The per-minute cron does (`passPromotionMinutes`), once per minute passed,
// against the real local D1.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { passPromotionMinutes } from "../../app/ports/promotions.server";

const startsAt = Date.parse("2026-12-01T03:00:00.000Z");
const endsAt = Date.parse("2026-12-02T03:00:00.000Z");

const catalogue = async () =>
  (await env.DB.prepare("SELECT version, changed_at FROM store_versions WHERE name = 'catalogue'").first<{
    version: number;
    changed_at: number;
  }>())!;

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO promotions (id, name, kind, percent, scope, starts_at, ends_at, created_at, updated_at)
     VALUES ('noche', 'Noche de perfumes', 'percent-off', 20, '{}', ?1, ?2, ?1, ?1)`,
  )
    .bind(new Date(startsAt).toISOString(), new Date(endsAt).toISOString())
    .run();
  // The catalogue last moved before the promotion's start (the INSERT above moved it to now).
  await env.DB.prepare("UPDATE store_versions SET changed_at = ?1 WHERE name = 'catalogue'")
    .bind(startsAt - 60_000)
    .run();
});

describe("the cron moves the catalogue version at a promotion's minutes", () => {
  it("moves nothing before the start", async () => {
    const before = await catalogue();
    expect(await passPromotionMinutes(env.DB, new Date(startsAt - 1))).toBe(false);
    expect(await catalogue()).toEqual(before);
  });

  it("moves it once the start has passed, and not again for the same minute", async () => {
    const before = await catalogue();
    expect(await passPromotionMinutes(env.DB, new Date(startsAt + 30_000))).toBe(true);
    expect(await catalogue()).toEqual({ version: before.version + 1, changed_at: startsAt + 30_000 });
    expect(await passPromotionMinutes(env.DB, new Date(startsAt + 90_000))).toBe(false);
  });

  it("moves it again once the end has passed", async () => {
    const before = await catalogue();
    expect(await passPromotionMinutes(env.DB, new Date(endsAt - 1))).toBe(false);
    expect(await passPromotionMinutes(env.DB, new Date(endsAt))).toBe(true);
    expect((await catalogue()).version).toBe(before.version + 1);
  });
});
