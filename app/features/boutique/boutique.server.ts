import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

import { boutiqueSeoTitle } from "../../domain/boutique/seo-title";
import { boutiqueBreadcrumb, boutiquePage, lineMatches } from "../../domain/boutique/tree";
import { boutiqueBrand } from "../../domain/shell/eshop-menu";
import { packCards } from "../../domain/wire";
import { canonicalUrl } from "../../http/meta";
import { catalog } from "../../ports/catalog.server";
import { landingPage } from "../cms/page.server";
import { eshopMenu } from "../shell/eshop.server";

// A luxury brand's e-boutique under /shop-{brand}/ (spec storefront-shell §2.22): the home is the
// CMS landing page (or the brand's best sellers without one), every other page a product grid of
// the tree; paths the tree does not have, and pages with no products, fall back to their parent.

const gridSize = 48;

/** The boutique page of an /shop-{brand}/… path; null when the path is no luxury brand's boutique. */
export async function boutiqueFor(args: Pick<LoaderFunctionArgs, "request" | "context">, splat: string) {
  const path = `/${splat.replace(/^\/+|\/+$/g, "")}`.toLowerCase();
  const slug = boutiqueBrand(path);
  if (!slug) return null;
  const catalogue = catalog(args.context);
  const brand = await catalogue.brandBySlug(slug);
  if (!brand?.is_luxury) return null;

  const node = boutiquePage(brand, path.split("/").slice(2));
  if (node.kind === "redirect") throw redirect(node.to, 302);
  const fallBack = () => {
    if (node.fallback !== null) throw redirect(node.fallback, 302);
  };

  let lineName: string | null = null;
  let filter = node.filter;
  if (filter && node.fragrance) {
    lineName =
      (await catalogue.linesOf(brand.slug, filter.categories)).find((line) => lineMatches(line, filter!.line ?? "")) ??
      null;
    if (!lineName) fallBack();
    filter = { ...filter, line: lineName };
  }

  const [landing, eshop, products] = await Promise.all([
    filter ? null : landingPage(args, `/shop-${brand.slug}`, { logMissing: false }),
    eshopMenu(args.context, path),
    filter ? catalogue.boutiqueShelf(brand.slug, filter, gridSize) : catalogue.brandShelf(brand.slug, gridSize),
  ]);
  if (filter && products.length === 0) fallBack();

  const title = lineName ?? node.title;
  return {
    slug: node.path,
    seo: landing?.seo ?? {
      title: boutiqueSeoTitle(title, brand.name, title === node.title && Boolean(node.filter)),
      description: `${title} en la boutique ${brand.name} de Esencia: envío gratis desde $120.000 y hasta 12 cuotas sin interés.`,
      canonical: canonicalUrl(args.context.cloudflare.env.STORE_URL, node.path),
    },
    sections: landing?.sections ?? [],
    preview: landing?.preview ?? null,
    eshop,
    boutique: {
      brand: brand.name,
      title,
      breadcrumb: boutiqueBreadcrumb(node.path, brand.name, lineName),
      /** The home shows its CMS sections when it has them; the grid otherwise. */
      products: packCards(landing ? [] : products),
    },
  };
}
