// Price and stock imports (decision 128), one set of rules for the studio's page and the CLI: a file
// is parsed and checked against D1 (the dry run, stored as a checked import), then applied at its
// revision in one batch — audited, the catalogue version moved once — and the search index told
// which products changed.
import { parsePriceFile, type FileProblem } from "../../domain/catalogue/price-file";
import { dryRunOf, stagedRowOf, type ImportSummary } from "../../domain/catalogue/price-import";
import { shownTime } from "../../domain/moment";
import { priceImportCopy } from "../../forms/price-import";
import { catalogueImports, type CatalogueImport } from "../../ports/catalogue-imports.server";
import type { AppContext } from "../../ports/context.server";
import { reindexProducts } from "../search/reindex.server";

export const priceImportPath = "/studio/catalogo/precios";
export const priceDownloadPath = "/studio/catalogo/precios.csv";
export const checkedImportPath = (id: number) => `${priceImportPath}?importacion=${id}`;

export type PriceCheck = { status: "refused"; problems: FileProblem[] } | { status: "checked"; id: number };

const importsOf = (context: AppContext) => catalogueImports(context.cloudflare.env.DB);

/** The dry run: nothing of the catalogue is written; a file that passes is stored as a checked import. */
export async function checkPriceFile(
  context: AppContext,
  input: { fileName: string; bytes: Uint8Array; actor: string; now: Date },
): Promise<PriceCheck> {
  const parse = parsePriceFile(input.bytes);
  if (!parse.ok) return { status: "refused", problems: parse.problems };
  const imports = importsOf(context);
  const run = dryRunOf(parse.rows, await imports.storedSkus(parse.rows));
  if (!run.ok) return { status: "refused", problems: run.problems };
  const id = await imports.create({
    fileName: input.fileName.slice(0, 200) || "archivo.csv",
    checkedBy: input.actor,
    checkedAt: input.now.getTime(),
    rowsRead: parse.rows.length,
    needsConfirmation: run.summary.bigChanges > 0,
    summary: run.summary,
    rows: run.changes.map(stagedRowOf),
    productIds: [...new Set(run.changes.map((change) => change.productId))],
  });
  return { status: "checked", id };
}

export type PriceApply =
  | { status: "applied"; id: number; statements: number; productIds: number[] }
  | { status: "refused"; message: string; field?: "confirmBig" };

/** Applies a checked import at the revision its page showed; big changes need `confirmBig`. */
export async function applyPriceImport(
  context: AppContext,
  input: { id: number; revision: number; confirmBig: boolean; actor: string; now: Date },
): Promise<PriceApply> {
  const imports = importsOf(context);
  const checked = await imports.byId(input.id);
  if (!checked) return { status: "refused", message: priceImportCopy.notFound };
  if (checked.state !== "checked" || checked.stale || checked.revision !== input.revision)
    return { status: "refused", message: priceImportCopy.conflict };
  if (checked.needsConfirmation && !input.confirmBig)
    return { status: "refused", field: "confirmBig", message: priceImportCopy.confirmBig };
  let outcome;
  try {
    outcome = await imports.apply(input.id, input.revision, {
      actor: input.actor,
      at: input.now.getTime(),
      detail: auditDetail(checked),
    });
  } catch (error) {
    // One batch is one transaction: nothing of it landed.
    console.error("D1: no se pudo aplicar la importación de precios", input.id, error);
    await imports.recordFailure(input.id, error instanceof Error ? error.message : String(error));
    return { status: "refused", message: priceImportCopy.failed };
  }
  if (!outcome.applied) return { status: "refused", message: priceImportCopy.conflict };
  await reindexProducts(context, checked.productIds);
  return { status: "applied", id: input.id, statements: outcome.statements, productIds: checked.productIds };
}

export async function discardPriceImport(
  context: AppContext,
  input: { id: number; revision: number; actor: string; now: Date },
): Promise<boolean> {
  const checked = await importsOf(context).byId(input.id);
  if (!checked) return false;
  return importsOf(context).discard(input.id, input.revision, {
    actor: input.actor,
    at: input.now.getTime(),
    detail: `Importación ${input.id} («${checked.fileName}») descartada sin aplicar.`,
  });
}

function auditDetail(checked: CatalogueImport): string {
  const s = checked.summary;
  return (
    `Importación ${checked.id} («${checked.fileName}»): ${count(s.rowsChanged)} SKUs cambiados — ` +
    `${count(s.pricesUp)} precios suben, ${count(s.pricesDown)} bajan, ${count(s.listPricesChanged)} precios de lista, ` +
    `${count(s.stockChanged)} stocks (${count(s.wentOutOfStock)} se agotan, ${count(s.cameBackInStock)} vuelven); ` +
    `${count(s.notFoundCount)} no encontrados.`
  );
}

// ---- what the page and the CLI show -------------------------------------------------------------

export const stateLabels: Record<CatalogueImport["state"], string> = {
  checked: "Probada, sin aplicar",
  writing: "Aplicándose",
  applied: "Aplicada",
  discarded: "Descartada",
};

export type ImportView = {
  id: number;
  revision: number;
  fileName: string;
  state: string;
  canApply: boolean;
  canDiscard: boolean;
  needsConfirmation: boolean;
  checked: string;
  applied: string | null;
  lastError: string | null;
  facts: { label: string; value: string }[];
  largest: MoveView[];
  big: MoveView[];
  notFound: { line: number; reference: string }[];
  notFoundMore: number;
};

export type MoveView = {
  line: number;
  sku: number;
  name: string;
  column: string;
  from: string;
  to: string;
  change: string;
};

export function importViewOf(record: CatalogueImport): ImportView {
  const s = record.summary;
  const canApply = record.state === "checked" && !record.stale && record.rowsChanged > 0;
  return {
    id: record.id,
    revision: record.revision,
    fileName: record.fileName,
    state: record.state === "checked" && record.stale ? "Vencida: se aplicó otra después" : stateLabels[record.state],
    canApply,
    canDiscard: record.state === "checked",
    needsConfirmation: record.needsConfirmation,
    checked: `${shownTime(record.checkedAt)} por ${record.checkedBy}`,
    applied: record.appliedAt === null ? null : `${shownTime(record.appliedAt)} por ${record.appliedBy ?? "—"}`,
    lastError: record.lastError,
    facts: factsOf(s),
    largest: s.largest.map(moveView),
    big: s.big.map(moveView),
    notFound: s.notFound,
    notFoundMore: s.notFoundCount - s.notFound.length,
  };
}

function factsOf(s: ImportSummary): { label: string; value: string }[] {
  return [
    { label: "Filas leídas", value: count(s.rowsRead) },
    { label: "SKUs que cambian", value: count(s.rowsChanged) },
    { label: "Sin cambios", value: count(s.unchanged) },
    { label: "SKUs no encontrados", value: count(s.notFoundCount) },
    { label: "Precios que suben", value: count(s.pricesUp) },
    { label: "Precios que bajan", value: count(s.pricesDown) },
    { label: "Precios de lista que cambian", value: count(s.listPricesChanged) },
    { label: "Stocks que cambian", value: count(s.stockChanged) },
    { label: "Se quedan sin stock", value: count(s.wentOutOfStock) },
    { label: "Vuelven a tener stock", value: count(s.cameBackInStock) },
    { label: "Cambios grandes (bajas de más del 70 %, subas de más del 200 %)", value: count(s.bigChanges) },
  ];
}

const moveView = (move: ImportSummary["largest"][number]): MoveView => ({
  line: move.line,
  sku: move.skuId,
  name: move.name,
  column: move.column,
  from: pesos(move.fromCents),
  to: pesos(move.toCents),
  change: `${move.percent > 0 ? "+" : ""}${move.percent} %`,
});

const count = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ".");

function pesos(cents: number): string {
  return `$ ${count(Math.floor(cents / 100))},${String(cents % 100).padStart(2, "0")}`;
}
