import { useLocation } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";

import { cardBadges } from "../../domain/cms/badges";
import { instalmentColours, instalmentPlanAmong, instalmentText } from "../../domain/instalments";
import { cardPhoneFile, productCardSizes, productCardWidth, sizedPicture } from "../../domain/media/sized-pictures";
import { shownPrice } from "../../domain/price";
import type { ProductSummary } from "../../domain/product";
import { allVariants, cardPictureOf, inlineVariants, showsFrom, skuToAdd } from "../../domain/product-card";
import { cardJson } from "../../domain/wire";
import { showsInList } from "../../domain/wishlist";
import { cartCopy, cartFormId } from "../../forms/cart-copy";
import { announceCartChange } from "../cart/cart-events";
import { useCartFetcher } from "../cart/useCartFetcher";
import { useRootData, type RootData } from "../shell/root-data";
import { useInlinePicture } from "../ui/InlinePictures";
import { useLiteMode } from "../ui/LiteMode";
import { useServerMarkup, type ServerMarkup } from "../ui/server-markup";
import { committedHeart, useWishlistToggle } from "../wishlist/WishlistToggle";
import { CardView, type CardViewProps } from "./card/CardView";

type Props = {
  product: ProductSummary;
  eagerImage?: boolean;
  /** A landing shelf's productCardConfiguration (§2.5 "options 'bordered' and 'showDiscountBadge'"). */
  bordered?: boolean;
  showDiscountBadge?: boolean;
  /** Where the card leads instead of the product's page: a search result's click-through (decision 078). */
  href?: string;
};

/**
 * The one card every listing, shelf and slider uses (spec products-and-buying §2.5, §4 "Add to cart",
 * "Product card variant selection"). Its content is `CardView`'s, the same on both sides; the server
 * keeps that markup per isolate and fills in only the address and the modal's id (decision 104),
 * so a listing's 24 cards run none of the browser's hooks there. In the browser the card is live:
 * the cart's fetcher posts 'Agregar', a missing choice is answered without a request, and the heart
 * has its own fetcher.
 */
export function ProductCard(props: Props) {
  const serverMarkup = useServerMarkup();
  return serverMarkup ? <KeptCard {...props} serverMarkup={serverMarkup} /> : <LiveCard {...props} />;
}

type CardState = {
  chosen: string | null;
  inList: boolean;
  wishlistBusy: boolean;
  wishlistMessage: string | null;
  adding: boolean;
};

/** What a card reads besides its product and its state: the root data, lite mode, a carried picture. */
type CardContext = {
  root: RootData | undefined;
  lite: boolean;
  /** The first row's picture, when the document carries it (decision 099). */
  carried: { src: string; file: string } | null;
};

function useCardContext({ product, eagerImage = false }: Props, chosen: string | null): CardContext {
  const root = useRootData();
  const lite = useLiteMode();
  const image = cardPictureOf(product, chosen);
  // Only an eager card's: a catalogue's products may share a picture, and each copy costs the bytes.
  const carriedFile = eagerImage && image ? cardPhoneFile(image.url, lite) : "";
  const carried = useInlinePicture(carriedFile);
  return { root, lite, carried: carried["data-carried"] ? { src: carried.src, file: carriedFile } : null };
}

const articleClass = ({ bordered = false }: Props) =>
  bordered ? "product-card product-card--bordered" : "product-card";

/**
 * The server's card: the state a request starts from, no fetcher. Its markup is kept by what it is
 * made from (decision 104): the product's own JSON, written once per kept card (decision 102), the
 * root data's badges and instalment plans, and the few values of this card and request. The view is
 * worked out only when that markup is not kept yet.
 */
function KeptCard({ serverMarkup, ...props }: Props & { serverMarkup: ServerMarkup }) {
  // First, as in LiveCard, so both get the same id for the same place (decision 104).
  const modalId = useId();
  const location = useLocation();
  const { product, eagerImage = false, showDiscountBadge = true, href } = props;
  const chosen = product.chosenSku ?? null;
  const context = useCardContext(props, chosen);
  const heart = committedHeart(context.root, product.id);
  const state: CardState = {
    chosen,
    inList: showsInList(heart.state),
    wishlistBusy: false,
    wishlistMessage: heart.flashMessage,
    adding: false,
  };
  const key = [
    "tarjeta",
    cardJson(product),
    cardContextJson(context.root),
    JSON.stringify([
      context.lite,
      context.carried,
      eagerImage,
      showDiscountBadge,
      href ?? null,
      state.inList,
      state.wishlistMessage,
      inBag(product, chosen, context.root),
    ]),
  ].join("\u0000");
  const html = serverMarkup.hydrated(key, (marked) => <CardView {...cardView(props, context, state)} {...marked} />, {
    modalId,
    redirectTo: `${location.pathname}${location.search}`,
  });
  return <article className={articleClass(props)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The root data a card reads, as text: once per request, however many cards it has. */
const contextJsonOf = new WeakMap<RootData, string>();
function cardContextJson(root: RootData | undefined): string {
  if (!root) return "";
  let json = contextJsonOf.get(root);
  if (json === undefined) {
    json = JSON.stringify([root.badges.list, root.instalmentPlans]);
    contextJsonOf.set(root, json);
  }
  return json;
}

/** The browser's card: its choice, its fetchers, the heart's own. */
function LiveCard(props: Props) {
  // Before the fetchers' hooks, which take ids of their own: the same id the server wrote.
  const modalId = useId();
  const location = useLocation();
  const fetcher = useCartFetcher();
  const heart = useWishlistToggle(props.product.id);
  const [chosen, setChosen] = useState<string | null>(props.product.chosenSku ?? null);
  const context = useCardContext(props, chosen);
  const view = cardView(props, context, {
    chosen,
    inList: heart.inList,
    wishlistBusy: heart.busy,
    wishlistMessage: heart.message,
    adding: fetcher.state !== "idle",
  });
  const sku = skuToAdd(props.product.variants, chosen);

  // §4: "pressing add with no variant chosen shows the toast 'Por favor, selecciona una opción' for 3 s and adds nothing".
  const onAdd = (event: FormEvent) => {
    if (sku !== null) return;
    event.preventDefault();
    announceCartChange({ form: cartFormId, status: "error", message: cartCopy.chooseVariant });
  };
  return (
    <article className={articleClass(props)}>
      <CardView
        {...view}
        modalId={modalId}
        redirectTo={`${location.pathname}${location.search}`}
        live={{ cart: fetcher, onAdd, onChoose: setChosen, wishlist: heart.live }}
      />
    </article>
  );
}

/** Whether what 'Agregar' would add is in the bag already. */
function inBag({ variants }: ProductSummary, chosen: string | null, root: RootData | undefined): boolean {
  const sku = skuToAdd(variants, chosen);
  return sku !== null && (root?.cartSkus ?? []).includes(sku);
}

/** What the card shows for a state: its badges, picture, price and instalments, from the product and the root data. */
function cardView(
  { product, eagerImage = false, showDiscountBadge = true, href }: Props,
  { root, lite, carried }: CardContext,
  state: CardState,
): Omit<CardViewProps, "modalId" | "redirectTo"> {
  const { variants } = product;
  const all = allVariants(variants);
  const inline = inlineVariants(variants);
  const selected = all.find((variant) => variant.sku === state.chosen) ?? null;
  const badges = cardBadges(root?.badges.list ?? [], {
    skus: [product.sku, ...all.map((variant) => variant.sku)],
    brand: product.brand.name,
    clusters: product.clusters,
  });
  const image = cardPictureOf(product, state.chosen);
  const price = selected ?? {
    price: shownPrice(product.offer.price, product.unitMultiplier),
    listPrice: shownPrice(product.offer.listPrice, product.unitMultiplier),
  };
  // §9 "price ÷ n on cards"; the plans arrive already dated by the server.
  const plan = instalmentPlanAmong(product.clusters, root?.instalmentPlans ?? []);
  const instalments = plan && instalmentText(price.price, plan, "card");
  return {
    corner: badges.corner ? { look: badges.corner.look, text: badges.corner.firstText } : null,
    wishlist: {
      productId: product.id,
      productName: product.name,
      inList: state.inList,
      busy: state.wishlistBusy,
      message: state.wishlistMessage,
    },
    body: {
      badges: badges.list.map((badge) => ({ look: badge.look, text: badge.firstText })),
      href: href ?? `/${product.slug}/p`,
      prefetch: href ? "none" : "intent",
      picture: image
        ? {
            // The first row's pictures may travel inside the document (decision 099): then `src` carries them.
            ...(carried
              ? { src: carried.src, carried: carried.file }
              : sizedPicture(image.url, { smallest: lite, minWidth: productCardWidth, sizes: productCardSizes })),
            alt: image.alt,
            eager: eagerImage,
          }
        : null,
      brandName: product.brand.name,
      name: product.name,
      price: all.length
        ? {
            offer: { price: price.price, listPrice: price.listPrice },
            from: !selected && showsFrom(variants),
            showDiscount: showDiscountBadge,
            instalments:
              plan && instalments ? { text: instalments, ...instalmentColours(plan, product.brand.name) } : null,
          }
        : null,
    },
    add: all.length
      ? {
          onlySku: all.length === 1 ? all[0]!.sku : null,
          picker: all.length > 1 ? { inline, chosen: state.chosen } : null,
          modal: all.length > 1 && inline.more ? { variants, brandName: product.brand.name } : null,
          added: inBag(product, state.chosen, root),
          adding: state.adding,
        }
      : null,
  };
}
