import type { z } from "zod";

import { BrandsMenuSchema, ContingencySchema, StoresSchema } from "../content/config";

/**
 * The scheduled handler keeps KV copies of upstream configuration, so no request waits on them:
 * the stores service, the brands menu and the contingency JSON (spec storefront-shell §7). Each
 * source is validated before it replaces the copy, and the copy it replaces is kept in the history
 * like a content push (decision 014). Without configured URLs KV keeps the seeded documents.
 * Spec §7: timeout 8000 ms, no retries; §8: failures are logged only.
 */
type Source = { key: string; url: (env: Env) => string | undefined; schema: z.ZodType };

const sources: readonly Source[] = [
  { key: "config:stores", url: (env) => env.STORES_URL, schema: StoresSchema },
  { key: "config:brands-menu", url: (env) => env.BRANDS_MENU_URL, schema: BrandsMenuSchema },
  { key: "config:contingency", url: (env) => env.CONTINGENCY_URL, schema: ContingencySchema },
];

const timeoutMs = 8000;
const historyTtlSeconds = 60 * 60 * 24 * 30;

/** Refreshes every configured copy; returns the keys it rewrote. Never throws. */
export async function refreshUpstreamCopies(env: Env, fetcher: typeof fetch = fetch): Promise<string[]> {
  const refreshed = await Promise.all(
    sources.map(async ({ key, url, schema }) => {
      const address = url(env);
      if (!address) return null;
      try {
        const response = await fetcher(address, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const document = JSON.stringify(schema.parse(await response.json()));
        const previous = await env.CONTENT.get(key);
        if (previous === document) return null;
        if (previous !== null) {
          await env.CONTENT.put(`history:${key}:${new Date().toISOString()}`, previous, {
            expirationTtl: historyTtlSeconds,
          });
        }
        await env.CONTENT.put(key, document);
        return key;
      } catch (error) {
        console.error(`No se pudo actualizar '${key}' desde ${address}`, error);
        return null;
      }
    }),
  );
  return refreshed.filter((key): key is string => key !== null);
}
