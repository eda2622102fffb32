// Google Merchant Center's XML feed (decision 132): RSS 2.0 with the 'g:' namespace
// (http://base.google.com/ns/1.0), one <item> per SKU. Google, "Product data specification":
// required id, title, description, link, image_link, availability, price; brand for new products;
// gtin where the product has one, else mpn or identifier_exists 'no'; condition. Written a piece at
// a time so the file streams: head, items, tail.
import type { FeedItem } from "./feed-item";

/** XML 1.0 §2.2 Char: what may appear at all. Anything else (C0 controls, U+FFFE, lone surrogates) is dropped. */
const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an element or an attribute: the five characters XML gives meaning to, as references. */
export function xmlText(text: string): string {
  return text.replace(notXmlChar, "").replace(/[&<>"']/g, (character) => xmlReferences[character]!);
}

const xmlReferences: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export const googleNamespace = "http://base.google.com/ns/1.0";

export function googleFeedHead(storeUrl: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<rss version="2.0" xmlns:g="${googleNamespace}">\n<channel>\n` +
    `<title>Esencia</title>\n<link>${xmlText(storeUrl)}</link>\n` +
    "<description>Catálogo de Esencia para Google Merchant Center</description>\n"
  );
}

export const googleFeedTail = "</channel>\n</rss>\n";

const element = (name: string, value: string | null) => (value === null ? "" : `<${name}>${xmlText(value)}</${name}>`);

/** Google's availability values: 'in_stock', 'out_of_stock'. */
export const googleAvailability = (inStock: boolean) => (inStock ? "in_stock" : "out_of_stock");

export function googleItem(item: FeedItem): string {
  return (
    "<item>" +
    element("g:id", item.id) +
    element("g:title", item.title) +
    element("g:description", item.description) +
    element("g:link", item.link) +
    element("g:image_link", item.imageLink) +
    item.additionalImageLinks.map((link) => element("g:additional_image_link", link)).join("") +
    element("g:availability", googleAvailability(item.inStock)) +
    element("g:price", item.price) +
    element("g:sale_price", item.salePrice) +
    element("g:sale_price_effective_date", item.saleWindow) +
    element("g:brand", item.brand) +
    element("g:gtin", item.gtin) +
    element("g:mpn", item.mpn) +
    // Google: 'no' when the product has no GTIN; the mpn we send is the store's, not a manufacturer's.
    element("g:identifier_exists", item.gtin ? null : "no") +
    element("g:condition", "new") +
    element("g:item_group_id", item.itemGroupId) +
    element("g:google_product_category", item.googleProductCategory) +
    element("g:product_type", item.productType) +
    element("g:is_bundle", item.isBundle ? "yes" : null) +
    "</item>\n"
  );
}
