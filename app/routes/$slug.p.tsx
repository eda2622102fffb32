import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PriceBlock } from "../components/product/PriceBlock";
import { pageMeta } from "../http/meta";
import { catalog } from "../stores/catalog.server";
import type { loader as rootLoader } from "../root";
import { highFetchPriority } from "../components/ui/fetch-priority";

export { shouldRevalidate } from "../http/revalidation";

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

export async function loader({ params, context }: LoaderFunctionArgs) {
  const product = await catalog(context).productBySlug(params.slug ?? "");
  if (!product) throw new Response("No encontrado", { status: 404 });
  return { product };
}

export default function ProductPage() {
  const { product } = useLoaderData<typeof loader>();
  const sku = product.skus.find((candidate) => candidate.offer.available) ?? product.skus[0];
  const image = product.images[0];
  return (
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
            {sku.offer.available ? null : <p className="pdp__unavailable">Sin stock</p>}
          </>
        ) : null}
        <section className="pdp__description" aria-labelledby="descripcion">
          <h2 id="descripcion">DESCRIPCIÓN</h2>
          <p>{product.description}</p>
        </section>
      </div>
    </article>
  );
}
