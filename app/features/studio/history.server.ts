import { redirect } from "@remix-run/cloudflare";

import { shownTime } from "../../domain/moment";
import { editorPath } from "../../domain/studio/editor-path";
import { can } from "../../domain/studio/roles";
import { baseOf, changesInWords } from "./editor.server";
import { studioPublishingOf, type StudioContext } from "./publishing-for.server";
import { requireStaff } from "./staff.server";

// A document's 'Historial': every published version with who and when (the last 51 are kept);
// 'Restaurar' publishes one again, itself a publish in the history (decision 075). Like 'Publicar',
// it first shows what would change — the chosen version against the published one, field by field
// — and restores only on 'Confirmar' (its own page, /restaurar?version=N).

export type HistoryPage = {
  key: string;
  name: string;
  current: number;
  /** `when` is Buenos Aires time, formatted on the server so the page hydrates as it was rendered. */
  versions: { version: number; by: string; when: string }[];
  canRestore: boolean;
  message: string | null;
};

export async function loadHistory(request: Request, context: StudioContext, key: string): Promise<HistoryPage> {
  const staff = await requireStaff(request, context, "ver");
  const studio = studioPublishingOf(context);
  const [opened, versions] = await Promise.all([studio.open(key), studio.history(key)]);
  return {
    key,
    name: opened.name,
    current: opened.version,
    versions: versions.map(({ version, by, at }) => ({ version, by, when: shownTime(at) })),
    canRestore: can(staff.role, "restaurar"),
    message: null,
  };
}

export type RestoreReview = {
  key: string;
  name: string;
  /** The version to restore, and when and by whom it was published. */
  version: number;
  by: string;
  when: string;
  /** What shoppers would see change: the published version against the chosen one. */
  changes: string[];
  base: { version: number };
  message: string | null;
};

/** 'Restaurar' (a GET from the history): the chosen version against the published one, before anything happens. */
export async function loadRestoreReview(request: Request, context: StudioContext, key: string): Promise<RestoreReview> {
  await requireStaff(request, context, "restaurar");
  const version = Number(new URL(request.url).searchParams.get("version"));
  return restoreReview(context, key, version, null);
}

async function restoreReview(
  context: StudioContext,
  key: string,
  version: number,
  message: string | null,
): Promise<RestoreReview> {
  const studio = studioPublishingOf(context);
  const [opened, chosen] = await Promise.all([
    studio.open(key),
    Number.isInteger(version) && version >= 0 ? studio.version(key, version) : null,
  ]);
  if (!chosen || chosen.version === opened.version) throw redirect(historyPath(key), 303);
  return {
    key,
    name: opened.name,
    version: chosen.version,
    by: chosen.by,
    when: shownTime(chosen.at),
    changes: changesInWords(opened.published, JSON.parse(chosen.value)),
    base: { version: opened.version },
    message,
  };
}

/** 'Confirmar restauración': publishes the chosen version again if nothing was published since the review. */
export async function restoreVersion(
  request: Request,
  context: StudioContext,
  key: string,
): Promise<Response | (RestoreReview & { status: number })> {
  const staff = await requireStaff(request, context, "restaurar");
  const form = await request.formData().catch(() => new FormData());
  const studio = studioPublishingOf(context);
  const version = Number(form.get("version"));
  const base = baseOf(form);
  const outcome = Number.isInteger(version)
    ? await studio.restore({ key, version, base, actor: staff.email })
    : ({ ok: false, reason: "invalid", problems: [] } as const);
  if (outcome.ok) return redirect(`${editorPath(key)}?aviso=restaurado`, 303);
  const message =
    outcome.reason === "storage"
      ? outcome.message
      : outcome.reason === "conflict"
        ? "Se publicó otra versión mientras revisabas: estos son los cambios de ahora. Confirmá de nuevo si querés restaurarla."
        : `Esa versión no se puede restaurar: ${outcome.problems.map((problem) => problem.message).join("; ") || "no existe"}.`;
  const review = await restoreReview(context, key, version, message);
  return { ...review, status: outcome.reason === "storage" ? 503 : outcome.reason === "conflict" ? 409 : 400 };
}

export const historyPath = (key: string) => `${editorPath(key)}/historial`;
export const restorePath = (key: string) => `${editorPath(key)}/restaurar`;
