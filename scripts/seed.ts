// `npm run seed -- [--products N] [--force] [--reindex] [--content] [--persist-to DIR] [--remote]`
// Applies D1 migrations, then seeds the catalogue (D1 + product images in KV MEDIA) and the CMS
// documents (KV CONTENT) unless they are already there; --force (npm run reseed) redoes the
// catalogue and publishes every changed document; --reindex rebuilds only the search index of the
// catalogue already seeded; --content only publishes the documents. Content goes through the
// content CLI's push: validated first, previous versions kept.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
// wrangler's own engine for local state (what `wrangler d1 execute --local` runs), pinned by wrangler.
import { Miniflare } from "miniflare";
import { z } from "zod";

import { productPictureWidths, productVariantKey } from "../app/domain/media/sized-pictures";
import {
  searchIndexRows,
  searchIndexTables,
  type CatalogueRows,
  type SearchIndexRows,
} from "../app/domain/search/index-rows";
import { push } from "./content/commands";
import { wranglerKv } from "./content/kv";
import { cliPublishing } from "./content/publishing";
import { siteOf } from "./content/site";
import { wranglerD1 } from "./content/wrangler-d1";
import { root, step } from "./lib/bootstrap.mjs";
import { d1Query, targetArgs, wrangler, type Target } from "./lib/wrangler";
import { accountsSql } from "./seed/accounts";
import { generateCatalogue, type Catalogue } from "./seed/catalogue.mjs";
import { encodeProductPictures } from "./seed/pictures";
import { promotionsSql } from "./seed/promotions";
import { catalogueSql, insertSql } from "./seed/sql.mjs";
import { staffSql } from "./seed/staff";

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

// Content publishes write their versions and audit lines to D1 (decision 075): migrations first.
step("Aplicando migraciones de D1");
wrangler(["d1", "migrations", "apply", "DB", ...targetArgs(target)]);
if (values.content) {
  await seedContent(true);
} else {
  const lastRun = d1Query<{ products: number; seed: number }>(
    "SELECT products, seed FROM seed_runs ORDER BY id DESC LIMIT 1",
    target,
  )[0];
  if (lastRun && !values.force) {
    console.log(`Catálogo ya sembrado (${lastRun.products} productos); usá 'npm run reseed' para rehacerlo.`);
    // A migration that reshapes the search index leaves it empty: the same catalogue is indexed again.
    if (values.reindex || !d1Query("SELECT 1 FROM search_packed LIMIT 1", target).length) await reindex(lastRun);
    await ensurePictureWidths(lastRun);
  } else {
    await seedCatalogue();
  }
  await seedContent(values.force);
  await seedAccounts();
}

/**
 * Demo accounts and the B2B organisation (scripts/seed/accounts.ts), and the demo studio staff
 * (scripts/seed/staff.ts); existing rows are kept.
 */
async function seedAccounts() {
  step("Cuentas de demostración (B2B, cliente y equipo del estudio) y las promociones que anuncia el contenido");
  const file = join(workDir, "accounts.sql");
  writeFileSync(file, [...(await accountsSql()), ...(await staffSql()), ...promotionsSql()].join("\n"));
  wrangler(["d1", "execute", "DB", ...targetArgs(target), "--file", file, "--yes"], { quiet: true });
}

async function seedCatalogue() {
  step(`Generando catálogo (${products} productos, semilla ${seed})`);
  const catalogue = generateCatalogue({ products, seed });
  const searchIndex = searchIndexRows(catalogue as unknown as CatalogueRows);
  // The index refers to products: it goes first and comes back last.
  const statements: string[] = [
    ...searchIndexTables.map((table) => `DELETE FROM ${table};`),
    ...catalogueSql(catalogue),
  ];
  const writtenAt = new Date().toISOString();
  statements.push(
    // The import's time is when every product row was last written (the sitemaps' lastmod).
    `UPDATE products SET updated_at = '${writtenAt}';`,
    `INSERT INTO seed_runs (products, seed, created_at) VALUES (${products}, ${seed}, '${writtenAt}');`,
  );
  const sqlFiles = writeSqlFiles(statements);
  console.log(
    `${catalogue.products.length} productos, ${catalogue.skus.length} SKUs, ${catalogue.media.length} imágenes, ` +
      `${searchIndex.search_terms.length} términos de búsqueda`,
  );

  step("Cargando el catálogo en D1");
  for (const file of sqlFiles)
    wrangler(["d1", "execute", "DB", ...targetArgs(target), "--file", file, "--yes"], { quiet: true });
  await writeSearchIndex(searchIndex);

  await writeProductPictures(catalogue.media);
}

/**
 * Encodes each picture (a PNG and its WebP widths, decisions 080 and 111) into the MEDIA namespace. Locally
 * through Miniflare: `wrangler kv bulk put --local` stores a base64 entry's bytes as UTF-8 text,
 * which breaks every binary picture.
 */
async function writeProductPictures(media: Catalogue["media"]) {
  step(`Codificando ${media.length} imágenes de producto (PNG y WebP por ancho) y cargándolas en KV (MEDIA)`);
  // Kept beside the local state, shared by every store seeded here (decision 111).
  const cacheDir = join(root, ".wrangler", "picture-cache");
  const pictures = (await encodeProductPictures(media, { cacheDir })).map(({ key, bytes }) => ({ key, png: bytes }));
  if (target.remote) {
    const mediaFile = join(workDir, "media.json");
    writeFileSync(
      mediaFile,
      JSON.stringify(pictures.map(({ key, png }) => ({ key, value: png.toString("base64"), base64: true }))),
    );
    wrangler(["kv", "bulk", "put", mediaFile, "--binding", "MEDIA", "--remote"], { quiet: true });
    return;
  }
  await withLocalBindings(async ({ media: kv }) => {
    // An ArrayBuffer of its own: Miniflare cannot pass a Buffer that views a shared pool. A few puts
    // in flight at once: one at a time, the four files of each picture cost more than encoding them.
    for (let at = 0; at < pictures.length; at += 32)
      await Promise.all(pictures.slice(at, at + 32).map(({ key, png }) => kv.put(key, new Uint8Array(png).buffer)));
  });
}

/**
 * A store seeded before the pictures had their widths (decision 080) gets them now; pages would
 * otherwise ask for WebP files that are not there. Local only: a remote store is seeded again. A
 * store whose rows name the pictures of an older generator (before decision 111) keeps them: new
 * pictures under other keys would show nowhere until a reseed, which redoes both.
 */
async function ensurePictureWidths(run: { products: number; seed: number }) {
  if (target.remote) return;
  const used = d1Query<{ media_key: string }>("SELECT media_key FROM images ORDER BY id LIMIT 1", target)[0];
  if (!used) return;
  const { media } = generateCatalogue({ products: run.products, seed: run.seed });
  if (!media.some(({ key }) => key === used.media_key)) {
    console.log("Las imágenes de productos son de una versión anterior del generador; 'npm run reseed' las rehace.");
    return;
  }
  let missing = false;
  await withLocalBindings(async ({ media: kv }) => {
    missing = (await kv.get(productVariantKey(used.media_key, productPictureWidths[0]))) === null;
  });
  if (missing) await writeProductPictures(media);
}

async function reindex(run: { products: number; seed: number }) {
  step(`Reindexando la búsqueda (${run.products} productos, semilla ${run.seed})`);
  await writeSearchIndex(
    searchIndexRows(generateCatalogue({ products: run.products, seed: run.seed }) as unknown as CatalogueRows),
  );
}

/**
 * Replaces the search index. Locally its rows go in with bound parameters: wrangler's SQL file
 * splitter slows down with the length of each text (minutes for the 40 MB of base64 the index has
 * at 200k products). Remote D1 imports the file as it is.
 */
async function writeSearchIndex(searchIndex: SearchIndexRows) {
  step("Cargando el índice de búsqueda en D1");
  // A full build starts with an empty delta and no fold behind it (decision 131); isolates that see
  // the catalogue version move read the new seq and reload.
  const clear = [
    ...searchIndexTables.map((table) => `DELETE FROM ${table};`),
    "DELETE FROM search_folds;",
    "UPDATE search_delta_seq SET seq = seq + 1;",
    `UPDATE store_versions SET version = version + 1 WHERE name = 'catalogue';`,
  ];
  if (target.remote) {
    const statements = [...clear, ...searchIndexTables.flatMap((table) => insertSql(table, searchIndex[table]))];
    for (const file of writeSqlFiles(statements))
      wrangler(["d1", "execute", "DB", "--remote", "--file", file, "--yes"], { quiet: true });
    return;
  }
  await withLocalBindings(async ({ db }) => {
    await db.batch(clear.map((sql) => db.prepare(sql)));
    // Statements are made a batch at a time, not all first: with every row's statement held at once
    // (hundreds of thousands at 200k products), Miniflare's proxy failed an assertion in its
    // synchronous fetch; made per batch, the 200k index loads.
    for (const table of searchIndexTables) {
      const rows = searchIndex[table];
      for (let at = 0; at < rows.length; at += 500)
        await db.batch(
          rows.slice(at, at + 500).map((row) => {
            const columns = Object.keys(row);
            const sql = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")})`;
            return db.prepare(sql).bind(...Object.values(row));
          }),
        );
    }
  });
}

type LocalBindings = {
  db: Awaited<ReturnType<Miniflare["getD1Database"]>>;
  media: Awaited<ReturnType<Miniflare["getKVNamespace"]>>;
};

/** The local D1 and MEDIA namespace `wrangler dev` reads, opened directly through Miniflare. */
async function withLocalBindings(use: (bindings: LocalBindings) => Promise<void>) {
  const config = readFileSync(join(root, "wrangler.toml"), "utf8");
  const databaseId = /database_id\s*=\s*"([^"]+)"/.exec(config)![1]!;
  const mediaId = /binding = "MEDIA"\s*\nid = "([^"]+)"/.exec(config)![1]!;
  const state = join(target.persistTo ?? join(root, ".wrangler", "state"), "v3");
  const miniflare = new Miniflare({
    modules: true,
    script: "",
    d1Persist: join(state, "d1"),
    kvPersist: join(state, "kv"),
    d1Databases: { DB: databaseId },
    kvNamespaces: { MEDIA: mediaId },
  });
  try {
    await use({ db: await miniflare.getD1Database("DB"), media: await miniflare.getKVNamespace("MEDIA") });
  } finally {
    await miniflare.dispose();
  }
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

async function seedContent(force: boolean) {
  step("Cargando contenido (KV CONTENT)");
  z.config(z.locales.es());
  const kv = wranglerKv(target, workDir);
  const site = siteOf(target, kv);
  const publishing = cliPublishing({ kv, db: wranglerD1(target, workDir), site });
  const options = { dir: join(root, "content"), kv, publishing, site, storeUrl: "", onlyMissing: !force };
  if ((await push(options, [])) !== 0) throw new Error("El contenido de content/ no es válido: no se cargó nada.");
}
