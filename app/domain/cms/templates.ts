// Spec storefront-shell §2.2 "Page kind and template resolution": which CMS template (plp or pdp
// document) a listing or product page uses. Pure, so the rules read like the spec.

export type Template = { settings?: { template?: { value?: string | undefined } | undefined } | undefined };

/** A URL rewrite: the page at `destination` is served by the template whose value is `source`. */
export type Rewrite = { source: string; destination: string };

/**
 * "Slashes trimmed at both ends, double slashes collapsed, whitespace removed, lower-cased, and a
 * leading slash added." Whitespace goes first, so ' /Fragancias/ ' trims like '/Fragancias/'.
 */
export function normaliseSlug(slug: string): string {
  const path = slug
    .replace(/\s+/g, "")
    .replace(/\/{2,}/g, "/")
    .replace(/^\/+|\/+$/g, "")
    .toLowerCase();
  return `/${path}`;
}

const valueOf = (template: Template) => template.settings?.template?.value?.trim() || null;

function matches(template: Template, slug: string, rewrites: readonly Rewrite[]): boolean {
  const value = valueOf(template);
  if (!value) return false;
  const normalised = normaliseSlug(value);
  if (normalised === slug) return true;
  return rewrites.some(
    (rewrite) => normaliseSlug(rewrite.source) === normalised && normaliseSlug(rewrite.destination) === slug,
  );
}

/** "Fallback: a template with no template value; else the first template." */
function fallback<T extends Template>(templates: readonly T[]): T | null {
  return templates.find((template) => !valueOf(template)) ?? templates[0] ?? null;
}

/**
 * Listing pages: the template whose value equals the slug (directly or through a rewrite); if none,
 * "the last path segment is trimmed and matching is retried" down to the department.
 */
export function listingTemplate<T extends Template>(
  templates: readonly T[],
  slug: string,
  rewrites: readonly Rewrite[] = [],
): T | null {
  for (let current = normaliseSlug(slug); current !== ""; current = current.slice(0, current.lastIndexOf("/"))) {
    const found = templates.find((template) => matches(template, current, rewrites));
    if (found) return found;
    if (current === "/") break;
  }
  return fallback(templates);
}

/** '/perfume-x-123-4/p' → ['/perfume-x-123/p', '/perfume-x/p']: "any trailing -{number} before /p removed". */
export function slugVariants(productPath: string): string[] {
  const variants: string[] = [];
  for (let current = productPath; /-\d+\/p$/.test(current);) {
    current = current.replace(/-\d+\/p$/, "/p");
    variants.push(current);
  }
  return variants;
}

/**
 * Product pages: matched against the product's own path and its slug variants, then its
 * breadcrumb items, deepest first; fallback as for listings.
 */
export function productTemplate<T extends Template>(
  templates: readonly T[],
  product: { path: string; breadcrumb: readonly string[] },
): T | null {
  const path = normaliseSlug(product.path);
  const candidates = [path, ...slugVariants(path), ...[...product.breadcrumb].reverse().map(normaliseSlug)];
  for (const candidate of new Set(candidates)) {
    const found = templates.find((template) => matches(template, candidate, []));
    if (found) return found;
  }
  return fallback(templates);
}

/** What a template answers for: its normalised value, or '(genérica)' for the template without one. */
export function templateKey(template: Template): string {
  const value = valueOf(template);
  return value ? normaliseSlug(value) : "(genérica)";
}

/** Template values claimed by more than one template (spec §8 "CMS content duplicated"). */
export function duplicatedTemplateValues(templates: readonly Template[]): string[] {
  const seen = new Map<string, number>();
  for (const template of templates) {
    const key = templateKey(template);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([value]) => value);
}
