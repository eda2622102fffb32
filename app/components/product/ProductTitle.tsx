import type { ReactNode } from "react";

import { ShareDisclosure } from "../cms/sections/ShareMenu";
import { WishlistToggle } from "../wishlist/WishlistToggle";

type Props = {
  productId: string;
  brand: string;
  title: string;
  complementName: string | null;
  pageUrl: string;
  children?: ReactNode;
};

/**
 * Spec products-and-buying §2.3 store layout 1 and §2.4 "Title": share menu, wishlist toggle, brand,
 * title (the SEO title for cluster '2432') and complement name; a title over 80 px fades (CSS clamp).
 */
export function ProductTitle({ productId, brand, title, complementName, pageUrl, children }: Props) {
  return (
    <div className="pdp-title">
      <div className="pdp-title__actions">
        <ShareDisclosure label="Compartir" pageUrl={pageUrl} />
        <WishlistToggle productId={productId} productName={title} />
      </div>
      <p className="pdp__brand">{brand}</p>
      <h1 className="pdp__title">{title}</h1>
      {complementName ? <p className="pdp__complement">{complementName}</p> : null}
      {children}
    </div>
  );
}
