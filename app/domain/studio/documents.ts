import type { DocumentSpec } from "../../content/documents";

// How the studio names and groups the KV documents (issue: "grouped and named in Spanish"). The
// names are the ones ops use for them; a page or template is named by its own `name`.

export type DocumentGroup =
  | "Páginas"
  | "Estructura del sitio"
  | "Plantillas de listado"
  | "Plantillas de producto"
  | "Globales"
  | "Configuración";

export const groupOrder: readonly DocumentGroup[] = [
  "Páginas",
  "Estructura del sitio",
  "Plantillas de listado",
  "Plantillas de producto",
  "Globales",
  "Configuración",
];

const fixedNames: Record<string, { name: string; group: DocumentGroup }> = {
  home: { name: "Inicio", group: "Páginas" },
  header: { name: "Encabezado", group: "Estructura del sitio" },
  footer: { name: "Pie de página", group: "Estructura del sitio" },
  site: { name: "Configuración del sitio", group: "Estructura del sitio" },
  "globals:badges": { name: "Etiquetas de producto", group: "Globales" },
  "globals:pdp-banners": { name: "Banners de la página de producto", group: "Globales" },
  "globals:installments": { name: "Planes de cuotas", group: "Globales" },
  "globals:bank-promotions": { name: "Promociones bancarias", group: "Globales" },
  "globals:return-policies": { name: "Políticas de devolución", group: "Globales" },
  "globals:event-buttons": { name: "Botones de eventos", group: "Globales" },
  "globals:rewrites": { name: "Redirecciones", group: "Globales" },
  "globals:listing-banners": { name: "Banners de listados", group: "Globales" },
  stores: { name: "Locales", group: "Configuración" },
  brandsMenu: { name: "Menú de marcas", group: "Configuración" },
  contingency: { name: "Contingencia", group: "Configuración" },
  checkout: { name: "Checkout", group: "Configuración" },
  searchSynonyms: { name: "Sinónimos de búsqueda", group: "Configuración" },
};

const familyGroups: Record<string, DocumentGroup> = {
  landingPage: "Páginas",
  plp: "Plantillas de listado",
  pdp: "Plantillas de producto",
};

/** The Spanish name and group of a document; pages and templates by their own name. */
export function documentName(spec: DocumentSpec, value: unknown): { name: string; group: DocumentGroup } {
  const fixed = fixedNames[spec.contentType];
  if (fixed) return fixed;
  const own = (value as { name?: unknown } | null)?.name;
  const id = spec.key.slice(spec.key.lastIndexOf(":") + 1);
  return {
    name: typeof own === "string" && own.trim() ? own : id,
    group: familyGroups[spec.contentType] ?? "Configuración",
  };
}

/** Where a document can be seen in the store, for its preview; null when it shows on every page or none. */
export function previewPath(spec: DocumentSpec, value: unknown): string | null {
  if (spec.contentType === "home") return "/";
  if (spec.contentType === "landingPage") return (value as { settings: { seo: { slug: string } } }).settings.seo.slug;
  if (spec.contentType === "plp")
    return (value as { settings: { template: { value?: string } } }).settings.template.value ?? null;
  return null;
}
