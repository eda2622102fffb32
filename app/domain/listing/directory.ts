import type { CategoryNode, ListingDirectory } from "./scope";

/** A `categories` row with its parent's path (null for a department). */
export type CategoryRow = { slug: string; name: string; path: string; parent_path: string | null };

/**
 * The category tree of the rows, departments first: each category hangs under its parent's path,
 * so rows may come in any order that puts parents before children (by depth).
 */
export function categoryTree(rows: readonly CategoryRow[]): ListingDirectory["departments"] {
  const departments: CategoryNode[] = [];
  const nodes = new Map<string, Required<CategoryNode>>();
  for (const row of rows) {
    const node: Required<CategoryNode> = { slug: row.slug, name: row.name, categories: [] };
    nodes.set(row.path, node);
    if (row.parent_path === null) departments.push(node);
    else nodes.get(row.parent_path)?.categories.push(node);
  }
  return departments;
}
