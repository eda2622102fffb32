// '/studio/catalogo/precios' (decision 128): the catalogue role uploads a price and stock file (the
// dry run), reads its summary, confirms or discards it, sees the recent imports, and downloads every
// SKU in the file's own format.
import { parseWithZod } from "@conform-to/zod/v4";

import { priceFileHeader, priceFileLineOf, type FileProblem } from "../../domain/catalogue/price-file";
import { priceImportCopy, PriceImportDecisionSchema } from "../../forms/price-import";
import { privateCacheControl } from "../../http/private-responses";
import { readFormData } from "../../http/respond.server";
import { catalogueImports } from "../../ports/catalogue-imports.server";
import { requestClock } from "../../ports/clock.server";
import type { AppContext } from "../../ports/context.server";
import { requireStaff } from "../studio/staff.server";
import {
  applyPriceImport,
  checkedImportPath,
  checkPriceFile,
  discardPriceImport,
  importViewOf,
  priceDownloadPath,
  priceImportPath,
  stateLabels,
  type ImportView,
} from "./price-import.server";

export type PriceImportPageData = {
  downloadHref: string;
  checked: ImportView | null;
  notice: string | null;
  history: { id: number; href: string; fileName: string; state: string; when: string; changed: string }[];
};

const notices = { aplicada: priceImportCopy.applied, descartada: priceImportCopy.discarded } as const;

export async function priceImportPage(request: Request, context: AppContext): Promise<PriceImportPageData> {
  await requireStaff(request, context, "catalogo");
  const params = new URL(request.url).searchParams;
  const imports = catalogueImports(context.cloudflare.env.DB);
  const id = Number(params.get("importacion"));
  const [record, recent] = await Promise.all([
    Number.isSafeInteger(id) && id > 0 ? imports.byId(id) : null,
    imports.recent(20),
  ]);
  const notice = params.get("aviso");
  return {
    downloadHref: priceDownloadPath,
    checked: record ? importViewOf(record) : null,
    notice: notice === "aplicada" || notice === "descartada" ? notices[notice] : null,
    history: recent.map((line) => {
      const view = importViewOf(line);
      return {
        id: line.id,
        href: checkedImportPath(line.id),
        fileName: line.fileName,
        state: line.state === "checked" ? view.state : stateLabels[line.state],
        when: view.applied ?? view.checked,
        changed: String(line.rowsChanged),
      };
    }),
  };
}

export type PriceImportActionData =
  | { form: "subir"; problems: FileProblem[]; fileName: string }
  | { form: "decidir"; importId: number; message: string; field: "confirmBig" | null };

export type PriceImportAction = { redirectTo: string } | { status: number; body: PriceImportActionData };

/** 'subir' (a multipart upload: the dry run), 'aplicar' or 'descartar' (a checked import at its revision). */
export async function priceImportAction(request: Request, context: AppContext): Promise<PriceImportAction> {
  const staff = await requireStaff(request, context, "catalogo");
  const now = requestClock(context, request);
  const form = await readFormData(request);
  const intent = form?.get("intent");
  if (!form || typeof intent !== "string")
    return {
      status: 400,
      body: {
        form: "subir",
        fileName: "",
        problems: [{ line: null, column: null, message: priceImportCopy.unreadable }],
      },
    };
  if (intent === "subir") {
    const file = form.get("archivo");
    if (!(file instanceof File) || file.size === 0)
      return {
        status: 400,
        body: {
          form: "subir",
          fileName: "",
          problems: [{ line: null, column: null, message: priceImportCopy.noFile }],
        },
      };
    const check = await checkPriceFile(context, {
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      actor: staff.email,
      now,
    });
    if (check.status === "refused")
      return { status: 400, body: { form: "subir", fileName: file.name, problems: check.problems } };
    return { redirectTo: checkedImportPath(check.id) };
  }
  const submission = parseWithZod(form, { schema: PriceImportDecisionSchema });
  if (submission.status !== "success")
    return { status: 400, body: { form: "decidir", importId: 0, message: priceImportCopy.unreadable, field: null } };
  const decision = submission.value;
  if (decision.intent === "descartar") {
    const discarded = await discardPriceImport(context, {
      ...decision,
      id: decision.importId,
      actor: staff.email,
      now,
    });
    return discarded
      ? { redirectTo: `${priceImportPath}?aviso=descartada` }
      : {
          status: 409,
          body: { form: "decidir", importId: decision.importId, message: priceImportCopy.conflict, field: null },
        };
  }
  const applied = await applyPriceImport(context, {
    id: decision.importId,
    revision: decision.revision,
    confirmBig: decision.confirmBig,
    actor: staff.email,
    now,
  });
  if (applied.status === "applied") return { redirectTo: `${checkedImportPath(applied.id)}&aviso=aplicada` };
  return {
    status: 409,
    body: { form: "decidir", importId: decision.importId, message: applied.message, field: applied.field ?? null },
  };
}

/** Pages of this many SKUs stream one after the other: 200k SKUs never sit in memory at once. */
const downloadPageSize = 2000;

/** '/studio/catalogo/precios.csv': every SKU in the import's own format, streamed as read. */
export async function priceStockDownload(request: Request, context: AppContext): Promise<Response> {
  await requireStaff(request, context, "catalogo");
  const imports = catalogueImports(context.cloudflare.env.DB);
  const encoder = new TextEncoder();
  let after: number | null = null;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (after === null) {
          after = 0;
          controller.enqueue(encoder.encode(priceFileHeader));
          return;
        }
        const page = await imports.skuPricePage(after, downloadPageSize);
        if (page.length === 0) return controller.close();
        after = page.at(-1)!.skuId;
        controller.enqueue(encoder.encode(page.map(priceFileLineOf).join("")));
      } catch (error) {
        // Half a file must not pass for a whole one.
        console.error("D1: no se pudo leer los precios para la descarga", error);
        controller.error(error);
      }
    },
  });
  const day = new Date(requestClock(context, request).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="precios-y-stock-${day}.csv"`,
      "Cache-Control": privateCacheControl,
    },
  });
}
