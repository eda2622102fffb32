import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, type RefObject } from "react";

import type { ShownFacet } from "../../domain/listing/facet-display";
import { unpackFacets, type PackedFacet } from "../../domain/listing/facet-wire";
import { listingSearch, toggledFacet, type ListingParams } from "../../domain/listing/params";
import { groupThousands } from "../../domain/price";
import { facetsUrl } from "../../http/facets-url";
import { Drawer } from "../shell/Drawer";
import { closeDrawers, drawerOpenClass } from "../shell/drawer-state";
import { useDrawerOpened } from "../shell/useDrawerOpened";
import { useDrawerToggle } from "../shell/useDrawerToggle";
import { DeferredPiece } from "../ui/DeferredPiece";

const filtersCopy = { loading: "Cargando los filtros…", failed: "No se pudieron cargar los filtros." };

/**
 * Spec storefront-shell §2.14 "Filter slider" and §4.3: a drawer from the left titled 'Filtros'
 * holding one GET form — boolean facets as checkboxes in accordions, the price range as min and max,
 * the static 'Descuento' links (full page loads), chips for the applied filters, 'Limpiar' and
 * 'Aplicar'. Without JS the drawer is the :target of the 'Filtrar' link and the form is plain; with
 * JS closing it without applying puts the form back as it was ("reverts the unapplied selections").
 * The facets are not in the document's data: the browser fetches them when the drawer first opens,
 * and for each query applied after that, so it is ready when it opens again; the server writes them
 * for browsers without JavaScript (decisions 048, 084).
 */
export function FilterPanel({ path, params }: { path: string; params: ListingParams }) {
  const drawer = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const opened = useDrawerOpened(drawer);

  // A close that is not an 'Aplicar' reverts.
  useDrawerToggle(drawer, (open) => {
    if (!open) form.current?.reset();
  });

  // Applied (or a chip followed): the new page's form starts from the new selection, and the drawer closes.
  const appliedSearch = listingSearch(params);
  const firstSearch = useRef<string | null>(appliedSearch);
  useEffect(() => {
    // Open when this code first runs, on the search it came with: the shopper opened it before the
    // code arrived (decision 081), and it stays open.
    if (appliedSearch === firstSearch.current && drawer.current?.classList.contains(drawerOpenClass)) return;
    firstSearch.current = null;
    closeDrawers();
  }, [appliedSearch]);

  return (
    <Drawer ref={drawer} id="filtros" title="Filtros" side="left">
      <DeferredPiece piece="filtros" url={facetsUrl(path, params)} built={opened} copy={filtersCopy}>
        {(facets) => (
          <FilterForm path={path} params={params} appliedSearch={appliedSearch} packedFacets={facets} form={form} />
        )}
      </DeferredPiece>
    </Drawer>
  );
}

function FilterForm({
  path,
  params,
  appliedSearch,
  packedFacets,
  form,
}: {
  path: string;
  params: ListingParams;
  /** `listingSearch(params)`, which the panel already has. */
  appliedSearch: string;
  packedFacets: PackedFacet[];
  form: RefObject<HTMLFormElement>;
}) {
  const facets = useMemo(() => unpackFacets(packedFacets), [packedFacets]);
  // With JS the URL leaves out what was left empty (a price without a minimum, say).
  const submit = useSubmit();
  const applyFilters = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = [...new FormData(event.currentTarget)].filter(([, value]) => value !== "");
    submit(new URLSearchParams(chosen as [string, string][]), { method: "get", action: path });
  };

  const clearAll = (event: React.MouseEvent) => {
    if (!form.current) return;
    // "'Clear all' empties the selection"; 'Aplicar' then applies it. Without JS the link does both.
    event.preventDefault();
    form.current.querySelectorAll<HTMLInputElement>("input[type=checkbox]").forEach((box) => (box.checked = false));
    form.current.querySelectorAll<HTMLInputElement>("input[type=number]").forEach((input) => (input.value = ""));
  };

  const applied = params.facets.filter((facet) => facet.key !== "price");
  const labelOf = (key: string, value: string) => {
    const facet = facets.find((candidate) => candidate.key === key);
    return facet?.__typename === "StoreFacetBoolean"
      ? (facet.values.find((each) => each.value === value)?.label ?? value)
      : value;
  };
  const price = params.facets
    .find((facet) => facet.key === "price")
    ?.value.split(":")
    .map(Number);

  return (
    <>
      {params.facets.length ? (
        <ul className="filter-chips" aria-label="Filtros aplicados">
          {applied.map((facet) => (
            <li key={`${facet.key}=${facet.value}`}>
              <Link
                to={`${path}${listingSearch(toggledFacet(params, facet))}`}
                aria-label={`Quitar ${labelOf(facet.key, facet.value)}`}
              >
                {labelOf(facet.key, facet.value)} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
          {price ? (
            <li>
              <Link
                to={`${path}${listingSearch({ ...params, facets: applied, page: 1 })}`}
                aria-label="Quitar el rango de precio"
              >
                ${groupThousands(price[0] ?? 0)} – ${groupThousands(price[1] ?? 0)} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      <Form ref={form} method="get" action={path} className="filter-form" key={appliedSearch} onSubmit={applyFilters}>
        {params.term ? <input type="hidden" name="q" value={params.term} /> : null}
        {params.sort !== "score_desc" ? <input type="hidden" name="sort" value={params.sort} /> : null}
        {facets.map((facet) => (
          <FacetGroup key={facet.key} facet={facet} />
        ))}
        <div className="filter-form__actions">
          <Link
            to={`${path}${listingSearch({ ...params, facets: [], page: 1 })}`}
            className="button button--outline"
            onClick={clearAll}
          >
            Limpiar
          </Link>
          <button type="submit" className="button">
            Aplicar
          </button>
        </div>
      </Form>
    </>
  );
}

function FacetGroup({ facet }: { facet: ShownFacet }) {
  if (facet.__typename === "discountLinks") {
    return (
      <details className="facet">
        <summary>{facet.label}</summary>
        <ul>
          {facet.links.map((link) => (
            <li key={link.url}>
              {/* "Its links navigate by a full page load to the discount pages." */}
              <a href={link.url} aria-current={link.current ? "page" : undefined} data-discount-link>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    );
  }
  if (facet.__typename === "StoreFacetRange") {
    const changed = facet.min.selected !== facet.min.absolute || facet.max.selected !== facet.max.absolute;
    return (
      <details className="facet" open={changed}>
        <summary>{facet.label}</summary>
        <div className="facet__range">
          <label>
            Mínimo
            <input
              type="number"
              name="price-min"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={groupThousands(facet.min.absolute)}
              defaultValue={changed ? facet.min.selected : undefined}
            />
          </label>
          <label>
            Máximo
            <input
              type="number"
              name="price-max"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={groupThousands(facet.max.absolute)}
              defaultValue={changed ? facet.max.selected : undefined}
            />
          </label>
        </div>
      </details>
    );
  }
  return (
    <details className="facet" open={facet.values.some((value) => value.selected)}>
      <summary>{facet.label}</summary>
      <ul>
        {facet.values.map((value) => (
          <li key={value.value}>
            <label>
              <input type="checkbox" name={facet.key} value={value.value} defaultChecked={value.selected} />
              {/* One text node each: React would mark every seam with a comment, a few KB per listing. */}
              {`${value.label} `}
              <span className="facet__count">{`(${value.quantity})`}</span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}
