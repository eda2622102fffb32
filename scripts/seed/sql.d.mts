import type { Catalogue } from "./catalogue.mjs";

export function catalogueSql(catalogue: Omit<Catalogue, "media">): string[];
export function insertSql(table: string, rows: Record<string, string | number | null>[]): string[];
