import { SearchSynonymsSchema, type SearchSynonyms } from "../../content/search-synonyms";
import { compileRules, noRules, type QueryRules } from "../../domain/search/query-rules";
import { memo } from "../../ports/cache/memo";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";

/** The last document compiled, by its text: the content cache may hand back an equal document anew. */
const compiled = memo<QueryRules>({ limit: 1 });

export const rulesOf = (document: SearchSynonyms): QueryRules =>
  compiled(JSON.stringify(document), () => compileRules(document));

/**
 * The search's query rules from the published `config:search-synonyms` document (decision 077);
 * without one (never pushed, or unreadable) words mean only themselves.
 */
export async function searchQueryRules(context: AppContext): Promise<QueryRules> {
  const document = await content(context).read("config:search-synonyms", SearchSynonymsSchema);
  return document ? rulesOf(document) : noRules;
}
