import type { z } from "zod";
import type { AppContext } from "./context.server";

/** Copies kept per isolate: KV is eventually consistent anyway, so a short TTL costs nothing. */
const isolateTtlMs = 30_000;
const lastGood = new Map<string, { value: unknown; readAt: number }>();

export class ContentUnavailable extends Error {}

/**
 * Reads CMS documents from KV `CONTENT`, validated by their zod schema. A KV failure falls back
 * to the last good copy this isolate saw; an invalid document is logged and treated as missing,
 * never rendered half-parsed.
 */
export function content(context: AppContext) {
  const kv = context.cloudflare.env.CONTENT;

  async function read<T extends z.ZodType>(key: string, schema: T): Promise<z.infer<T> | null> {
    const remembered = lastGood.get(key);
    if (remembered && Date.now() - remembered.readAt < isolateTtlMs) return remembered.value as z.infer<T>;
    let raw: unknown;
    try {
      raw = await kv.get(key, { type: "json", cacheTtl: 60 });
    } catch (error) {
      console.error(`KV: no se pudo leer '${key}'`, error);
      if (remembered) return remembered.value as z.infer<T>;
      return null;
    }
    if (raw === null) {
      console.error(`Missing content on the KV for content type ${key}. Add content before proceeding.`);
      return null;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      console.error(`KV: el documento '${key}' no es válido`, parsed.error.issues);
      return remembered ? (remembered.value as z.infer<T>) : null;
    }
    lastGood.set(key, { value: parsed.data, readAt: Date.now() });
    return parsed.data;
  }

  return { read };
}
