import { redirect } from "@remix-run/cloudflare";

import { shownTime } from "../../domain/moment";
import { editorPath } from "../../domain/studio/editor-path";
import { baseOf, changesInWords } from "./editor.server";
import { studioPublishingOf, type StudioContext } from "./publishing-for.server";
import type { Base } from "./publishing.server";
import { requireStaff } from "./staff.server";

// 'Descartar borrador' (decision 075's drafts): who may save a draft may throw it away, after a page
// that shows what would be lost — the draft against what shoppers see — and a confirming post, the
// same two steps as 'Publicar'. Shoppers' version does not change; the preview link stops working.

export type DiscardReview = {
  key: string;
  name: string;
  /** Who saved the draft and when (Buenos Aires time, formatted here so the page hydrates as rendered). */
  by: string;
  when: string;
  changes: string[];
  base: Base;
  message: string | null;
};

export const discardPath = (key: string) => `${editorPath(key)}/descartar`;

async function discardReview(context: StudioContext, key: string, message: string | null): Promise<DiscardReview> {
  const opened = await studioPublishingOf(context).open(key);
  if (!opened.draft) throw redirect(editorPath(key), 303);
  return {
    key,
    name: opened.name,
    by: opened.draft.by,
    when: shownTime(opened.draft.at),
    changes: changesInWords(opened.published, opened.working),
    base: opened.base,
    message,
  };
}

export async function loadDiscardReview(request: Request, context: StudioContext, key: string): Promise<DiscardReview> {
  await requireStaff(request, context, "borrador");
  return discardReview(context, key, null);
}

export async function confirmDiscard(
  request: Request,
  context: StudioContext,
  key: string,
): Promise<Response | (DiscardReview & { status: number })> {
  const staff = await requireStaff(request, context, "borrador");
  const form = await request.formData().catch(() => new FormData());
  const outcome = await studioPublishingOf(context).discardDraft({ key, base: baseOf(form), actor: staff.email });
  if (outcome.ok) return redirect(`${editorPath(key)}?aviso=descartado`, 303);
  const message =
    outcome.reason === "storage"
      ? outcome.message
      : "El borrador cambió mientras lo revisabas (otra persona lo guardó o lo publicó): estos son sus cambios de ahora. Confirmá de nuevo si querés descartarlo.";
  const review = await discardReview(context, key, message);
  return { ...review, status: outcome.reason === "storage" ? 503 : 409 };
}
