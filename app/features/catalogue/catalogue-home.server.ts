// The studio's 'Catálogo' (decision 127): where the catalogue role starts — prices and stock,
// scheduled price lists and products.
import type { AppContext } from "../../ports/context.server";
import { requireStaff } from "../studio/staff.server";

export type CatalogueArea = { href: string; name: string; summary: string };

const areas: readonly CatalogueArea[] = [
  {
    href: "/studio/catalogo/productos",
    name: "Productos",
    summary: "Nombre, descripción, marca, categorías, fotos, SKUs y visibilidad; productos nuevos.",
  },
  {
    href: "/studio/catalogo/precios",
    name: "Precios y stock",
    summary: "Importá un archivo de precios y stock, revisá la prueba y confirmá; descargá los actuales.",
  },
  {
    href: "/studio/catalogo/listas",
    name: "Listas de precios",
    summary: "Precios que empiezan y terminan solos (Hot Sale, Cyber Monday).",
  },
];

export async function catalogueHome(request: Request, context: AppContext) {
  await requireStaff(request, context, "catalogo");
  return { areas };
}
