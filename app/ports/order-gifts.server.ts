// A promotion's purchase gift on the order (decision 124): a line of its own at price 0, given while
// its SKU has stock. Both statements go in the order's own batch.

/**
 * The gift's line and the unit it takes. The line is an INSERT … SELECT of the SKU only where it has a
 * unit in stock now (after the order's own lines took theirs, earlier in the batch), from the seller
 * holding the most; the stock UPDATE takes that unit only if the line was written. A gift out of
 * stock is simply not given: the order is placed without it and never fails for it.
 */
export function giftLineStatements(
  db: D1Database,
  orderId: string,
  position: number,
  gift: { sku: string; promotionId: string },
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO order_items (order_id, position, sku_id, seller, product_id, name, variant, slug, quantity, price_cents,
           list_price_cents, discount_cents, gift_of_promotion)
         SELECT ?1, ?2, s.id, st.seller, p.id, p.name,
                CASE WHEN s.variation_value IS NULL THEN NULL
                     WHEN instr(s.variation_value, '__') > 0 THEN trim(substr(s.variation_value, 1, instr(s.variation_value, '__') - 1))
                     ELSE trim(s.variation_value) END,
                p.slug, 1, 0, 0, 0, ?4
           FROM skus s JOIN products p ON p.id = s.product_id JOIN stock st ON st.sku_id = s.id
          WHERE s.id = ?3 AND st.quantity > 0
          ORDER BY st.quantity DESC, st.seller LIMIT 1`,
      )
      .bind(orderId, position, Number(gift.sku), gift.promotionId),
    db
      .prepare(
        `UPDATE stock SET quantity = quantity - 1
          WHERE (sku_id, seller) = (SELECT sku_id, seller FROM order_items WHERE order_id = ?1 AND position = ?2)`,
      )
      .bind(orderId, position),
  ];
}
