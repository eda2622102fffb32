// `npm run catalogo:precios -- <archivo> [--aplicar] [--confirmar-cambios-grandes] [--persist-to DIR]`
// A price and stock file through the same feature code as the studio's 'Precios y stock' (decision
// 128), against the local D1 (.wrangler/state, as `npm start` uses, or --persist-to) through
// Miniflare's bindings: it prints the dry run, and applies it only with --aplicar. Production goes
// through the studio (/studio/catalogo/precios), where the same code runs in the Worker with its D1
// binding; `wrangler d1 execute --remote` runs SQL files, not this code and its one-batch guard.
import { readFileSync } from "node:fs";
import { userInfo } from "node:os";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { Miniflare } from "miniflare";

import { problemText } from "../app/domain/catalogue/price-file";
import {
  applyPriceImport,
  checkPriceFile,
  importViewOf,
  type ImportView,
} from "../app/features/catalogue/price-import.server";
import { catalogueImports } from "../app/ports/catalogue-imports.server";
import type { AppContext } from "../app/ports/context.server";
import { root } from "./lib/bootstrap.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    aplicar: { type: "boolean", default: false },
    "confirmar-cambios-grandes": { type: "boolean", default: false },
    "persist-to": { type: "string" },
    json: { type: "boolean", default: false },
  },
});

const [file] = positionals;
if (!file) {
  console.log(
    "Uso: npm run catalogo:precios -- <archivo> [--aplicar] [--confirmar-cambios-grandes] [--persist-to DIR] [--json]",
  );
  process.exit(2);
}

type D1 = Pick<D1Database, "prepare" | "batch">;

/**
 * D1 as the feature sees it, counting what it sends: statements run alone, and batches with their
 * statements (the bench reports both). Miniflare's statements are its own objects: ours wrap them.
 */
function countingD1(db: D1) {
  const counts = { statements: 0, batches: 0 };
  type Wrapped = D1PreparedStatement & { inner: D1PreparedStatement };
  const wrap = (inner: D1PreparedStatement): Wrapped => {
    const once =
      <T>(run: () => Promise<T>) =>
      () => {
        counts.statements += 1;
        return run();
      };
    return {
      inner,
      bind: (...values: unknown[]) => wrap(inner.bind(...values)),
      first: ((column?: string) =>
        once(() => (column ? inner.first(column) : inner.first()))()) as D1PreparedStatement["first"],
      all: (() => once(() => inner.all())()) as D1PreparedStatement["all"],
      run: (() => once(() => inner.run())()) as D1PreparedStatement["run"],
      raw: ((options?: { columnNames?: boolean }) =>
        once(() => inner.raw(options as { columnNames: true }))()) as D1PreparedStatement["raw"],
    } as Wrapped;
  };
  const counted: D1 = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: ((statements: Wrapped[]) => {
      counts.batches += 1;
      counts.statements += statements.length;
      return db.batch(statements.map((statement) => statement.inner));
    }) as D1["batch"],
  };
  return { counts, db: counted };
}

function printView(view: ImportView) {
  console.log(`\nImportación ${view.id} «${view.fileName}» — ${view.state}`);
  for (const fact of view.facts) console.log(`  ${fact.label}: ${fact.value}`);
  const moves = (title: string, list: ImportView["largest"]) => {
    if (list.length === 0) return;
    console.log(`\n${title}:`);
    for (const move of list)
      console.log(
        `  línea ${move.line}, SKU ${move.sku} ${move.name} — ${move.column}: ${move.from} → ${move.to} (${move.change})`,
      );
  };
  moves("Cambios grandes", view.big);
  moves("Los cambios de precio más grandes", view.largest);
  if (view.notFound.length > 0) {
    console.log("\nSKUs no encontrados (no se importan):");
    for (const line of view.notFound) console.log(`  línea ${line.line}: ${line.reference}`);
    if (view.notFoundMore > 0) console.log(`  y ${view.notFoundMore} más`);
  }
}

const config = readFileSync(join(root, "wrangler.toml"), "utf8");
const databaseId = /database_id\s*=\s*"([^"]+)"/.exec(config)![1]!;
const state = join(values["persist-to"] ?? join(root, ".wrangler", "state"), "v3");
const miniflare = new Miniflare({
  modules: true,
  script: "",
  d1Persist: join(state, "d1"),
  d1Databases: { DB: databaseId },
});
let exitCode = 0;
try {
  const { counts, db } = countingD1(await miniflare.getD1Database("DB"));
  const context = {
    cloudflare: { env: { DB: db }, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: undefined },
  } as unknown as AppContext;
  const actor = `cli:${userInfo().username}`;
  const bytes = new Uint8Array(readFileSync(file));
  const report: Record<string, unknown> = { rows: 0 };

  // With --json, the phases are marked for the bench: it loads the pages from the first to the last.
  const phase = (name: string) => values.json && console.log(`FASE ${name}`);
  phase("prueba");
  const checkStarted = performance.now();
  const check = await checkPriceFile(context, { fileName: basename(file), bytes, actor, now: new Date() });
  report.checkMs = Math.round(performance.now() - checkStarted);
  report.check = { ...counts };
  if (check.status === "refused") {
    console.log(`«${basename(file)}» no se puede importar: no cambió nada.`);
    for (const problem of check.problems) console.log(`  ${problemText(problem)}`);
    exitCode = 1;
  } else {
    const record = (await catalogueImports(db).byId(check.id))!;
    report.rows = record.rowsRead;
    report.rowsChanged = record.rowsChanged;
    printView(importViewOf(record));
    if (!values.aplicar) {
      console.log(
        `\nPrueba guardada como importación ${check.id}: no cambió nada. Para aplicarla, repetí con --aplicar.`,
      );
    } else {
      const before = { ...counts };
      const applyStarted = performance.now();
      const applied = await applyPriceImport(context, {
        id: check.id,
        revision: record.revision,
        confirmBig: values["confirmar-cambios-grandes"],
        actor,
        now: new Date(),
      });
      report.applyMs = Math.round(performance.now() - applyStarted);
      report.apply = { statements: counts.statements - before.statements, batches: counts.batches - before.batches };
      if (applied.status === "applied")
        console.log(
          `\nAplicada: ${record.rowsChanged} SKUs, ${applied.productIds.length} productos; versión del catálogo movida una vez.`,
        );
      else {
        console.log(`\nNo se aplicó: ${applied.message}`);
        if (applied.field === "confirmBig") console.log("Para confirmarlos, repetí con --confirmar-cambios-grandes.");
        exitCode = 1;
      }
    }
  }
  phase("fin");
  report.total = { ...counts };
  console.log(`\nSentencias D1: ${counts.statements} (${counts.batches} lotes).`);
  if (values.json) console.log(`RESULTADO ${JSON.stringify(report)}`);
} finally {
  await miniflare.dispose();
}
process.exit(exitCode);
