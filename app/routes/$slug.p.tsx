import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { Await, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";

import { CmsPage } from "../components/cms/CmsPage";
import { BaseLayout } from "../components/product/BaseLayout";
import { StoreLayout } from "../components/product/StoreLayout";
import { useRootData } from "../components/shell/root-data";
import { JsonLd } from "../components/ui/JsonLd";
import { plainTextOfMarkdown } from "../domain/catalogue/product-rules";
import { productLeadPicture } from "../domain/media/content-pictures";
import { pageHeaders } from "../features/cms/page.server";
import { loadProductPage } from "../features/product/product-page.server";
import type { RootLoader } from "../features/shell/root.server";
import { leadImage } from "../http/lead-picture-handle";
import { canonicalUrl, pageMeta } from "../http/meta";
import { cmsPageSheets, pdpSheet, routeStyles } from "../styles/sheets";

export { shouldRevalidate } from "../http/revalidation";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The first screen needs cards.css too: the price block's rules are there (decision 082).
const styles = routeStyles(() => [...cmsPageSheets, pdpSheet], {
  // The gallery's first picture, as the gallery shows it (decisions 080, 093).
  handle: leadImage<SerializeFrom<typeof loader>>(({ gallery }, lite) => {
    const lead = gallery.images[0];
    return lead ? productLeadPicture(lead.url, lite) : null;
  }),
});
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches }) => {
  if (!data) return [{ title: "Producto no encontrado | Esencia" }];
  const { product, gallery } = data;
  return pageMeta({
    title: `${product.name} - ${product.brand.name}`,
    description: plainTextOfMarkdown(product.description).slice(0, 160),
    storeUrl: matches.find((match) => match.id === "root")?.data?.storeUrl ?? "",
    path: product.seo.canonical,
    ogType: "product",
    image: gallery.images[0]?.url,
  });
};

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const page = await loadProductPage({ request, context }, params.slug ?? "");
  if (!page) throw new Response("No encontrado", { status: 404 });
  return data(page, { headers: pageHeaders(page.preview) });
}

export default function ProductPage() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData();
  const pageUrl = canonicalUrl(root?.storeUrl ?? "", data.product.seo.canonical);
  return (
    <>
      <JsonLd data={data.jsonLd} />
      {data.layout === "base" ? <BaseLayout data={data} /> : <StoreLayout data={data} pageUrl={pageUrl} />}
      <Suspense fallback={null}>
        <Await resolve={data.sections} errorElement={null}>
          {(sections) =>
            sections ? (
              <CmsPage
                className="pdp-sections"
                sections={sections}
                preview={data.preview}
                lazySections={root?.lazySections ?? false}
              />
            ) : null
          }
        </Await>
      </Suspense>
    </>
  );
}
