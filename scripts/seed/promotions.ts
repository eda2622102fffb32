// The promotions the seeded content advertises (decision 122), so the demo store honours its own
// banners: '2x1 en fragancias', '30% OFF en maquillaje', '70% en la 2da unidad', '10% OFF en tu
// primera compra' (the newsletter's), and a spring coupon that ends on 30/11. Idempotent like the
// demo accounts: a promotion ops changed in the dev store survives reseeding. Brands are named and
// looked up, so the rows follow whatever ids the catalogue seed gave them.
import { normalisedCode } from "../../app/domain/promotions/coupon";

type SeededPromotion = {
  id: string;
  name: string;
  badge: string | null;
  kind: string;
  columns: Record<string, number>;
  categories: string[];
  brands: string[];
  startsAt: string;
  endsAt: string | null;
  priority: number;
  firstPurchase?: boolean;
  coupons?: { code: string; maxUses: number | null; maxUsesPerShopper: number | null }[];
};

/** From the first minute of 2026 in Buenos Aires. */
const since2026 = "2026-01-01T03:00:00.000Z";

export const seededPromotions: readonly SeededPromotion[] = [
  {
    id: "dos-por-uno-fragancias",
    name: "2x1 en fragancias",
    badge: "2x1",
    kind: "buy-n-pay-m",
    columns: { buy: 2, pay: 1 },
    categories: ["/fragancias"],
    brands: ["Chanel", "Carolina Herrera", "Rabanne"],
    startsAt: since2026,
    endsAt: null,
    priority: 30,
  },
  {
    id: "treinta-off-maquillaje",
    name: "30% OFF en maquillaje",
    badge: "30% OFF",
    kind: "percent-off",
    columns: { percent: 30 },
    categories: ["/maquillaje"],
    brands: ["NYX Professional Makeup", "Revlon", "Rimmel London", "Essence", "Catrice", "Max Factor", "Bourjois"],
    startsAt: since2026,
    endsAt: null,
    priority: 20,
  },
  {
    id: "segunda-unidad-tratamiento",
    name: "70% en la 2da unidad de tratamiento",
    badge: "2da al 70%",
    kind: "nth-unit-percent",
    columns: { nth: 2, percent: 70 },
    categories: ["/tratamiento"],
    brands: [],
    startsAt: since2026,
    endsAt: null,
    priority: 10,
  },
  {
    id: "bienvenida",
    name: "10% OFF en tu primera compra",
    badge: null,
    kind: "percent-off",
    columns: { percent: 10 },
    categories: [],
    brands: [],
    startsAt: since2026,
    endsAt: null,
    priority: 0,
    firstPurchase: true,
    coupons: [{ code: "BIENVENIDA10", maxUses: null, maxUsesPerShopper: 1 }],
  },
  {
    id: "primavera",
    name: "15% OFF con el cupón PRIMAVERA",
    badge: null,
    kind: "percent-off",
    columns: { percent: 15 },
    categories: [],
    brands: [],
    startsAt: "2026-09-21T03:00:00.000Z",
    // Through 30/11 in Buenos Aires.
    endsAt: "2026-12-01T03:00:00.000Z",
    priority: 0,
    coupons: [{ code: "PRIMAVERA", maxUses: 5000, maxUsesPerShopper: 1 }],
  },
];

const text = (value: string | null) => (value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`);

export function promotionsSql(now = new Date().toISOString()): string[] {
  return seededPromotions.flatMap((promotion) => {
    const brands = promotion.brands.length
      ? `(SELECT json_group_array(CAST(id AS TEXT)) FROM brands WHERE name IN (${promotion.brands.map(text).join(", ")}))`
      : "json_array()";
    const scope = `json_object('categories', json(${text(JSON.stringify(promotion.categories))}), 'brands', json(${brands}), 'collections', json_array(), 'skus', json_array())`;
    const columns = Object.keys(promotion.columns);
    return [
      `INSERT INTO promotions (id, name, badge, kind, ${columns.join(", ")}, scope, starts_at, ends_at, priority, first_purchase,
         needs_coupon, created_at, updated_at, updated_by)
       VALUES (${text(promotion.id)}, ${text(promotion.name)}, ${text(promotion.badge)}, ${text(promotion.kind)},
         ${columns.map((column) => promotion.columns[column]).join(", ")}, ${scope}, ${text(promotion.startsAt)},
         ${text(promotion.endsAt)}, ${promotion.priority}, ${Number(promotion.firstPurchase ?? false)},
         ${Number(Boolean(promotion.coupons))}, ${text(now)}, ${text(now)}, 'semilla') ON CONFLICT DO NOTHING;`,
      ...(promotion.coupons ?? []).map(
        (coupon) =>
          `INSERT INTO coupons (code, promotion_id, max_uses, max_uses_per_shopper, created_at)
           VALUES (${text(normalisedCode(coupon.code))}, ${text(promotion.id)}, ${coupon.maxUses ?? "NULL"},
             ${coupon.maxUsesPerShopper ?? "NULL"}, ${text(now)}) ON CONFLICT DO NOTHING;`,
      ),
    ];
  });
}
