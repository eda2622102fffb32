// The product detail page (spec products-and-buying §2.3, §2.4, §5, §9), in two halves:
// `loadCriticalData` awaits the product read from D1 and the KV globals that decorate it (the
// first screen; no product means 404); `loadDeferredData` streams what sits below the fold and
// costs D1 round trips (related products, gifts, kit items, the simulation for the session's
// postal code, the template's sections), each failing alone into a hidden block.
import { CheckoutSchema, defaultCheckout } from "../../content/checkout";
import { SiteSchema } from "../../content/site";
import { displayedCrumbs } from "../../domain/breadcrumb";
import type { TargetProduct } from "../../domain/cms/targeting";
import { instalmentColours, instalmentPlanFor, instalmentText } from "../../domain/instalments";
import { galleryBadges, pdpBannerFor } from "../../domain/pdp/badges";
import { productJsonLd } from "../../domain/pdp/json-ld";
import { displayTitle, priceWithoutNationalTaxes, truncateWords, tryOnEligible } from "../../domain/pdp/presentation";
import { variantSelector } from "../../domain/pdp/variant-selector";
import { shownPrice } from "../../domain/price";
import type { ProductDetail, SkuVariant } from "../../domain/product";
import { shownOffer } from "../../domain/promotions/shown-offer";
import { pack, packCards } from "../../domain/wire";
import { deferredOrNull } from "../../http/deferred";
import { canonicalUrl } from "../../http/meta";
import { catalog } from "../../ports/catalog.server";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { sessions } from "../../ports/session.server";
import { markdownToHtml } from "../cms/markdown.server";
import { productPageTemplate } from "../cms/page.server";
import { shownPromotions } from "../promotions/shown.server";
import { simulateShippingOfSku } from "./shipping.server";

type Args = { request: Request; context: AppContext };

const firstValue = (product: ProductDetail, name: string) =>
  product.specifications.find((spec) => spec.name.toLowerCase() === name.toLowerCase())?.values[0]?.trim() || null;

/** The page's data, or null when the slug names no product (the route answers 404). */
export async function loadProductPage(args: Args, slug: string) {
  const critical = await loadCriticalData(args, slug);
  if (!critical) return null;
  // The template's sections are streamed as `sections`, with the other deferred parts.
  const { templateSections: _streamed, ...page } = critical;
  return { ...page, ...loadDeferredData(args, critical) };
}

export type ProductPageData = NonNullable<Awaited<ReturnType<typeof loadProductPage>>>;

/** The first screen, awaited: null when the slug names no product. */
async function loadCriticalData({ request, context }: Args, slug: string) {
  const product = await catalog(context).productBySlug(slug);
  if (!product) return null;
  const sku = product.skus.find((candidate) => candidate.id === product.sku)!;
  const target: TargetProduct = {
    skus: product.skus.map((item) => item.id),
    brand: product.brand.name,
    clusters: product.clusters.map((cluster) => cluster.id),
  };
  const store = content(context);
  const path = `/${slug}/p`;

  const [badges, banners, plans, returnPolicies, bankPromotions, site, template, session, checkout, promotions] =
    await Promise.all([
      store.global("badges"),
      store.global("pdp-banners"),
      store.global("installments"),
      store.global("return-policies"),
      store.global("bank-promotions"),
      store.read("content:site", SiteSchema),
      productPageTemplate(
        { request, context },
        { ...target, id: product.id, path, breadcrumb: product.breadcrumbList.map((crumb) => crumb.item) },
      ),
      sessions(context, request).read(),
      store.read("config:checkout", CheckoutSchema),
      shownPromotions(context, request),
    ]);

  const price = shownPrice(sku.offer.price, sku.unitMultiplier);
  // The store's promotions on one unit of this SKU (decision 122): the price the bag charges for it.
  const promotion = shownOffer(
    { sku: sku.id, brandId: product.brand.id, categoryPath: product.category.path, collections: target.clusters },
    price,
    promotions,
  );
  const plan = instalmentPlanFor(target.clusters, plans ?? [], new Date());
  const instalments = plan ? instalmentText(promotion.promotionalPrice ?? price, plan, "pdp") : null;
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
    promotion,
    priceWithoutTaxes: priceWithoutNationalTaxes(promotion.promotionalPrice ?? price),
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
    gallery: {
      images: sku.images.length ? sku.images : product.images,
      ...galleryBadges(badges ?? [], target),
      video: videoLink && /^https:\/\//.test(videoLink) ? videoLink : null,
    },
    banner: pdpBannerFor(banners ?? [], target),
    description: {
      text: descriptionHtml(truncateWords(product.description)),
      howToUse: firstValue(product, "Modo de Uso"),
      ingredients: firstValue(product, "Ingredientes"),
      returnPolicyHtml: returnPolicies ? markdownToHtml(returnPolicies.text) : null,
    },
    bankPromotions: bankPromotions ?? [],
    crumbs: displayedCrumbs(product.breadcrumbList),
    tryOn:
      tryOnScript && tryOnEligible(product.clusters, sku.ean)
        ? { script: tryOnScript, selectedEan: sku.ean!, eans: tryOnEans(product.skus) }
        : null,
    // Only its own <script> reads it: it travels as one text (decision 102).
    jsonLd: pack(
      productJsonLd(
        product,
        sku,
        canonicalUrl(context.cloudflare.env.STORE_URL, product.seo.canonical),
        context.cloudflare.env.STORE_URL,
        {
          shipping: checkout ?? defaultCheckout,
          returns: returnPolicies,
        },
      ),
    ),
    postalCode,
    templateSections: template.sections,
  };
}

/**
 * The description is markdown, written in the studio (decision 130): each part of the 110-word cut is
 * rendered through the store's sanitiser, the head with its '…' when a rest follows.
 */
function descriptionHtml({ head, rest }: { head: string; rest: string | null }) {
  return { headHtml: markdownToHtml(rest ? `${head}…` : head), restHtml: rest ? markdownToHtml(rest) : null };
}

type CriticalData = NonNullable<Awaited<ReturnType<typeof loadCriticalData>>>;

/** Below the fold, streamed: each part resolves to null when it fails, so it never throws. */
function loadDeferredData({ context, request }: Args, { product, sku, postalCode, templateSections }: CriticalData) {
  return {
    sections: deferredOrNull(templateSections, "las secciones de la plantilla de producto"),
    related: deferredOrNull(catalog(context).related(product).then(packCards), "los productos relacionados"),
    gifts: product.skus.some((item) => item.giftSkuIds.length > 0)
      ? deferredOrNull(catalog(context).gifts(product.id), "los regalos")
      : null,
    kit: sku.isKit ? deferredOrNull(catalog(context).kit(sku.id), "los productos del kit") : null,
    shipping:
      postalCode && sku.offer.available
        ? deferredOrNull(simulateShippingOfSku(context, request, postalCode, sku.id), "la simulación de envío")
        : null,
  };
}

/** The try-on service is given "the list of available eans and the selected ean". */
const tryOnEans = (skus: readonly SkuVariant[]) =>
  skus.filter((item) => item.offer.available && item.ean).map((item) => item.ean!);
