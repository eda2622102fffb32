import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";

import { Carousel } from "../components/cms/Carousel";
import { ProductCard } from "../components/product/ProductCard";
import { BackButton } from "../components/wishlist/BackButton";
import { unpackCards } from "../domain/wire";
import { changeWishlist, wishlistPage } from "../features/wishlist/wishlist.server";
import { wishlistCopy, WishlistToggleSchema } from "../forms/wishlist";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { cardSheets, carouselSheets, routeStyles, wishlistSheet } from "../styles/sheets";

const styles = routeStyles(() => [...cardSheets, ...carouselSheets, wishlistSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction = () => [{ title: "Wishlist | Esencia" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return wishlistPage(request, context);
}

/** The heart on every card posts here (spec §4 "Wishlist toggle"); identity only from the session. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm("wishlist"), "/wishlist");
  const redirectTo = form.get("redirectTo");
  const submission = parseWithZod(form, { schema: WishlistToggleSchema });
  if (submission.status !== "success") {
    return respondTo(
      request,
      context,
      { form: "wishlist", status: "error", message: wishlistCopy.failed, reply: submission.reply() },
      redirectTo,
    );
  }
  const { productId, intent } = submission.value;
  const { status, message } = await changeWishlist(request, context, productId, intent === "remove");
  return respondTo(request, context, { form: `wishlist-${productId}`, status, message }, redirectTo);
}

export default function Wishlist() {
  const { title, back, products } = useLoaderData<typeof loader>();
  return (
    <section className="wishlist" aria-labelledby="wishlist-title">
      <header className="wishlist__header">
        <BackButton href={back} />
        <h1 id="wishlist-title">{title}</h1>
      </header>
      <Suspense fallback={<span className="spinner wishlist__spinner" role="status" aria-label="Cargando" />}>
        <Await resolve={products}>
          {(packed) => {
            if (packed === null)
              return <p className="wishlist__empty">No pudimos cargar tu wishlist. Probá de nuevo en unos minutos.</p>;
            const cards = unpackCards(packed);
            return cards.length === 0 ? (
              <p className="wishlist__empty">Esta lista está vacía</p>
            ) : (
              // Spec §9 "Wishlist carousel: 4.7 / 1.7, moves 1, no autoplay, gap 0.5rem".
              <Carousel
                label={title}
                slides={cards.map((product) => ({ key: product.id, content: <ProductCard product={product} /> }))}
                perPage={{ desktop: 4.7, mobile: 1.7 }}
                gap={8}
                rewind={false}
                className="wishlist-carousel"
              />
            );
          }}
        </Await>
      </Suspense>
    </section>
  );
}
