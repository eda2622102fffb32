import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { BackButton } from "../components/wishlist/BackButton";
import { Carousel } from "../components/cms/Carousel";
import { ProductCard } from "../components/product/ProductCard";
import { applyWishlistChange } from "../domain/wishlist";
import { wishlistCopy, WishlistToggleSchema } from "../forms/wishlist";
import { safeRedirectTo } from "../http/redirect-to";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { catalog } from "../ports/catalog.server";
import { sessions } from "../ports/session.server";
import { personOf, shopperOf } from "../ports/shopper.server";
import { guestWishlistOf, wishlists } from "../ports/wishlist.server";
import { cardStyles, carouselStyles, stylesheet } from "../styles/sheets";
import wishlistStyles from "../styles/wishlist.css?url";

export const links: LinksFunction = () => [...cardStyles, ...carouselStyles, stylesheet(wishlistStyles)];


export const meta: MetaFunction = () => [{ title: "Wishlist | Esencia" }, { name: "robots", content: "noindex" }];

/** Spec products-and-buying §2.8: "a title (default 'WISHLIST')". */
const defaultTitle = "WISHLIST";

/** The list is the session's (a person's in D1, a guest's in the cookie); the cards are the catalogue's. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await shopperOf(context, await sessions(context, request).read());
  const products = catalog(context)
    .summariesByIds(shopper.wishlist)
    .catch((error: unknown) => {
      console.error("Error loading wishlist", error);
      return null;
    });
  return { title: defaultTitle, back: backPath(request), products };
}

/** The heart on every card posts here (spec §4 "Wishlist toggle"); identity only from the session. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm("wishlist"), "/wishlist");
  const redirectTo = form.get("redirectTo");
  const submission = parseWithZod(form, { schema: WishlistToggleSchema });
  if (submission.status !== "success") {
    return respondTo(request, context, { form: "wishlist", status: "error", message: wishlistCopy.failed, reply: submission.reply() }, redirectTo);
  }
  const { productId, intent } = submission.value;
  const formId = `wishlist-${productId}`;
  const remove = intent === "remove";
  const refuse = (message: string) => respondTo(request, context, { form: formId, status: "error", message }, redirectTo);
  try {
    if (!remove && (await catalog(context).summariesByIds([productId])).length === 0) return refuse(wishlistCopy.unknownProduct);
    const outcome = { form: formId, status: "success" as const, message: remove ? wishlistCopy.removed : wishlistCopy.added };
    const session = await sessions(context, request).read();
    const person = await personOf(context, session);
    if (person) {
      await wishlists(context).change(person.id, productId, remove);
      return respondTo(request, context, outcome, redirectTo);
    }
    return respondTo(request, context, outcome, redirectTo, {
      update: (guest) => guest.set("wishlist", applyWishlistChange(guestWishlistOf(guest), productId, remove)),
    });
  } catch (error) {
    console.error("Error al actualizar en wishlist", error);
    return refuse(wishlistCopy.failed);
  }
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
          {(cards) =>
            cards === null ? (
              <p className="wishlist__empty">No pudimos cargar tu wishlist. Probá de nuevo en unos minutos.</p>
            ) : cards.length === 0 ? (
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
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

/** 'ATRÁS' without JS: the same-origin page the shopper came from, else home. */
function backPath(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin || url.pathname === "/wishlist") return "/";
    return safeRedirectTo(`${url.pathname}${url.search}`);
  } catch {
    return "/";
  }
}
