// The audit log page (/studio/auditoria), admins only: every studio action, newest first, a page at
// a time (issue "History": "An audit log in D1 of every studio action … readable by admins").
import type { AppContext } from "../../ports/context.server";
import { auditOf, type AuditAction } from "../../ports/studio-audit.server";
import { requireStaff } from "./staff.server";

const actionLabels: Record<AuditAction, string> = {
  ingreso: "Ingreso",
  "ingreso-fallido": "Ingreso fallido",
  salida: "Salida",
  borrador: "Borrador guardado",
  "borrador-descartado": "Borrador descartado",
  publicacion: "Publicación",
  programacion: "Publicación programada",
  "programacion-cancelada": "Programación cancelada",
  restauracion: "Restauración",
  rechazo: "Acción rechazada",
  imagen: "Imagen subida",
  equipo: "Cambio en el equipo",
  pedido: "Acción sobre un pedido",
  arrepentimiento: "Arrepentimiento resuelto",
  promocion: "Promoción o cupones",
  producto: "Producto del catálogo",
  "lista-de-precios": "Lista de precios",
};

export type AuditLine = {
  at: string;
  when: string;
  actor: string;
  action: string;
  document: string | null;
  detail: string | null;
};

export type AuditPageData = { lines: AuditLine[]; olderHref: string | null };

export const auditPageSize = 50;

/** Argentina's time, as the people who read the log live it. */
const when = new Intl.DateTimeFormat("es-AR", {
  timeZone: "America/Argentina/Buenos_Aires",
  dateStyle: "short",
  timeStyle: "medium",
});

export async function auditPage(request: Request, context: AppContext): Promise<AuditPageData> {
  await requireStaff(request, context, "auditoria");
  const before = Number(new URL(request.url).searchParams.get("antes"));
  const entries = await auditOf(context).latest({
    limit: auditPageSize,
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  });
  const lines = entries.map((entry) => ({
    at: new Date(entry.at).toISOString(),
    when: when.format(entry.at),
    actor: entry.actor,
    action: actionLabels[entry.action] ?? entry.action,
    document: entry.document,
    detail: entry.detail,
  }));
  const oldest = entries.at(-1);
  return {
    lines,
    olderHref: entries.length === auditPageSize && oldest ? `/studio/auditoria?antes=${oldest.at}` : null,
  };
}
