// The studio's product forms (decision 130): the product itself (text, brand, category, collections,
// specifications, visibility), one SKU, a new SKU, the pictures, and a new product with its first
// SKU. The catalogue's rules (GTIN, price ≤ list price) live in domain/catalogue/product-rules.ts;
// the schema says them next to each field.
import {
  centavosOf,
  descriptionHtml,
  isGtin,
  priceVerdict,
  unsafeDescriptionLink,
} from "../domain/catalogue/product-rules";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

export const productCopy = {
  unreadable: "No pudimos procesar el formulario. Recargá la página y probá de nuevo.",
  nameRequired: "Ingresá el nombre del producto.",
  nameLong: `El nombre puede tener hasta ${fieldLimits.name} caracteres.`,
  descriptionLong: `La descripción puede tener hasta ${fieldLimits.description.toLocaleString("es-AR")} caracteres.`,
  descriptionHtml: (tag: string) =>
    `La descripción tiene HTML (${tag}): la tienda lo quita al mostrarla. Escribila en markdown (**negrita**, _cursiva_, listas con -).`,
  descriptionLink: (link: string) => `La descripción tiene un enlace que la tienda quita (${link}). Usá https://.`,
  brand: "Elegí la marca.",
  category: "Elegí la categoría.",
  unknownBrand: "Esa marca no existe.",
  unknownCategory: "Elegí una categoría de las que no tienen subcategorías.",
  specName: "Ingresá el nombre de la especificación (o quitá la fila).",
  specValue: "Ingresá el valor de la especificación (o quitá la fila).",
  specLong: "La especificación es demasiado larga.",
  tooManyRows: "Hay demasiadas filas.",
  skuNameRequired: "Ingresá el nombre del SKU.",
  skuNameLong: `El nombre del SKU puede tener hasta ${fieldLimits.skuName} caracteres.`,
  ean: "El EAN lleva 8, 12, 13 o 14 dígitos y el último tiene que ser su dígito verificador.",
  eanTaken: (skuId: number) => `Ese EAN ya lo tiene el SKU ${skuId}.`,
  variationLong: "La variación es demasiado larga.",
  sizeMl: "Ingresá el tamaño en ml: un número entero de 1 a 100.000, o dejalo vacío.",
  price: "Ingresá el precio en pesos, por ejemplo 45.990 o 45990,50.",
  listPrice: "Ingresá el precio de lista en pesos, por ejemplo 52.990.",
  quantity: "Ingresá el stock: un número entero de 0 a 1.000.000.",
  alt: `El texto alternativo puede tener hasta ${fieldLimits.alt} caracteres.`,
  altRequired: "Describí la foto en pocas palabras (lo leen los lectores de pantalla).",
  position: "Ingresá un número de orden de 0 a 999.",
  conflict:
    "Otra persona cambió este producto mientras lo editabas: no guardamos tus cambios. Revisá cómo quedó y volvé a intentar.",
  notFound: "No encontramos ese producto.",
  skuNotFound: "Ese SKU no es de este producto.",
  saved: "Guardamos el producto.",
  created: "Creamos el producto.",
  skuSaved: (id: number) => `Guardamos el SKU ${id}.`,
  skuAdded: (id: number) => `Agregamos el SKU ${id}.`,
  pictureAdded: "Agregamos la foto.",
  picturesSaved: "Guardamos las fotos.",
} as const;

const website = z.string().max(fieldLimits.website, productCopy.unreadable).optional();
const revision = z
  .string({ error: productCopy.unreadable })
  .max(fieldLimits.revision, productCopy.unreadable)
  .regex(/^\d+$/, productCopy.unreadable)
  .transform(Number);
const id = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(2 ** 31, message);
const text = (limit: number, message: string) => z.string().trim().max(limit, message);

const specification = z.object({
  specName: text(fieldLimits.specName, productCopy.specLong).optional(),
  specValue: text(fieldLimits.specValue, productCopy.specLong).optional(),
  order: z
    .number({ error: productCopy.position })
    .int(productCopy.position)
    .min(0, productCopy.position)
    .max(999, productCopy.position)
    .optional(),
  remove: z.boolean().optional(),
});

/** The product's own columns, shared by its page and the new-product form. */
const productFields = {
  name: z
    .string({ error: productCopy.nameRequired })
    .trim()
    .min(1, productCopy.nameRequired)
    .max(fieldLimits.name, productCopy.nameLong),
  description: z
    .string()
    .max(fieldLimits.description, productCopy.descriptionLong)
    .optional()
    .superRefine((markdown, context) => {
      const tag = descriptionHtml(markdown ?? "");
      if (tag) context.addIssue({ code: "custom", message: productCopy.descriptionHtml(tag) });
      const link = unsafeDescriptionLink(markdown ?? "");
      if (link) context.addIssue({ code: "custom", message: productCopy.descriptionLink(link) });
    }),
  brandId: id(productCopy.brand),
  categoryId: id(productCopy.category),
  collections: z.array(z.string().max(40)).max(200, productCopy.tooManyRows).default([]),
  specs: z
    .array(specification)
    .max(60, productCopy.tooManyRows)
    .default([])
    .superRefine((rows, context) => {
      rows.forEach((row, index) => {
        if (row.remove || (!row.specName && !row.specValue)) return;
        if (!row.specName)
          context.addIssue({ code: "custom", path: [index, "specName"], message: productCopy.specName });
        if (!row.specValue)
          context.addIssue({ code: "custom", path: [index, "specValue"], message: productCopy.specValue });
      });
    }),
  isVisible: z.boolean().optional(),
};

const amount = (message: string) =>
  z
    .string({ error: message })
    .max(fieldLimits.price, message)
    .transform((typed, context) => {
      const cents = centavosOf(typed);
      if (cents === null) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });

const skuFields = {
  skuName: z
    .string({ error: productCopy.skuNameRequired })
    .trim()
    .min(1, productCopy.skuNameRequired)
    .max(fieldLimits.skuName, productCopy.skuNameLong),
  ean: z
    .string()
    .trim()
    .max(fieldLimits.ean, productCopy.ean)
    .refine((ean) => isGtin(ean), productCopy.ean)
    .optional(),
  variationName: text(fieldLimits.variationName, productCopy.variationLong).optional(),
  variationValue: text(fieldLimits.variationValue, productCopy.variationLong).optional(),
  sizeMl: z
    .number({ error: productCopy.sizeMl })
    .int(productCopy.sizeMl)
    .min(1, productCopy.sizeMl)
    .max(100_000, productCopy.sizeMl)
    .optional(),
  price: amount(productCopy.price),
  listPrice: amount(productCopy.listPrice),
  quantity: z
    .number({ error: productCopy.quantity })
    .int(productCopy.quantity)
    .min(0, productCopy.quantity)
    .max(1_000_000, productCopy.quantity),
};

/** Price ≤ list price and > 0, said beside the price field (the import's rule). */
function pricesAgree(value: { price: number; listPrice: number }, context: z.RefinementCtx) {
  const verdict = priceVerdict(value.price, value.listPrice);
  if (!verdict.ok)
    context.addIssue({
      code: "custom",
      path: [verdict.field === "priceCents" ? "price" : "listPrice"],
      message: verdict.message,
    });
}

const save = z.object({ intent: z.literal("guardar"), revision, website, ...productFields });

const sku = z
  .object({ intent: z.literal("sku"), revision, website, skuId: id(productCopy.skuNotFound), ...skuFields })
  .superRefine(pricesAgree);

const newSku = z.object({ intent: z.literal("nuevo-sku"), revision, website, ...skuFields }).superRefine(pricesAgree);

const picture = z.object({
  intent: z.literal("foto"),
  revision,
  website,
  alt: z
    .string({ error: productCopy.altRequired })
    .trim()
    .min(1, productCopy.altRequired)
    .max(fieldLimits.alt, productCopy.alt),
  // The file itself is read by the upload's own checks (decision 074), not by this schema.
  file: z.unknown().optional(),
});

const pictures = z.object({
  intent: z.literal("fotos"),
  revision,
  website,
  images: z
    .array(
      z.object({
        imageId: id(productCopy.unreadable),
        alt: z
          .string({ error: productCopy.altRequired })
          .trim()
          .min(1, productCopy.altRequired)
          .max(fieldLimits.alt, productCopy.alt),
        position: z
          .number({ error: productCopy.position })
          .int(productCopy.position)
          .min(0, productCopy.position)
          .max(999, productCopy.position),
        remove: z.boolean().optional(),
      }),
    )
    .max(60, productCopy.tooManyRows)
    .default([]),
});

/** Everything a product's page posts, told apart by `intent`. */
export const ProductActionSchema = z.discriminatedUnion("intent", [save, sku, newSku, picture, pictures], {
  error: productCopy.unreadable,
});
export type ProductAction = z.output<typeof ProductActionSchema>;
export type ProductSave = z.output<typeof save>;
export type SkuSave = z.output<typeof sku> | z.output<typeof newSku>;

/** A new product: its own fields and its first SKU. */
export const NewProductSchema = z
  .object({ intent: z.literal("crear"), website, ...productFields, ...skuFields })
  .superRefine(pricesAgree);
export type NewProduct = z.output<typeof NewProductSchema>;

/** The forms' fields as the page fills them. */
export type ProductFormValues = {
  name?: string;
  description?: string;
  brandId?: string;
  categoryId?: string;
  collections?: string[];
  specs?: { specName?: string; specValue?: string; order?: string; remove?: boolean }[];
  isVisible?: boolean;
};

export type SkuFormValues = {
  skuId?: string;
  skuName?: string;
  ean?: string;
  variationName?: string;
  variationValue?: string;
  sizeMl?: string;
  price?: string;
  listPrice?: string;
  quantity?: string;
};
