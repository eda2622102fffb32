// Decision 002: the cart Durable Object binding round-trips under workerd (the cart's rules are
// tested with the cart; here the store is proven strongly consistent).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("CARTS Durable Object", () => {
  it("keeps a cart's lines between calls", async () => {
    const cart = env.CARTS.get(env.CARTS.idFromName("cart-round-trip"));
    await cart.add({ sku: "101", seller: "1", quantity: 2 });
    await cart.add({ sku: "205", seller: "1", quantity: 1 });
    expect(await cart.lines()).toEqual([
      { sku: "101", seller: "1", quantity: 2 },
      { sku: "205", seller: "1", quantity: 1 },
    ]);
    expect(await cart.setQuantity({ sku: "101", seller: "1", quantity: 0 })).toEqual({
      lines: [{ sku: "205", seller: "1", quantity: 1 }],
      before: 2,
    });
  });

  it("ends 100 concurrent adds on one cart with the exact quantity", async () => {
    const cart = env.CARTS.get(env.CARTS.idFromName("cart-concurrent"));
    await Promise.all(Array.from({ length: 100 }, () => cart.add({ sku: "300", seller: "1", quantity: 1 })));
    expect(await cart.lines()).toEqual([{ sku: "300", seller: "1", quantity: 100 }]);
  });
});
