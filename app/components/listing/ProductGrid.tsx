import { Link, useFetcher } from "@remix-run/react";
import { startTransition, useEffect, useRef, useState } from "react";

import {
  eagerItems,
  withGridBanners,
  type GridBanner,
  type GridPage as GridPageOf,
} from "../../domain/listing/grid-banners";
import { listingSearch, type ListingParams } from "../../domain/listing/params";
import type { ProductSummary } from "../../domain/product";
import { clickThroughPath } from "../../domain/search/query-log";
import { track } from "../analytics/data-layer";
import { ProductCard } from "../product/ProductCard";
import { DeferredHydration } from "../ui/DeferredHydration";
import { useLiteMode } from "../ui/LiteMode";
import { SiteLink } from "../ui/SiteLink";

type GridPage = GridPageOf<ProductSummary>;
/** What /api/listado answers: a page of the grid, or an error. */
type PageData = GridPage | { error: string } | undefined;
const gridPageOf = (data: PageData): GridPage | null => (data && "products" in data ? data : null);

/** Spec storefront-shell §9 "Infinite-scroll delay: 150 ms; observer threshold 1". */
const infiniteScrollDelayMs = 150;

/**
 * Spec storefront-shell §2.13 and §4.3: pages of cards with grid banners among them, a previous-page
 * link at the top and a next-page link at the bottom. Without JS these are plain `?page=` links.
 * With JS the next page is prefetched and added when the bottom sentinel is fully visible — only
 * once the shopper has scrolled, used the wheel or touched the screen, and 150 ms later — the
 * earlier page is added by 'prev', and the URL follows the last page added. A lite page (decision
 * 110), which runs no script, is one page of cards between 'Anterior' and 'Siguiente' links.
 */
export function ProductGrid({
  path,
  params,
  first,
  pageCount,
  listName,
  analyticsToggle,
}: {
  path: string;
  params: ListingParams;
  first: GridPage;
  pageCount: number;
  listName: string;
  analyticsToggle: "on" | "off";
}) {
  const lite = useLiteMode();
  const [pages, setPages] = useState<GridPage[]>([first]);
  const next = useFetcher<PageData>();
  const previous = useFetcher<PageData>();
  const sentinel = useRef<HTMLAnchorElement>(null);
  const [wantsNext, setWantsNext] = useState(false);

  const firstPage = pages[0]!.page;
  const lastPage = pages.at(-1)!.page;
  const hrefOf = (page: number) => `${path}${listingSearch({ ...params, page })}`;
  const gridPageHref = (page: number) => {
    const search = new URLSearchParams(listingSearch({ ...params, page }));
    search.set("ruta", path);
    return `/api/listado?${search}`;
  };
  const prefetched = gridPageOf(next.data);

  // "The next page is prefetched": once the shopper first scrolls, wheels, touches or asks for it —
  // the grid grows no other way — so a visit that stays at the top costs no request, and no router
  // update wakes the cards still waiting to hydrate (decision 112).
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) return;
    const types = ["scroll", "wheel", "touchstart"] as const;
    const onMove = () => startTransition(() => setMoved(true));
    types.forEach((type) => window.addEventListener(type, onMove, { passive: true }));
    return () => types.forEach((type) => window.removeEventListener(type, onMove));
  }, [moved]);
  useEffect(() => {
    if (!moved) return;
    if (lastPage < pageCount && prefetched?.page !== lastPage + 1) next.load(gridPageHref(lastPage + 1));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the last page changes
  }, [lastPage, pageCount, moved]);

  // Add the prefetched page once the sentinel asked for it.
  useEffect(() => {
    if (!wantsNext || !prefetched || prefetched.page !== lastPage + 1) return;
    setWantsNext(false);
    // A transition: a card still waiting to hydrate is hydrated first, not thrown away (decision 112).
    startTransition(() => setPages((shown) => [...shown, prefetched]));
  }, [wantsNext, prefetched, lastPage]);

  useEffect(() => {
    const loaded = gridPageOf(previous.data);
    if (loaded && loaded.page === firstPage - 1) startTransition(() => setPages((shown) => [loaded, ...shown]));
  }, [previous.data, firstPage]);

  // The URL follows the last page added, so a reload or the back button comes back to it.
  useEffect(() => {
    if (pages.length === 1) return;
    window.history.replaceState(window.history.state, "", hrefOf(lastPage));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the URL follows the pages only
  }, [lastPage, pages.length]);

  // "This happens only after the user has scrolled, used the wheel or touched the screen, and 150 ms later."
  useEffect(() => {
    const target = sentinel.current;
    if (!target || lastPage >= pageCount) return;
    let interacted = false;
    let visible = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (interacted && visible) timer = setTimeout(() => setWantsNext(true), infiniteScrollDelayMs);
    };
    const interactions = ["scroll", "wheel", "touchstart"] as const;
    const onInteraction = () => {
      if (interacted) return;
      interacted = true;
      schedule();
    };
    interactions.forEach((name) => window.addEventListener(name, onInteraction, { passive: true }));
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible = Boolean(entry?.isIntersecting && entry.intersectionRatio >= 1);
        schedule();
      },
      { threshold: 1 },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      interactions.forEach((name) => window.removeEventListener(name, onInteraction));
    };
  }, [lastPage, pageCount]);

  // A search's results link through /s/ir, which counts the click (decision 078).
  const cardHref = path === "/s" && params.term ? (slug: string) => clickThroughPath(params.term, slug) : undefined;
  if (lite) {
    return (
      <div className="product-grid">
        <PageOfCards page={first} eager listName={listName} analyticsToggle={analyticsToggle} hrefOf={cardHref} />
        <nav className="product-grid__pages" aria-label="Páginas de productos">
          {first.page > 1 ? (
            <a className="button button--outline" href={hrefOf(first.page - 1)} rel="prev">
              Anterior
            </a>
          ) : null}
          {first.page < pageCount ? (
            <a className="button button--outline" href={hrefOf(first.page + 1)} rel="next">
              Siguiente
            </a>
          ) : null}
        </nav>
      </div>
    );
  }
  return (
    <div className="product-grid">
      {firstPage > 1 ? (
        <Link
          className="button button--outline product-grid__prev"
          to={hrefOf(firstPage - 1)}
          onClick={(event) => {
            event.preventDefault();
            if (previous.state === "idle") previous.load(gridPageHref(firstPage - 1));
          }}
        >
          {previous.state === "loading" ? "Cargando…" : "Ver productos anteriores"}
        </Link>
      ) : null}
      {pages.map((page) => (
        <PageOfCards
          key={page.page}
          page={page}
          // By number, not by object: the listing's data makes `first` anew on every render, and
          // the first row's carried pictures (decision 099) must stay what the server wrote.
          eager={page.page === first.page}
          listName={listName}
          analyticsToggle={analyticsToggle}
          hrefOf={cardHref}
        />
      ))}
      {lastPage < pageCount ? (
        <Link
          ref={sentinel}
          className="button button--outline product-grid__next"
          to={hrefOf(lastPage + 1)}
          onClick={(event) => {
            event.preventDefault();
            setMoved(true);
            setWantsNext(true);
          }}
        >
          {wantsNext ? "Cargando…" : "Ver más productos"}
        </Link>
      ) : null}
    </div>
  );
}

function PageOfCards({
  page,
  eager,
  listName,
  analyticsToggle,
  hrefOf,
}: {
  page: GridPage;
  eager: boolean;
  listName: string;
  analyticsToggle: "on" | "off";
  hrefOf?: (slug: string) => string;
}) {
  useEffect(() => {
    track(
      "view_item_list",
      {
        item_list_name: listName,
        items: page.products.map((product) => ({
          item_id: product.id,
          item_name: product.name,
          item_brand: product.brand.name,
        })),
      },
      analyticsToggle,
    );
  }, [page, listName, analyticsToggle]);
  return (
    <ul className="product-grid__page" data-item-list={listName} aria-label={`Página ${page.page}`}>
      {withGridBanners(page.products, page.banners).map((item, i) =>
        item.kind === "card" ? (
          eager && i < eagerItems ? (
            <li key={item.card.id}>
              <ProductCard product={item.card} eagerImage href={hrefOf?.(item.card.slug)} />
            </li>
          ) : (
            // Below the first row: hydrates when it nears the viewport (decision 112).
            <DeferredHydration as="li" key={item.card.id}>
              <ProductCard product={item.card} href={hrefOf?.(item.card.slug)} />
            </DeferredHydration>
          )
        ) : (
          <li
            key={`banner-${i}`}
            className={`grid-banner grid-banner--${item.banner.type === "card" ? "card" : "row"} grid-banner--${item.banner.device}`}
          >
            <GridBannerImage banner={item.banner} />
          </li>
        ),
      )}
    </ul>
  );
}

function GridBannerImage({ banner }: { banner: GridBanner }) {
  const image = (
    <img
      src={banner.image.src}
      alt={banner.image.alt}
      width={banner.image.width}
      height={banner.image.height}
      loading="lazy"
      decoding="async"
    />
  );
  return banner.link ? <SiteLink to={banner.link}>{image}</SiteLink> : image;
}
