import { useLocation } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";

import { cardBadges } from "../../domain/cms/badges";
import { instalmentColours, instalmentPlanAmong, instalmentText } from "../../domain/instalments";
import { cardPhoneFile, productCardSizes, productCardWidth, sizedPicture } from "../../domain/media/sized-pictures";
import { shownPrice } from "../../domain/price";
import type { ProductSummary } from "../../domain/product";
import { allVariants, cardPictureOf, inlineVariants, showsFrom, skuToAdd } from "../../domain/product-card";
import { showsInList } from "../../domain/wishlist";
import { cartCopy, cartFormId } from "../../forms/cart-copy";
import { announceCartChange } from "../cart/cart-events";
import { useCartFetcher } from "../cart/useCartFetcher";
import { useRootData } from "../shell/root-data";
import { useInlinePicture } from "../ui/InlinePictures";
import { useLiteMode } from "../ui/LiteMode";
import { useServerMarkup } from "../ui/server-markup";
import { WrittenOnce } from "../ui/WrittenOnce";
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
  return useServerMarkup() ? <KeptCard {...props} /> : <LiveCard {...props} />;
}

type CardState = {
  chosen: string | null;
  inList: boolean;
  wishlistBusy: boolean;
  wishlistMessage: string | null;
  adding: boolean;
};

/** The server's card: the state a request starts from, no fetcher. */
function KeptCard(props: Props) {
  // First, as in LiveCard, so both get the same id for the same place (decision 104).
  const modalId = useId();
  const location = useLocation();
  const root = useRootData();
  const heart = committedHeart(root, props.product.id);
  const view = useCardView(props, {
    chosen: props.product.chosenSku ?? null,
    inList: showsInList(heart.state),
    wishlistBusy: false,
    wishlistMessage: heart.flashMessage,
    adding: false,
  });
  return (
    <CardMarkup props={props} view={view} modalId={modalId} redirectTo={`${location.pathname}${location.search}`} />
  );
}

/** The browser's card: its choice, its fetchers, the heart's own. */
function LiveCard(props: Props) {
  // Before the fetchers' hooks, which take ids of their own: the same id the server wrote.
  const modalId = useId();
  const location = useLocation();
  const fetcher = useCartFetcher();
  const heart = useWishlistToggle(props.product.id);
  const [chosen, setChosen] = useState<string | null>(props.product.chosenSku ?? null);
  const view = useCardView(props, {
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
    <CardMarkup
      props={props}
      view={{ ...view, live: { cart: fetcher, onAdd, onChoose: setChosen, wishlist: heart.live } }}
      modalId={modalId}
      redirectTo={`${location.pathname}${location.search}`}
    />
  );
}

function CardMarkup({
  props,
  view,
  modalId,
  redirectTo,
}: {
  props: Props;
  view: Omit<CardViewProps, "modalId" | "redirectTo">;
  modalId: string;
  redirectTo: string;
}) {
  return (
    <WrittenOnce
      as="article"
      className={props.bordered ? "product-card product-card--bordered" : "product-card"}
      slot="tarjeta"
      component={CardView}
      props={{ ...view, modalId, redirectTo }}
      holes={holes}
    />
  );
}

const holes = ["modalId", "redirectTo"] as const;

/** What the card shows for a state: its badges, picture, price and instalments, from the product and the root data. */
function useCardView(
  { product, eagerImage = false, showDiscountBadge = true, href }: Props,
  state: CardState,
): Omit<CardViewProps, "modalId" | "redirectTo"> {
  const root = useRootData();
  const lite = useLiteMode();
  const { variants } = product;
  const all = allVariants(variants);
  const inline = inlineVariants(variants);
  const selected = all.find((variant) => variant.sku === state.chosen) ?? null;
  const sku = skuToAdd(variants, state.chosen);
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
  // The first row's pictures may travel inside the document (decision 099): then `src` carries them.
  // Only an eager card's: a catalogue's products may share a picture, and each copy costs the bytes.
  const carriedFile = eagerImage && image ? cardPhoneFile(image.url, lite) : "";
  const carried = useInlinePicture(carriedFile);
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
            ...(carried["data-carried"]
              ? { src: carried.src, carried: carriedFile }
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
          added: sku !== null && (root?.cartSkus ?? []).includes(sku),
          adding: state.adding,
        }
      : null,
  };
}
