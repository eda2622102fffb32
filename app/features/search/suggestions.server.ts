import type { Suggestions } from "../../domain/search/query";
import type { AppContext } from "../../ports/context.server";
import { search } from "../../ports/search.server";

/** Spec storefront-shell §2.12 / §9: at most 5 terms and 5 products for what is typed, for the search box. */
export function suggestionsFor(context: AppContext, typed: string): Promise<Suggestions> {
  return search(context).suggestions(typed);
}
