// 'Productos' in the studio (decision 130) against the real local D1: the catalogue role edits a
// product's text, brand, category, specifications, SKUs and visibility, or creates one; other roles
// get 403; two editors of one product never both land; a cross-site post changes nothing; bad input
// is a 400 with the field's message, never a 500; a hidden product has no page and is not added.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { staffSql } from "../../scripts/seed/staff";
import { bytesOf, pictures } from "../fixtures/pictures";
import { Browser, form, origin } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";

const password = "Esencia-Demo-2026";

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.batch((await staffSql()).map((statement) => env.DB.prepare(statement)));
});

async function staff(email: string) {
  const browser = new Browser();
  const response = await browser.post("/studio/entrar", form({ email, password, redirectTo: "/studio" }));
  expect(response.status).toBe(303);
  return browser;
}

const product = (id: number) =>
  env.DB.prepare(
    "SELECT name, description, brand_id, category_id, is_visible, revision, updated_at, updated_by FROM products WHERE id = ?1",
  )
    .bind(id)
    .first<{
      name: string;
      description: string;
      brand_id: number;
      category_id: number;
      is_visible: number;
      revision: number;
      updated_at: string | null;
      updated_by: string | null;
    }>();

const productFields = (revision: number, fields: Record<string, string> = {}) =>
  form({
    intent: "guardar",
    revision: String(revision),
    name: "Oud Nicho Intenso",
    description: "**Oud** ahumado.\n\n- 100 ml",
    brandId: "2",
    categoryId: "6",
    isVisible: "on",
    "specs[0].specName": "Familia olfativa",
    "specs[0].specValue": "Amaderada",
    "specs[0].order": "1",
    "specs[1].specName": "Género",
    "specs[1].specValue": "Unisex",
    "specs[1].order": "0",
    ...fields,
  });

describe("the catalogue role edits a product", () => {
  it("saves text, brand, category and specifications in order; stamps, audits, revises", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const page = await catalogo.get("/studio/catalogo/productos/20");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('value="Oud Nicho"');
    const before = (await product(20))!;
    const response = await catalogo.post("/studio/catalogo/productos/20", productFields(before.revision));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/studio/catalogo/productos/20?aviso=guardado");
    expect(await product(20)).toMatchObject({
      name: "Oud Nicho Intenso",
      description: "**Oud** ahumado.\n\n- 100 ml",
      category_id: 6,
      is_visible: 1,
      revision: before.revision + 1,
      updated_by: "catalogo@esencia.demo",
    });
    expect((await product(20))!.updated_at).not.toBeNull();
    const { results } = await env.DB.prepare(
      "SELECT name, value FROM specifications WHERE product_id = 20 ORDER BY position",
    ).all();
    expect(results).toEqual([
      { name: "Género", value: "Unisex" },
      { name: "Familia olfativa", value: "Amaderada" },
    ]);
    const audit = await env.DB.prepare(
      "SELECT detail FROM studio_audit WHERE actor = 'catalogo@esencia.demo' AND action = 'producto' ORDER BY id DESC",
    ).first<{ detail: string }>();
    expect(audit!.detail).toContain("nombre «Oud Nicho Intenso»");
    const pdp = await (await new Browser().get("/lancome-oud-nicho/p")).text();
    expect(pdp).toContain("Oud Nicho Intenso");
    // The description's markdown, through the store's sanitiser.
    expect(pdp).toContain("<strong>Oud</strong> ahumado.");
  });

  it("a save at an old revision is refused, keeps what was typed and writes nothing", async () => {
    const first = await staff("catalogo@esencia.demo");
    const second = await staff("admin@esencia.demo");
    const { revision } = (await product(19))!;
    expect(
      (
        await first.post(
          "/studio/catalogo/productos/19",
          productFields(revision, { name: "Idôle Primero", categoryId: "5" }),
        )
      ).status,
    ).toBe(303);
    const late = await second.post(
      "/studio/catalogo/productos/19",
      productFields(revision, { name: "Idôle Segundo", categoryId: "5" }),
    );
    expect(late.status).toBe(409);
    const text = await late.text();
    expect(text).toContain("Otra persona cambió este producto");
    expect(text).toContain('value="Idôle Segundo"');
    expect((await product(19))!.name).toBe("Idôle Primero");
  });

  it("bad input is a 400 beside its field, never a 500", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const { revision } = (await product(18))!;
    const cases: [Record<string, string>, string][] = [
      [{ name: "" }, "Ingresá el nombre del producto."],
      [{ description: "Hola <script>alert(1)</script>" }, "La descripción tiene HTML"],
      [{ brandId: "abc" }, "Elegí la marca."],
      [{ "specs[0].specValue": "" }, "Ingresá el valor de la especificación"],
      [{ revision: "x" }, "No pudimos procesar el formulario."],
      [{ intent: "otra" }, "No pudimos procesar el formulario."],
    ];
    for (const [fields, message] of cases) {
      const response = await catalogo.post("/studio/catalogo/productos/18", productFields(revision, fields));
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text()).toContain(message.replace("«", "&laquo;"));
    }
    const notLeaf = await catalogo.post("/studio/catalogo/productos/18", productFields(revision, { categoryId: "1" }));
    expect(notLeaf.status).toBe(409);
    expect(await notLeaf.text()).toContain("Elegí una categoría de las que no tienen subcategorías.");
    expect((await catalogo.post("/studio/catalogo/productos/99999", productFields(revision))).status).toBe(409);
    expect((await catalogo.get("/studio/catalogo/productos/abc")).status).toBe(404);
    expect((await product(18))!.revision).toBe(revision);
  });

  it("edits a SKU's price under the import's rule and adds a SKU", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const { revision } = (await product(13))!;
    const sku = (fields: Record<string, string>) =>
      form({
        intent: "sku",
        revision: String((fields.revision as string | undefined) ?? revision),
        skuId: "1301",
        skuName: "Sauvage Imaginario 50 ML",
        ean: "4006381333931",
        variationName: "Presentación",
        variationValue: "50 ML",
        sizeMl: "50",
        price: "139.900",
        listPrice: "159.900",
        quantity: "8",
        ...fields,
      });
    const above = await catalogo.post("/studio/catalogo/productos/13", sku({ price: "170.000" }));
    expect(above.status).toBe(400);
    expect(await above.text()).toContain("El precio no puede ser mayor que el precio de lista.");
    const badEan = await catalogo.post("/studio/catalogo/productos/13", sku({ ean: "4006381333932" }));
    expect(badEan.status).toBe(400);
    expect(await badEan.text()).toContain("dígito verificador");
    const saved = await catalogo.post("/studio/catalogo/productos/13", sku({}));
    expect(saved.status).toBe(303);
    expect(
      await env.DB.prepare(
        "SELECT s.ean, p.price_cents, p.list_price_cents, st.quantity FROM skus s JOIN prices p ON p.sku_id = s.id JOIN stock st ON st.sku_id = s.id WHERE s.id = 1301",
      ).first(),
    ).toEqual({ ean: "4006381333931", price_cents: 13990000, list_price_cents: 15990000, quantity: 8 });
    const added = await catalogo.post(
      "/studio/catalogo/productos/13",
      form({
        intent: "nuevo-sku",
        revision: String(revision + 1),
        skuName: "Sauvage Imaginario 100 ML",
        price: "199.900",
        listPrice: "199.900",
        quantity: "3",
      }),
    );
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toMatch(/aviso=sku-nuevo&sku=\d+$/);
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM skus WHERE product_id = 13").first<{
      n: number;
    }>())!;
    expect(n).toBe(2);
  });

  it("creates a product with its first SKU; its page is live", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const response = await catalogo.post(
      "/studio/catalogo/productos/nuevo",
      form({
        intent: "crear",
        name: "Miracle Eau de Parfum",
        description: "Floral.",
        brandId: "2",
        categoryId: "5",
        isVisible: "on",
        skuName: "Miracle Eau de Parfum 100 ML",
        variationName: "Presentación",
        variationValue: "100 ML",
        sizeMl: "100",
        price: "120.000",
        listPrice: "150.000",
        quantity: "5",
      }),
    );
    expect(response.status).toBe(303);
    const id = Number(/productos\/(\d+)\?aviso=creado$/.exec(response.headers.get("Location")!)![1]);
    expect(await env.DB.prepare("SELECT slug, name, revision FROM products WHERE id = ?1").bind(id).first()).toEqual({
      slug: "lancome-miracle-eau-de-parfum",
      name: "Miracle Eau de Parfum",
      revision: 1,
    });
    expect(await (await new Browser().get("/lancome-miracle-eau-de-parfum/p")).text()).toContain(
      "Miracle Eau de Parfum",
    );
  });

  it("hides a product: its page is a 404 and the bag refuses it in Spanish", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const { revision } = (await product(11))!;
    const response = await catalogo.post(
      "/studio/catalogo/productos/11",
      productFields(revision, { name: "Sauvage Eau de Toilette", brandId: "1", categoryId: "2", isVisible: "" }),
    );
    expect(response.status).toBe(303);
    expect((await product(11))!.is_visible).toBe(0);
    expect((await new Browser().get("/dior-sauvage-eau-de-toilette/p")).status).toBe(404);
    const sitemap = await (await new Browser().get("/sitemap/products-1.xml")).text();
    expect(sitemap).toContain("/dior-sauvage-eau-de-parfum/p");
    expect(sitemap).not.toContain("/dior-sauvage-eau-de-toilette/p");
    const shopper = new Browser();
    // As a fetcher posts it (JavaScript on): the outcome comes back as data.
    const added = await shopper.post(
      "/bolsa",
      form({ intent: "add", sku: "1101", seller: "1", quantity: "1", redirectTo: "/bolsa" }),
      { "Sec-Fetch-Mode": "cors" },
    );
    const answer = await added.text();
    expect(answer).toContain("Sauvage Eau de Toilette ya no está a la venta.");
    expect(answer).not.toContain("Sauvage Eau de Toilette 100 ML");
  });
});

describe("pictures", () => {
  it("uploads one with its alt text, then reorders, describes and removes", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const { revision } = (await product(12))!;
    const upload = (fields: Record<string, string>, file: File | null) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      if (file) body.set("file", file);
      return catalogo.post("/studio/catalogo/productos/12", body);
    };
    const png = new File([bytesOf(pictures.png)], "foto.png", { type: "image/png" });
    const noAlt = await upload({ intent: "foto", revision: String(revision), alt: "" }, png);
    expect(noAlt.status).toBe(400);
    expect(await noAlt.text()).toContain("Describí la foto en pocas palabras");
    const notImage = await upload(
      { intent: "foto", revision: String(revision), alt: "Frasco" },
      new File([new TextEncoder().encode("<!doctype html>")], "x.png", { type: "image/png" }),
    );
    expect(notImage.status).toBe(409);
    const stale = await upload({ intent: "foto", revision: String(revision - 1), alt: "Frasco" }, png);
    expect(stale.status).toBe(409);
    const added = await upload({ intent: "foto", revision: String(revision), alt: "Frasco de Sauvage Elixir" }, png);
    expect(added.status).toBe(303);
    const rows = async () =>
      (
        await env.DB.prepare(
          "SELECT id, media_key, alt, position FROM images WHERE product_id = 12 ORDER BY position, id",
        ).all<{
          id: number;
          media_key: string;
          alt: string;
          position: number;
        }>()
      ).results;
    const [image] = await rows();
    expect(image).toMatchObject({ alt: "Frasco de Sauvage Elixir", position: 0 });
    expect(image!.media_key).toMatch(/^uploads\/[0-9a-f]{64}\.png$/);
    expect((await new Browser().get(`/media/${image!.media_key}`)).status).toBe(200);
    const edited = await catalogo.post(
      "/studio/catalogo/productos/12",
      form({
        intent: "fotos",
        revision: String(revision + 1),
        "images[0].imageId": String(image!.id),
        "images[0].alt": "Sauvage Elixir, frente",
        "images[0].position": "3",
      }),
    );
    expect(edited.status).toBe(303);
    expect(await rows()).toMatchObject([{ alt: "Sauvage Elixir, frente", position: 3 }]);
    const removed = await catalogo.post(
      "/studio/catalogo/productos/12",
      form({
        intent: "fotos",
        revision: String(revision + 2),
        "images[0].imageId": String(image!.id),
        "images[0].alt": "Sauvage Elixir, frente",
        "images[0].position": "3",
        "images[0].remove": "on",
      }),
    );
    expect(removed.status).toBe(303);
    expect(await rows()).toEqual([]);
  });
});

describe("refusals", () => {
  it.each(["editor@esencia.demo", "publicador@esencia.demo"])("%s gets 403 and changes nothing", async (email) => {
    const browser = await staff(email);
    expect((await browser.get("/studio/catalogo/productos")).status).toBe(403);
    expect((await browser.get("/studio/catalogo/productos/10")).status).toBe(403);
    const { revision, name } = (await product(10))!;
    expect((await browser.post("/studio/catalogo/productos/10", productFields(revision))).status).toBe(403);
    expect((await browser.post("/studio/catalogo/productos/nuevo", productFields(revision))).status).toBe(403);
    expect((await product(10))!.name).toBe(name);
  });

  it("a cross-site post changes nothing", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const { revision, name } = (await product(10))!;
    const response = await catalogo.post("/studio/catalogo/productos/10", productFields(revision), {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(response.status).toBe(403);
    expect((await product(10))!.name).toBe(name);
    expect(origin).toBeTruthy();
  });

  it("the list finds a product by name, brand, SKU id or EAN", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const names = async (q: string) =>
      await (await catalogo.get(`/studio/catalogo/productos?q=${encodeURIComponent(q)}`)).text();
    expect(await names("Elixir")).toContain("/studio/catalogo/productos/12");
    expect(await names("Lancôme")).toContain("/studio/catalogo/productos/18");
    expect(await names("1201")).toContain("/studio/catalogo/productos/12");
    expect(await names("7790000010025")).toContain("/studio/catalogo/productos/10");
    expect(await names("nada-parecido")).toContain("No encontramos productos");
  });
});
