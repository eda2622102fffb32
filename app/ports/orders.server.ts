// Orders placed through Esencia's order form (decision 019): recorded in D1 with the stock they take, in
// one batch, so two shoppers can never buy the same last unit.
import type { Cart } from "../domain/cart/cart";
import { paymentStateOf, type PaymentState } from "../domain/payments/payment-state";
import type { ShippingOption } from "../domain/shipping/options";
import type { PlaceOrder } from "../forms/order";
import type { PaymentMethod } from "../forms/order-copy";
import type { AppContext } from "./context.server";
import { orderEmailStatement } from "./email-outbox.server";
import { orderEventStatement } from "./order-events.server";
import { giftLineStatements } from "./order-gifts.server";
import { couponRaceErrors, orderPromotionStatements } from "./promotions.server";
import { renewStoreVersions } from "./store-versions.server";

export type OrderSummary = {
  id: string;
  number: number;
  createdAt: string;
  status: string;
  /** The lines at their prices before promotions (decision 122). */
  subtotal: number;
  /** What the promotions took off the lines. */
  discount: number;
  total: number;
  /** `price` is one unit's before promotions; `discount` what the line (all its units) saved; `gift` a promotion's gift. */
  items: {
    name: string;
    variant: string | null;
    slug: string;
    quantity: number;
    price: number;
    discount: number;
    gift: boolean;
  }[];
  /** The promotions it got, as named when it was placed, and what each saved (a free shipping: the price waived). */
  promotions: { name: string; coupon: string | null; saved: number }[];
  /** The store's name for a pickup ('Retiro en tienda'), else null. */
  shipping: { name: string; price: number; days: number; pickupStore: string | null };
  paymentMethod: PaymentMethod;
  /** Decision 113: the state its payments give it, the end of its window and whether a preference was made (Mercado Pago only). */
  payment: { state: PaymentState; dueAt: string | null; preferenceMade: boolean };
  cancelled: boolean;
  email: string;
  userId: string | null;
  /** Decision 117: the carrier and its tracking number, once the desk sent it; else null. */
  tracking: { carrier: string; number: string } | null;
};

type OrderRow = {
  id: string;
  number: number;
  created_at: string;
  status: string;
  total_cents: number;
  items_cents: number;
  discount_cents: number;
  shipping_name: string;
  shipping_price_cents: number;
  shipping_days: number;
  pickup_store: string | null;
  payment_method: PaymentMethod;
  payment_state: string;
  payment_due_at: string | null;
  preference_id: string | null;
  email: string;
  user_id: string | null;
  carrier: string | null;
  tracking_number: string | null;
  items: string;
  promotions: string;
};

type ItemJson = {
  name: string;
  variant: string | null;
  slug: string;
  quantity: number;
  price_cents: number;
  discount_cents: number;
  gift_of_promotion: string | null;
};

const cents = (pesos: number) => Math.round(pesos * 100);

const ordersSql = (where: string) => `
SELECT o.id, o.number, o.created_at, o.status, o.total_cents, o.items_cents, o.discount_cents, o.shipping_name, o.shipping_price_cents, o.shipping_days, o.pickup_store,
       o.payment_method, o.payment_state, o.payment_due_at, o.preference_id, o.email, o.user_id,
       o.carrier, o.tracking_number,
       (SELECT json_group_array(json_object('name', i.name, 'variant', i.variant, 'slug', i.slug, 'quantity', i.quantity, 'price_cents', i.price_cents,
                 'discount_cents', i.discount_cents, 'gift_of_promotion', i.gift_of_promotion))
          FROM (SELECT * FROM order_items WHERE order_id = o.id ORDER BY position) i) AS items,
       (SELECT json_group_array(json_object('name', p.name, 'coupon', p.coupon, 'saved_cents', p.saved_cents))
          FROM (SELECT * FROM order_promotions WHERE order_id = o.id ORDER BY position) p) AS promotions
FROM orders o WHERE ${where}`;

const toSummary = (row: OrderRow): OrderSummary => ({
  id: row.id,
  number: row.number,
  createdAt: row.created_at,
  status: row.status,
  subtotal: (row.items_cents + row.discount_cents) / 100,
  discount: row.discount_cents / 100,
  total: row.total_cents / 100,
  items: (JSON.parse(row.items) as ItemJson[]).map((item) => ({
    name: item.name,
    variant: item.variant,
    slug: item.slug,
    quantity: item.quantity,
    price: item.price_cents / 100,
    discount: item.discount_cents / 100,
    gift: item.gift_of_promotion !== null,
  })),
  promotions: (JSON.parse(row.promotions) as { name: string; coupon: string | null; saved_cents: number }[]).map(
    (promotion) => ({ name: promotion.name, coupon: promotion.coupon, saved: promotion.saved_cents / 100 }),
  ),
  shipping: {
    name: row.shipping_name,
    price: row.shipping_price_cents / 100,
    days: row.shipping_days,
    pickupStore: row.pickup_store,
  },
  paymentMethod: row.payment_method,
  payment: {
    state: paymentStateOf(row.payment_state),
    dueAt: row.payment_due_at,
    preferenceMade: row.preference_id !== null,
  },
  cancelled: row.status === "cancelado",
  email: row.email,
  userId: row.user_id,
  tracking: row.carrier && row.tracking_number ? { carrier: row.carrier, number: row.tracking_number } : null,
});

/** Where the account's last order went, and who it was for: the order form's starting values (decision 114). */
export type LastDelivery = {
  firstName: string;
  lastName: string;
  document: string;
  phone: string;
  postalCode: string;
  street: string | null;
  streetNumber: string | null;
  apartment: string | null;
  city: string | null;
  province: string | null;
  shippingOption: string;
  /** The store's name, as the order keeps it. */
  pickupStore: string | null;
};

/**
 * Decision 117: once an account has proved its address, the guest orders placed with it become the
 * account's. Put in the batch that records the proof; it claims nothing for an unverified account. An
 * index lookup (orders_guest_by_email), so My Account may run it on every visit.
 */
export function guestOrdersClaim(db: D1Database, userId: string, email: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET user_id = ?1
       WHERE user_id IS NULL AND lower(email) = lower(?2)
         AND EXISTS (SELECT 1 FROM users WHERE id = ?1 AND lower(email) = lower(?2) AND email_verified_at IS NOT NULL)`,
    )
    .bind(userId, email);
}

export type Placement =
  | { status: "placed"; id: string; number: number }
  | { status: "out-of-stock" }
  /** The coupon's last use went to another order, or this shopper used it up (decision 122): nothing placed. */
  | { status: "coupon-refused"; reason: "used-up" | "used-by-shopper" };

/**
 * What the order records of its promotions (decision 122): the bag's, with a free-shipping one saving
 * the price the shipping option waived; and the coupon's use, when a coupon unlocked one of them.
 */
export function orderPromotionsOf(
  cart: Pick<Cart, "promotions" | "freeShipping" | "coupon">,
  shipping: Pick<ShippingOption, "waived">,
  email: string,
) {
  const applied = cart.promotions.map((promotion) => ({
    id: promotion.id,
    name: promotion.name,
    coupon: promotion.coupon,
    savedCents: promotion.id === cart.freeShipping?.id ? cents(shipping.waived ?? 0) : cents(promotion.saved),
  }));
  const couponUse =
    cart.coupon && cart.promotions.some((promotion) => promotion.coupon !== null)
      ? { code: cart.coupon, shopper: email.toLowerCase() }
      : null;
  return { applied, couponUse };
}

export function orders(context: AppContext) {
  const db = context.cloudflare.env.DB;
  return {
    /**
     * Records the order and takes its stock in one transaction; a line that would leave stock
     * below zero aborts the whole batch (trigger stock_never_negative) and nothing is recorded.
     */
    async place(
      cart: Cart,
      form: PlaceOrder,
      shipping: ShippingOption,
      pickupStore: string | null,
      userId: string | null,
      {
        online = null,
        attempt = null,
      }: {
        /** Paid online (decision 113): the end of its window and the most cuotas it may be paid in. */
        online?: { dueAt: string; maxInstalments: number } | null;
        /** The order form's attempt, for this session: the same one submitted again places nothing more. */
        attempt?: string | null;
      } = {},
    ): Promise<Placement> {
      const id = crypto.randomUUID();
      const now = new Date();
      const subtotalCents = cart.items.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0);
      const discountCents = cart.items.reduce((sum, item) => sum + cents(item.discount), 0);
      // What the lines cost (decision 122): the unit prices before promotions, less what they took off.
      const itemsCents = subtotalCents - discountCents;
      const { applied, couponUse } = orderPromotionsOf(cart, shipping, form.email);
      const statements = [
        db
          .prepare(
            `INSERT INTO orders (id, number, user_id, email, first_name, last_name, document, phone, street, street_number, apartment,
               city, province, postal_code, shipping_option, pickup_store, shipping_name, shipping_price_cents, shipping_days, payment_method,
               items_cents, total_cents, created_at, payment_due_at, max_instalments, attempt_id, discount_cents)
             VALUES (?1, (SELECT COALESCE(MAX(number), 100000) + 1 FROM orders), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13,
               ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26)`,
          )
          .bind(
            id,
            userId,
            form.email,
            form.firstName,
            form.lastName,
            form.document,
            form.phone,
            form.street ?? null,
            form.streetNumber ?? null,
            form.apartment ?? null,
            form.city ?? null,
            form.province ?? null,
            form.postalCode,
            shipping.id,
            pickupStore,
            shipping.name,
            cents(shipping.price),
            shipping.estimatedDays,
            form.paymentMethod,
            itemsCents,
            itemsCents + cents(shipping.price),
            now.toISOString(),
            online?.dueAt ?? null,
            online?.maxInstalments ?? null,
            attempt,
            discountCents,
          ),
        ...cart.items.flatMap((item, position) => [
          db
            .prepare(
              `INSERT INTO order_items (order_id, position, sku_id, seller, product_id, name, variant, slug, quantity, price_cents,
                 list_price_cents, discount_cents)
               VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
            )
            .bind(
              id,
              position,
              Number(item.sku),
              item.seller,
              Number(item.productId),
              item.name,
              item.variant,
              item.slug,
              item.quantity,
              cents(item.price),
              cents(item.listPrice),
              cents(item.discount),
            ),
          db
            .prepare("UPDATE stock SET quantity = quantity - ?1 WHERE sku_id = ?2 AND seller = ?3")
            .bind(item.quantity, Number(item.sku), item.seller),
        ]),
        ...cart.promotionGifts.flatMap((gift, index) => giftLineStatements(db, id, cart.items.length + index, gift)),
        // What it got, and its coupon's use: past the coupon's limits, the whole batch fails.
        ...orderPromotionStatements(db, id, applied, couponUse, now),
        // Its timeline's first line and the shopper's e-mail (decision 116), written if and only if the
        // order is: a batch that fails for stock writes neither.
        orderEventStatement(db, id, {
          at: now.toISOString(),
          actor: "cliente",
          action: "pedido",
          status: "recibido",
          detail: null,
        }),
        orderEmailStatement(
          db,
          { kind: "pedido-recibido", key: `pedido-recibido:${id}`, data: { orderId: id } },
          { now },
        ),
      ];
      try {
        await db.batch(statements);
      } catch (error) {
        if (String(error).includes("stock insuficiente")) return { status: "out-of-stock" };
        if (String(error).includes(couponRaceErrors.usedUp)) return { status: "coupon-refused", reason: "used-up" };
        if (String(error).includes(couponRaceErrors.usedByShopper))
          return { status: "coupon-refused", reason: "used-by-shopper" };
        // The same attempt placed by a submit running alongside: nothing of this batch was written.
        const placed = attempt && String(error).includes("attempt_id") ? await this.placedBy(attempt) : null;
        if (placed) return { status: "placed", id: placed.id, number: placed.number };
        throw error;
      }
      // A SKU the order sold out moved the catalogue version: cached pages stop showing it in stock now.
      const [row] = await Promise.all([
        db.prepare("SELECT number FROM orders WHERE id = ?1").bind(id).first<{ number: number }>(),
        renewStoreVersions(db),
      ]);
      return { status: "placed", id, number: row!.number };
    },

    /** The order an attempt of the order form placed, if it did. */
    async placedBy(attempt: string): Promise<{ id: string; number: number; paysOnline: boolean } | null> {
      const row = await db
        .prepare("SELECT id, number, payment_method FROM orders WHERE attempt_id = ?1")
        .bind(attempt)
        .first<{ id: string; number: number; payment_method: string }>();
      return row ? { id: row.id, number: row.number, paysOnline: row.payment_method === "mercadopago" } : null;
    },

    /** One order, for a caller that already knows the viewer may see it (visibleTo). */
    async find(orderId: string): Promise<OrderSummary | null> {
      const row = await db.prepare(ordersSql("o.id = ?1")).bind(orderId).first<OrderRow>();
      return row ? toSummary(row) : null;
    },

    /** One order, only for whoever may see it: its account, or the session that placed it. */
    async visibleTo(
      orderId: string,
      viewer: { userId: string | null; placedOrderIds: string[] },
    ): Promise<OrderSummary | null> {
      const order = await this.find(orderId);
      if (!order) return null;
      const mine =
        (viewer.userId !== null && order.userId === viewer.userId) || viewer.placedOrderIds.includes(order.id);
      return mine ? order : null;
    },

    /**
     * /seguimiento (decision 117): the id of the order with this number and e-mail, else null. One
     * query whichever of the two is wrong, so neither answer nor timing tells which.
     */
    async tracked(number: number, email: string): Promise<string | null> {
      const row = await db
        .prepare("SELECT id FROM orders WHERE number = ?1 AND lower(email) = lower(?2)")
        .bind(number, email)
        .first<{ id: string }>();
      return row?.id ?? null;
    },

    /** The account's newest order in this store, for the next order form; null before its first. */
    async lastDeliveryOf(userId: string): Promise<LastDelivery | null> {
      return db
        .prepare(
          `SELECT first_name AS firstName, last_name AS lastName, document, phone, postal_code AS postalCode, street,
             street_number AS streetNumber, apartment, city, province, shipping_option AS shippingOption,
             pickup_store AS pickupStore
           FROM orders WHERE user_id = ?1 ORDER BY created_at DESC, number DESC LIMIT 1`,
        )
        .bind(userId)
        .first<LastDelivery>();
    },

    /** My Account 'Orders': this store's orders of the account, newest first. */
    async forCustomer(userId: string): Promise<OrderSummary[]> {
      const { results } = await db
        .prepare(`${ordersSql("o.user_id = ?1")} ORDER BY o.created_at DESC LIMIT 50`)
        .bind(userId)
        .all<OrderRow>();
      return results.map(toSummary);
    },
  };
}
