import { redirect } from "@remix-run/cloudflare";

import { editorPath } from "../../domain/studio/editor-path";
import { baseOf, changesInWords } from "./editor.server";
import { studioPublishingOf, type StudioContext } from "./publishing-for.server";
import type { Base } from "./publishing.server";
import { requireStaff } from "./staff.server";

// 'Publicar' shows what changes before it happens (the issue: "a diff against the published
// version, field by field in words"): the draft against what shoppers see, then 'Confirmar'.

export type PublishReview = { key: string; name: string; changes: string[]; base: Base; message: string | null };

export async function loadPublishReview(request: Request, context: StudioContext, key: string): Promise<PublishReview> {
  await requireStaff(request, context, "publicar");
  const opened = await studioPublishingOf(context).open(key);
  if (!opened.draft) throw redirect(editorPath(key), 303);
  return {
    key,
    name: opened.name,
    changes: changesInWords(opened.published, opened.working),
    base: opened.base,
    message: null,
  };
}

export async function confirmPublish(
  request: Request,
  context: StudioContext,
  key: string,
): Promise<Response | (PublishReview & { status: number })> {
  const staff = await requireStaff(request, context, "publicar");
  const form = await request.formData().catch(() => new FormData());
  const studio = studioPublishingOf(context);
  const opened = await studio.open(key);
  if (!opened.draft) throw redirect(editorPath(key), 303);
  const base = baseOf(form);
  const outcome = await studio.publish({ key, value: opened.working, base, actor: staff.email });
  if (outcome.ok) return redirect(`${editorPath(key)}?aviso=publicado`, 303);
  const message =
    outcome.reason === "storage"
      ? outcome.message
      : outcome.reason === "conflict"
        ? "Otra persona cambió el documento mientras lo revisabas: estos son los cambios de ahora. Confirmá de nuevo si querés publicarlos."
        : `No se puede publicar: ${outcome.problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ")}. Corregilo en el editor.`;
  const fresh = await studio.open(key);
  return {
    key,
    name: fresh.name,
    changes: changesInWords(fresh.published, fresh.working),
    base: fresh.base,
    message,
    status: outcome.reason === "storage" ? 503 : outcome.reason === "conflict" ? 409 : 400,
  };
}
