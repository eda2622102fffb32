// Runs the search benchmark's fixed mix inside workerd, next to local D1, and answers with the
// timings. performance.now() only advances across I/O in workerd; every D1 call is I/O, so each
// sample spans the whole query including its D1 statements.
import { SearchSynonymsSchema } from "../../app/content/search-synonyms";
import type { SearchQuery } from "../../app/domain/search/query";
import { compileRules } from "../../app/domain/search/query-rules";
import { search } from "../../app/ports/search.server";
import synonyms from "../../content/config/search-synonyms.json";

type Kind = "término" | "listado" | "sugerencia" | "código postal" | "referencia";
type Probe = { kind: Kind; name: string; run: (engine: ReturnType<typeof search>) => Promise<unknown> };

/** A term search reads the seeded synonyms document, as /s does (decision 077). */
const rules = compileRules(SearchSynonymsSchema.parse(synonyms));
const products = (kind: Kind, name: string, query: SearchQuery): Probe => ({
  kind,
  name,
  run: (engine) => engine.products(query, query.term ? rules : undefined),
});
const facets = (...pairs: [string, string][]) => pairs.map(([key, value]) => ({ key, value }));

/** What shoppers do: words and typos, listing pages with filters and sorts, suggestions as they type. */
const mix: Probe[] = [
  ...[
    "sauvage",
    "sauvaje",
    "channel n5",
    "la vie est bele",
    "labial rojo",
    "protector solar 50",
    "perfume mujer",
    "perfume",
    "dior",
    "shampoo",
    "crema hidratante",
    "mascara de pestañas negra",
    "good girl",
    "kerastase elixir",
  ].map((term) => products("término", term, { term })),
  products("término", "sauvage, precio ascendente", { term: "sauvage", sort: "price_asc" }),
  products("término", "labial, marca maybelline", { term: "labial", selectedFacets: facets(["brand", "maybelline"]) }),
  products("listado", "todo el catálogo", {}),
  products("listado", "/fragancias", { selectedFacets: facets(["category-1", "fragancias"]) }),
  products("listado", "/fragancias/femeninas, precio ascendente", {
    selectedFacets: facets(["category-1", "fragancias"], ["category-2", "femeninas"]),
    sort: "price_asc",
  }),
  products("listado", "/maquillaje/labios, nombre", {
    selectedFacets: facets(["category-1", "maquillaje"], ["category-2", "labios"]),
    sort: "name_asc",
  }),
  products("listado", "marca dior", { selectedFacets: facets(["brand", "dior"]) }),
  products("listado", "/maquillaje + marca mac", {
    selectedFacets: facets(["category-1", "maquillaje"], ["brand", "mac"]),
  }),
  products("listado", "colección 2432, lanzamientos", {
    selectedFacets: facets(["productClusterIds", "2432"]),
    sort: "release_desc",
  }),
  products("listado", "/de-20-a-25-off", { selectedFacets: facets(["discount", "de-20-a-25-off"]) }),
  products("listado", "/todo-sale, descuento", {
    selectedFacets: facets(["discount", "todo-sale"]),
    sort: "discount_desc",
  }),
  products("listado", "/capilar, página 11", { selectedFacets: facets(["category-1", "capilar"]), after: "120" }),
  products("listado", "/fragancias, top ventas, página 3", {
    selectedFacets: facets(["category-1", "fragancias"]),
    sort: "orders_desc",
    after: "24",
  }),
  products("listado", "/maquillaje, precio 20.000–40.000", {
    selectedFacets: facets(["category-1", "maquillaje"], ["price", "20000:40000"]),
  }),
  ...["sa", "sauv", "lab", "dio", "ker", "chanel n"].map((prefix): Probe => ({
    kind: "sugerencia",
    name: prefix,
    run: (engine) => engine.suggestions(prefix),
  })),
  { kind: "código postal", name: "C1425ABC", run: (engine) => engine.productCountForPostalCode("C1425ABC") },
];
/** The floor under every query: one round trip to local D1 that does nothing. */
const roundTrip = (db: D1Database): Probe => ({
  kind: "referencia",
  name: "SELECT 1",
  run: () => db.prepare("SELECT 1").all(),
});

export default {
  async fetch(request: Request, env: Cloudflare.Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== "/run") return new Response("GET /run?rounds=N", { status: 404 });
    const rounds = Math.max(1, Number(url.searchParams.get("rounds") ?? 20));
    const engine = search({
      cloudflare: { env, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: undefined },
    } as never);
    const samples: { kind: Kind; name: string; ms: number[] }[] = [];
    // The isolate's first search loads the vocabulary and the packed index: reported on its own.
    const coldStart = performance.now();
    await mix[0]!.run(engine);
    const firstSearchMs = performance.now() - coldStart;
    for (const probe of mix) await probe.run(engine); // warm the listing orders and D1's pages
    for (const probe of [...mix, roundTrip(env.DB)]) {
      const ms: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const started = performance.now();
        await probe.run(engine);
        ms.push(performance.now() - started);
      }
      samples.push({ kind: probe.kind, name: probe.name, ms });
    }
    return Response.json({ rounds, firstSearchMs, samples });
  },
};
