import { z } from "zod";

/**
 * The scheduled handler keeps KV copies of upstream configuration (ARCHITECTURE "request path").
 * Each source is validated before it replaces the copy; the stores service and the brands menu
 * join this list with their schemas. Without configured URLs KV keeps the seeded documents. Spec storefront-shell §7: timeout 8000 ms, no retries; §8: failures are
 * logged only.
 */
const ContingencySchema = z
  .array(z.object({ active: z.boolean(), from: z.string(), to: z.string() }))
  .min(1);

const sources = [
  { key: "config:contingency", url: (env: Env) => env.CONTINGENCY_URL, schema: ContingencySchema },
] as const;

const timeoutMs = 8000;
const historyTtlSeconds = 60 * 60 * 24 * 30;

export async function refreshUpstreamCopies(env: Env): Promise<void> {
  await Promise.all(
    sources.map(async ({ key, url, schema }) => {
      const address = url(env);
      if (!address) return;
      try {
        const response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const document = schema.parse(await response.json());
        const previous = await env.CONTENT.get(key);
        if (previous !== null) {
          await env.CONTENT.put(`history:${key}:${new Date().toISOString()}`, previous, { expirationTtl: historyTtlSeconds });
        }
        await env.CONTENT.put(key, JSON.stringify(document));
      } catch (error) {
        console.error(`No se pudo actualizar '${key}' desde ${address}`, error);
      }
    }),
  );
}
