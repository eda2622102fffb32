import { quantityLimits } from "../../domain/cart/quantity";
import { discountLabel } from "../../domain/discount";
import type { ProductPageData } from "../../features/product/product-page.server";
import { AddToBagForm } from "../cart/AddToBagForm";
import { DescriptionAccordion } from "./DescriptionAccordion";
import { ShippingSimulator } from "./lazy-product";
import { PriceBlock } from "./PriceBlock";
import { ProductGallery } from "./ProductGallery";
import { QuantityInput } from "./QuantityInput";
import { SkuMatrix } from "./SkuMatrix";
import { VariantSelector } from "./VariantSelector";

/**
 * Spec products-and-buying §2.3 "Base layout", chosen by a pdp template's settings.layout: title with
 * the discount badge and the reference number, gallery, price with the taxes label, quantity (1–10)
 * and variants, 'Add to Cart', the SKU matrix, the shipping simulator, the collapsible description.
 * Out of stock: a disabled 'not available' button; price, quantity and shipping hidden.
 */
export function BaseLayout({ data }: { data: ProductPageData }) {
  const { product, sku, selector } = data;
  const inStock = sku.offer.available;
  // "The base layout's discount badge compares listPrice to lowPrice."
  const discount = discountLabel(product.brand.name, product.offers.lowPrice, sku.offer.listPrice);
  return (
    <article className="pdp pdp--base">
      <div className="pdp-title">
        <h1 className="pdp__title">
          {data.title} {discount ? <span className="price__discount">{discount}</span> : null}
        </h1>
        <p className="pdp__reference">Ref.: {product.isVariantOf.productGroupID}</p>
      </div>
      <div className="pdp__gallery">
        <ProductGallery
          key={sku.id}
          images={data.gallery.images}
          badges={[]}
          exclusive={null}
          video={null}
          title={data.title}
        />
      </div>
      <div className="pdp__details">
        {inStock ? (
          <PriceBlock
            offer={sku.offer}
            brandName={product.brand.name}
            unitMultiplier={sku.unitMultiplier}
            priceWithoutTaxes={data.priceWithoutTaxes}
            promotionalPrice={data.promotion.promotionalPrice}
            promotionBadges={data.promotion.badges}
          />
        ) : null}
        {selector ? <VariantSelector selector={selector} /> : null}
        <div className="pdp__buy">
          {inStock ? (
            <AddToBagForm
              sku={sku.id}
              label="Add to Cart"
              quantity={<QuantityInput {...quantityLimits.base} />}
              opensMiniCart
            />
          ) : (
            <button type="button" className="button add-to-bag__button" disabled>
              not available
            </button>
          )}
        </div>
        <SkuMatrix skus={product.skus} />
        {inStock ? <ShippingSimulator sku={sku.id} postalCode={data.postalCode} initial={data.shipping} /> : null}
        <DescriptionAccordion description={data.description} />
      </div>
    </article>
  );
}
