import type { Catalogue } from "./catalogue.mjs";

export function catalogueSql(catalogue: Omit<Catalogue, "media">): string[];
