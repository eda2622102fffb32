import { Link } from "@remix-run/react";

import { breadcrumbJsonLd } from "../../domain/listing/breadcrumbs";
import { listingSearch } from "../../domain/listing/params";
import { productCount } from "../../domain/product-count";
import { unpackCards, type PackedCards } from "../../domain/wire";
import type { ListingPageData } from "../../features/listing/listing.server";
import { CmsPage } from "../cms/CmsPage";
import { ProductCard } from "../product/ProductCard";
import { useRootData } from "../shell/root-data";
import { JsonLd } from "../ui/JsonLd";
import { Breadcrumbs } from "./Breadcrumbs";
import { FilterPanel } from "./lazy-listing";
import { ListingHeader } from "./ListingHeader";
import { ProductGrid } from "./ProductGrid";
import { SortForm } from "./SortForm";

/** Spec storefront-shell §2.13 "Listing and search page". */
export function ListingPage({ listing }: { listing: ListingPageData }) {
  const root = useRootData();
  const storeUrl = root?.storeUrl ?? "";
  const search = listingSearch(listing.params);
  const pageUrl = `${storeUrl}${listing.path}${search}`;
  const corrected = listing.metadata.isTermMisspelled ? listing.metadata.correctedTerm : null;
  return (
    <div className="listing">
      <Breadcrumbs crumbs={listing.crumbs} />
      <JsonLd data={breadcrumbJsonLd(listing.crumbs, pageUrl, storeUrl)} />
      <ListingHeader header={listing.header} title={listing.title} currentUrl={`${listing.path}${search}`} />
      {corrected ? (
        <p className="listing__corrected">
          Quizás quisiste decir{" "}
          <Link to={`/s${listingSearch({ ...listing.params, term: corrected, facets: [], page: 1 })}`}>
            {corrected}
          </Link>
        </p>
      ) : null}
      <div className="listing__toolbar">
        <p className="listing__count" role="status">
          {listing.failed ? null : productCount(listing.totalCount)}
        </p>
        <a href="#filtros" className="button button--outline listing__filter">
          Filtrar
        </a>
        <SortForm path={listing.path} params={listing.params} />
      </div>
      <FilterPanel path={listing.path} params={listing.params} />
      {listing.failed ? (
        // §8 "'Error al cargar los productos': a product fetch failure in a […] gallery".
        <p className="listing__failed" role="alert">
          Error al cargar los productos
        </p>
      ) : listing.totalCount === 0 ? (
        <EmptyGallery
          term={listing.params.term}
          suggestion={listing.metadata.suggestedTerm}
          bestSellers={listing.bestSellers}
        />
      ) : (
        <>
          {/* The cards' names are h3, as on every shelf: the grid needs its own level-2 heading. */}
          <h2 className="visually-hidden">Productos</h2>
          <ProductGrid
            key={listingSearch({ ...listing.params, page: 1 })}
            path={listing.path}
            params={listing.params}
            first={{ page: listing.params.page, products: unpackCards(listing.products), banners: listing.banners }}
            pageCount={listing.pageCount}
            listName={listing.title}
            analyticsToggle={root?.analyticsToggle ?? "on"}
          />
          <JsonLd data={itemListJsonLd(listing, storeUrl)} />
        </>
      )}
      {/* The plp template's sections come after the products, which are what the page is for. */}
      {listing.sections.length ? (
        <CmsPage
          className="listing__sections"
          sections={listing.sections}
          preview={listing.preview}
          lazySections={root?.lazySections ?? false}
        />
      ) : null}
    </div>
  );
}

/**
 * §8 "Listing total 0: Empty-gallery view", never a dead end (decision 077): a search offers the
 * closest words the catalogue has, as a link, and the best-sellers.
 */
function EmptyGallery({
  term,
  suggestion,
  bestSellers,
}: {
  term: string;
  suggestion: string | null;
  bestSellers: PackedCards;
}) {
  const cards = unpackCards(bestSellers);
  return (
    <section className="empty-gallery" aria-labelledby="empty-gallery-title">
      <h2 id="empty-gallery-title">{term ? `No encontramos productos para "${term}"` : "No encontramos productos"}</h2>
      {suggestion ? (
        <p className="empty-gallery__suggestion">
          Quizás quisiste decir <Link to={`/s?${new URLSearchParams({ q: suggestion })}`}>{suggestion}</Link>
        </p>
      ) : null}
      <p>Revisá la ortografía, probá con menos filtros o con términos más generales.</p>
      <Link to="/" className="button">
        Volver al inicio
      </Link>
      {cards.length ? (
        <div className="empty-gallery__best-sellers">
          <h2>Los más vendidos</h2>
          <ul className="product-grid__page" data-item-list="Los más vendidos">
            {cards.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function itemListJsonLd(listing: ListingPageData, storeUrl: string) {
  const offset = (listing.params.page - 1) * listing.pageSize;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: listing.totalCount,
    itemListElement: unpackCards(listing.products).map((product, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      url: `${storeUrl}/${product.slug}/p`,
      name: product.name,
    })),
  };
}
