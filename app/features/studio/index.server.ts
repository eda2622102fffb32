import { redirect } from "@remix-run/cloudflare";

import { groupOrder, type DocumentGroup } from "../../domain/studio/documents";
import { editorPath } from "../../domain/studio/editor-path";
import { can } from "../../domain/studio/roles";
import { studioPublishingOf, type StudioContext } from "./publishing-for.server";
import { requireStaff } from "./staff.server";

// The studio's index: every document KV holds, grouped and named in Spanish, with its state, who
// changed it last and when.

export type IndexRow = {
  href: string;
  name: string;
  states: ("Publicado" | "Borrador" | "Programado" | "Sin publicar")[];
  scheduledFor: number | null;
  lastEditor: string | null;
  lastAt: number | null;
};

export async function loadStudioIndex(
  request: Request,
  context: StudioContext,
): Promise<{ groups: { name: DocumentGroup; rows: IndexRow[] }[] }> {
  const staff = await requireStaff(request, context, "ver");
  // Operaciones edit no content: their studio home is the order desk (decision 115).
  if (!can(staff.role, "borrador") && can(staff.role, "pedidos")) throw redirect("/studio/pedidos", 303);
  if (!can(staff.role, "borrador") && can(staff.role, "catalogo")) throw redirect("/studio/catalogo", 303);
  const documents = await studioPublishingOf(context).overview();
  const rows = documents.map((document) => {
    const latest = [
      document.draft ? { by: document.draft.by, at: document.draft.at } : null,
      document.published?.at ? { by: document.published.by, at: document.published.at } : null,
    ]
      .filter((entry) => entry !== null)
      .sort((a, b) => (b.at ?? 0) - (a.at ?? 0))[0];
    return {
      group: document.group,
      row: {
        href: editorPath(document.key),
        name: document.name,
        states: [
          document.published ? ("Publicado" as const) : ("Sin publicar" as const),
          ...(document.draft ? (["Borrador"] as const) : []),
          ...(document.schedule ? (["Programado"] as const) : []),
        ],
        scheduledFor: document.schedule?.publishAt ?? null,
        lastEditor: latest?.by ?? null,
        lastAt: latest?.at ?? null,
      },
    };
  });
  return {
    groups: groupOrder
      .map((name) => ({
        name,
        rows: rows
          .filter(({ group }) => group === name)
          .map(({ row }) => row)
          .sort((a, b) => a.name.localeCompare(b.name, "es")),
      }))
      .filter(({ rows: inGroup }) => inGroup.length > 0),
  };
}
