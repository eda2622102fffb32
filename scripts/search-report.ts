// `npm run search:report -- [--days 7] [--limit 20] [--json] [--remote] [--persist-to DIR]`
// What ops need to tune the search (decision 078): the top queries and the queries that found
// nothing over the last days, with how often a result was followed, from the local D1 by default
// (as `npm start` leaves it) or Cloudflare's with --remote.
import { parseArgs } from "node:util";

import { dayOf } from "../app/domain/search/query-log";
import { d1Query } from "./lib/wrangler";

const { values } = parseArgs({
  options: {
    days: { type: "string", default: "7" },
    limit: { type: "string", default: "20" },
    json: { type: "boolean", default: false },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

const usage = "Uso: npm run search:report -- [--days N] [--limit N] [--json] [--remote] [--persist-to DIR]";
const days = Number(values.days);
const limit = Number(values.limit);
if (!Number.isInteger(days) || days < 1 || days > 366 || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error(`--days va de 1 a 366 y --limit de 1 a 1000.\n${usage}`);
  process.exit(2);
}

type Row = { query: string; searches: number; zero_results: number; results: number; clicks: number };
/** Values go into the SQL text (wrangler's --command takes no parameters): only checked numbers and a date. */
const since = dayOf(new Date(Date.now() - (days - 1) * 86_400_000));
const target = { remote: values.remote, persistTo: values["persist-to"] };
const rows = (where: string, order: string) =>
  d1Query<Row>(
    `SELECT query, SUM(searches) AS searches, SUM(zero_results) AS zero_results,
       (SELECT results FROM search_queries latest WHERE latest.query = q.query ORDER BY day DESC LIMIT 1) AS results,
       SUM(clicks) AS clicks
     FROM search_queries q WHERE day >= '${since}' GROUP BY query ${where} ORDER BY ${order} LIMIT ${limit}`,
    target,
  );
const top = rows("HAVING SUM(searches) > 0", "searches DESC, query");
const zero = rows("HAVING SUM(zero_results) > 0", "zero_results DESC, query");

/** Click-through: results followed per search, as a percentage. */
const rate = (row: Row) => (row.searches ? `${Math.round((100 * row.clicks) / row.searches)} %` : "—");
const shown = (list: Row[]) =>
  list.map((row) => ({
    consulta: row.query,
    búsquedas: row.searches,
    "sin resultados": row.zero_results,
    resultados: row.results,
    clics: row.clicks,
    "clics por búsqueda": rate(row),
  }));

function printTable(title: string, list: ReturnType<typeof shown>) {
  console.log(`\n${title}`);
  if (list.length) console.table(list);
  else console.log("(ninguna)");
}

if (values.json) console.log(JSON.stringify({ since, top, zeroResults: zero }, null, 2));
else {
  printTable(`Consultas más buscadas desde el ${since}`, shown(top));
  printTable(`Consultas sin resultados desde el ${since}`, shown(zero));
}
