import { previewDraft, type ContentType } from "../../domain/cms/preview";
import type { SectionModel } from "../../domain/cms/section-models";
import type { TargetProduct } from "../../domain/cms/targeting";
import { listingTemplate, productTemplate } from "../../domain/cms/templates";
import { canonicalUrl } from "../../http/meta";
import { cacheControlOf, CacheLong } from "../../ports/cache/strategies";
import { catalog } from "../../ports/catalog.server";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { shownPromotions } from "../promotions/shown.server";
import { prepareSections } from "./sections.server";

// CMS pages as routes load them: the document (or its draft in preview), then its sections
// prepared for rendering. Spec storefront-shell §2.1 (/ and /{slug}), §2.2, §3.4.

export type Seo = { title: string; description: string; canonical: string };
export type CmsPage = { seo: Seo; sections: SectionModel[]; preview: string | null };

type Request = { request: globalThis.Request; context: AppContext };

function reader({ request, context }: Request, type: ContentType) {
  const url = new URL(request.url);
  const preview = previewDraft(url.searchParams, type);
  return { url, preview, store: content(context, { draft: preview }), storeUrl: context.cloudflare.env.STORE_URL };
}

function sections(
  page: Request & { url: URL; path: string; where: string; product?: (TargetProduct & { id: string }) | null },
) {
  let live: Promise<ReadonlySet<string>> | null = null;
  // Read once a page, and only when a section links to a promotion.
  const livePromotions = () =>
    (live ??= shownPromotions(page.context, page.request).then(
      (shown) => new Set(shown.live.map((promotion) => promotion.id)),
    ));
  return (raw: Parameters<typeof prepareSections>[0]) =>
    prepareSections(raw, {
      catalog: catalog(page.context),
      where: page.where,
      page: {
        url: page.url,
        pageUrl: canonicalUrl(page.context.cloudflare.env.STORE_URL, page.path),
        now: Date.now(),
        product: page.product ?? null,
        livePromotions,
      },
    });
}

/** The home page; without its document the page still renders, with the shell only. */
export async function homePage(args: Request): Promise<CmsPage> {
  const { url, preview, store, storeUrl } = reader(args, "home");
  const home = await store.home();
  return {
    seo: {
      title: home?.seo.title ?? "Esencia: perfumes, maquillaje y cuidado personal",
      description: home?.seo.description ?? "",
      canonical: home?.seo.canonical ?? canonicalUrl(storeUrl, "/"),
    },
    sections: await sections({ ...args, url, path: "/", where: "home" })(home?.sections ?? []),
    preview,
  };
}

/** A landing page by its one-segment slug; null resolves to not found (spec §2.2 "Landing pages"). */
export async function landingPage(
  args: Request,
  slug: string,
  options?: { logMissing: boolean },
): Promise<CmsPage | null> {
  const { url, preview, store, storeUrl } = reader(args, "landingPage");
  const landing = await store.landing(slug, options);
  if (!landing) return null;
  const { seo } = landing.settings;
  return {
    seo: {
      title: seo.title,
      description: seo.description,
      canonical: seo.canonical ?? canonicalUrl(storeUrl, seo.slug),
    },
    sections: await sections({ ...args, url, path: seo.slug, where: `landing ${seo.slug}` })(landing.sections),
    preview,
  };
}

/**
 * The pdp template that best fits the product (spec §2.2 "Product detail templates"): its layout is
 * awaited (it shapes the page), its sections are streamed below the product.
 */
export async function productPageTemplate(
  args: Request,
  product: TargetProduct & { id: string; path: string; breadcrumb: readonly string[] },
): Promise<{ layout: "store" | "base"; sections: Promise<SectionModel[]>; preview: string | null }> {
  const { url, preview, store } = reader(args, "pdp");
  const template = productTemplate(await store.templates("pdp"), product);
  const prepared = template
    ? sections({ ...args, url, path: product.path, where: `pdp ${template.name}`, product })(template.sections)
    : Promise.resolve([]);
  return { layout: template?.settings.layout ?? "store", sections: prepared, preview };
}

/** The sections of the plp template that best fits a listing path, through the configured rewrites. */
export async function listingPageSections(args: Request, path: string) {
  const { url, preview, store } = reader(args, "plp");
  const [templates, rewrites] = await Promise.all([store.templates("plp"), store.global("rewrites")]);
  const template = listingTemplate(templates, path, rewrites ?? []);
  const prepared = template
    ? await sections({ ...args, url, path, where: `plp ${template.name}` })(template.sections)
    : [];
  return { template, sections: prepared, preview };
}

/**
 * A public page's headers: a preview shows unpublished content, so it is never cached nor indexed;
 * a published page is the anonymous page cache's to keep (decision 076; the Worker decides, per
 * request, whether the shopper's answer may be kept at all).
 */
export function pageHeaders(preview: string | null): HeadersInit {
  return preview
    ? { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" }
    : { "Cache-Control": cacheControlOf(CacheLong()) };
}
