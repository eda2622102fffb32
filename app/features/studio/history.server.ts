import { redirect } from "@remix-run/cloudflare";

import { editorPath } from "../../domain/studio/editor-path";
import { can } from "../../domain/studio/roles";
import { baseOf } from "./editor.server";
import { studioPublishingOf, type StudioContext } from "./publishing-for.server";
import { requireStaff } from "./staff.server";

// A document's 'Historial': every published version with who and when (the last 51 are kept);
// 'Restaurar' publishes one again, itself a publish in the history (decision 075).

export type HistoryPage = {
  key: string;
  name: string;
  current: number;
  versions: { version: number; by: string; at: number }[];
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
    versions,
    canRestore: can(staff.role, "restaurar"),
    message: null,
  };
}

export async function restoreVersion(
  request: Request,
  context: StudioContext,
  key: string,
): Promise<Response | (HistoryPage & { status: number })> {
  const staff = await requireStaff(request, context, "restaurar");
  const form = await request.formData().catch(() => new FormData());
  const studio = studioPublishingOf(context);
  const version = Number(form.get("version"));
  const base = baseOf(form);
  const outcome = Number.isInteger(version)
    ? await studio.restore({ key, version, base, actor: staff.email })
    : ({ ok: false, reason: "invalid", problems: [] } as const);
  if (outcome.ok) return redirect(`${editorPath(key)}?aviso=restaurado`, 303);
  const page = await loadHistory(request, context, key);
  const message =
    outcome.reason === "storage"
      ? outcome.message
      : outcome.reason === "conflict"
        ? "Se publicó otra versión mientras mirabas el historial: revisala y elegí de nuevo."
        : `Esa versión no se puede restaurar: ${outcome.problems.map((problem) => problem.message).join("; ") || "no existe"}.`;
  return { ...page, message, status: outcome.reason === "storage" ? 503 : outcome.reason === "conflict" ? 409 : 400 };
}

export const historyPath = (key: string) => `${editorPath(key)}/historial`;
