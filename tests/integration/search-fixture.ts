// A small real catalogue (the seed generator's curated lines first) and its search index, loaded
// into the test's local D1 exactly as `npm run seed` writes them.
import { env } from "cloudflare:workers";

import { searchIndexRows, searchIndexTables, type CatalogueRows } from "../../app/domain/search/index-rows";
import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";
import { catalogueSql, insertSql } from "../../scripts/seed/sql.mjs";

export const context = { cloudflare: { env, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: undefined } };

export async function seedSearchCatalogue(products = 400) {
  const catalogue = generateCatalogue({ products });
  const index = searchIndexRows(catalogue as unknown as CatalogueRows);
  const statements = [
    ...searchIndexTables.map((table) => `DELETE FROM ${table};`),
    ...catalogueSql(catalogue),
    ...searchIndexTables.flatMap((table) => insertSql(table, index[table])),
  ];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
  return catalogue;
}
