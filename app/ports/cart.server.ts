// The cart port (decision 002): lines in the cart's Durable Object, everything else read from the
// catalogue whenever the cart is shown or changed. The cart id only ever comes from the session.
import type { CartLine, CartObject } from "../../workers/cart";
import { cartOf, needsEmptying, type Cart, type LineChange } from "../domain/cart/cart";
import { lineQuantityCap } from "../domain/cart/quantity";
import { cartCopy } from "../forms/cart-copy";
import { cartItems, type CatalogueCartItem } from "./catalog/cart-items.server";
import type { AppContext } from "./context.server";
import type { ShopperSession } from "./session.server";

/** Spec products-and-buying §3 "Cart gift list": custom field 'gift-skuid' under app 'fs-gifts'. */
const giftList = { app: "fs-gifts", field: "gift-skuid" } as const;
/** The coupon code the shopper put in the bag (decision 122), normalised; checked whenever the bag is priced. */
const couponField = { app: "esencia-promociones", field: "cupon" } as const;

type CartStub = DurableObjectStub<CartObject>;

/** The gift list and the coupon, as the cart keeps them. */
async function customDataOf(cart: CartStub): Promise<{ giftSkuIds: string[]; coupon: string | null }> {
  const [gifts, coupon] = await Promise.all([
    cart.customData(giftList.app, giftList.field),
    cart.customData(couponField.app, couponField.field),
  ]);
  return { giftSkuIds: parseGiftList(gifts), coupon: coupon || null };
}

export type CartChange = {
  cart: Cart;
  status: "success" | "error";
  message: string;
  changed?: LineChange | LineChange[];
};

const lineChange = (item: CatalogueCartItem, units: number): LineChange | undefined =>
  units === 0
    ? undefined
    : { sku: item.sku, name: item.name, brand: item.brand, variant: item.variant, price: item.price, units };

const emptyCart = (): Cart => cartOf([], []);

/** A bound on what the session cookie carries: a bag longer than this shows the check on its newest lines only. */
const maxCartSkus = 60;

/** The SKU ids the cards mark as added, newest lines last; the cookie keeps the last `maxCartSkus`. */
const cartSkusOf = (cart: Cart) => [...new Set(cart.items.map((item) => item.sku))].slice(-maxCartSkus);

const parseGiftList = (value: string | null): string[] => {
  try {
    const parsed: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

/** The session's cart. Writes create the cart (and its id in the session): commit the session after them. */
export function sessionCart(context: AppContext, session: ShopperSession) {
  const { CARTS, DB } = context.cloudflare.env;
  // An id the session reserved (sessions().commit) names no cart until a write counted its items.
  const existing = () => {
    const id = session.get("cartId");
    return id && session.has("cartItems") ? CARTS.get(CARTS.idFromName(id)) : null;
  };
  const ensured = () => {
    if (!session.get("cartId")) session.set("cartId", crypto.randomUUID());
    return CARTS.get(CARTS.idFromName(session.get("cartId")!));
  };

  /**
   * Lines priced with the catalogue now; lines of SKUs the catalogue dropped are left out. Promotions
   * are the bag feature's to apply (features/cart/promotions.server.ts): the coupon is carried as kept.
   */
  async function priced(
    lines: CartLine[],
    { giftSkuIds, coupon }: { giftSkuIds: string[]; coupon: string | null },
  ): Promise<Cart> {
    const known = new Map<string, CatalogueCartItem>();
    for (const seller of new Set(lines.map((line) => line.seller))) {
      const skus = lines.filter((line) => line.seller === seller).map((line) => line.sku);
      for (const [sku, item] of await cartItems(DB, skus, seller)) known.set(`${seller}:${sku}`, item);
    }
    const items = lines.flatMap((line) => {
      const item = known.get(`${line.seller}:${line.sku}`);
      if (!item) return [];
      const { isGift: _, isVisible: __, ...shown } = item;
      return [{ ...shown, quantity: line.quantity }];
    });
    const cart = { ...cartOf(items, giftSkuIds), coupon };
    session.set("cartItems", cart.totalItems);
    session.set("cartSkus", cartSkusOf(cart));
    return cart;
  }

  async function emptied(): Promise<Cart> {
    const cart = existing();
    if (cart) {
      await cart.empty();
      await cart.setCustomData(giftList.app, giftList.field, "[]");
      await cart.setCustomData(couponField.app, couponField.field, "");
    }
    session.set("cartItems", 0);
    session.set("cartSkus", []);
    return emptyCart();
  }

  async function read(): Promise<Cart> {
    const cart = existing();
    if (!cart) return emptyCart();
    const [lines, kept] = await Promise.all([cart.lines(), customDataOf(cart)]);
    const current = await priced(lines, kept);
    return needsEmptying(current) ? emptied() : current;
  }

  return {
    read,

    /** Adds units of a SKU, never beyond its stock or the line limit; the price is the catalogue's. */
    async add(line: CartLine): Promise<CartChange> {
      const item = (await cartItems(DB, [line.sku], line.seller)).get(line.sku);
      if (!item || item.isGift) return { cart: await read(), status: "error", message: cartCopy.unknownSku };
      if (!item.isVisible) return { cart: await read(), status: "error", message: cartCopy.notForSale(item.name) };
      const cap = lineQuantityCap(item.available);
      if (cap === 0) return { cart: await read(), status: "error", message: cartCopy.outOfStock(item.name) };
      // What this request added is the cart's own answer: concurrent adds each learn their share.
      const cart = ensured();
      const { lines, added } = await cart.add(line, cap);
      const current = await priced(lines, await customDataOf(cart));
      const changed = lineChange(item, added);
      if (added >= line.quantity)
        return { cart: current, status: "success", message: cartCopy.added(item.name), changed };
      const message = cap < item.available ? cartCopy.lineLimit(item.name) : cartCopy.onlyAvailable(item.name, cap);
      return { cart: current, status: "error", message, changed };
    },

    /**
     * Several SKUs at once (the base layout's SKU matrix), one after another with the same rules as
     * `add`: the first refusal is the answer, what could be added stays added.
     */
    async addSeveral(lines: CartLine[]): Promise<CartChange> {
      const changes: CartChange[] = [];
      for (const line of lines) changes.push(await this.add(line));
      const last = changes.at(-1);
      if (!last) return { cart: await read(), status: "error", message: cartCopy.chooseQuantities };
      const changed = changes.flatMap((change) => change.changed ?? []);
      const refused = changes.find((change) => change.status === "error");
      return {
        cart: last.cart,
        status: refused ? "error" : "success",
        message: (refused ?? changes[0]!).message,
        changed,
      };
    },

    /** Sets a line's quantity, lowered to what stock allows; zero removes the line. */
    async setQuantity(line: CartLine): Promise<CartChange> {
      const cart = existing();
      if (!cart) return { cart: emptyCart(), status: "error", message: cartCopy.unknownSku };
      const item = (await cartItems(DB, [line.sku], line.seller)).get(line.sku);
      const cap = item ? lineQuantityCap(item.available) : 0;
      const quantity = Math.min(line.quantity, cap);
      const { lines, before } = await cart.setQuantity({ ...line, quantity });
      const current = await priced(lines, await customDataOf(cart));
      if (!item) return { cart: current, status: "error", message: cartCopy.unknownSku };
      const changed = lineChange(item, quantity - before);
      if (quantity === 0) {
        const message = line.quantity === 0 ? cartCopy.removed(item.name) : cartCopy.outOfStock(item.name);
        return { cart: current, status: line.quantity === 0 ? "success" : "error", message, changed };
      }
      if (quantity < line.quantity)
        return { cart: current, status: "error", message: cartCopy.onlyAvailable(item.name, quantity), changed };
      return { cart: current, status: "success", message: cartCopy.updated, changed };
    },

    /** 'Vaciar carrito' (spec §4): every line goes, then the gift list is reset to empty. */
    async empty(): Promise<CartChange> {
      return { cart: await emptied(), status: "success", message: cartCopy.emptied };
    },

    /**
     * Keeps a coupon code (normalised) in the bag, or takes it out (null). Only a bag that exists
     * keeps one: answers whether it did.
     */
    async setCoupon(code: string | null): Promise<boolean> {
      const cart = existing();
      if (!cart) return false;
      await cart.setCustomData(couponField.app, couponField.field, code ?? "");
      return true;
    },

    /** What the shopper typed into the order form, as stored (decision 114); {} without a cart. */
    async checkoutDraft(): Promise<Record<string, string>> {
      return (await existing()?.checkoutDraft()) ?? {};
    },

    /**
     * Keeps the fields given, leaving the others as they were. Only a cart the session already has
     * keeps a draft (the order form is shown only with a bag): answers whether one did.
     */
    async saveCheckoutDraft(fields: Record<string, string>): Promise<boolean> {
      const cart = existing();
      if (!cart) return false;
      await cart.updateCheckoutDraft(fields);
      return true;
    },

    /** Forgets the order form's draft, before `forget()` once an order is placed. */
    async forgetCheckoutDraft(): Promise<void> {
      await existing()?.clearCheckoutDraft();
    },

    /** After an order is placed: a new, empty cart for the next purchase. */
    forget(): void {
      session.unset("cartId");
      session.set("cartItems", 0);
      session.set("cartSkus", []);
    },
  };
}

/**
 * Sign-in rotates the cart binding with the session (decision 056): the bag (and the order form's
 * draft) moves to a new cart id, and the old cart is emptied, so a copy of the pre-login cookie no longer reaches the
 * signed-in person's bag. Returns the new id (none when there was no cart).
 */
export async function moveCartToNewId(context: AppContext, cartId: string | undefined): Promise<string | undefined> {
  if (!cartId) return undefined;
  const { CARTS } = context.cloudflare.env;
  const from = CARTS.get(CARTS.idFromName(cartId));
  const [lines, gifts, coupon] = await Promise.all([
    from.lines(),
    from.customData(giftList.app, giftList.field),
    from.customData(couponField.app, couponField.field),
  ]);
  const newId = crypto.randomUUID();
  const to = CARTS.get(CARTS.idFromName(newId));
  for (const line of lines) await to.setQuantity(line);
  if (gifts !== null) await to.setCustomData(giftList.app, giftList.field, gifts);
  if (coupon) await to.setCustomData(couponField.app, couponField.field, coupon);
  // The order form's draft goes with the bag (decision 114).
  await to.updateCheckoutDraft(await from.checkoutDraft());
  await from.empty();
  await from.setCustomData(giftList.app, giftList.field, "[]");
  await from.setCustomData(couponField.app, couponField.field, "");
  await from.clearCheckoutDraft();
  return newId;
}
