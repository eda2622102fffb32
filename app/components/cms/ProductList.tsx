import { Await } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";

import type { Products } from "../../domain/cms/section-models";
import type { ProductSummary } from "../../domain/product";
import { isPacked, unpackCards } from "../../domain/wire";
import { ShelfSkeleton } from "../product/ShelfSkeleton";

/**
 * Renders a section's products whether they came awaited or streamed. A failed read (null) goes to
 * `failed`; `render` decides what an empty list shows.
 */
export function ProductList({
  title,
  products,
  render,
  failed = null,
}: {
  title: string;
  products: Products;
  render: (list: ProductSummary[]) => ReactNode;
  failed?: ReactNode;
}) {
  if (products === null) return failed;
  if (isPacked(products)) return render(unpackCards(products));
  return (
    <Suspense fallback={<ShelfSkeleton title={title} />}>
      <Await resolve={products} errorElement={failed}>
        {(list) => (list ? render(unpackCards(list)) : failed)}
      </Await>
    </Suspense>
  );
}
