import { redirect } from "@remix-run/cloudflare";

import { describeChange, jsonChanges } from "../../domain/studio/changes";
import { fromLocalInput } from "../../domain/studio/date-time";
import { previewPath } from "../../domain/studio/documents";
import { editorPath } from "../../domain/studio/editor-path";
import { uploadLimits } from "../../domain/studio/image-sniff";
import { fieldLabelAt } from "../../domain/studio/issues";
import { can } from "../../domain/studio/roles";
import { formDataWithin } from "../../http/limited-form.server";
import {
  checkDocumentForm,
  documentEditor,
  errorsOfProblems,
  readDocumentForm,
  withUploadedImages,
  type DocumentEditorView,
  type FieldErrors,
} from "./document-form.server";
import { storeUpload } from "./media.server";
import { studioPublishingOf, type StudioContext } from "./publishing-for.server";
import type { Base, Refusal } from "./publishing.server";
import { requireStaff } from "./staff.server";

// The document editor (/studio/documentos/:key): the form generated from the document's schema,
// and the page's own buttons 'Guardar borrador', 'Vista previa', 'Publicar' (which first shows the
// changes, field by field), 'Programar' (decision 075).

const notices = {
  borrador: "Borrador guardado. Los clientes siguen viendo la versión publicada.",
  "vista-previa": "Borrador guardado. La vista previa lo muestra en la tienda.",
  publicado: "Publicado: los clientes ya ven esta versión.",
  programado: "Publicación programada.",
  "programacion-cancelada": "Se canceló la publicación programada.",
  restaurado: "Versión restaurada y publicada.",
  descartado: "Borrador descartado. El documento vuelve a ser la versión publicada.",
} as const;
type Notice = keyof typeof notices;

export const changesInWords = (before: unknown, after: unknown) =>
  jsonChanges(before, after).map((change) => describeChange(change, fieldLabelAt));

export type Conflict = { by: string | null; at: number | null; lines: string[] };

export type EditorData = {
  key: string;
  name: string;
  view: DocumentEditorView;
  base: Base;
  published: { version: number; by: string | null; at: number | null } | null;
  draft: { by: string; at: number; behind: boolean } | null;
  schedule: { publishAt: number; by: string } | null;
  notice: string | null;
  preview: string | null;
  /** The saved draft against what shoppers see now. */
  changes: string[];
  can: { publish: boolean; schedule: boolean; restore: boolean; discard: boolean };
};

export type EditorRefusal = {
  view: DocumentEditorView;
  base: Base;
  message: string;
  conflict: Conflict | null;
  publishAt: string;
};

function keyOf(params: { key?: string }): string {
  if (!params.key) throw new Response("No existe ese documento", { status: 404 });
  return params.key;
}

export async function loadEditor(
  request: Request,
  context: StudioContext,
  params: { key?: string },
): Promise<EditorData> {
  const staff = await requireStaff(request, context, "ver");
  const key = keyOf(params);
  const studio = studioPublishingOf(context);
  const opened = await studio.open(key);
  const url = new URL(request.url);
  const notice = url.searchParams.get("aviso");
  const where = previewPath(opened.spec, opened.working) ?? (opened.spec.contentType === "pdp" ? null : "/");
  const showPreview = url.searchParams.has("vista") && opened.draft && where;
  return {
    key,
    name: opened.name,
    view: documentEditor(opened.spec, { document: opened.working }),
    base: opened.base,
    published:
      opened.published === null ? null : { version: opened.version, by: opened.publishedBy, at: opened.publishedAt },
    draft: opened.draft ? { by: opened.draft.by, at: opened.draft.at, behind: opened.draftBehind } : null,
    schedule: opened.schedule ? { publishAt: opened.schedule.publishAt, by: opened.schedule.by } : null,
    notice: notice && Object.hasOwn(notices, notice) ? notices[notice as Notice] : null,
    preview: showPreview ? `${where}?versionId=${opened.draft!.previewId}` : null,
    changes: opened.draft ? changesInWords(opened.published, opened.working) : [],
    can: {
      publish: can(staff.role, "publicar"),
      schedule: can(staff.role, "programar"),
      restore: can(staff.role, "restaurar"),
      discard: can(staff.role, "borrador"),
    },
  };
}

const maxPostBytes = 4 * uploadLimits.maxBytes + 2 * 1024 * 1024;

const intents = ["borrador", "vista-previa", "publicar", "programar", "cancelar-programacion"] as const;
type Intent = (typeof intents)[number];
const needs: Record<Intent, "borrador" | "vista-previa" | "publicar" | "programar"> = {
  borrador: "borrador",
  "vista-previa": "vista-previa",
  publicar: "publicar",
  programar: "programar",
  "cancelar-programacion": "programar",
};

/** What a studio form says its change was based on (its hidden `_baseVersion` and `_baseRevision`). */
export const baseOf = (form: FormData): Base => ({
  version: Math.max(0, Number(form.get("_baseVersion")) || 0),
  revision: Math.max(0, Number(form.get("_baseRevision")) || 0),
});

function refusalMessage(refusal: Refusal): string {
  if (refusal.reason === "storage") return refusal.message;
  if (refusal.reason === "conflict") {
    return "Otra persona cambió este documento mientras lo editabas. Abajo están sus valores y los tuyos; si guardás de nuevo, queda lo tuyo.";
  }
  return "Hay campos para corregir: revisá los mensajes junto a cada uno.";
}

type ActionResult = Response | (EditorRefusal & { status: number });

export async function submitEditor(
  request: Request,
  context: StudioContext,
  params: { key?: string },
): Promise<ActionResult> {
  const key = keyOf(params);
  const staff = await requireStaff(request, context, "borrador");
  // A document's fields and a few pictures of at most uploadLimits.maxBytes each: anything larger is
  // refused before it is all in memory.
  const form = await formDataWithin(request, maxPostBytes);
  if (form === "too-large") {
    throw new Response(
      `El envío pesa más de ${maxPostBytes / (1024 * 1024)} MB. Subí menos imágenes a la vez (cada una de hasta ${uploadLimits.maxBytes / (1024 * 1024)} MB).`,
      { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } },
    );
  }
  if (!form) throw new Response("El formulario no se pudo leer.", { status: 400 });
  const intent = intents.find((candidate) => candidate === form.get("_intent")) ?? "borrador";
  await requireStaff(request, context, needs[intent]);
  const studio = studioPublishingOf(context);
  const opened = await studio.open(key);
  const base = baseOf(form);
  const publishAt = String(form.get("_publishAt") ?? "");
  const refused = (
    view: DocumentEditorView,
    message: string,
    status: number,
    conflict: Conflict | null = null,
    nextBase = base,
  ) => ({
    view,
    base: nextBase,
    message,
    conflict,
    publishAt,
    status,
  });

  if (intent === "cancelar-programacion") {
    await studio.cancelSchedule({ key, actor: staff.email });
    return redirect(`${editorPath(key)}?aviso=programacion-cancelada`, 303);
  }

  const read = readDocumentForm(form, { spec: opened.spec, original: opened.working });
  if (read.kind === "intent") return refused(documentEditor(opened.spec, { payload: read.payload }), "", 200);

  let { payload, value, errors } = read;
  if (read.uploads.length > 0) {
    const stored = [];
    for (const upload of read.uploads) {
      const outcome = await storeUpload(context, upload.file, staff.email);
      if (outcome.ok) stored.push({ path: upload.path, ...outcome.image });
      else (errors[`${upload.path}.upload`] ??= []).push(outcome.message);
    }
    payload = withUploadedImages(payload, stored);
    const checked = checkDocumentForm(payload, { spec: opened.spec, original: opened.working });
    value = Object.keys(errors).some((name) => name.endsWith(".upload")) ? null : checked.value;
    errors = {
      ...checked.errors,
      ...Object.fromEntries(Object.entries(errors).filter(([name]) => name.endsWith(".upload"))),
    };
  }
  const view = (extra: FieldErrors = {}) => documentEditor(opened.spec, { payload }, { ...errors, ...extra });
  if (value === null) return refused(view(), refusalMessage({ reason: "invalid", problems: [] }), 400);

  let publishTime: number | null = null;
  if (intent === "programar") {
    const iso = fromLocalInput(publishAt);
    publishTime = iso ? Date.parse(iso) : null;
    if (publishTime === null || Number.isNaN(publishTime)) {
      return refused(view(), "Elegí la fecha y hora de publicación (hora de Buenos Aires).", 400);
    }
  }

  const outcome =
    intent === "programar"
      ? await studio.schedule({ key, value, base, publishAt: publishTime!, actor: staff.email })
      : await studio.saveDraft({ key, value, base, actor: staff.email });
  if (!outcome.ok) {
    const conflict =
      outcome.reason === "conflict"
        ? {
            by: outcome.by,
            at: outcome.at,
            lines: changesInWords(outcome.theirs, value).map((line) => line.replace("→", "(suyo) → (tuyo)")),
          }
        : null;
    // After a conflict the person has seen both: saving again keeps theirs over the newer one.
    const latest = conflict ? (await studio.open(key)).base : base;
    const status = outcome.reason === "storage" ? 503 : outcome.reason === "conflict" ? 409 : 400;
    return refused(
      view(outcome.reason === "invalid" ? errorsOfProblems(opened.spec, outcome.problems) : {}),
      refusalMessage(outcome),
      status,
      conflict,
      latest,
    );
  }
  if (intent === "publicar") return redirect(`${editorPath(key)}/publicar`, 303);
  if (intent === "programar") return redirect(`${editorPath(key)}?aviso=programado`, 303);
  if (intent === "vista-previa") return redirect(`${editorPath(key)}?aviso=vista-previa&vista=1`, 303);
  return redirect(`${editorPath(key)}?aviso=borrador`, 303);
}
