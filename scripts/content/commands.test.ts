// The content CLI (decision 014): an invalid document is refused before it reaches KV, naming the JSON
// path of the bad field; every push is a publish by the studio's rules (decision 075) against a real
// local D1 (Miniflare's): versions with who and when, the audit log, rollback as 'Restaurar'.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateCatalogue } from "../seed/catalogue.mjs";
import { studioAudit } from "../../app/ports/studio-audit.server";
import { history, push, rollback, validate, type Options } from "./commands";
import type { ContentKv } from "./kv";
import { routePaths, sitePaths, type CatalogueLinkRow } from "../../app/domain/cms/site-paths";
import { cliPublishing } from "./publishing";
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

/** A fresh local D1 with the studio's tables (its real migration), one per test. */
let miniflare: Miniflare;
let databases = 0;
async function localD1(): Promise<D1Database> {
  const db = await miniflare.getD1Database(`DB${databases++}`);
  const statements = readFileSync(join("migrations", "0014_studio.sql"), "utf8")
    .replace(/--.*$/gm, "")
    .split(";")
    .map((sql) => sql.trim())
    .filter(Boolean);
  await db.batch(statements.map((sql) => db.prepare(sql)));
  return db;
}

beforeAll(() => {
  miniflare = new Miniflare({
    modules: true,
    script: "export default {}",
    d1Databases: Object.fromEntries(Array.from({ length: 16 }, (_, index) => [`DB${index}`, `db-${index}`])),
  });
});
afterAll(() => miniflare.dispose());

describe("content CLI", () => {
  let dir: string;
  let lines: string[];
  let memory: ReturnType<typeof memoryKv>;
  let db: D1Database;
  const site: Options["site"] = (documents) =>
    sitePaths({
      routes: routePaths(readdirSync("app/routes")),
      files: publicFiles(),
      landingKeys: [...memory.kv.list("content:landing:"), ...documents.map(({ spec }) => spec.key)],
      rows: catalogueRows,
    });
  const options = (extra: Partial<Options> = {}): Options => ({
    dir,
    kv: memory.kv,
    publishing: cliPublishing({ kv: memory.kv, db, site }),
    storeUrl: "http://localhost:8787",
    site,
    log: (line) => lines.push(line),
    ...extra,
  });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(join(import.meta.dirname, "../../content"), dir, { recursive: true });
    lines = [];
    memory = memoryKv();
    db = await localD1();
  });

  it("validates every seeded document", () => {
    expect(validate(options(), [])).toBe(0);
    expect(lines.at(-1)).toMatch(/documentos válidos/);
  });

  it("the seed's push keeps what ops edited but replaces a document its schema no longer accepts", async () => {
    expect(await push(options(), [])).toBe(0);
    const edited = JSON.parse(memory.store.get("content:footer")!);
    edited.columns[0].title = "Ayuda al cliente";
    memory.store.set("content:footer", JSON.stringify(edited));
    memory.store.set("content:header", JSON.stringify({ logo: "una versión vieja" }));
    expect(await push(options({ onlyMissing: true }), [])).toBe(0);
    expect(JSON.parse(memory.store.get("content:footer")!)).toEqual(edited);
    expect(JSON.parse(memory.store.get("content:header")!)).toEqual(JSON.parse(readFileSync(join(dir, "header.json"), "utf8")));
    // The replaced (old-shape) header is kept as the version before.
    const versions = await options().publishing.history("content:header");
    expect(versions.map(({ version, by }) => [version, by])).toEqual([[2, "cli"], [1, "cli"]]);
  });

  it("refuses a document with a bad field, naming its file and JSON path, and writes nothing", async () => {
    const home = readHome(dir);
    home.sections[0].banners[1].image.desktop.width = "ancho";
    writeHome(dir, home);
    expect(await push(options(), [])).toBe(1);
    expect(lines.join("\n")).toContain("content/home.json $.sections[0].banners[1].image.desktop.width:");
    expect(lines.at(-1)).toMatch(/Nada se escribió en KV/);
    expect(memory.store.size).toBe(0);
  });

  it("refuses a link no page answers (a 404), naming its file and JSON path, and writes nothing", async () => {
    const header = JSON.parse(readFileSync(join(dir, "header.json"), "utf8"));
    header.linksBar[0].columns[0].links[0].url = "/fragancias/femeninas/body-splash";
    header.mobileMenu.mainLinks[1].url = "/asesoria";
    writeFileSync(join(dir, "header.json"), JSON.stringify(header));
    expect(await push(options(), [])).toBe(1);
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

  it("keeps the previous version on each push, and rollback restores it, audited as 'cli'", async () => {
    // Everything first: a rollback checks the home's links against the landings KV holds.
    expect(await push(options(), [])).toBe(0);
    const first = memory.store.get("content:home")!;
    const home = readHome(dir);
    home.seo.title = "Esencia — nueva portada";
    writeHome(dir, home);
    expect(await push(options(), ["content:home"])).toBe(0);
    expect(JSON.parse(memory.store.get("content:home")!).seo.title).toBe("Esencia — nueva portada");
    expect((await options().publishing.version("content:home", 1))?.value).toBe(first);

    lines = [];
    expect(await history(options(), ["content:home"])).toBe(0);
    expect(lines[1]).toMatch(/^ {2}2 {2}\d{4}-\d\d-\d\dT.* {2}cli {2}\(publicada\)$/);
    expect(lines[2]).toMatch(/^ {2}1 /);

    expect(await rollback(options(), ["content:home"])).toBe(0);
    expect(memory.store.get("content:home")).toBe(first);
    // The replaced version is kept too: a rollback can be undone.
    expect((await options().publishing.history("content:home")).map(({ version }) => version)).toEqual([3, 2, 1]);
    const audit = (await studioAudit(db).latest()).filter(({ document }) => document === "content:home");
    expect(audit.map(({ actor, action }) => `${actor} ${action}`)).toEqual(["cli restauracion", "cli publicacion", "cli publicacion"]);
  });

  it("publishes nothing when KV already has the same documents", async () => {
    await push(options(), []);
    const size = memory.store.size;
    lines = [];
    expect(await push(options(), [])).toBe(0);
    expect(lines).toEqual(["Nada que publicar: KV ya tiene estos documentos."]);
    expect(memory.store.size).toBe(size);
  });
});
