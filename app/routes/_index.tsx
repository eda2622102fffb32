import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { HeroSection } from "../components/cms/HeroSection";
import { ProductShelf } from "../components/product/ProductShelf";
import { ShelfSkeleton } from "../components/product/ShelfSkeleton";
import { HomeSchema, visibleSections } from "../content/home";
import type { ProductSummary } from "../domain/product";
import { deferredOrNull } from "../http/deferred";
import { pageMeta } from "../http/meta";
import { catalog } from "../stores/catalog.server";
import { content } from "../stores/content.server";
import type { loader as rootLoader } from "../root";

export { shouldRevalidate } from "../http/revalidation";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches }) => {
  const storeUrl = matches.find((match) => match.id === "root")?.data?.storeUrl ?? "";
  return pageMeta({
    title: data?.seo.title ?? "Esencia",
    description: data?.seo.description ?? "",
    storeUrl,
    path: "/",
  });
};

export async function loader({ context }: LoaderFunctionArgs) {
  const home = await content(context).read("content:home", HomeSchema);
  const sections = visibleSections(home?.sections ?? []);
  const products = catalog(context);
  const firstShelf = sections.findIndex((section) => section.type === "productShelf");

  // The first shelf is above the fold on phones: awaited. The others stream in.
  const resolved = await Promise.all(
    sections.map(async (section, index) => {
      if (section.type !== "productShelf") return section;
      const shelf = products.collectionShelf(section.collection, section.numberOfItems);
      return {
        ...section,
        products: index === firstShelf ? await shelf : deferredOrNull(shelf, `la vitrina '${section.title}'`),
      };
    }),
  );
  return {
    seo: home?.seo ?? { title: "Esencia: perfumes, maquillaje y cuidado personal", description: "" },
    sections: resolved,
  };
}

export default function Home() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <div className="home">
      {sections.map((section, index) => {
        const key = `${section.type}-${index}`;
        if (section.type === "hero") return <HeroSection key={key} section={section} />;
        return <Shelf key={key} title={section.title} products={section.products} eager={index < 2} />;
      })}
    </div>
  );
}

function Shelf({
  title,
  products,
  eager,
}: {
  title: string;
  products: ProductSummary[] | Promise<ProductSummary[] | null>;
  eager: boolean;
}) {
  if (Array.isArray(products)) return <ProductShelf title={title} products={products} eager={eager} />;
  return (
    <Suspense fallback={<ShelfSkeleton title={title} />}>
      <Await resolve={products} errorElement={null}>
        {(list) => (list ? <ProductShelf title={title} products={list} /> : null)}
      </Await>
    </Suspense>
  );
}
