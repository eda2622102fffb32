import { Await } from "@remix-run/react";
import { Suspense } from "react";

import type { SkuReference } from "../../domain/product";
import { Drawer } from "../shell/Drawer";

/**
 * Spec products-and-buying §2.4 "Purchase gifts": a card presents the gifts and opens a drawer that
 * lists each with its image and name; a link to /regalos. Streamed; hidden when none or failing.
 */
export function PurchaseGifts({ gifts }: { gifts: Promise<SkuReference[] | null> | null }) {
  if (!gifts) return null;
  return (
    <Suspense fallback={null}>
      <Await resolve={gifts} errorElement={null}>
        {(list) =>
          list && list.length > 0 ? (
            <div className="gifts">
              <a className="gifts__card" href="#regalos-de-compra">
                <strong>{list.length === 1 ? "Llevate un regalo" : `Llevate ${list.length} regalos`}</strong>
                <span>con la compra de este producto</span>
              </a>
              <Drawer id="regalos-de-compra" title="Regalos con tu compra" side="right">
                <ul className="gifts__list">
                  {list.map((gift) => (
                    <li key={gift.id}>
                      {gift.image ? (
                        <img
                          src={gift.image.url}
                          alt={gift.image.alt}
                          width={80}
                          height={80}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : null}
                      <span>{gift.nameComplete}</span>
                    </li>
                  ))}
                </ul>
                <a href="/regalos">Ver más productos con regalo</a>
              </Drawer>
            </div>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
