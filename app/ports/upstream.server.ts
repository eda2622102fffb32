import type { z } from "zod";

import { BrandsMenuSchema, ContingencySchema, StoresSchema } from "../content/config";
import { documentAtKey, type DocumentSpec } from "../content/documents";

/**
 * The upstream configuration the scheduled handler keeps copies of in KV, so no request waits on
 * it: the stores service, the brands menu and the contingency JSON (spec storefront-shell §7).
 * Each source is validated before anything is done with it; the copies are published through the
 * studio's rules (app/features/shell/upstream.server.ts, decision 075).
 * Spec §7: timeout 8000 ms, no retries; §8: failures are logged only.
 */
type Source = { key: string; url: (env: Env) => string | undefined; schema: z.ZodType };

const sources: readonly Source[] = [
  { key: "config:stores", url: (env) => env.STORES_URL, schema: StoresSchema },
  { key: "config:brands-menu", url: (env) => env.BRANDS_MENU_URL, schema: BrandsMenuSchema },
  { key: "config:contingency", url: (env) => env.CONTINGENCY_URL, schema: ContingencySchema },
];

const timeoutMs = 8000;

/** Every configured source's document, validated; a failing or invalid one is logged and left out. */
export async function upstreamDocuments(
  env: Env,
  fetcher: typeof fetch = fetch,
): Promise<{ spec: DocumentSpec; value: unknown }[]> {
  const documents = await Promise.all(
    sources.map(async ({ key, url, schema }) => {
      const address = url(env);
      if (!address) return null;
      try {
        const response = await fetcher(address, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return { spec: documentAtKey(key)!, value: schema.parse(await response.json()) as unknown };
      } catch (error) {
        console.error(`No se pudo actualizar '${key}' desde ${address}`, error);
        return null;
      }
    }),
  );
  return documents.filter((document) => document !== null);
}
