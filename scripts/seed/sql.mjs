// The catalogue as SQL for `wrangler d1 execute --file`: delete what is there, then multi-row
// INSERTs of at most 500 rows and well under D1's 100 KB statement limit.

/** Child tables first when deleting, parents first when inserting. */
const tables = [
  ["brands", "brands"],
  ["categories", "categories"],
  ["products", "products"],
  ["skus", "skus"],
  ["prices", "prices"],
  ["stock", "stock"],
  ["specifications", "specifications"],
  ["images", "images"],
  ["collections", "collections"],
  ["product_collections", "productCollections"],
  ["sku_gifts", "skuGifts"],
  ["kit_items", "kitItems"],
  ["cross_selling", "crossSelling"],
  ["delivery_zones", "deliveryZones"],
];
const maxRows = 500;
const maxBytes = 90_000;

const literal = (value) =>
  value === null || value === undefined
    ? "NULL"
    : typeof value === "number"
      ? String(value)
      : `'${String(value).replaceAll("'", "''")}'`;

/** @param {Record<string, Record<string, unknown>[]>} catalogue */
export function catalogueSql(catalogue) {
  const statements = [...tables].reverse().map(([table]) => `DELETE FROM ${table};`);
  for (const [table, key] of tables) statements.push(...insertSql(table, catalogue[key] ?? []));
  return statements;
}

/** Multi-row INSERTs for rows keyed by column name. */
export function insertSql(table, rows) {
  const statements = [];
  if (!rows.length) return statements;
  const columns = Object.keys(rows[0]);
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n`;
  let values = [];
  let bytes = head.length;
  const flush = () => {
    if (values.length) statements.push(`${head}${values.join(",\n")};`);
    values = [];
    bytes = head.length;
  };
  for (const row of rows) {
    const tuple = `(${columns.map((column) => literal(row[column])).join(", ")})`;
    if (values.length === maxRows || bytes + tuple.length + 2 > maxBytes) flush();
    values.push(tuple);
    bytes += tuple.length + 2;
  }
  flush();
  return statements;
}
