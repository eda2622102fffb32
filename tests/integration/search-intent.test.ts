// Decision 077: what a query means beyond its words — synonyms from the config:search-synonyms
// document, N°5 however it is written, product types before the sets holding one, sets when asked
// for, gender and colour — judged by each query's top 3 (fewer when fewer match) on the seed's default-sized catalogue.
import { beforeAll, describe, expect, it } from "vitest";

import { SearchSynonymsSchema } from "../../app/content/search-synonyms";
import type { ProductSummary } from "../../app/domain/product";
import type { CatalogueRows } from "../../app/domain/search/index-rows";
import { compileRules } from "../../app/domain/search/query-rules";
import { search } from "../../app/ports/search.server";
import synonyms from "../../content/config/search-synonyms.json";
import { context, seedSearchCatalogue } from "./search-fixture";

const engine = search(context);
const rules = compileRules(SearchSynonymsSchema.parse(synonyms));

const pathOf = new Map<string, string>();
const shadesOf = new Map<string, string[]>();
beforeAll(async () => {
  const catalogue = (await seedSearchCatalogue(3000)) as unknown as CatalogueRows;
  const paths = new Map(catalogue.categories.map((category) => [category.id, category.path]));
  for (const product of catalogue.products) pathOf.set(String(product.id), paths.get(product.category_id) ?? "");
  for (const { product_id, variation_name, variation_value } of catalogue.skus)
    if (variation_name === "Color" && variation_value)
      shadesOf.set(String(product_id), [...(shadesOf.get(String(product_id)) ?? []), variation_value.split("__")[0]!]);
}, 120_000);

/** What the top 3 must be, as a check of each of them. */
type Expectation = { says: string; holds: (product: ProductSummary, at: number, top: ProductSummary[]) => boolean };
const label = (product: ProductSummary) => `${product.brand.name} ${product.name}`;
const isSet = (product: ProductSummary) => product.name.startsWith("Set ");
const named = (pattern: RegExp): Expectation => ({ says: String(pattern), holds: (p) => pattern.test(label(p)) });
/** Singles of a product type: its name, and not a set holding one. */
const single = (pattern: RegExp): Expectation => ({
  says: `single ${pattern}`,
  holds: (p) => !isSet(p) && pattern.test(p.name),
});
/** Sets first: the first result is a set, and no single comes before a set. */
const setsFirst = (pattern = /./): Expectation => ({
  says: `sets first ${pattern}`,
  holds: (p, at, top) => (at === 0 ? isSet(p) && pattern.test(label(p)) : isSet(p) || !top.slice(at).some(isSet)),
});
const inCategory = (path: string): Expectation => ({
  says: `in ${path}`,
  holds: (p) => (pathOf.get(p.id) ?? "").startsWith(path),
});
const shaded = (pattern: RegExp, type: RegExp): Expectation => ({
  says: `${type} in a ${pattern} shade`,
  holds: (p) => !isSet(p) && type.test(p.name) && (shadesOf.get(p.id) ?? []).some((shade) => pattern.test(shade)),
});

const red = /Rojo|Rubí|Ruby|Borgoña|Bordó|Pirate|Passion|Rouge Excessif|Rouge Favori|Emotion/;
const n5 = single(/^N°5 /);

const intents: [string, Expectation][] = [
  // Numbers: the ways shoppers write N°5, and numbered lines that must keep working.
  ["chanel 5", n5],
  ["chanel no 5", n5],
  ["chanel n5", n5],
  ["chanel n°5", n5],
  ["chanel nº5", n5],
  ["chanel Nº 5", n5],
  ["chanel número 5", n5],
  ["chanel numero 5", n5],
  ["chanel no5", n5],
  ["chanel nro 5", n5],
  ["n5 chanel", n5],
  ["no 5", n5],
  ["n°5", n5],
  ["channel 5", n5],
  ["212", named(/ 212 /)],
  ["212 vip", named(/ 212 VIP/)],
  ["1 million", named(/1 Million/)],
  ["one million", named(/1 Million/)],
  ["un millón", named(/1 Million/)],
  // Product types: the singles before the sets that hold one.
  ["labial", single(/^Labial/)],
  ["labiales", single(/^Labial/)],
  ["esmalte", single(/^Esmalte/)],
  ["esmaltes", single(/^Esmalte/)],
  ["crema hidratante", single(/^Crema Hidratante/)],
  ["cremas hidratantes", single(/^Crema Hidratante/)],
  ["delineador", single(/^Delineador/)],
  ["base de maquillaje", single(/^Base de Maquillaje/)],
  ["máscara de pestañas", single(/^Máscara de Pestañas/)],
  ["sombra de ojos", single(/^Sombra de Ojos/)],
  ["rubor", single(/^Rubor/)],
  ["polvo compacto", single(/^Polvo Compacto/)],
  ["sérum facial", single(/^Sérum Facial/)],
  ["gel limpiador", single(/^Gel Limpiador/)],
  ["loción corporal", single(/^Loción Corporal/)],
  ["protector solar fps 50", single(/^Protector Solar/)],
  ["shampoo", single(/^Shampoo/)],
  ["acondicionador", single(/^Acondicionador/)],
  ["tratamiento capilar", single(/^Tratamiento Capilar/)],
  ["labial líquido", single(/^Labial Líquido/)],
  // Synonyms: everyday es-AR words, English names, brand colloquialisms.
  ["lipstick", single(/^Labial/)],
  ["pintalabios", single(/^Labial/)],
  ["lápiz labial", single(/^Labial/)],
  ["nail polish", single(/^Esmalte/)],
  ["pintura de uñas", single(/^Esmalte/)],
  ["rimmel", single(/^Máscara de Pestañas/)],
  ["rímel", single(/^Máscara de Pestañas/)],
  ["pestañina", single(/^Máscara de Pestañas/)],
  ["mascara", single(/^Máscara de Pestañas/)],
  ["eyeliner", single(/^Delineador/)],
  ["lápiz de ojos", single(/^Delineador/)],
  ["eyeshadow", single(/^Sombra de Ojos/)],
  ["foundation", single(/^Base de Maquillaje/)],
  ["base", single(/^Base de Maquillaje/)],
  ["blush", single(/^Rubor/)],
  ["colorete", single(/^Rubor/)],
  ["serum", single(/^Sérum/)],
  ["humectante", single(/^Crema Hidratante/)],
  ["moisturizer", single(/^Crema Hidratante/)],
  ["cleanser", single(/^Gel Limpiador/)],
  ["crema corporal", single(/^Loción Corporal/)],
  ["body lotion", single(/^Loción Corporal/)],
  ["bloqueador solar", single(/^Protector Solar/)],
  ["pantalla solar", single(/^Protector Solar/)],
  ["champú", single(/^Shampoo/)],
  ["enjuague", single(/^Acondicionador/)],
  ["conditioner", single(/^Acondicionador/)],
  ["mascarilla capilar", single(/^Tratamiento Capilar/)],
  ["baño de crema", single(/^Tratamiento Capilar/)],
  ["ysl", named(/^Yves Saint Laurent /)],
  ["paco rabanne", named(/^Rabanne /)],
  ["ck one", named(/^Calvin Klein (Set )?CK One/)],
  ["jpg le male", named(/^Jean Paul Gaultier Le Male/)],
  ["d&g light blue", named(/^Dolce & Gabbana Light Blue/)],
  ["bleu de chanel", named(/^Chanel Bleu de Chanel/)],
  // Sets come first only when the query asks for a set, kit or regalo.
  ["set", setsFirst()],
  ["regalo", setsFirst()],
  ["kit esmalte", setsFirst(/Esmalte/)],
  ["set labial", setsFirst(/Labial/)],
  ["perfume regalo", setsFirst()],
  ["estuche chanel", setsFirst(/^Chanel /)],
  // Gender.
  ["perfume hombre", inCategory("/fragancias/masculinas")],
  ["perfume para hombre", inCategory("/fragancias/masculinas")],
  ["perfume varón", inCategory("/fragancias/masculinas")],
  ["fragancia caballero", inCategory("/fragancias/masculinas")],
  ["perfume mujer", inCategory("/fragancias/femeninas")],
  ["perfume para mamá", inCategory("/fragancias/femeninas")],
  ["colonia femme", inCategory("/fragancias/femeninas")],
  ["perfume unisex", inCategory("/fragancias/unisex")],
  ["dior hombre", inCategory("/fragancias/masculinas")],
  // Colour: the shades of that colour first.
  ["labial rojo", shaded(red, /^Labial/)],
  ["labiales rojos", shaded(red, /^Labial/)],
  ["esmalte rojo", shaded(/Rojo|Bordó/, /^Esmalte/)],
  ["esmalte azul", shaded(/Azul/, /^Esmalte/)],
  ["sombra dorada", shaded(/Dorado|Champagne|Bronce/, /^Sombra/)],
  ["máscara de pestañas negra", shaded(/Negro/, /^Máscara/)],
  // Typos in brands and lines stay found.
  ["sauvaje", named(/^Dior Sauvage/)],
  ["la vie est bele", named(/^Lancôme La Vie Est Belle/)],
  ["lipstik", single(/^Labial/)],
  ["esmlate", single(/^Esmalte/)],
  ["maybeline fit me", named(/^Maybelline Base de Maquillaje Fit Me/)],
];

describe("intent queries: each of the top 3 is what the shopper means", () => {
  it("holds at least 80 queries", () => expect(intents.length).toBeGreaterThanOrEqual(80));

  it.each(intents)("%s", async (term, expectation) => {
    const { products } = await engine.products({ term, first: 3 }, rules);
    const wrong = products.filter((product, at) => !expectation.holds(product, at, products)).map(label);
    expect(products.length, `${term}: no results`).toBeGreaterThan(0);
    expect(wrong, `${term} → ${expectation.says}`).toEqual([]);
  });
});
