// Price and stock imports (decision 128) against the real local D1. Issue "Catalogue operations": "A
// file that is not CSV, is huge, has broken encoding (Latin-1 from a spreadsheet, a BOM), repeated
// SKUs, negative or non-numeric values, or a price above the list price is refused by line with a
// clear message, and nothing is written. Two imports at once never interleave." "An import that
// fails half-way leaves nothing half-applied." "The import page offers 'Descargar precios y stock' —
// every SKU in the import's own format — so ops edit that file and upload it back."
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { parsePriceFile, priceFileMaxBytes } from "../../app/domain/catalogue/price-file";
import { applyPriceImport, checkPriceFile } from "../../app/features/catalogue/price-import.server";
import { staffSql } from "../../scripts/seed/staff";
import { Browser, form } from "./browser";
import { context, seedReadsCatalogue } from "./catalog-fixture";

const password = "Esencia-Demo-2026";
const page = "/studio/catalogo/precios";

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.batch((await staffSql()).map((statement) => env.DB.prepare(statement)));
});

/** Every test starts from the fixture's prices and stock, and no imports. */
const fixturePrices = new Map<number, [number, number, number]>();
beforeAll(async () => {
  const { results } = await env.DB.prepare(
    "SELECT p.sku_id, p.price_cents, p.list_price_cents, s.quantity FROM prices p JOIN stock s USING (sku_id)",
  ).all<{ sku_id: number; price_cents: number; list_price_cents: number; quantity: number }>();
  for (const row of results) fixturePrices.set(row.sku_id, [row.price_cents, row.list_price_cents, row.quantity]);
});
beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM catalogue_import_rows"),
    env.DB.prepare("DELETE FROM catalogue_imports"),
    ...[...fixturePrices].flatMap(([sku, [price, list, quantity]]) => [
      env.DB.prepare("UPDATE prices SET price_cents = ?, list_price_cents = ? WHERE sku_id = ?").bind(price, list, sku),
      env.DB.prepare("UPDATE stock SET quantity = ? WHERE sku_id = ?").bind(quantity, sku),
    ]),
  ]);
});

async function staff(email: string) {
  const browser = new Browser();
  const response = await browser.post("/studio/entrar", form({ email, password, redirectTo: "/studio" }));
  expect(response.status).toBe(303);
  return browser;
}

const upload = (browser: Browser, bytes: Uint8Array<ArrayBuffer> | string, name = "precios.csv") => {
  const data = new FormData();
  data.set("intent", "subir");
  data.set("archivo", new File([bytes], name, { type: "text/csv" }));
  return browser.post(page, data);
};

const importIdOf = (response: Response) => {
  expect(response.status).toBe(303);
  const match = /\?importacion=(\d+)$/.exec(response.headers.get("Location") ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
};

const confirm = (browser: Browser, id: number, revision = 0, confirmBig = false) =>
  browser.post(
    page,
    form({
      intent: "aplicar",
      importId: String(id),
      revision: String(revision),
      ...(confirmBig ? { confirmBig: "on" } : {}),
    }),
  );

const priceOf = (sku: number) =>
  env.DB.prepare(
    "SELECT p.price_cents, p.list_price_cents, s.quantity FROM prices p JOIN stock s USING (sku_id) WHERE sku_id = ?",
  )
    .bind(sku)
    .first<{ price_cents: number; list_price_cents: number; quantity: number }>();
const catalogueVersion = async () =>
  (await env.DB.prepare("SELECT version FROM store_versions WHERE name = 'catalogue'").first<{ version: number }>())!
    .version;
const importCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM catalogue_imports").first<{ n: number }>())!.n;
const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

describe("an operator imports a price file from the studio (forms without JavaScript)", () => {
  it("checks it, shows the dry run, applies it on confirm: audited, the catalogue version moved once", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const response = await upload(
      catalogo,
      "SKU;EAN;Precio;Precio de lista;Stock\r\n1002;7790000010025;230.000,00;254.900,00;9\r\n;7790000010032;;;0\r\n4242;;10;;\r\n",
    );
    const id = importIdOf(response);
    const dryRun = htmlText(await catalogo.follow(response));
    expect(dryRun).toMatch(new RegExp(`Importación\\s+${id}\\s*:`));
    expect(dryRun).toMatch(/Precios que bajan\s*1/);
    expect(dryRun).toMatch(/Se quedan sin stock\s*1/);
    expect(dryRun).toContain("Línea 4: SKU 4242");
    expect(await priceOf(1002)).toMatchObject({ price_cents: 25490000, quantity: 5 });

    const before = await catalogueVersion();
    const applied = await confirm(catalogo, id);
    expect(applied.status).toBe(303);
    expect(applied.headers.get("Location")).toBe(`${page}?importacion=${id}&aviso=aplicada`);
    expect(await priceOf(1002)).toEqual({ price_cents: 23000000, list_price_cents: 25490000, quantity: 9 });
    expect(await priceOf(1003)).toMatchObject({ price_cents: 32990000, quantity: 0 });
    // Once by the import's batch, not once per row, and once by the search index following it
    // (reindexProducts, decision 131).
    expect(await catalogueVersion()).toBe(before + 2);
    const audit = await env.DB.prepare("SELECT actor, detail FROM studio_audit WHERE action = 'precios'").all();
    expect(audit.results).toContainEqual({
      actor: "catalogo@esencia.demo",
      detail: expect.stringContaining(`Importación ${id} («precios.csv»): 2 SKUs cambiados`),
    });

    // A second confirm (a double submit, the back button) changes nothing more.
    const again = await confirm(catalogo, id);
    expect(again.status).toBe(409);
    expect(await catalogueVersion()).toBe(before + 2);
  });

  it("needs the checkbox for a cut of more than 70 %", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const id = importIdOf(await upload(catalogo, "SKU;Precio\n1101;50.000\n"));
    const refused = await confirm(catalogo, id);
    expect(refused.status).toBe(409);
    expect(htmlText(await refused.text())).toContain("marcá la casilla para confirmar");
    expect(await priceOf(1101)).toMatchObject({ price_cents: 21990000 });
    expect((await confirm(catalogo, id, 0, true)).status).toBe(303);
    expect(await priceOf(1101)).toMatchObject({ price_cents: 5000000 });
  });

  it("is refused to a role without 'catalogo', with an audit line", async () => {
    const publicador = await staff("publicador@esencia.demo");
    expect((await upload(publicador, "SKU;Precio\n1101;1\n")).status).toBe(403);
    expect(await importCount()).toBe(0);
  });
});

const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

describe("a bad file is refused by line and column, and nothing is written", () => {
  it.each([
    ["not CSV (an Excel workbook)", Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]), "parece una planilla de Excel"],
    ["not CSV (no header)", utf8("hola\nchau\n"), "la primera línea debe ser el encabezado"],
    ["huge", new Uint8Array(priceFileMaxBytes + 1).fill(0x31), "el máximo es 48 MB"],
    [
      "Latin-1 from a spreadsheet",
      latin1("SKU;Producto;Precio\n1101;Perfume Ñandú;10\n"),
      "la línea 2 tiene caracteres",
    ],
    [
      "a repeated SKU",
      utf8("SKU;Precio\n1101;10\n1201;10\n1101;12\n"),
      "Línea 4, columna SKU: El SKU 1101 ya está en la línea 2.",
    ],
    ["a negative value", utf8("SKU;Stock\n1101;-1\n"), 'Línea 2, columna Stock: "-1" es negativo'],
    ["a non-numeric value", utf8("SKU;Precio\n1101;12,5,0\n"), 'Línea 2, columna Precio: "12,5,0" no es un importe.'],
    [
      "a price above the list price in the row",
      utf8("SKU;Precio;Precio de lista\n1101;300;200\n"),
      "Línea 2, columna Precio: $ 300,00 es mayor que el precio de lista $ 200,00.",
    ],
    [
      "a price above the stored list price",
      utf8("SKU;Precio\n1301;200.000\n"),
      "Línea 2, columna Precio: $ 200.000,00 es mayor que el precio de lista guardado, $ 159.900,00.",
    ],
  ])("%s", async (_, bytes, message) => {
    const catalogo = await staff("catalogo@esencia.demo");
    const before = await catalogueVersion();
    const response = await upload(catalogo, bytes);
    expect(response.status).toBe(400);
    expect(htmlText(await response.text())).toContain(message);
    expect(await importCount()).toBe(0);
    expect(await catalogueVersion()).toBe(before);
    expect(await priceOf(1101)).toMatchObject({ price_cents: 21990000, quantity: 7 });
  });

  it("accepts a BOM", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    importIdOf(await upload(catalogo, utf8("\uFEFFSKU;Stock\n1101;8\n")));
  });
});

describe("applying lands whole or not at all", () => {
  const actor = "catalogo@esencia.demo";
  const now = new Date("2026-11-28T18:00:00Z");

  it("a failure half-way (a staged chunk that cannot be read) leaves every price as it was", async () => {
    const check = await checkPriceFile(context, {
      fileName: "a.csv",
      bytes: utf8("SKU;Precio;Stock\n1002;200.000;1\n1003;300.000;2\n"),
      actor,
      now,
    });
    expect(check.status).toBe("checked");
    const id = (check as { id: number }).id;
    // A second chunk the batch reaches after the first one's rows were written.
    await env.DB.prepare("INSERT INTO catalogue_import_rows (import_id, chunk, rows) VALUES (?, 1, 'no es JSON')")
      .bind(id)
      .run();
    const before = await catalogueVersion();
    const outcome = await applyPriceImport(context, { id, revision: 0, confirmBig: false, actor, now });
    expect(outcome).toMatchObject({ status: "refused", message: expect.stringContaining("no cambió nada") });
    expect(await priceOf(1002)).toMatchObject({ price_cents: 25490000, quantity: 5 });
    expect(await priceOf(1003)).toMatchObject({ price_cents: 32990000, quantity: 3 });
    expect(await catalogueVersion()).toBe(before);
    const row = await env.DB.prepare("SELECT state, last_error FROM catalogue_imports WHERE id = ?").bind(id).first();
    expect(row).toMatchObject({ state: "checked", last_error: expect.stringMatching(/JSON/i) });
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM studio_audit WHERE document = ?")
      .bind(`importacion:${id}`)
      .first<{ n: number }>();
    expect(audit!.n).toBe(0);

    // Mended, the same import applies (it stayed checked at its revision).
    await env.DB.prepare("DELETE FROM catalogue_import_rows WHERE import_id = ? AND chunk = 1").bind(id).run();
    expect(await applyPriceImport(context, { id, revision: 0, confirmBig: false, actor, now })).toMatchObject({
      status: "applied",
    });
    expect(await priceOf(1002)).toMatchObject({ price_cents: 20000000, quantity: 1 });
  });

  it("two imports at once never interleave: one applies whole, the other is refused", async () => {
    const first = await checkPriceFile(context, {
      fileName: "uno.csv",
      bytes: utf8("SKU;Precio;Stock\n1002;200.000;11\n1003;300.000;11\n"),
      actor,
      now,
    });
    const second = await checkPriceFile(context, {
      fileName: "dos.csv",
      bytes: utf8("SKU;Precio;Stock\n1003;310.000;22\n1002;210.000;22\n"),
      actor,
      now,
    });
    const ids = [first, second].map((check) => (check as { id: number }).id);
    const before = await catalogueVersion();
    const outcomes = await Promise.all(
      ids.map((id) => applyPriceImport(context, { id, revision: 0, confirmBig: false, actor, now })),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["applied", "refused"]);
    const stocks = [(await priceOf(1002))!.quantity, (await priceOf(1003))!.quantity];
    expect([
      [11, 11],
      [22, 22],
    ]).toContainEqual(stocks);
    // The import that applied moved it once, and the search index once (decision 131).
    expect(await catalogueVersion()).toBe(before + 2);
    const states = await env.DB.prepare("SELECT state FROM catalogue_imports ORDER BY id").all<{ state: string }>();
    expect(states.results.map(({ state }) => state).sort()).toEqual(["applied", "discarded"]);
  });
});

describe("'Descargar precios y stock'", () => {
  it("is every SKU in the import's format, private; uploaded back it changes nothing, edited it changes that", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const response = await catalogo.get(`${page}.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFFSKU;EAN;Producto;Precio;Precio de lista;Stock\r\n")).toBe(true);
    expect(text).toContain("\r\n1002;7790000010025;Sauvage Eau de Parfum 100 ML;254900,00;254900,00;5\r\n");
    const parse = parsePriceFile(bytes);
    const skus = await env.DB.prepare("SELECT COUNT(*) AS n FROM skus").first<{ n: number }>();
    expect(parse.ok && parse.rows.length).toBe(skus!.n);

    const unchanged = importIdOf(await upload(catalogo, bytes));
    const row = await env.DB.prepare("SELECT rows_changed, rows_read FROM catalogue_imports WHERE id = ?")
      .bind(unchanged)
      .first();
    expect(row).toEqual({ rows_changed: 0, rows_read: skus!.n });

    const edited = text.replace(";254900,00;254900,00;5\r\n", ";199900,00;254900,00;5\r\n");
    const id = importIdOf(await upload(catalogo, edited));
    expect((await confirm(catalogo, id)).status).toBe(303);
    expect(await priceOf(1002)).toEqual({ price_cents: 19990000, list_price_cents: 25490000, quantity: 5 });
  });
});
