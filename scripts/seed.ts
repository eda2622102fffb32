// `npm run seed -- [--products N] [--force] [--reindex] [--content] [--persist-to DIR] [--remote]`
// Applies D1 migrations, then seeds the catalogue (D1 + product images in KV MEDIA) and the CMS
// documents (KV CONTENT) unless they are already there; --force (npm run reseed) redoes the
// catalogue and publishes every changed document; --reindex rebuilds only the search index of the
// catalogue already seeded; --content only publishes the documents. Content goes through the
// content CLI's push: validated first, previous versions kept.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { push } from "./content/commands";
import { wranglerKv } from "./content/kv";
import { root, step } from "./lib/bootstrap.mjs";
import { d1Query, targetArgs, wrangler, type Target } from "./lib/wrangler";
import { accountsSql } from "./seed/accounts";
import { generateCatalogue } from "./seed/catalogue.mjs";
import { catalogueSql, insertSql } from "./seed/sql.mjs";
import { searchIndexRows, searchIndexTables, type CatalogueRows } from "../app/domain/search/index-rows";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "3000" },
    seed: { type: "string", default: "20261122" },
    force: { type: "boolean", default: false },
    reindex: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    remote: { type: "boolean", default: false },
    content: { type: "boolean", default: false },
  },
});

const target: Target = { remote: values.remote, persistTo: values["persist-to"] };
const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 1) throw new Error("--products debe ser un entero positivo");
// One directory per run: two seeds at once (a bench state and the dev store) must not share files.
const workDir = mkdtempSync(join(tmpdir(), "esencia-seed-"));
process.on("exit", () => rmSync(workDir, { recursive: true, force: true }));

if (values.content) {
  seedContent(true);
} else {
  step("Aplicando migraciones de D1");
  wrangler(["d1", "migrations", "apply", "DB", ...targetArgs(target)]);
  const lastRun = d1Query<{ products: number; seed: number }>("SELECT products, seed FROM seed_runs ORDER BY id DESC LIMIT 1", target)[0];
  if (lastRun && !values.force) {
    console.log(`Catálogo ya sembrado (${lastRun.products} productos); usá 'npm run reseed' para rehacerlo.`);
    // A migration that reshapes the search index leaves it empty: the same catalogue is indexed again.
    if (values.reindex || !d1Query("SELECT 1 FROM search_packed LIMIT 1", target).length) reindex(lastRun);
  } else {
    seedCatalogue();
  }
  seedContent(values.force);
  await seedAccounts();
}

/** Demo accounts and the B2B organisation (scripts/seed/accounts.ts); existing rows are kept. */
async function seedAccounts() {
  step("Cuentas de demostración (B2B y cliente)");
  const file = join(workDir, "accounts.sql");
  writeFileSync(file, (await accountsSql()).join("\n"));
  wrangler(["d1", "execute", "DB", ...targetArgs(target), "--file", file, "--yes"], { quiet: true });
}

function seedCatalogue() {
  step(`Generando catálogo (${products} productos, semilla ${seed})`);
  const catalogue = generateCatalogue({ products, seed });
  const searchIndex = searchIndexRows(catalogue as unknown as CatalogueRows);
  // The index refers to products: it goes first and comes back last.
  const statements: string[] = [
    ...searchIndexTables.map((table) => `DELETE FROM ${table};`),
    ...catalogueSql(catalogue),
    ...searchIndexTables.flatMap((table) => insertSql(table, searchIndex[table])),
  ];
  statements.push(
    `INSERT INTO seed_runs (products, seed, created_at) VALUES (${products}, ${seed}, '${new Date().toISOString()}');`,
  );
  const sqlFiles = writeSqlFiles(statements);
  console.log(
    `${catalogue.products.length} productos, ${catalogue.skus.length} SKUs, ${catalogue.media.length} imágenes, ` +
      `${searchIndex.search_terms.length} términos de búsqueda`,
  );

  step("Cargando el catálogo en D1");
  for (const file of sqlFiles) wrangler(["d1", "execute", "DB", ...targetArgs(target), "--file", file, "--yes"], { quiet: true });

  step("Cargando imágenes de producto en KV (MEDIA)");
  const mediaFile = join(workDir, "media.json");
  writeFileSync(mediaFile, JSON.stringify(catalogue.media));
  wrangler(["kv", "bulk", "put", mediaFile, "--binding", "MEDIA", ...targetArgs(target)], { quiet: true });
}

function reindex(run: { products: number; seed: number }) {
  step(`Reindexando la búsqueda (${run.products} productos, semilla ${run.seed})`);
  const searchIndex = searchIndexRows(generateCatalogue({ products: run.products, seed: run.seed }) as unknown as CatalogueRows);
  const statements = [
    ...searchIndexTables.map((table) => `DELETE FROM ${table};`),
    ...searchIndexTables.flatMap((table) => insertSql(table, searchIndex[table])),
  ];
  for (const file of writeSqlFiles(statements)) wrangler(["d1", "execute", "DB", ...targetArgs(target), "--file", file, "--yes"], { quiet: true });
}

/**
 * The statements in files of at most 64 MB, in order: 200k products make about 450 MB of SQL,
 * more than one JavaScript string holds (wrangler reads each file whole).
 */
function writeSqlFiles(statements: string[]): string[] {
  const maxChars = 64 * 1024 * 1024;
  const files: string[] = [];
  let chunk: string[] = [];
  let size = 0;
  const flush = () => {
    const file = join(workDir, `catalogue-${String(files.length + 1).padStart(2, "0")}.sql`);
    writeFileSync(file, chunk.join("\n"));
    files.push(file);
    chunk = [];
    size = 0;
  };
  for (const statement of statements) {
    if (size + statement.length > maxChars && chunk.length) flush();
    chunk.push(statement);
    size += statement.length + 1;
  }
  if (chunk.length) flush();
  return files;
}

function seedContent(force: boolean) {
  step("Cargando contenido (KV CONTENT)");
  z.config(z.locales.es());
  const options = { dir: join(root, "content"), kv: wranglerKv(target, workDir), storeUrl: "", onlyMissing: !force };
  if (push(options, []) !== 0) throw new Error("El contenido de content/ no es válido: no se cargó nada.");
}
