import type { z } from "zod";
import { CheckoutSchema } from "./checkout";
import { BrandsMenuSchema, ContingencySchema, StoresSchema } from "./config";
import { globalSchemas, type GlobalName } from "./globals";
import { Home, LandingPage, Template } from "./page";
import { SearchSynonymsSchema } from "./search-synonyms";
import { FooterSchema, HeaderSchema } from "./shell";
import { SiteSchema } from "./site";

/**
 * Every KV document ops can write, with the file under content/ it lives in (decisions 013
 * and 014). Writes are validated with `write`; the worker reads with `read`,
 * which for pages lets a bad section fall alone instead of the whole page.
 */
export type DocumentSpec = {
  key: string;
  /** Path under content/, with forward slashes. */
  file: string;
  /** For the spec's missing/duplicated content messages (§8): home, landingPage, plp, pdp, … */
  contentType: string;
  write: z.ZodType;
  read: z.ZodType;
};

const single = (key: string, file: string, contentType: string, schema: z.ZodType, read = schema): DocumentSpec => ({
  key,
  file,
  contentType,
  write: schema,
  read,
});

const fixed: DocumentSpec[] = [
  single("content:header", "header.json", "header", HeaderSchema),
  single("content:footer", "footer.json", "footer", FooterSchema),
  single("content:home", "home.json", "home", Home.write, Home.read),
  single("content:site", "site.json", "site", SiteSchema),
  single("config:stores", "config/stores.json", "stores", StoresSchema),
  single("config:brands-menu", "config/brands-menu.json", "brandsMenu", BrandsMenuSchema),
  single("config:contingency", "config/contingency.json", "contingency", ContingencySchema),
  single("config:checkout", "config/checkout.json", "checkout", CheckoutSchema),
  single("config:search-synonyms", "config/search-synonyms.json", "searchSynonyms", SearchSynonymsSchema),
];

const isGlobal = (name: string): name is GlobalName => Object.hasOwn(globalSchemas, name);
const name = "([a-z0-9][a-z0-9-]*)";

/** Families of documents, one file each: content/landing/{slug}.json is content:landing:/{slug}, and so on. */
const families = [
  {
    file: new RegExp(`^landing/${name}\\.json$`),
    key: new RegExp(`^content:landing:/${name}$`),
    spec: (id: string) => single(`content:landing:/${id}`, `landing/${id}.json`, "landingPage", LandingPage.write, LandingPage.read),
  },
  {
    file: new RegExp(`^plp/${name}\\.json$`),
    key: new RegExp(`^content:plp:${name}$`),
    spec: (id: string) => single(`content:plp:${id}`, `plp/${id}.json`, "plp", Template.write, Template.read),
  },
  {
    file: new RegExp(`^pdp/${name}\\.json$`),
    key: new RegExp(`^content:pdp:${name}$`),
    spec: (id: string) => single(`content:pdp:${id}`, `pdp/${id}.json`, "pdp", Template.write, Template.read),
  },
  {
    file: new RegExp(`^globals/${name}\\.json$`),
    key: new RegExp(`^content:globals:${name}$`),
    spec: (id: string) => (isGlobal(id) ? single(`content:globals:${id}`, `globals/${id}.json`, `globals:${id}`, globalSchemas[id]) : null),
  },
];

/** The document a file under content/ holds, or null when no document lives there. */
export function documentAtFile(file: string): DocumentSpec | null {
  const exact = fixed.find((spec) => spec.file === file);
  if (exact) return exact;
  for (const family of families) {
    const match = family.file.exec(file);
    if (match) return family.spec(match[1]!);
  }
  return null;
}

/** The document stored under a KV key, or null for keys that are not documents (history, drafts …). */
export function documentAtKey(key: string): DocumentSpec | null {
  const exact = fixed.find((spec) => spec.key === key);
  if (exact) return exact;
  for (const family of families) {
    const match = family.key.exec(key);
    if (match) return family.spec(match[1]!);
  }
  return null;
}

/** Prefixes of the KV keys that hold documents, for listing them. */
export const documentPrefixes = ["content:", "config:"] as const;
export const landingKey = (slug: string) => `content:landing:${slug}`;
export const templatePrefix = (kind: "plp" | "pdp") => `content:${kind}:`;
export const globalKey = (global: GlobalName) => `content:globals:${global}`;
