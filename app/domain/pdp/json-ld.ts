// Structured data of a PDP (JSON-LD for search engines), from the
// same product the page shows: schema.org Product with one Offer per SKU and the BreadcrumbList.
import type { CheckoutSettings } from "../../content/checkout";
import { isInStock } from "../availability";
import { displayedCrumbs } from "../breadcrumb";
import { plainTextOfMarkdown } from "../catalogue/product-rules";
import type { ProductDetail, SkuVariant } from "../product";
import { offerPolicies, type ReturnRules } from "./offer-policies";

const absolute = (storeUrl: string, path: string) =>
  new URL(path, storeUrl.endsWith("/") ? storeUrl : `${storeUrl}/`).toString();

/** The store's rules every offer states: shipping (config:checkout) and returns (globals:return-policies). */
export type OfferRules = { shipping: CheckoutSettings; returns: ReturnRules | null };

export function productJsonLd(
  product: ProductDetail,
  sku: SkuVariant,
  pageUrl: string,
  storeUrl: string,
  rules: OfferRules,
) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": pageUrl,
      name: product.name,
      description: plainTextOfMarkdown(product.description),
      brand: { "@type": "Brand", name: product.brand.name },
      sku: sku.id,
      ...(sku.ean ? { gtin13: sku.ean } : {}),
      productID: product.id,
      image: (sku.images.length ? sku.images : product.images).map((image) => absolute(storeUrl, image.url)),
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "ARS",
        lowPrice: Math.min(...product.skus.map((item) => item.offer.price * item.unitMultiplier)),
        highPrice: Math.max(...product.skus.map((item) => item.offer.price * item.unitMultiplier)),
        offerCount: product.skus.length,
        offers: product.skus.map((item) => ({
          "@type": "Offer",
          sku: item.id,
          url: absolute(storeUrl, `/${item.slug}/p`),
          price: item.offer.price * item.unitMultiplier,
          priceCurrency: "ARS",
          availability: isInStock(item.availability) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          seller: { "@type": "Organization", name: "Esencia" },
          ...offerPolicies(item.offer.price * item.unitMultiplier, rules.shipping, rules.returns),
        })),
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: displayedCrumbs(product.breadcrumbList).map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absolute(storeUrl, crumb.item),
      })),
    },
  ];
}
