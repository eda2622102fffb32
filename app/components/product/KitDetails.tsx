import { Await } from "@remix-run/react";
import { Suspense } from "react";

import type { Kit } from "../../domain/product";

/** Spec products-and-buying §2.4 "Kit details": an accordion, collapsed by default; image (80), SKU name, '{amount}u'. */
export function KitDetails({ kit }: { kit: Promise<Kit | null> | null }) {
  if (!kit) return null;
  return (
    <Suspense fallback={<div className="kit kit--loading" aria-hidden="true" />}>
      <Await resolve={kit} errorElement={null}>
        {(data) =>
          data && data.isKit && data.items.length > 0 ? (
            <details className="kit">
              <summary>Qué incluye este set</summary>
              <ul className="kit__items">
                {data.items.map((item) => (
                  <li key={item.id}>
                    {item.images[0] ? (
                      <img
                        src={item.images[0].url}
                        alt={item.images[0].alt}
                        width={80}
                        height={80}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
                    <span>{item.skuName || item.name}</span>
                    <span className="kit__amount">{item.amount}u</span>
                  </li>
                ))}
              </ul>
            </details>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
