import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { AddToBagForm } from "../components/cart/AddToBagForm";
import { CmsPage } from "../components/cms/CmsPage";
import { PriceBlock } from "../components/product/PriceBlock";
import { maxAddQuantity } from "../domain/cart/quantity";
import { productPageSections } from "../features/cms/page.server";
import { deferredOrNull } from "../http/deferred";
import { pageMeta } from "../http/meta";
import { catalog } from "../stores/catalog.server";
import type { loader as rootLoader } from "../root";
import { highFetchPriority } from "../components/ui/fetch-priority";
import cmsStyles from "../styles/cms.css?url";

export { shouldRevalidate } from "../http/revalidation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cmsStyles }];

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches }) => {
  if (!data) return [{ title: "Producto no encontrado | Esencia" }];
  const { product } = data;
  return pageMeta({
    title: `${product.name} - ${product.brand.name}`,
    description: product.description.slice(0, 160),
    storeUrl: matches.find((match) => match.id === "root")?.data?.storeUrl ?? "",
    path: `/${product.slug}/p`,
    ogType: "product",
    image: product.images[0]?.url,
  });
};

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const product = await catalog(context).productBySlug(params.slug ?? "");
  if (!product) throw new Response("No encontrado", { status: 404 });
  // The pdp template's sections (spec §2.2 "Product detail templates") are below the product: streamed.
  const template = productPageSections(
    { request, context },
    {
      id: product.id,
      skus: product.skus.map((sku) => sku.id),
      brand: product.brand.name,
      clusters: product.clusters.map((cluster) => cluster.id),
      path: `/${params.slug}/p`,
      breadcrumb: product.breadcrumbList.map((crumb) => crumb.item),
    },
  );
  return { product, template: deferredOrNull(template, "las secciones de la plantilla de producto") };
}

export default function ProductPage() {
  const { product, template } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const sku = product.skus.find((candidate) => candidate.offer.available) ?? product.skus[0];
  const image = product.images[0];
  return (
    <>
      <article className="pdp">
        <div className="pdp__gallery">
          {image ? (
            <img src={image.url} alt={image.alt} width={691} height={518} {...highFetchPriority} decoding="async" />
          ) : null}
        </div>
        <div className="pdp__details">
          <p className="pdp__brand">{product.brand.name}</p>
          <h1 className="pdp__title">{product.name}</h1>
          {sku ? (
            <>
              {sku.variation ? <p className="pdp__variant">{sku.name}</p> : null}
              <PriceBlock offer={sku.offer} brandName={product.brand.name} unitMultiplier={sku.unitMultiplier} />
              {sku.offer.available ? <AddToBagForm sku={sku.id} maxQuantity={maxAddQuantity} /> : <p className="pdp__unavailable">Sin stock</p>}
            </>
          ) : null}
          <section className="pdp__description" aria-labelledby="descripcion">
            <h2 id="descripcion">DESCRIPCIÓN</h2>
            <p>{product.description}</p>
          </section>
        </div>
      </article>
      <Suspense fallback={null}>
        <Await resolve={template} errorElement={null}>
          {(page) =>
            page ? (
              <CmsPage className="pdp-sections" sections={page.sections} preview={page.preview} lazySections={root?.lazySections ?? false} />
            ) : null
          }
        </Await>
      </Suspense>
    </>
  );
}
