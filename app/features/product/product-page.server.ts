// The product detail page (spec products-and-buying §2.3, §2.4, §5, §9): the product read
// from D1 and the KV globals that decorate it are awaited (they are the first screen); what sits
// below the fold and costs D1 round trips (related products, gifts, kit items, the simulation for
// the session's postal code, the template's sections) is streamed, each failing alone into a
// hidden block.
import { SiteSchema } from "../../content/site";
import { displayedCrumbs } from "../../domain/breadcrumb";
import type { TargetProduct } from "../../domain/cms/targeting";
import { instalmentColours, instalmentPlanFor, instalmentText } from "../../domain/instalments";
import { galleryBadges, pdpBannerFor } from "../../domain/pdp/badges";
import { displayTitle, priceWithoutNationalTaxes, truncateWords, tryOnEligible } from "../../domain/pdp/presentation";
import { variantSelector } from "../../domain/pdp/variant-selector";
import { shownPrice } from "../../domain/price";
import type { ProductDetail, SkuVariant } from "../../domain/product";
import { deferredOrNull } from "../../http/deferred";
import { canonicalUrl } from "../../http/meta";
import { CheckoutSchema, defaultCheckout } from "../../content/checkout";
import { catalog } from "../../ports/catalog.server";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { sessions } from "../../ports/session.server";
import { productPageTemplate } from "../cms/page.server";
import { markdownToHtml } from "../cms/markdown.server";
import { productJsonLd } from "../../domain/pdp/json-ld";
import { simulateShipping } from "./shipping.server";

type Args = { request: Request; context: AppContext };

const firstValue = (product: ProductDetail, name: string) =>
  product.specifications.find((spec) => spec.name.toLowerCase() === name.toLowerCase())?.values[0]?.trim() || null;

/** The page's data, or null when the slug names no product (the route answers 404). */
export async function loadProductPage({ request, context }: Args, slug: string) {
  const product = await catalog(context).productBySlug(slug);
  if (!product) return null;
  const sku = product.skus.find((candidate) => candidate.id === product.sku)!;
  const target: TargetProduct = { skus: product.skus.map((item) => item.id), brand: product.brand.name, clusters: product.clusters.map((cluster) => cluster.id) };
  const store = content(context);
  const path = `/${slug}/p`;

  const [badges, banners, plans, returnPolicies, bankPromotions, site, template, session, checkout] = await Promise.all([
    store.global("badges"),
    store.global("pdp-banners"),
    store.global("installments"),
    store.global("return-policies"),
    store.global("bank-promotions"),
    store.read("content:site", SiteSchema),
    productPageTemplate({ request, context }, { ...target, id: product.id, path, breadcrumb: product.breadcrumbList.map((crumb) => crumb.item) }),
    sessions(context, request).read(),
    store.read("config:checkout", CheckoutSchema),
  ]);

  const price = shownPrice(sku.offer.price, sku.unitMultiplier);
  const plan = instalmentPlanFor(target.clusters, plans ?? [], new Date());
  const instalments = plan ? instalmentText(price, plan, "pdp") : null;
  const postalCode = session.get("postalCode") ?? null;
  const videoLink = firstValue(product, "VideoLink");
  const tryOnScript = site?.thirdParty.tryOnScript;

  return {
    product,
    sku,
    layout: template.layout,
    preview: template.preview,
    title: displayTitle(product),
    complementName: sku.complementName,
    priceWithoutTaxes: priceWithoutNationalTaxes(price),
    instalments: plan && instalments ? { text: instalments, ...instalmentColours(plan, product.brand.name) } : null,
    selector: variantSelector({
      skus: product.skus.map((item) => ({
        id: item.id,
        variation: item.variation,
        slug: item.slug,
        price: item.offer.price,
        listPrice: item.offer.listPrice,
        quantity: item.offer.quantity,
        image: item.images[0] ?? null,
      })),
      currentSku: sku.id,
      brand: product.brand.name,
      clusters: target.clusters,
      badges: badges ?? [],
    }),
    gallery: { images: sku.images.length ? sku.images : product.images, ...galleryBadges(badges ?? [], target), video: videoLink && /^https:\/\//.test(videoLink) ? videoLink : null },
    banner: pdpBannerFor(banners ?? [], target),
    description: {
      text: truncateWords(product.description),
      howToUse: firstValue(product, "Modo de Uso"),
      ingredients: firstValue(product, "Ingredientes"),
      returnPolicyHtml: returnPolicies ? markdownToHtml(returnPolicies.text) : null,
    },
    bankPromotions: bankPromotions ?? [],
    crumbs: displayedCrumbs(product.breadcrumbList),
    tryOn: tryOnScript && tryOnEligible(product.clusters, sku.ean) ? { script: tryOnScript, selectedEan: sku.ean!, eans: tryOnEans(product.skus) } : null,
    jsonLd: productJsonLd(product, sku, canonicalUrl(context.cloudflare.env.STORE_URL, product.seo.canonical), context.cloudflare.env.STORE_URL, {
      shipping: checkout ?? defaultCheckout,
      returns: returnPolicies,
    }),
    postalCode,
    // Streamed: below the fold, each hidden when it fails.
    sections: deferredOrNull(template.sections, "las secciones de la plantilla de producto"),
    related: deferredOrNull(catalog(context).related(product), "los productos relacionados"),
    gifts: product.skus.some((item) => item.giftSkuIds.length > 0) ? deferredOrNull(catalog(context).gifts(product.id), "los regalos") : null,
    kit: sku.isKit ? deferredOrNull(catalog(context).kit(sku.id), "los productos del kit") : null,
    shipping: postalCode && sku.offer.available ? deferredOrNull(simulateShipping(context, postalCode, price), "la simulación de envío") : null,
  };
}

/** The try-on service is given "the list of available eans and the selected ean". */
const tryOnEans = (skus: readonly SkuVariant[]) => skus.filter((item) => item.offer.available && item.ean).map((item) => item.ean!);

export type ProductPage = NonNullable<Awaited<ReturnType<typeof loadProductPage>>>;
