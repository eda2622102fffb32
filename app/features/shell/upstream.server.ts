import { upstreamDocuments } from "../../ports/upstream.server";
import { publishingFor } from "../studio/publishing-for.server";

/** Who the studio's history and audit log name for these copies. */
export const upstreamActor = "actualización automática";

/**
 * The scheduled handler's copies of upstream configuration (spec storefront-shell §7), published
 * like any change (decision 075): a version in the history, an audit line, and a studio edit made
 * before it is caught as a conflict instead of silently winning. Returns the keys it rewrote; never
 * throws (§8: failures are logged only).
 */
export async function refreshUpstreamCopies(
  env: Env,
  routes: readonly string[],
  fetcher: typeof fetch = fetch,
): Promise<string[]> {
  try {
    const documents = await upstreamDocuments(env, fetcher);
    if (documents.length === 0) return [];
    const results = await publishingFor(env, routes).publishFiles(documents, { actor: upstreamActor });
    for (const { spec, outcome } of results) {
      if (!outcome.ok) console.error(`No se pudo publicar la copia de '${spec.key}'`, outcome);
    }
    return results.filter(({ outcome }) => outcome.ok).map(({ spec }) => spec.key);
  } catch (error) {
    console.error("No se pudieron actualizar las copias de configuración", error);
    return [];
  }
}
