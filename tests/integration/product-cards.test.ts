// Product cards, spec products-and-buying §5 Variants, Cards: "only items with
// AvailableQuantity > 0 are used", colours as 'Nombre__#HEX', presentations sorted by their leading
// number; §9 "Shown price = price × unitMultiplier"; §5 Badges: cards need the product's clusters. The
// summaries read them in the same query as the card, from real local D1.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { showsFrom } from "../../app/domain/product-card";
import { productSummaries } from "../../app/ports/catalog/summaries.server";
import { seedReadsCatalogue } from "./catalog-fixture";

beforeAll(seedReadsCatalogue);

describe("card summaries", () => {
  it("carry each product's in-stock variants, prices, pictures and collections", async () => {
    const [sauvage, rouge, pack] = await productSummaries(env.DB, [10, 14, 18]);

    // 60 ML has no stock: the card offers 100 and 200 ML, from $254.900.
    expect(sauvage!.variants).toEqual({
      colors: [],
      presentations: [
        { sku: "1002", label: "100 ML", hexColor: null, price: 254900, listPrice: 254900, image: null },
        { sku: "1003", label: "200 ML", hexColor: null, price: 329900, listPrice: 329900, image: null },
      ],
    });
    expect(showsFrom(sauvage!.variants)).toBe(true);
    expect([...sauvage!.clusters].sort()).toEqual(["1531", "2432", "mas-vendidos"]);

    // The shade without stock is left out; the one in stock brings its own picture.
    expect(rouge!.variants).toEqual({
      colors: [{ sku: "1401", label: "999", hexColor: "#B3172C", price: 75900, listPrice: 75900, image: "/media/products/lipstick-frente-b3172c.svg" }],
      presentations: [],
    });
    expect(rouge!.clusters).toEqual([]);

    // A pack of two is priced as the shopper pays it.
    expect(pack!.variants.presentations).toEqual([{ sku: "1801", label: "50 ML", hexColor: null, price: 199800, listPrice: 259800, image: null }]);
  });

  it("a product without stock has no variants to add", async () => {
    const [idole] = await productSummaries(env.DB, [19]);
    expect(idole!.variants).toEqual({ colors: [], presentations: [] });
  });
});
