// 'Productos' in the studio (decision 130): the catalogue role finds a product, edits its text,
// brand, category, collections, specifications, visibility, SKUs and pictures, or creates one with
// its first SKU. Every write is revision-checked and audited in one batch, stamps updated_at (the
// sitemaps' lastmod) and, once it has landed, tells the search index which product changed.
import { productPath, productsPath } from "../../domain/catalogue/paths";
import { productSlugOf } from "../../domain/catalogue/product-rules";
import { shownTime } from "../../domain/moment";
import { formatPrice } from "../../domain/price";
import { mediaUrl } from "../../domain/product";
import {
  productCopy,
  type NewProduct,
  type ProductAction,
  type ProductFormValues,
  type ProductSave,
  type SkuFormValues,
  type SkuSave,
} from "../../forms/product";
import { requestClock } from "../../ports/clock.server";
import type { AppContext } from "../../ports/context.server";
import {
  productDesk,
  type DeskProduct,
  type ProductChoices,
  type ProductColumns,
  type ProductListLine,
  type SkuColumns,
} from "../../ports/product-desk.server";
import { renewStoreVersions } from "../../ports/store-versions.server";
import { reindexProducts } from "../search/reindex.server";
import { storeUpload } from "../studio/media.server";
import { requireStaff, type Staff } from "../studio/staff.server";

export const productListPageSize = 50;

export type ProductListPage = {
  query: string;
  lines: (ProductListLine & { href: string; storeHref: string })[];
  nextHref: string | null;
  firstHref: string | null;
};

/** '/studio/catalogo/productos?q=…&desde=<id>': a page of products by id, from after `desde`. */
export async function productListPage(request: Request, context: AppContext): Promise<ProductListPage> {
  await requireStaff(request, context, "catalogo");
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  const after = Number(params.get("desde"));
  const afterId = Number.isSafeInteger(after) && after > 0 ? after : 0;
  const found = await productDesk(context).list(query, afterId, productListPageSize + 1);
  const lines = found.slice(0, productListPageSize);
  const search = (extra: Record<string, string>) => {
    const values = new URLSearchParams({ ...(query ? { q: query } : {}), ...extra }).toString();
    return `${productsPath}${values ? `?${values}` : ""}`;
  };
  return {
    query,
    lines: lines.map((line) => ({ ...line, href: productPath(line.id), storeHref: `/${line.slug}/p` })),
    nextHref: found.length > productListPageSize ? search({ desde: String(lines.at(-1)!.id) }) : null,
    firstHref: afterId > 0 ? search({}) : null,
  };
}

const money = (cents: number | null) => (cents === null ? "" : formatPrice(cents / 100, { decimals: 2 }));
/** Centavos back to what the form shows: '45.990' or '45.990,50'. */
const typedPesos = (cents: number | null) =>
  cents === null
    ? ""
    : cents % 100 === 0
      ? (cents / 100).toLocaleString("es-AR")
      : (cents / 100).toLocaleString("es-AR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export type ProductPageData = {
  product: {
    id: number;
    name: string;
    revision: number;
    storeHref: string;
    isVisible: boolean;
    updated: string | null;
    updatedBy: string | null;
  } | null;
  values: ProductFormValues;
  choices: ProductChoices;
  skus: (SkuFormValues & { id: number; shownPrice: string; shownListPrice: string })[];
  images: { id: number; src: string; alt: string; position: number; width: number; height: number }[];
  notice: string | null;
};

function formValuesOf(product: DeskProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    brandId: String(product.brandId),
    categoryId: String(product.categoryId),
    collections: product.collections,
    specs: product.specifications.map(({ name, value }, index) => ({
      specName: name,
      specValue: value,
      order: String(index),
    })),
    isVisible: product.isVisible,
  };
}

export async function newProductPage(request: Request, context: AppContext): Promise<ProductPageData> {
  await requireStaff(request, context, "catalogo");
  return {
    product: null,
    values: { isVisible: true, collections: [], specs: [] },
    choices: await productDesk(context).choices(),
    skus: [],
    images: [],
    notice: null,
  };
}

const notFound = () => new Response(productCopy.notFound, { status: 404 });
/** A product id as the address carries it. */
export const productIdOf = (id: string | undefined): number | null =>
  id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;

const notices = ["creado", "guardado", "sku", "sku-nuevo", "foto", "fotos"] as const;
type Notice = (typeof notices)[number];

export async function productPage(
  request: Request,
  context: AppContext,
  id: string | undefined,
): Promise<ProductPageData> {
  await requireStaff(request, context, "catalogo");
  const productId = productIdOf(id);
  if (productId === null) throw notFound();
  const desk = productDesk(context);
  const product = await desk.byId(productId);
  if (!product || product.isGift) throw notFound();
  const choices = await desk.choices(product.categoryId);
  const params = new URL(request.url).searchParams;
  const notice = notices.find((candidate) => candidate === params.get("aviso"));
  const skuId = Number(params.get("sku"));
  return {
    product: {
      id: product.id,
      name: product.name,
      revision: product.revision,
      storeHref: `/${product.slug}/p`,
      isVisible: product.isVisible,
      updated: product.updatedAt ? shownTime(Date.parse(product.updatedAt)) : null,
      updatedBy: product.updatedBy,
    },
    values: formValuesOf(product),
    choices,
    skus: product.skus.map((sku) => ({
      id: sku.id,
      skuId: String(sku.id),
      skuName: sku.name,
      ean: sku.ean ?? "",
      variationName: sku.variationName ?? "",
      variationValue: sku.variationValue ?? "",
      sizeMl: sku.sizeMl === null ? "" : String(sku.sizeMl),
      price: typedPesos(sku.priceCents),
      listPrice: typedPesos(sku.listPriceCents),
      quantity: String(sku.quantity),
      shownPrice: money(sku.priceCents),
      shownListPrice: money(sku.listPriceCents),
    })),
    images: product.images.map((image) => ({
      id: image.id,
      src: mediaUrl(image.mediaKey),
      alt: image.alt,
      position: image.position,
      width: image.width,
      height: image.height,
    })),
    notice: notice ? noticeText(notice, skuId) : null,
  };
}

function noticeText(notice: Notice, skuId: number): string {
  switch (notice) {
    case "creado":
      return productCopy.created;
    case "guardado":
      return productCopy.saved;
    case "sku":
      return productCopy.skuSaved(skuId);
    case "sku-nuevo":
      return productCopy.skuAdded(skuId);
    case "foto":
      return productCopy.pictureAdded;
    case "fotos":
      return productCopy.picturesSaved;
  }
}

export type ProductWrite =
  { status: "done"; redirectTo: string } | { status: "refused"; message: string; field?: string };

const done = (id: number, notice: Notice, extra = ""): ProductWrite => ({
  status: "done",
  redirectTo: `${productPath(id)}?aviso=${notice}${extra}`,
});
const refused = (message: string, field?: string): ProductWrite => ({
  status: "refused",
  message,
  ...(field ? { field } : {}),
});

/** The chosen brand exists and the category is a leaf; null when both hold, else the refusal. */
function choiceRefusal(choices: ProductChoices, value: { brandId: number; categoryId: number }): ProductWrite | null {
  if (!choices.brands.some(({ id }) => id === value.brandId)) return refused(productCopy.unknownBrand, "brandId");
  if (!choices.categories.some(({ id }) => id === value.categoryId))
    return refused(productCopy.unknownCategory, "categoryId");
  return null;
}

function productColumnsOf(value: ProductSave | NewProduct): ProductColumns {
  return {
    name: value.name,
    description: (value.description ?? "").trim(),
    brandId: value.brandId,
    categoryId: value.categoryId,
    isVisible: value.isVisible ?? false,
    collections: [...new Set(value.collections)],
    // Rows in the order their 'Orden' numbers say, ties (and blanks) as they were on the page.
    specifications: value.specs
      .map((row, index) => ({ row, order: row.order ?? index }))
      .filter(({ row }) => !row.remove && row.specName && row.specValue)
      .sort((a, b) => a.order - b.order)
      .map(({ row }) => ({ name: row.specName!, value: row.specValue! })),
  };
}

/**
 * Once a write has landed: this location's pages follow the new catalogue version now (the trigger
 * moved it, decision 076), and the search index learns which product changed.
 */
async function afterWrite(context: AppContext, productId: number) {
  await renewStoreVersions(context.cloudflare.env.DB);
  await reindexProducts(context, [productId]);
}

const skuColumnsOf = (value: SkuSave | NewProduct): SkuColumns => ({
  name: value.skuName,
  ean: value.ean || null,
  variationName: value.variationName || null,
  variationValue: value.variationValue || null,
  sizeMl: value.sizeMl ?? null,
  priceCents: value.price,
  listPriceCents: value.listPrice,
  quantity: value.quantity,
});

const skuSummary = (columns: SkuColumns) =>
  `«${columns.name}»${columns.ean ? ` EAN ${columns.ean}` : ""}, ${money(columns.priceCents)} (lista ${money(
    columns.listPriceCents,
  )}), stock ${columns.quantity}`;

/** Every product page's post: the product's own form, one SKU, a new SKU, a picture, the pictures. */
export async function productAction(
  request: Request,
  context: AppContext,
  staff: Staff,
  id: string | undefined,
  action: ProductAction,
  form: FormData,
): Promise<ProductWrite> {
  const productId = productIdOf(id);
  if (productId === null) return refused(productCopy.notFound);
  const desk = productDesk(context);
  const product = await desk.byId(productId);
  if (!product || product.isGift) return refused(productCopy.notFound);
  const now = requestClock(context, request);
  const note = (detail: string) => ({ actor: staff.email, detail: `«${product.name}» (${productId}): ${detail}` });
  const landed = async (ok: boolean | number | null, notice: Notice, extra = ""): Promise<ProductWrite> => {
    if (ok === false || ok === null)
      return refused((await desk.byId(productId)) ? productCopy.conflict : productCopy.notFound);
    await afterWrite(context, productId);
    return done(productId, notice, extra);
  };

  switch (action.intent) {
    case "guardar": {
      const refusal = choiceRefusal(await desk.choices(product.categoryId), action);
      if (refusal) return refusal;
      const columns = productColumnsOf(action);
      const changes = describeProductChanges(product, columns);
      return landed(await desk.save(productId, action.revision, columns, now, note(changes)), "guardado");
    }
    case "sku": {
      const sku = product.skus.find(({ id: skuId }) => skuId === action.skuId);
      if (!sku) return refused(productCopy.skuNotFound);
      const columns = skuColumnsOf(action);
      if (columns.ean && columns.ean !== sku.ean) {
        const holder = await desk.skuWithEan(columns.ean, sku.id);
        if (holder !== null) return refused(productCopy.eanTaken(holder), "ean");
      }
      const ok = await desk.saveSku(
        productId,
        action.revision,
        sku.id,
        columns,
        now,
        note(`SKU ${sku.id} ${skuSummary(columns)}.`),
      );
      return landed(ok, "sku", `&sku=${sku.id}`);
    }
    case "nuevo-sku": {
      const columns = skuColumnsOf(action);
      if (columns.ean) {
        const holder = await desk.skuWithEan(columns.ean, null);
        if (holder !== null) return refused(productCopy.eanTaken(holder), "ean");
      }
      const skuId = await desk.addSku(
        productId,
        action.revision,
        columns,
        now,
        note(`nuevo SKU ${skuSummary(columns)}.`),
      );
      return landed(skuId, "sku-nuevo", skuId ? `&sku=${skuId}` : "");
    }
    case "foto": {
      // Checked before the file is stored: a stale page uploads nothing.
      if (action.revision !== product.revision) return refused(productCopy.conflict);
      const file = form.get("file");
      if (!(file instanceof File)) return refused("Elegí una imagen para subir.", "file");
      const upload = await storeUpload(context, file, staff.email);
      if (!upload.ok) return refused(upload.message, "file");
      const mediaKey = upload.image.src.slice("/media/".length);
      const ok = await desk.addImage(
        productId,
        action.revision,
        { mediaKey, width: upload.image.width, height: upload.image.height, alt: action.alt },
        now,
        note(`foto ${upload.image.src} «${action.alt}».`),
      );
      return landed(ok, "foto");
    }
    case "fotos": {
      const own = new Set(product.images.map(({ id: imageId }) => imageId));
      const edits = action.images
        .filter(({ imageId }) => own.has(imageId))
        .map((image) => ({
          id: image.imageId,
          alt: image.alt,
          position: image.position,
          remove: image.remove ?? false,
        }));
      const removed = edits.filter(({ remove }) => remove).length;
      const ok = await desk.editImages(
        productId,
        action.revision,
        edits,
        now,
        note(`fotos: ${edits.length - removed} ordenadas o descritas, ${removed} quitadas.`),
      );
      return landed(ok, "fotos");
    }
  }
}

/** The audit line of a product save: which of its parts changed. */
function describeProductChanges(product: DeskProduct, columns: ProductColumns): string {
  const changed: string[] = [];
  if (product.name !== columns.name) changed.push(`nombre «${columns.name}»`);
  if (product.description !== columns.description) changed.push("descripción");
  if (product.brandId !== columns.brandId) changed.push(`marca ${columns.brandId}`);
  if (product.categoryId !== columns.categoryId) changed.push(`categoría ${columns.categoryId}`);
  if (product.collections.join() !== [...columns.collections].sort().join()) changed.push("colecciones");
  if (JSON.stringify(product.specifications) !== JSON.stringify(columns.specifications))
    changed.push(`${columns.specifications.length} especificaciones`);
  if (product.isVisible !== columns.isVisible) changed.push(columns.isVisible ? "visible" : "oculto");
  return changed.length > 0 ? `${changed.join(", ")}.` : "guardado sin cambios.";
}

/** A new product and its first SKU; its address is made from the brand and name, never two alike. */
export async function createProduct(
  request: Request,
  context: AppContext,
  staff: Staff,
  value: NewProduct,
): Promise<ProductWrite> {
  const desk = productDesk(context);
  const choices = await desk.choices();
  const refusal = choiceRefusal(choices, value);
  if (refusal) return refusal;
  const columns = productColumnsOf(value);
  const sku = skuColumnsOf(value);
  if (sku.ean) {
    const holder = await desk.skuWithEan(sku.ean, null);
    if (holder !== null) return refused(productCopy.eanTaken(holder), "ean");
  }
  const now = requestClock(context, request);
  const brand = choices.brands.find(({ id }) => id === value.brandId)!;
  const base = productSlugOf(brand.name, columns.name);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    let slug = base;
    for (let suffix = 2; await desk.slugTaken(slug); suffix += 1) slug = `${base}-${suffix}`;
    const created = await desk.create({ ...columns, slug }, sku, now, {
      actor: staff.email,
      detail: `Alta de «${columns.name}» (/${slug}/p) con el SKU ${skuSummary(sku)}${columns.isVisible ? "" : ", oculto"}.`,
    });
    if (created) {
      await afterWrite(context, created.productId);
      return done(created.productId, "creado");
    }
  }
  throw new Error("No se pudo elegir un id libre para el producto");
}
