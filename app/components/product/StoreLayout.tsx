import { quantityLimits } from "../../domain/cart/quantity";
import type { ProductPageData } from "../../features/product/product-page.server";
import { AddToBagForm } from "../cart/AddToBagForm";
import { DeferredHydration } from "../ui/DeferredHydration";
import { DescriptionAccordion } from "./DescriptionAccordion";
import { KitDetails } from "./KitDetails";
import { BankPromotions, ShippingSimulator, TryOnButton } from "./lazy-product";
import { MobileStickyBar } from "./MobileStickyBar";
import { PdpBanner } from "./PdpBanner";
import { PriceBlock } from "./PriceBlock";
import { ProductBreadcrumb } from "./ProductBreadcrumb";
import { ProductGallery } from "./ProductGallery";
import { ProductTitle } from "./ProductTitle";
import { PurchaseGifts } from "./PurchaseGifts";
import { RelatedProducts } from "./RelatedProducts";
import { VariantSelector } from "./VariantSelector";

/**
 * Spec products-and-buying §2.3 "Store layout": title block, details block, gallery, TRY ON,
 * breadcrumb, mobile sticky bar. The markup follows the mobile reading order (title, gallery,
 * details, breadcrumb) so that a document painted while it still streams never inserts a block above
 * one already shown (decision 043); the desktop grid places the columns. Out of stock, the price,
 * quantity, add-to-bag and shipping are hidden (§4 "the store layout simply hides those parts").
 */
export function StoreLayout({ data, pageUrl }: { data: ProductPageData; pageUrl: string }) {
  const { product, sku, selector } = data;
  const inStock = sku.offer.available;
  const price = inStock ? (
    <PriceBlock
      offer={sku.offer}
      brandName={product.brand.name}
      unitMultiplier={sku.unitMultiplier}
      instalments={data.instalments}
      priceWithoutTaxes={data.priceWithoutTaxes}
      promotionalPrice={data.promotion.promotionalPrice}
      promotionBadges={data.promotion.badges}
      financingCost="pdp"
    />
  ) : null;
  return (
    <article className="pdp pdp--store">
      <ProductTitle
        productId={product.id}
        brand={product.brand.name}
        title={data.title}
        complementName={data.complementName}
        pageUrl={pageUrl}
      >
        <div className="pdp__price pdp__price--desktop">{price}</div>
      </ProductTitle>
      <div className="pdp__gallery">
        <ProductGallery
          key={sku.id}
          images={data.gallery.images}
          badges={data.gallery.badges}
          exclusive={data.gallery.exclusive}
          video={data.gallery.video}
          title={data.title}
        />
        {data.banner ? <PdpBanner banner={data.banner} device="desktop" /> : null}
        {data.tryOn ? <TryOnButton tryOn={data.tryOn} sku={sku.id} /> : null}
      </div>
      <div className="pdp__details">
        <div className="pdp__price pdp__price--mobile">{price}</div>
        <KitDetails kit={data.kit} />
        {selector ? <VariantSelector selector={selector} /> : null}
        <div className="pdp__buy">
          {inStock ? (
            <AddToBagForm sku={sku.id} maxQuantity={quantityLimits.store.max} />
          ) : (
            <p className="pdp__unavailable">Sin stock por el momento</p>
          )}
        </div>
        <BankPromotions promotions={data.bankPromotions} />
        {inStock ? <ShippingSimulator sku={sku.id} postalCode={data.postalCode} initial={data.shipping} /> : null}
        {/* Below the buying controls: hydrates when it nears the viewport (decision 112). */}
        <DeferredHydration className="pdp__more">
          <PurchaseGifts gifts={data.gifts} />
          <DescriptionAccordion description={data.description} />
          <RelatedProducts
            related={data.related}
            title={selector?.title === "Tamaño" ? "MÁS PRESENTACIONES" : "DESCUBRÍ MÁS"}
          />
          {data.banner ? <PdpBanner banner={data.banner} device="mobile" /> : null}
        </DeferredHydration>
      </div>
      <div className="pdp__breadcrumb">
        <ProductBreadcrumb crumbs={data.crumbs} />
      </div>
      {inStock ? <MobileStickyBar sku={sku.id} selector={selector} title={data.title} /> : null}
    </article>
  );
}
