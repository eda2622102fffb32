import type { z } from "zod";

import { documentAtKey, globalKey, landingKey, templatePrefix } from "../content/documents";
import { globalSchemas, type GlobalDocument, type GlobalName } from "../content/globals";
import {
  Home,
  LandingPage,
  Template,
  type HomeDocument,
  type LandingPageDocument,
  type TemplateDocument,
} from "../content/page";
import { duplicatedContentMessage, missingContentMessage } from "../domain/cms/document-checks";
import { draftKey } from "../domain/cms/preview";
import { duplicatedTemplateValues } from "../domain/cms/templates";
import { edgeCache } from "./cache/edge.server";
import { memo } from "./cache/memo";
import { CacheShort } from "./cache/strategies";
import { twoTierCache, type Codec } from "./cache/two-tier.server";
import type { AppContext } from "./context.server";

/** KV's own edge cache under ours; its minimum. */
const kvCacheTtl = 30;

/**
 * Decision 015: fresh 30 s in each isolate and 60 s at the location, then served stale while one
 * request reads KV again; a document that does not parse or validate never replaces the last good one.
 */
const strategy = CacheShort();

/** A document as KV holds it (the text the Cache API keeps) and as its schema reads it. */
type Held = { text: string; value: unknown } | null;
const documents = twoTierCache<Held>({ name: "content", limit: 1000 });

/** The Cache API holds a document's text; each isolate reads it through the schema once. */
const codecFor = (parse: (raw: unknown) => unknown): Codec<Held> => ({
  encode: (held) => new Response(held!.text, { headers: { "Content-Type": "application/json" } }),
  decode: async (response) => {
    const text = await response.text();
    const value = parse(JSON.parse(text));
    return value === null ? null : { text, value };
  },
});

/** When a document was last published at this location: the Cache API is shared by its isolates. */
const publishedMarker = "https://content.esencia.internal/__published-at";
const publishedAtHeader = "X-Published-At";

/**
 * Read at most once a second per isolate (decision 076): the isolate that published sees it on its
 * next request, the others at this location within a second.
 */
const lastPublish = memo<Promise<number>>({ limit: 1, lifeMs: 1_000 });
const lastPublishHere = (): Promise<number> =>
  lastPublish(
    "here",
    async () => Number((await edgeCache()?.match(publishedMarker))?.headers.get(publishedAtHeader)) || 0,
  ).catch(() => 0);

/**
 * A publish replaced a document: this isolate and this location forget it, and every other isolate
 * here stops serving what it read before now. Other locations follow within KV's propagation time
 * (decision 075).
 */
export async function forgetDocument(key: string, now = Date.now()): Promise<void> {
  const family = documentAtKey(key)?.contentType;
  lastPublish.set("here", Promise.resolve(now + 1));
  await Promise.all([
    documents.forget(key),
    ...(family === "plp" || family === "pdp" ? [documents.forget(`list:${templatePrefix(family)}`)] : []),
    edgeCache()?.put(
      publishedMarker,
      new Response(null, { headers: { [publishedAtHeader]: String(now + 1), "Cache-Control": "max-age=86400" } }),
    ),
  ]);
}

/**
 * Reads CMS documents from KV `CONTENT`, validated by their zod schema, through the isolate's memory
 * and the Cache API (decision 015). An absent document logs the spec's "Missing content" message
 * and reads as null; an invalid one is logged and the last good one is served. With a preview
 * draft id, a document's draft (if any) is read straight from KV instead, never cached.
 */
export function content(context: AppContext, { draft = null }: { draft?: string | null } = {}) {
  const kv = context.cloudflare.env.CONTENT;
  const waitUntil = (promise: Promise<unknown>) => context.cloudflare.ctx.waitUntil(promise);

  function validator<T>(key: string, schema: z.ZodType<T>) {
    return (raw: unknown): T | null => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) return parsed.data;
      console.error(`KV: el documento '${key}' no es válido`, parsed.error.issues);
      return null;
    };
  }

  async function readDraft<T>(key: string, parse: (raw: unknown) => T | null): Promise<T | null> {
    if (!draft) return null;
    try {
      const raw = await kv.get(draftKey(draft, key), "json");
      return raw === null ? null : parse(raw);
    } catch (error) {
      console.error(`KV: no se pudo leer el borrador de '${key}'`, error);
      return null;
    }
  }

  /**
   * A published document through the two tiers of ports/cache. Null when it is missing (reported,
   * and remembered by this isolate only), or when KV fails before any good one was read.
   */
  async function cached<T>(
    key: string,
    load: () => Promise<string | null>,
    parse: (raw: unknown) => T | null,
    onMissing: () => void,
  ): Promise<T | null> {
    const held = await documents
      .read(key, {
        strategy,
        notBefore: await lastPublishHere(),
        codec: codecFor(parse),
        memoryOnly: (document) => document === null,
        waitUntil,
        load: async () => {
          const text = await load();
          if (text === null) {
            onMissing();
            return null;
          }
          const value = parse(JSON.parse(text));
          if (value === null) throw new Error(`KV: '${key}' no es un documento válido`);
          return { text, value };
        },
      })
      .catch((error: unknown) => {
        console.error(`KV: no se pudo leer '${key}'`, error);
        return null;
      });
    return (held?.value as T | undefined) ?? null;
  }

  async function read<T>(
    key: string,
    schema: z.ZodType<T>,
    contentType = documentAtKey(key)?.contentType ?? key,
    { logMissing = true } = {},
  ): Promise<T | null> {
    const parse = validator(key, schema);
    const drafted = await readDraft(key, parse);
    if (drafted !== null) return drafted;
    return cached(
      key,
      () => kv.get(key, { type: "text", cacheTtl: kvCacheTtl }),
      parse,
      () => logMissing && console.error(missingContentMessage("KV", contentType)),
    );
  }

  /** Every template of a kind as raw documents by key (KV list, then each document); drafts first in preview. */
  async function loadTemplates(kind: "plp" | "pdp"): Promise<{ key: string; document: unknown }[]> {
    const prefix = templatePrefix(kind);
    const names = new Set((await kv.list({ prefix })).keys.map(({ name }) => name));
    if (draft) {
      // A template that exists only as a draft shows in its preview too.
      const drafted = draftKey(draft, "");
      for (const { name } of (await kv.list({ prefix: `${drafted}${prefix}` })).keys)
        names.add(name.slice(drafted.length));
    }
    return Promise.all(
      [...names].sort().map(async (key) => {
        const drafted = draft ? await kv.get(draftKey(draft, key), "json") : null;
        return { key, document: drafted ?? (await kv.get(key, { type: "json", cacheTtl: kvCacheTtl })) };
      }),
    );
  }

  const parseTemplates = (raw: unknown) =>
    (raw as { key: string; document: unknown }[]).flatMap(
      ({ key, document }) => validator(key, Template.read)(document) ?? [],
    );

  /** The templates of a kind, cached as one list; in preview read fresh, drafts included. */
  async function templates(kind: "plp" | "pdp"): Promise<TemplateDocument[]> {
    const prefix = templatePrefix(kind);
    const list = draft
      ? parseTemplates(await loadTemplates(kind))
      : await cached(
          `list:${prefix}`,
          async () => {
            const documents = await loadTemplates(kind);
            return documents.length === 0 ? null : JSON.stringify(documents);
          },
          parseTemplates,
          () => console.error(missingContentMessage("KV", kind)),
        );
    const all = list ?? [];
    if (duplicatedTemplateValues(all).length > 0) console.error(duplicatedContentMessage("KV", kind));
    return all;
  }

  /** The home and landing pages KV holds, with when each was published (content push's metadata). */
  async function publishedPages(): Promise<{ slug: string; publishedAt: string | null }[]> {
    const pages: { slug: string; publishedAt: string | null }[] = [];
    let cursor: string | undefined;
    do {
      const list = await kv.list<{ publishedAt?: string }>({ prefix: "content:", cursor });
      for (const { name, metadata } of list.keys) {
        const slug =
          name === "content:home" ? "/" : name.startsWith(landingKey("/")) ? name.slice(landingKey("").length) : null;
        if (slug) pages.push({ slug, publishedAt: metadata?.publishedAt ?? null });
      }
      cursor = list.list_complete ? undefined : list.cursor;
    } while (cursor);
    return pages;
  }

  return {
    read,
    publishedPages,
    home: (): Promise<HomeDocument | null> => read("content:home", Home.read, "home"),
    /** `logMissing: false` when the caller has another page to offer for the slug (a listing). */
    landing: (slug: string, options?: { logMissing: boolean }): Promise<LandingPageDocument | null> =>
      read(landingKey(slug), LandingPage.read, "landingPage", options),
    templates,
    global: <N extends GlobalName>(name: N): Promise<GlobalDocument<N> | null> =>
      read(globalKey(name), globalSchemas[name] as unknown as z.ZodType<GlobalDocument<N>>, `globals:${name}`),
  };
}
