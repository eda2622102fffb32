import { Form } from "@remix-run/react";

import { listingSearch, type ListingParams } from "../../domain/listing/params";
import { sortLabels, type SortKey } from "../../domain/search/query";

/**
 * Spec storefront-shell §9 "Sort options" as a GET form: the other parameters ride along as hidden
 * inputs and the page goes back to the first (§4.3 "Changing the sort sets page 0"). With JS the
 * select submits itself; without it, 'Ordenar' does.
 */
export function SortForm({ path, params }: { path: string; params: ListingParams }) {
  const kept = new URLSearchParams(listingSearch({ ...params, sort: "score_desc", page: 1 }));
  return (
    <Form method="get" action={path} className="listing-sort">
      {[...kept].map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort">Ordenar por</label>
      <select
        key={params.sort}
        id="listing-sort"
        name="sort"
        defaultValue={params.sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {(Object.keys(sortLabels) as SortKey[]).map((key) => (
          <option key={key} value={key}>
            {sortLabels[key]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--outline listing-sort__apply">
        Ordenar
      </button>
    </Form>
  );
}
