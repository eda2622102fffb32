// Delivery zones by postal-code number (the CPA's four digits), for the delivery promise. The ranges
// follow Argentina's postal-code regions, do not overlap and cover 1000–9499; a product's
// delivery_zones is a bitmask over `bit`.

/** [name, from, to], in bit order. */
const zones = [
  ["CABA", 1000, 1499],
  ["GBA", 1500, 1999],
  ["Santa Fe y Rosario", 2000, 3099],
  ["Litoral y NEA", 3100, 3799],
  ["NOA", 3800, 4999],
  ["Córdoba", 5000, 5499],
  ["Cuyo", 5500, 5999],
  ["Buenos Aires interior y La Pampa", 6000, 7999],
  ["Patagonia", 8000, 9499],
];
const everywhere = (1 << zones.length) - 1;
const amba = 0b11; // CABA + GBA
const notPatagonia = everywhere & ~(1 << (zones.length - 1));

/** Most products reach every zone; some only AMBA, more of them among luxury brands. */
export function assignDeliveryZones({ brands, rows }, { random }) {
  const luxury = new Set(brands.filter((brand) => brand.is_luxury).map((brand) => brand.id));
  for (const product of rows.products) {
    const r = random();
    if (product.is_gift) product.delivery_zones = everywhere;
    else if (r < (luxury.has(product.brand_id) ? 0.3 : 0.1)) product.delivery_zones = amba;
    else if (r > 0.95) product.delivery_zones = notPatagonia;
    else product.delivery_zones = everywhere;
  }
  return zones.map(([name, from, to], bit) => ({ bit, name, postal_code_from: from, postal_code_to: to }));
}
