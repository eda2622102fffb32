// The content CLI (decision 014): an invalid document is refused before it reaches KV, naming the JSON
// path of the bad field; every push keeps the previous version for rollback (decision 014).
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { generateCatalogue } from "../seed/catalogue.mjs";
import { history, push, rollback, validate, type Options } from "./commands";
import type { ContentKv } from "./kv";
import { sitePaths, type CatalogueLinkRow } from "../../app/content/site-paths";
import { publicFiles } from "./site";

/** The e2e seed's catalogue, as the CLI reads it from D1 to check links. */
function seededCatalogue(): CatalogueLinkRow[] {
  const { categories, brands, collections, products } = generateCatalogue({ products: 400 });
  const pathOf = new Map(categories.map((category) => [category.id, String(category.path)]));
  const row = (kind: CatalogueLinkRow["kind"], slug: unknown, name: unknown = null, path: unknown = null, parent: unknown = null): CatalogueLinkRow => ({
    kind,
    slug: String(slug),
    name: name === null ? null : String(name),
    path: path === null ? null : String(path),
    parent_path: parent === null ? null : (pathOf.get(parent as number) ?? null),
  });
  return [
    ...categories.map((category) => row("category", category.slug, category.name, category.path, category.parent_id)),
    ...brands.map((brand) => row(brand.is_luxury ? "luxury" : "brand", brand.slug, brand.name)),
    ...collections.map((collection) => row("collection", collection.id, collection.name)),
    ...products.filter((product) => !product.is_gift).map((product) => row("product", product.slug)),
  ];
}
const catalogueRows = seededCatalogue();

function memoryKv() {
  const store = new Map<string, string>();
  const kv: ContentKv = {
    list: (prefix) => [...store.keys()].filter((key) => key.startsWith(prefix)).sort(),
    getMany: (keys) => new Map(keys.map((key) => [key, store.get(key) ?? null])),
    putMany: (entries) => entries.forEach(({ key, value }) => store.set(key, value)),
    deleteMany: (keys) => keys.forEach((key) => store.delete(key)),
  };
  return { kv, store };
}

const homeFile = (dir: string) => join(dir, "home.json");
const readHome = (dir: string) => JSON.parse(readFileSync(homeFile(dir), "utf8"));
const writeHome = (dir: string, home: unknown) => writeFileSync(homeFile(dir), JSON.stringify(home));

describe("content CLI", () => {
  let dir: string;
  let lines: string[];
  let memory: ReturnType<typeof memoryKv>;
  let tick: number;
  const options = (extra: Partial<Options> = {}): Options => ({
    dir,
    kv: memory.kv,
    storeUrl: "http://localhost:8787",
    site: (documents) => sitePaths({ routes: readdirSync("app/routes"), files: publicFiles(), landingKeys: [...memory.kv.list("content:landing:"), ...documents.map(({ spec }) => spec.key)], rows: catalogueRows }),
    log: (line) => lines.push(line),
    now: () => new Date(Date.UTC(2026, 10, 23, 12, 0, tick++)),
    ...extra,
  });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(join(import.meta.dirname, "../../content"), dir, { recursive: true });
    lines = [];
    memory = memoryKv();
    tick = 0;
  });

  it("validates every seeded document", () => {
    expect(validate(options(), [])).toBe(0);
    expect(lines.at(-1)).toMatch(/documentos válidos/);
  });

  it("the seed's push keeps what ops edited but replaces a document its schema no longer accepts", () => {
    expect(push(options(), [])).toBe(0);
    const edited = JSON.parse(memory.store.get("content:footer")!);
    edited.columns[0].title = "Ayuda al cliente";
    memory.store.set("content:footer", JSON.stringify(edited));
    memory.store.set("content:header", JSON.stringify({ logo: "una versión vieja" }));
    expect(push(options({ onlyMissing: true }), [])).toBe(0);
    expect(JSON.parse(memory.store.get("content:footer")!)).toEqual(edited);
    expect(JSON.parse(memory.store.get("content:header")!)).toEqual(JSON.parse(readFileSync(join(dir, "header.json"), "utf8")));
    expect(memory.kv.list("history:content:header:")).toHaveLength(1);
  });

  it("refuses a document with a bad field, naming its file and JSON path, and writes nothing", () => {
    const home = readHome(dir);
    home.sections[0].banners[1].image.desktop.width = "ancho";
    writeHome(dir, home);
    expect(push(options(), [])).toBe(1);
    expect(lines.join("\n")).toContain("content/home.json $.sections[0].banners[1].image.desktop.width:");
    expect(lines.at(-1)).toMatch(/Nada se escribió en KV/);
    expect(memory.store.size).toBe(0);
  });

  it("refuses a link no page answers (a 404), naming its file and JSON path, and writes nothing", () => {
    const header = JSON.parse(readFileSync(join(dir, "header.json"), "utf8"));
    header.linksBar[0].columns[0].links[0].url = "/fragancias/femeninas/body-splash";
    header.mobileMenu.mainLinks[1].url = "/asesoria";
    writeFileSync(join(dir, "header.json"), JSON.stringify(header));
    expect(push(options(), [])).toBe(1);
    expect(lines).toContain("✗ content/header.json $.linksBar[0].columns[0].links[0].url: el enlace '/fragancias/femeninas/body-splash' no lleva a ninguna página (404)");
    expect(lines).toContain("✗ content/header.json $.mobileMenu.mainLinks[1].url: el enlace '/asesoria' no lleva a ninguna página (404)");
    expect(memory.store.size).toBe(0);
  });

  it("refuses an unknown section type with the known ones", () => {
    const home = readHome(dir);
    home.sections.push({ type: "carruselMagico" });
    writeHome(dir, home);
    expect(validate(options(), ["content:home"])).toBe(1);
    expect(lines[0]).toMatch(/^✗ content\/home\.json \$\.sections\[\d+\]\.type: tipo desconocido; los tipos de sección son: .*hero/);
  });

  it("keeps the previous version on each push, and rollback restores it", () => {
    expect(push(options(), ["content:home"])).toBe(0);
    const first = memory.store.get("content:home")!;
    const home = readHome(dir);
    home.seo.title = "Esencia — nueva portada";
    writeHome(dir, home);
    expect(push(options(), ["content:home"])).toBe(0);
    expect(JSON.parse(memory.store.get("content:home")!).seo.title).toBe("Esencia — nueva portada");
    expect(memory.kv.list("history:content:home:")).toHaveLength(1);
    expect(memory.store.get(memory.kv.list("history:content:home:")[0]!)).toBe(first);

    lines = [];
    expect(history(options(), ["content:home"])).toBe(0);
    expect(lines[1]).toMatch(/^ {2}2026-11-23T12:00:01/);

    expect(rollback(options(), ["content:home"])).toBe(0);
    expect(memory.store.get("content:home")).toBe(first);
    // The replaced version is kept too: a rollback can be undone.
    expect(memory.kv.list("history:content:home:")).toHaveLength(2);
  });

  it("publishes nothing when KV already has the same documents", () => {
    push(options(), []);
    const size = memory.store.size;
    lines = [];
    expect(push(options(), [])).toBe(0);
    expect(lines).toEqual(["Nada que publicar: KV ya tiene estos documentos."]);
    expect(memory.store.size).toBe(size);
  });
});
