// Meta's catalogue feed as CSV (decision 132). Meta, "Catalog reference – supported feed formats":
// the first row names the columns; "fields containing whitespace or commas should be enclosed in
// double quotes; a double quote inside is escaped with two". Required: id, title, description,
// availability ('in stock' | 'out of stock'), condition, price ('9.99 USD'), link, image_link, and
// brand (or gtin or mpn). Multi-value fields (additional_image_link) are comma-separated in one cell.
import type { FeedItem } from "./feed-item";

export const metaColumns = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "sale_price",
  "sale_price_effective_date",
  "link",
  "image_link",
  "additional_image_link",
  "brand",
  "gtin",
  "mpn",
  "item_group_id",
  "google_product_category",
  "product_type",
] as const;

/** Control characters (a tab, a NUL) have no business in a cell; line breaks are quoted, but read better as a space. */
const controls = /[\p{Cc}\p{Cs}\uFFFE\uFFFF]+/gu;

/**
 * One cell: RFC 4180 plus Meta's rule, quoted when it holds whitespace, a comma or a quote, its quotes
 * doubled. Not defused with a leading "'" as the order list's is (decision 120): a feed is read by
 * Meta, not opened in a spreadsheet, and the quote would become part of a title.
 */
export function metaCell(value: string | null): string {
  const text = (value ?? "").replace(controls, " ");
  return /[\s,"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: readonly (string | null)[]) => `${cells.map(metaCell).join(",")}\n`;

export const metaFeedHead = line(metaColumns);

/** Meta's availability values. */
export const metaAvailability = (inStock: boolean) => (inStock ? "in stock" : "out of stock");

export function metaLine(item: FeedItem): string {
  const cells: Record<(typeof metaColumns)[number], string | null> = {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: metaAvailability(item.inStock),
    condition: "new",
    price: item.price,
    sale_price: item.salePrice,
    sale_price_effective_date: item.saleWindow,
    link: item.link,
    image_link: item.imageLink,
    additional_image_link: item.additionalImageLinks.join(",") || null,
    brand: item.brand,
    gtin: item.gtin,
    mpn: item.mpn,
    item_group_id: item.itemGroupId,
    google_product_category: item.googleProductCategory,
    product_type: item.productType,
  };
  return line(metaColumns.map((column) => cells[column]));
}
